import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse, type ExprNode } from "groq-js";

export type SanityDocumentLike = { _id: string; _type: string; [key: string]: unknown };

/** Parses one NDJSON file of Sanity's export format; `label` names it in errors. */
export function parseNdjson(text: string, label: string): SanityDocumentLike[] {
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    try {
      return [JSON.parse(line) as SanityDocumentLike];
    } catch (error) {
      throw new Error(`${label}, line ${index + 1}: not valid JSON (${(error as Error).message})`);
    }
  });
}

/**
 * The bundled dataset's folder: `BUNDLED_CONTENT_DIR` when set (the scale benchmark points a build
 * at a generated dataset with it), else `content/` in the working directory.
 */
export function bundledContentDir(environment: Record<string, string | undefined> = process.env): string {
  const dir = environment.BUNDLED_CONTENT_DIR?.trim();
  return dir ? path.resolve(dir) : path.join(process.cwd(), "content");
}

/** Reads every `*.ndjson` file of the bundled dataset's folder, in name order, into one array of documents. */
export async function loadBundledDataset(dir = bundledContentDir()): Promise<SanityDocumentLike[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  const label = path.relative(process.cwd(), dir) || dir;
  return texts.flatMap((text, index) => parseNdjson(text, `${label}/${files[index]}`));
}

const parsed = new Map<string, ExprNode>();

/** Runs a GROQ query against a dataset with Sanity's own engine. */
export async function queryDataset(
  dataset: SanityDocumentLike[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  let tree = parsed.get(query);
  if (!tree) {
    tree = parse(query);
    parsed.set(query, tree);
  }
  const value = await evaluate(tree, { dataset, params });
  return value.get();
}

let cached: Promise<SanityDocumentLike[]> | undefined;

/** The bundled dataset, read once per process. */
export function bundledDataset(): Promise<SanityDocumentLike[]> {
  cached ??= loadBundledDataset();
  return cached;
}
