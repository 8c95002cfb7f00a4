import { readdir, readFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articlePath, DEFAULT_LANGUAGE, earlyAccessPath, generalPath, homePath, LANGUAGES, langOf, resourcesPath, solutionPath, type Lang } from "@/lib/i18n";
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

/** A document's language as the site reads it (a page without one is English). */
export const languageOf = (document: SanityDocumentLike): Lang => langOf(document.language ?? DEFAULT_LANGUAGE);

/**
 * Every public page path of the bundled dataset in a language (English by default): home, early
 * access, each solution page and each general page, at the language's addresses (`/es/soluciones/<slug>`).
 */
export function publicPaths(lang: Lang = DEFAULT_LANGUAGE): string[] {
  const documents = readDatasetSync().filter((document) => languageOf(document) === lang);
  const slugsOf = (type: string) =>
    documents
      .filter((document) => document._type === type)
      .map((document) => (document as { slug?: { current?: string } }).slug?.current)
      .filter((slug): slug is string => Boolean(slug))
      .sort();
  return [homePath(lang), earlyAccessPath(lang), ...slugsOf("solutionPage").map((slug) => solutionPath(lang, slug)), ...slugsOf("page").map((slug) => generalPath(lang, slug))];
}

/** Every public page path of the bundled dataset in every language: English first, then Spanish. */
export function everyPublicPath(): string[] {
  return LANGUAGES.flatMap((lang) => publicPaths(lang));
}

/**
 * The articles' pages of the bundled dataset in a language, as the site lists them at `now`: the
 * listing, then every article out by then (not hidden from search engines), newest first. Kept apart
 * from publicPaths, which the every-page browser checks iterate (the articles have their own spec).
 */
export function articlePaths(lang: Lang = DEFAULT_LANGUAGE, now = Date.now()): string[] {
  type Article = { slug?: { current?: string }; publishedAt?: string; seo?: { noindex?: boolean } };
  const articles = readDatasetSync()
    .filter((document) => document._type === "article" && languageOf(document) === lang)
    .map((document) => document as unknown as Article)
    .filter((article) => article.slug?.current && article.publishedAt && Date.parse(article.publishedAt) <= now && !article.seo?.noindex)
    .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? ""));
  return [resourcesPath(lang), ...articles.map((article) => articlePath(lang, article.slug?.current ?? ""))];
}
