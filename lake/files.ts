import { randomBytes } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { renameWithRetry } from "./rename.ts";
import { isDraftId, isVersionId, type Commit, type Doc } from "./store.ts";

/**
 * The dataset's `*.ndjson` files: loading them, and writing published documents back.
 *
 * Write-back rule (see README.md):
 * - Only published documents (ids without `drafts.` / `versions.`) are written; types starting with
 *   `sanity.` (preview secrets and other Studio bookkeeping) never are, except image and file
 *   asset documents, which go to the file holding such documents, else `assets.ndjson`.
 * - A document goes back to the line it came from; a new one is appended to the file holding a
 *   document of its `_type` and `language` (a translated page: `solutions.es.ndjson` for a new
 *   Spanish solution page), else one holding a document of its `_type`, else to `<type>.ndjson`;
 *   a deleted one loses its line.
 * - Key order: keys keep the order of the line they replace, at every depth (objects inside
 *   arrays are matched by `_key`, else by position); new keys follow in the document's order.
 *   A new document starts with `_id`, `_type`. `_rev`, `_createdAt`, `_updatedAt` are written only
 *   when the old line had them. Lines of other documents are never re-serialized, so they stay
 *   byte-identical, and so does the file's final newline (or its absence).
 * - Formatting: in the replaced line, every part that did not change keeps its exact text, and
 *   what changed is written with the line's separators (`"a":1,"b":2` or `"a": 1, "b": 2`); a new
 *   line takes the separators of the file's first line.
 * - Each write is atomic: a temporary file beside it, then a rename (retried while Windows refuses
 *   it for a moment: ./rename.ts).
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
      if (typeof document._id !== "string" || typeof document._type !== "string")
        throw new Error(`${file}, line ${index + 1}: a document needs _id and _type`);
      documents.push(document);
      origin.set(document._id, file);
    });
  }
  return { documents, origin };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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
  const keys = [
    ...Object.keys(before).filter((key) => key in next),
    ...Object.keys(next).filter((key) => !(key in before)),
  ];
  return Object.fromEntries(keys.map((key) => [key, orderLike(before[key], next[key])]));
}

const systemFields = ["_rev", "_createdAt", "_updatedAt", "_originalId"];

/** How a line separates keys from values and items from each other: `{"a":1,"b":2}` or `{"a": 1, "b": 2}`. */
export type LineStyle = { colon: string; comma: string };

const compact: LineStyle = { colon: ":", comma: "," };

/** A parsed JSON value with the exact text it was written as (and its children's). */
type Node =
  | { kind: "object"; raw: string; value: unknown; entries: Map<string, { rawKey: string; node: Node }> }
  | { kind: "array"; raw: string; value: unknown; items: Node[] }
  | { kind: "scalar"; raw: string; value: unknown };

