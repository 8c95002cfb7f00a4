import { readdir, readFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson, type SanityDocumentLike } from "@/lib/sanity/bundled";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

/** The bundled dataset as the site reads it, for tests that query or modify a copy. */
export async function readDataset(dir = CONTENT_DIR): Promise<SanityDocumentLike[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return texts.flatMap((text, index) => parseNdjson(text, files[index] ?? ""));
}

/** The same, synchronously: for test files that generate one test per page. */
export function readDatasetSync(dir = CONTENT_DIR): SanityDocumentLike[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ndjson"))
    .sort()
    .flatMap((file) => parseNdjson(readFileSync(path.join(dir, file), "utf8"), file));
}

/** Every public page path of the bundled dataset: home, early access, each solution page and each general page. */
export function publicPaths(): string[] {
  const documents = readDatasetSync();
  const slugsOf = (type: string) =>
    documents
      .filter((document) => document._type === type)
      .map((document) => (document as { slug?: { current?: string } }).slug?.current)
      .filter((slug): slug is string => Boolean(slug))
      .sort();
  return ["/", "/early-access", ...slugsOf("solutionPage").map((slug) => `/solutions/${slug}`), ...slugsOf("page").map((slug) => `/${slug}`)];
}
