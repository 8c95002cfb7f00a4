import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { trustCertificate } from "./certificate";
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
  // Inside the checkout (git-ignored), so runs from other checkouts and their clean-ups never meet.
  await mkdir(path.join(root, ".studio-tests"), { recursive: true });
  const work = await mkdtemp(path.join(root, ".studio-tests", "run-"));
  const contentDir = path.join(work, "content");
  // The dataset as committed: not a developer's own drafts (`content/.lake/`).
  await cp(path.join(root, "content"), contentDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== ".lake",
  });
  Object.assign(process.env, {
    STUDIO_CONTENT_DIR: contentDir,
    STUDIO_EDITS_FILE: path.join(work, "edits.ndjson"),
    STUDIO_STATE_FILE: path.join(work, "edit-state.json"),
    STUDIO_EDIT_OUTPUT: path.join(work, "edit.log"),
  });
  await startEdit(contentDir);
  // The first start made the machine's certificate (or found it): trusted once, as a person would.
  await trustCertificate();

  return async () => {
    await stopEdit("SIGTERM").catch((error: Error) => console.error(`[studio] ${error.message}`));
    const output = await readFile(path.join(work, "edit.log"), "utf8").catch(() => "");
    const unimplemented = [...new Set(output.match(/lake: not implemented, answered 404: \S+ \S+/g) ?? [])].map(
      (line) => line.slice(37),
    );
    if (unimplemented.length > 0)
      console.info(
        `[studio] requests the lake answered 404 (by path, its last segment as *):\n  ${groupByPath(unimplemented).join("\n  ")}`,
      );
    if (!process.env.STUDIO_KEEP) await rm(work, { recursive: true, force: true });
  };
}

/** "GET /a/b/x" and "GET /a/b/y" as one line "GET /a/b/* (2: x, y)": one line per endpoint, not per document. */
function groupByPath(requests: string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const request of requests) {
    const cut = request.lastIndexOf("/");
    const key = `${request.slice(0, cut)}/*`;
    groups.set(key, [...(groups.get(key) ?? []), request.slice(cut + 1)]);
  }
  return [...groups].map(
    ([key, last]) => `${key} (${last.length}: ${last.slice(0, 3).join(", ")}${last.length > 3 ? ", …" : ""})`,
  );
}