/** Parses one line of JSON keeping each value's text; null when the line is not JSON. One pass. */
function parseLine(line: string): Node | null {
  let at = 0;
  const space = () => {
    while (at < line.length && (line[at] === " " || line[at] === "\t" || line[at] === "\r" || line[at] === "\n")) at++;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected ${JSON.stringify(line[at] ?? "end")} at ${at}`);
  };
  const stringEnd = (start: number) => {
    let index = start + 1;
    while (index < line.length && line[index] !== '"') index += line[index] === "\\" ? 2 : 1;
    if (index >= line.length) fail();
    return index + 1;
  };
  const value = (): Node => {
    space();
    const start = at;
    const first = line[at];
    if (first === "{") {
      at++;
      const entries = new Map<string, { rawKey: string; node: Node }>();
      space();
      if (line[at] === "}") at++;
      else
        for (;;) {
          space();
          if (line[at] !== '"') fail();
          const keyStart = at;
          at = stringEnd(at);
          const rawKey = line.slice(keyStart, at);
          space();
          if (line[at] !== ":") fail();
          at++;
          entries.set(JSON.parse(rawKey) as string, { rawKey, node: value() });
          space();
          if (line[at] === ",") at++;
          else if (line[at] === "}") {
            at++;
            break;
          } else fail();
        }
      const raw = line.slice(start, at);
      return { kind: "object", raw, value: JSON.parse(raw), entries };
    }
    if (first === "[") {
      at++;
      const items: Node[] = [];
      space();
      if (line[at] === "]") at++;
      else
        for (;;) {
          items.push(value());
          space();
          if (line[at] === ",") at++;
          else if (line[at] === "]") {
            at++;
            break;
          } else fail();
        }
      const raw = line.slice(start, at);
      return { kind: "array", raw, value: JSON.parse(raw), items };
    }
    if (first === '"') at = stringEnd(at);
    else while (at < line.length && !",:]} \t\r\n".includes(line[at]!)) at++;
    if (at === start) fail();
    const raw = line.slice(start, at);
    return { kind: "scalar", raw, value: JSON.parse(raw) };
  };
  try {
    const node = value();
    space();
    return at === line.length ? node : null;
  } catch {
    return null;
  }
}

/** The separators a line uses (the first key's and the first item's, outside strings); compact when it has none. */
export function styleOf(line: string | undefined): LineStyle {
  const style = { ...compact };
  if (!line) return style;
  let seenColon = false;
  let seenComma = false;
  for (let at = 0; at < line.length && !(seenColon && seenComma); at++) {
    const char = line[at];
    if (char === '"') {
      for (at++; at < line.length && line[at] !== '"'; at += line[at] === "\\" ? 2 : 1);
    } else if (char === ":" && !seenColon) {
      seenColon = true;
      style.colon = line[at + 1] === " " ? ": " : ":";
    } else if (char === "," && !seenComma) {
      seenComma = true;
      style.comma = line[at + 1] === " " ? ", " : ",";
    }
  }
  return style;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((item, index) => sameValue(item, (b as unknown[])[index]));
  const left = Object.keys(a);
  const right = b as Record<string, unknown>;
  return (
    left.length === Object.keys(right).length &&
    left.every((key) => key in right && sameValue((a as Record<string, unknown>)[key], right[key]))
  );
}

/**
 * `value` as JSON in `style`, reusing the previous text of every part that did not change (same
 * value at the same key, or the array item of the same `_key`, else position): an unchanged part
 * keeps its bytes (its escapes, its number spelling), a changed one is written in the line's style.
 */
function write(value: unknown, previous: Node | undefined, style: LineStyle): string {
  if (
    previous &&
    sameValue(value, previous.value) &&
    (previous.kind !== "object" || Object.keys(value as object).join() === [...previous.entries.keys()].join())
  )
    return previous.raw;
  if (Array.isArray(value)) {
    const before = previous?.kind === "array" ? previous.items : [];
    const byKey = new Map(
      before.flatMap((node) =>
        isObject(node.value) && typeof node.value._key === "string" ? [[node.value._key, node] as const] : [],
      ),
    );
    return `[${value.map((item, index) => write(item, isObject(item) && typeof item._key === "string" ? byKey.get(item._key) : before[index], style)).join(style.comma)}]`;
  }
  if (isObject(value)) {
    const before = previous?.kind === "object" ? previous.entries : undefined;
    const parts = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => {
        const entry = before?.get(key);
        return `${entry?.rawKey ?? JSON.stringify(key)}${style.colon}${write(item, entry?.node, style)}`;
      });
    return `{${parts.join(style.comma)}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The line for `document`, replacing `previousLine` (undefined for a new document, which is written
 * in `style`, by default compact). Keys keep the previous line's order (`orderLike`), and the line
 * its formatting: what did not change keeps its bytes, what changed follows the line's separators.
 */
export function serialize(document: Doc, previousLine?: string, style: LineStyle = compact): string {
  const node = previousLine === undefined ? null : parseLine(previousLine);
  const previous =
    previousLine === undefined ? undefined : ((node?.value ?? JSON.parse(previousLine)) as Record<string, unknown>);
  const next: Record<string, unknown> = { ...document };
  for (const field of systemFields) if (!previous || !(field in previous)) delete next[field];
  const template = previous ?? { _id: null, _type: null };
  return write(
    orderLike(template, next),
    node ?? undefined,
    previousLine === undefined ? style : styleOf(previousLine),
  );
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
    await renameWithRetry(temporary, file);
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

/** A map key for documents of a type in a language (none: no `language` field). */
const kindKey = (type: string, language: unknown) => `${type}\u0000${typeof language === "string" ? language : ""}`;

/** Writes the published documents a commit changed back into their files. */
export class ContentFiles {
  readonly dir: string;
  readonly origin: Map<string, string>;

  constructor(dir: string, origin: Map<string, string>) {
    this.dir = dir;
    this.origin = origin;
  }

  private fileForType(document: Doc, knownTypes: Map<string, string>): string {
    const type = document._type;
    const sameLanguage = knownTypes.get(kindKey(type, document.language));
    if (sameLanguage) return sameLanguage;
    if (assetTypes.has(type)) return knownTypes.get(type) ?? "assets.ndjson";
    return knownTypes.get(type) ?? `${type.replace(/[^A-Za-z0-9_-]/g, "_")}.ndjson`;
  }

  /**
   * `typeOf` maps ids of loaded documents to their types, `languageOf` to their `language` field
   * (to find a new document's file).
   */
  async write(
    commit: Commit,
    typeOf: (id: string) => string | undefined,
    languageOf: (id: string) => unknown = () => undefined,
  ): Promise<string[]> {
    const byFile = new Map<string, { id: string; document: Doc | null }[]>();
    let knownTypes: Map<string, string> | undefined;
    for (const change of commit.changes) {
      const subject = change.result ?? change.previous;
      if (!isWritable(subject)) continue;
      let file = this.origin.get(change.id);
      if (!file) {
        if (!change.result) continue;
        // By type, and by type and language; the first file (by name) holding one wins.
        knownTypes ??= new Map(
          [...this.origin]
            .flatMap(([id, name]) => {
              const type = typeOf(id);
              return type
                ? [[type, name] as [string, string], [kindKey(type, languageOf(id)), name] as [string, string]]
                : [];
            })
            .reverse(),
        );
        file = this.fileForType(change.result, knownTypes);
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
          // A new document follows the style of the file's first line.
          if (index >= 0) lines[index] = serialize(document, lines[index]);
          else lines.push(serialize(document, undefined, styleOf(lines.find((line) => line.trim() !== ""))));
        } else if (index >= 0) {
          lines.splice(index, 1);
        }
      }
      await writeAtomically(full, lines.length === 0 ? "" : `${lines.join("\n")}${endsWithNewline ? "\n" : ""}`);
    }
    return [...byFile.keys()];
  }
}
