import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEdit, stopEdit } from "./edit-process";

/**
 * Starts `npm run edit` on a temporary copy of `content/` and hands the tests where things are:
 * STUDIO_CONTENT_DIR (the copy), STUDIO_EDITS_FILE (what the tests changed), STUDIO_STATE_FILE
 * (the running edit server's pid and addresses), STUDIO_EDIT_OUTPUT (its output). Builds
 * `.next-edit` first when needed (a few minutes). Ports: STUDIO_PORT (3695) for the site; the
 * lake's LAKE_HTTP_PORT / LAKE_HTTPS_PORT as `npm run edit` has them (3333, 3334).
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  const work = await mkdtemp(path.join(tmpdir(), "studio-tests-"));
  const contentDir = path.join(work, "content");
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  Object.assign(process.env, {
    STUDIO_CONTENT_DIR: contentDir,
    STUDIO_EDITS_FILE: path.join(work, "edits.ndjson"),
    STUDIO_STATE_FILE: path.join(work, "edit-state.json"),
    STUDIO_EDIT_OUTPUT: path.join(work, "edit.log"),
  });
  await startEdit(contentDir);

  return async () => {
    await stopEdit("SIGTERM").catch((error: Error) => console.error(`[studio] ${error.message}`));
    const output = await readFile(path.join(work, "edit.log"), "utf8").catch(() => "");
    const unimplemented = [...new Set(output.match(/lake: not implemented, answered 404: \S+ \S+/g) ?? [])].map((line) => line.slice(37));
    if (unimplemented.length > 0) console.info(`[studio] requests the lake answered 404:\n  ${unimplemented.join("\n  ")}`);
    if (!process.env.STUDIO_KEEP) await rm(work, { recursive: true, force: true });
  };
}
