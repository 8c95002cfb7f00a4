import { spawn } from "node:child_process";
import { STUDIO_CERT_DIR } from "./certificate";
import { appendFile, open, readFile, stat, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm run edit` (scripts/edit.mjs) as the Studio tests run it: started by the global setup, and
 * stopped and started again by a test (drafts survive a restart). The running one is described in
 * a state file (STUDIO_STATE_FILE: pid, Studio and site addresses), so the fixtures and the
 * teardown always reach the current one; its output goes to STUDIO_EDIT_OUTPUT.
 */
export type EditState = { pid: number; studioUrl: string; siteUrl: string };

const root = path.resolve(import.meta.dirname, "../..");

export function editState(): EditState {
  return JSON.parse(readFileSync(process.env.STUDIO_STATE_FILE as string, "utf8")) as EditState;
}

/**
 * Starts `npm run edit` on the content folder and resolves once it printed both addresses. Its
 * output goes straight to the log file (its own descriptor, not a pipe to this process): the
 * server outlives the test worker that started it (Playwright starts a new worker after a
 * failure), and writing to a pipe nobody reads any more failed with EPIPE, whose report failed
 * again, a loop that left the site and the lake unanswering.
 */
export async function startEdit(contentDir: string): Promise<EditState> {
  const log = process.env.STUDIO_EDIT_OUTPUT as string;
  await appendFile(log, "");
  const from = (await stat(log)).size;
  const output = await open(log, "a");
  const edit = spawn(process.execPath, [path.join(root, "scripts/edit.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: process.env.STUDIO_PORT ?? "3695",
      LAKE_CONTENT_DIR: contentDir,
      LAKE_CERT_DIR: STUDIO_CERT_DIR,
    },
    stdio: ["ignore", output.fd, output.fd],
    detached: true,
  });
  await output.close();
  edit.unref();
  const printed = async () => (await readFile(log)).subarray(from).toString("utf8");
  const line = (text: string, label: string) => text.match(new RegExp(`^${label}: (\\S+)$`, "m"))?.[1];
  let text = "";
  for (const deadline = Date.now() + 10 * 60_000; !line((text = await printed()), "Site");) {
    if (edit.exitCode !== null) throw new Error(`npm run edit exited with ${edit.exitCode}:\n${text.slice(-3_000)}`);
    if (Date.now() > deadline) {
      process.kill(-(edit.pid as number), "SIGKILL");
      throw new Error(`npm run edit printed no addresses:\n${text.slice(-3_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const state = {
    pid: edit.pid as number,
    studioUrl: line(text, "Studio") as string,
    siteUrl: line(text, "Site") as string,
  };
  await writeFile(process.env.STUDIO_STATE_FILE as string, JSON.stringify(state));
  return state;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Sends `signal` to the running `npm run edit` and its children, and waits until it is gone. */
export async function stopEdit(signal: NodeJS.Signals = "SIGINT", timeoutMs = 20_000): Promise<void> {
  const { pid } = editState();
  if (!alive(pid)) return;
  process.kill(-pid, signal);
  for (const deadline = Date.now() + timeoutMs; alive(pid);) {
    if (Date.now() > deadline)
      throw new Error(`npm run edit (pid ${pid}) did not stop within ${timeoutMs} ms of ${signal}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The edit server's output so far. */
export const editOutput = () => readFile(process.env.STUDIO_EDIT_OUTPUT as string, "utf8").catch(() => "");
