import { readdir, readFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  articlePath,
  DEFAULT_LANGUAGE,
  earlyAccessPath,
  pricingPath,
  generalPath,
  homePath,
  LANGUAGES,
  langOf,
  resourcesPath,
  solutionPath,
  stateIndexPath,
  type Lang,
} from "@/lib/routing/paths";
import { statePagePath } from "@/lib/states/paths";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import { STATE_SAMPLE } from "@/bench/pages";
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
 * The states whose pages the every-page browser checks visit (publicPaths) and the benchmark
 * measures (bench/pages.ts): Texas, with its own text and questions in both languages, and Alabama,
 * with none. The other 48 are the same template; tests/e2e/state-pages.spec.ts fetches all of them.
 */
export { STATE_SAMPLE };

/**
 * The state pages of the bundled dataset in a language: the index, then each state with a
 * document (alphabetically by code); or only STATE_SAMPLE's states (`sample`: the index is the
 * coverage table the notary page already has, and tests/e2e/state-pages.spec.ts checks it).
 */
export function statePaths(lang: Lang = DEFAULT_LANGUAGE, which: "all" | "sample" = "all"): string[] {
  const codes = readDatasetSync()
    .filter((document) => document._type === "ronState")
    .map((document) => String((document as { code?: unknown }).code))
    .filter((code) => which === "all" || (STATE_SAMPLE as readonly string[]).includes(code))
    .sort();
  const pages = codes.flatMap((code) => statePagePath(lang, code) ?? []);
  return which === "all" ? [stateIndexPath(lang), ...pages] : pages;
}

/**
 * Every public page path of the bundled dataset in a language (English by default): home, early
 * access, each solution page and each general page, at the language's addresses (`/es/soluciones/<slug>`),
 * and STATE_SAMPLE's state pages (indexablePaths has the index and all fifty).
 */
export function publicPaths(lang: Lang = DEFAULT_LANGUAGE): string[] {
  return [...contentPaths(lang), ...statePaths(lang, "sample")];
}

/** Every page of a language the sitemap and llms.txt list: publicPaths with every state's page. */
export function indexablePaths(lang: Lang = DEFAULT_LANGUAGE): string[] {
  return [...contentPaths(lang), ...statePaths(lang, "all")];
}

/** The pages of the documents of a language: home, early access, solution and general pages. */
function contentPaths(lang: Lang): string[] {
  const documents = readDatasetSync().filter((document) => languageOf(document) === lang);
  const slugsOf = (type: string) =>
    documents
      .filter((document) => document._type === type)
      .map((document) => (document as { slug?: { current?: string } }).slug?.current)
      .filter((slug): slug is string => Boolean(slug))
      .sort();
  return [
    homePath(lang),
    earlyAccessPath(lang),
    ...(documents.some((document) => document._type === "pricingPage") ? [pricingPath(lang)] : []),
    ...slugsOf("solutionPage").map((slug) => solutionPath(lang, slug)),
    ...slugsOf("page").map((slug) => generalPath(lang, slug)),
  ];
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
    .filter(
      (article) =>
        article.slug?.current && article.publishedAt && Date.parse(article.publishedAt) <= now && !article.seo?.noindex,
    )
    .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? ""));
  return [resourcesPath(lang), ...articles.map((article) => articlePath(lang, article.slug?.current ?? ""))];
}

/**
 * The document pages of the bundled dataset in a language, as the site lists them: the index, then
 * each document by its title (the query's order). Kept apart from publicPaths, like the articles:
 * tests/e2e/documents.spec.ts checks them.
 */
export function documentPaths(lang: Lang = DEFAULT_LANGUAGE): string[] {
  type Doc = { title?: string; slug?: { current?: string } };
  const documents = readDatasetSync()
    .filter((document) => document._type === "documentType" && languageOf(document) === lang)
    .map((document) => document as unknown as Doc)
    .filter((document) => document.slug?.current)
    .sort((a, b) => ((a.title ?? "") < (b.title ?? "") ? -1 : (a.title ?? "") > (b.title ?? "") ? 1 : 0));
  return [
    documentIndexPath(lang),
    ...documents.map((document) => documentTypePath(lang, document.slug?.current ?? "")),
  ];
}
