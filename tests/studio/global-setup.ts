import { spawn } from "node:child_process";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts `npm run edit` (scripts/edit.mjs) on a temporary copy of `content/`, waits for its two
 * address lines and hands them to the tests (STUDIO_URL, SITE_URL, STUDIO_CONTENT_DIR,
 * STUDIO_EDITS_FILE). Builds `.next-edit` first when needed (a few minutes). Ports: STUDIO_PORT
 * (3695) for the site; the lake's LAKE_HTTP_PORT / LAKE_HTTPS_PORT as `npm run edit` has them.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  const work = await mkdtemp(path.join(tmpdir(), "studio-tests-"));
  const contentDir = path.join(work, "content");
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  const edit = spawn(process.execPath, [path.join(root, "scripts/edit.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: process.env.STUDIO_PORT ?? "3695", LAKE_CONTENT_DIR: contentDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const log = path.join(work, "edit.log");
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-200_000);
    if (process.env.STUDIO_TEST_VERBOSE) process.stdout.write(chunk);
  };
  edit.stdout?.on("data", append);
  edit.stderr?.on("data", append);
  const line = (label: string) => output.match(new RegExp(`^${label}: (\\S+)$`, "m"))?.[1];
  for (const deadline = Date.now() + 10 * 60_000; !line("Site"); ) {
    if (edit.exitCode !== null) throw new Error(`npm run edit exited with ${edit.exitCode}:\n${output.slice(-3_000)}`);
    if (Date.now() > deadline) throw new Error(`npm run edit printed no addresses:\n${output.slice(-3_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  Object.assign(process.env, {
    STUDIO_URL: line("Studio"),
    SITE_URL: line("Site"),
    STUDIO_CONTENT_DIR: contentDir,
    STUDIO_EDITS_FILE: path.join(work, "edits.ndjson"),
    STUDIO_EDIT_OUTPUT: log,
  });
  const flush = () => writeFile(log, output).catch(() => undefined);
  const timer = setInterval(flush, 1_000);

  return async () => {
    clearInterval(timer);
    if (edit.pid && edit.exitCode === null) {
      const exited = new Promise((resolve) => edit.once("exit", resolve));
      process.kill(-edit.pid, "SIGTERM");
      await exited;
    }
    const unimplemented = [...new Set(output.match(/lake: not implemented, answered 404: \S+ \S+/g) ?? [])];
    if (unimplemented.length > 0) console.info(`[studio] requests the lake answered 404:\n  ${unimplemented.join("\n  ")}`);
    if (!process.env.STUDIO_KEEP) await rm(work, { recursive: true, force: true });
  };
}
