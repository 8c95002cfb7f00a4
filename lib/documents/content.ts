import "server-only";
import { cache } from "react";
import type { Lang } from "@/lib/routing/paths";
import { documentTypeQuery, documentTypesQuery } from "@/lib/sanity/document-queries";
import { sanityFetch } from "@/lib/sanity/fetch";
import { documentsWithExceptionsIn, type DocumentSummary } from "./pages";

/*
 * The document pages' content as the routes read it: one cached, tagged list per language (the
 * index, the sitemap, llms.txt, the state pages' links and every check of a slug from a URL) and
 * one query per document for its page. Tagged `documentType`, so the webhook refreshes them all.
 */

const TAGS = ["documentType", "translation.metadata"];

/** Every document of a language, by title (at most 200). */
export const getDocumentTypes = cache((lang: Lang) =>
  sanityFetch({ query: documentTypesQuery, params: { lang }, tags: TAGS }),
);

/** The slugs of a language's documents (the routes' static parameters). */
export const getDocumentSlugs = cache(async (lang: Lang): Promise<string[]> =>
  (await getDocumentTypes(lang)).map((document) => document.slug),
);

/**
 * The document at a slug taken from a URL, or null. The slug is checked against the one cached
 * list first, so a made-up slug never becomes a query of its own.
 */
export const findDocumentType = cache(async (lang: Lang, slug: string) => {
  if (!(await getDocumentSlugs(lang)).includes(slug)) return null;
  return sanityFetch({ query: documentTypeQuery, params: { lang, slug }, tags: TAGS });
});

/** The documents of `lang` that have an exception for the state `code` (its page links to them). */
export async function documentsForState(code: string, lang: Lang): Promise<DocumentSummary[]> {
  return documentsWithExceptionsIn(await getDocumentTypes(lang), code);
}
