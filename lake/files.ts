import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDraftId, isVersionId, type Commit, type Doc } from "./store.ts";

/**
 * The dataset's `*.ndjson` files: loading them, and writing published documents back.
 *
 * Write-back rule (see README.md):
 * - Only published documents (ids without `drafts.` / `versions.`) are written; types starting with
 *   `sanity.` (preview secrets and other Studio bookkeeping) never are, except image and file
 *   asset documents, which go to the file holding such documents, else `assets.ndjson`.
 * - A document goes back to the line it came from; a new one is appended to the file holding a
 *   document of its `_type`, else to `<type>.ndjson`; a deleted one loses its line.
 * - Key order: keys keep the order of the line they replace, at every depth (objects inside
 *   arrays are matched by `_key`, else by position); new keys follow in the document's order.
 *   A new document starts with `_id`, `_type`. `_rev`, `_createdAt`, `_updatedAt` are written only
 *   when the old line had them. Lines of other documents are never re-serialized, so they stay
 *   byte-identical, and so does the file's final newline (or its absence).
 * - Each write is atomic: a temporary file beside it, then a rename.
 */

export type Loaded = { documents: Doc[]; origin: Map<string, string> };

export async function loadContent(dir: string): Promise<Loaded> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort();
  const documents: Doc[] = [];
  const origin = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(path.join(dir, file), "utf8");
    text.split("\n").forEach((line, index) => {
      if (line.trim() === "") return;
      let document: Doc;
      try {
        document = JSON.parse(line) as Doc;
      } catch (error) {
        throw new Error(`${file}, line ${index + 1}: not valid JSON (${(error as Error).message})`);
      }
      if (typeof document._id !== "string" || typeof document._type !== "string") throw new Error(`${file}, line ${index + 1}: a document needs _id and _type`);
      documents.push(document);
      origin.set(document._id, file);
    });
  }
  return { documents, origin };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `next` with its keys in the order of `previous`, at every depth (see the rule above). */
export function orderLike(previous: unknown, next: unknown): unknown {
  if (Array.isArray(next)) {
    const before = Array.isArray(previous) ? previous : [];
    return next.map((item, index) => {
      const key = isObject(item) ? item._key : undefined;
      const match = typeof key === "string" ? before.find((old) => isObject(old) && old._key === key) : before[index];
      return orderLike(match, item);
    });
  }
  if (!isObject(next)) return next;
  const before = isObject(previous) ? previous : {};
  const keys = [...Object.keys(before).filter((key) => key in next), ...Object.keys(next).filter((key) => !(key in before))];
  return Object.fromEntries(keys.map((key) => [key, orderLike(before[key], next[key])]));
}

const systemFields = ["_rev", "_createdAt", "_updatedAt", "_originalId"];

/** The line for `document`, replacing `previousLine` (undefined for a new document). */
export function serialize(document: Doc, previousLine?: string): string {
  const previous = previousLine === undefined ? undefined : (JSON.parse(previousLine) as Record<string, unknown>);
  const next: Record<string, unknown> = { ...document };
  for (const field of systemFields) if (!previous || !(field in previous)) delete next[field];
  const template = previous ?? { _id: null, _type: null };
  return JSON.stringify(orderLike(template, next));
}

const assetTypes = new Set(["sanity.imageAsset", "sanity.fileAsset"]);

export const isWritable = (document: { _id: string; _type?: string } | null): boolean =>
  !!document &&
  !isDraftId(document._id) &&
  !isVersionId(document._id) &&
  (!(document._type ?? "").startsWith("sanity.") || assetTypes.has(document._type ?? ""));

export async function writeAtomically(file: string, text: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function lineIndexOf(lines: string[], id: string): number {
  return lines.findIndex((line) => {
    if (!line.includes(JSON.stringify(id))) return false;
    try {
      return (JSON.parse(line) as Doc)._id === id;
    } catch {
      return false;
    }
  });
}

/** Writes the published documents a commit changed back into their files. */
export class ContentFiles {
  readonly dir: string;
  readonly origin: Map<string, string>;

  constructor(dir: string, origin: Map<string, string>) {
    this.dir = dir;
    this.origin = origin;
  }

  private fileForType(type: string, knownTypes: Map<string, string>): string {
    if (assetTypes.has(type)) return knownTypes.get(type) ?? "assets.ndjson";
    return knownTypes.get(type) ?? `${type.replace(/[^A-Za-z0-9_-]/g, "_")}.ndjson`;
  }

  /** `typeOf` maps ids of loaded documents to their types (to find a new document's file). */
  async write(commit: Commit, typeOf: (id: string) => string | undefined): Promise<string[]> {
    const byFile = new Map<string, { id: string; document: Doc | null }[]>();
    let knownTypes: Map<string, string> | undefined;
    for (const change of commit.changes) {
      const subject = change.result ?? change.previous;
      if (!isWritable(subject)) continue;
      let file = this.origin.get(change.id);
      if (!file) {
        if (!change.result) continue;
        knownTypes ??= new Map([...this.origin].flatMap(([id, name]) => {
          const type = typeOf(id);
          return type ? [[type, name] as [string, string]] : [];
        }).reverse());
        file = this.fileForType(change.result._type, knownTypes);
        this.origin.set(change.id, file);
      }
      byFile.set(file, [...(byFile.get(file) ?? []), { id: change.id, document: change.result }]);
    }
    for (const [file, changes] of byFile) {
      const full = path.join(this.dir, file);
      let text = "";
      try {
        text = await readFile(full, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      const endsWithNewline = text === "" || text.endsWith("\n");
      const lines = text === "" ? [] : (endsWithNewline ? text.slice(0, -1) : text).split("\n");
      for (const { id, document } of changes) {
        const index = lineIndexOf(lines, id);
        if (document) {
          if (index >= 0) lines[index] = serialize(document, lines[index]);
          else lines.push(serialize(document));
        } else if (index >= 0) {
          lines.splice(index, 1);
        }
      }
      await writeAtomically(full, lines.length === 0 ? "" : `${lines.join("\n")}${endsWithNewline ? "\n" : ""}`);
    }
    return [...byFile.keys()];
  }
}
