import { readdir, readFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { earlyAccessPath, generalPath, homePath, solutionPath, type Lang } from "@/lib/i18n";
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

/**
 * Every public page path of the bundled dataset in a language (English by default: documents
 * without a language are English): home, early access, each solution page and each general page.
 */
export function publicPaths(lang: Lang = "en"): string[] {
  const documents = readDatasetSync().filter((document) => ((document as { language?: string }).language ?? "en") === lang);
  const slugsOf = (type: string) =>
    documents
      .filter((document) => document._type === type)
      .map((document) => (document as { slug?: { current?: string } }).slug?.current)
      .filter((slug): slug is string => Boolean(slug))
      .sort();
  return [homePath(lang), earlyAccessPath(lang), ...slugsOf("solutionPage").map((slug) => solutionPath(lang, slug)), ...slugsOf("page").map((slug) => generalPath(lang, slug))];
}
