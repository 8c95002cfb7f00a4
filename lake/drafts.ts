import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./files.ts";
import { isDraftId, isVersionId, type Commit, type Doc } from "./store.ts";

/**
 * Drafts kept across restarts (see README.md, "Drafts across restarts").
 *
 * - Kept: documents whose id starts with `drafts.` or `versions.`, except Sanity's own bookkeeping
 *   (`_type` starting with `sanity.`, e.g. the Presentation tool's preview secrets, which expire
 *   within the hour and are made afresh each time the tool opens). Published `sanity.*` documents
 *   that are not assets are not kept either: nothing an editor typed is in them.
 * - The file is `<contentDir>/.lake/drafts.ndjson` by default: one whole document per line,
 *   `_rev`, `_createdAt`, `_updatedAt` included, sorted by id. It lives in a folder of its own so
 *   nothing that reads `content/*.ndjson` (the lake, the site, the seed) ever sees it.
 * - Written after every transaction that changed a kept document, before the transaction's answer
 *   (so a saved draft is on disk when the Studio shows "Saved"), atomically (temporary file, then
 *   rename). Writes run one at a time; requests arriving while one runs share the next.
 * - Loaded at start. A line that is not JSON, or not a kept document, is reported and skipped; the
 *   file as found is then copied beside it (`drafts.<time>.corrupt`) before it is next rewritten.
 */

export const defaultDraftsFile = (contentDir: string) => path.join(contentDir, ".lake", "drafts.ndjson");

export const isKeptDraft = (document: { _id: string; _type?: unknown } | null): boolean =>
  !!document &&
  (isDraftId(document._id) || isVersionId(document._id)) &&
  typeof document._type === "string" &&
  !document._type.startsWith("sanity.");

/** The drafts in `file` (none when it does not exist); bad lines are reported through `log`. */
export async function loadDrafts(file: string, log: (message: string) => void): Promise<Doc[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    // Starting without them would overwrite the file at the next save.
    throw new Error(`Cannot read the drafts file ${file}: ${(error as Error).message}`);
  }
  const documents: Doc[] = [];
  const seen = new Set<string>();
  let bad = 0;
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const where = `${file}, line ${index + 1}`;
    let document: Doc;
    try {
      document = JSON.parse(line) as Doc;
    } catch (error) {
      bad++;
      log(`lake: ${where}: not valid JSON, skipped (${(error as Error).message})`);
      return;
    }
    if (!document || typeof document !== "object" || typeof document._id !== "string" || !isKeptDraft(document)) {
      bad++;
      log(`lake: ${where}: not a draft (a "drafts."/"versions." id and a _type), skipped`);
      return;
    }
    if (seen.has(document._id)) {
      bad++;
      log(`lake: ${where}: a second copy of ${document._id}, skipped`);
      return;
    }
    seen.add(document._id);
    documents.push(document);
  });
  if (bad > 0) {
    const copy = `${file.replace(/\.ndjson$/, "")}.${new Date().toISOString().replace(/[:.]/g, "-")}.corrupt`;
    await copyFile(file, copy);
    log(`lake: ${bad} line(s) of ${file} skipped; the file as found is kept as ${copy}`);
  }
  return documents;
}

/** Keeps the file in step with the store's drafts. */
export class DraftsFile {
  readonly file: string;
  private readonly snapshot: () => Doc[];
  private queued: Promise<void> | null = null;
  private last: Promise<void> = Promise.resolve();

  /** `snapshot` gives every document of the store; the kept ones are written. */
  constructor(file: string, snapshot: () => Doc[]) {
    this.file = file;
    this.snapshot = snapshot;
  }

  /** Whether a commit changed a kept document (so the file must be rewritten). */
  static touches(commit: Commit): boolean {
    return commit.changes.some((change) => isKeptDraft(change.result) || isKeptDraft(change.previous));
  }

  /** Writes the current drafts; resolves once a write that started after this call has finished. */
  save(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.last.then(async () => {
      this.queued = null;
      const drafts = this.snapshot()
        .filter(isKeptDraft)
        .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeAtomically(this.file, drafts.map((document) => `${JSON.stringify(document)}\n`).join(""));
    });
    this.queued = run;
    this.last = run.catch(() => undefined);
    return run;
  }

  /** Resolves when no write is queued or running. */
  flush(): Promise<void> {
    return this.last;
  }
}
