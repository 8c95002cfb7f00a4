import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLake } from "@/lake/index.ts";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { CONTENT_DIR } from "./dataset";

export type ContentLake = Awaited<ReturnType<typeof startContentLake>>;

/**
 * The local Content Lake (lake/, what `npm run edit` runs) on a temporary dataset folder: a copy
 * of content/'s files (`from: "content"`, the default) or none (`from: "nothing"`), plus
 * `documents` in a file of their own. Any port, its own per-run token (point the site at it with
 * SANITY_API_HOST = `url` and SANITY_API_READ_TOKEN = `token`), and a record of the requests it
 * received. Code using the real client runs offline against Sanity's semantics.
 */
export async function startContentLake({
  from = "content",
  documents = [],
}: { from?: "content" | "nothing"; documents?: SanityDocumentLike[] } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), "content-lake-"));
  // Not the drafts an editor keeps in content/.lake/: tests start from the dataset alone.
  if (from === "content")
    await cp(CONTENT_DIR, dir, { recursive: true, filter: (source) => path.basename(source) !== ".lake" });
  if (documents.length > 0)
    await writeFile(
      path.join(dir, "zz-test-documents.ndjson"),
      documents.map((document) => `${JSON.stringify(document)}\n`).join(""),
    );
  const requests: { method: string; url: string }[] = [];
  const logs: string[] = [];
  const lake = await startLake({
    contentDir: dir,
    onRequest: (request) => requests.push(request),
    log: (message) => logs.push(message),
  });
  return {
    url: lake.httpUrl,
    token: lake.token,
    projectId: lake.projectId,
    dataset: lake.dataset,
    lake,
    requests,
    logs,
    async close() {
      await lake.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
