import "server-only";
import { LANGUAGE_INFO, resourcesPath, type Lang } from "@/lib/i18n";
import { categoryBySlug, categoryIn, type ArticleCategory } from "./categories";
import { findArticle, getPublishedArticles } from "./content";
import { inCategory, pageCount, pageNumberOf } from "./listing";

/*
 * What an address under the articles' listing names (`/resources/…`, `/es/recursos/…`), for the
 * routes of every language: the listing's pages, a category's, an article. A redirect is answered
 * only towards an address that exists, and its `Location` is built from the fixed list of
 * categories (lib/articles/categories.ts), never from the request: a made-up category is a 404,
 * whatever its length.
 */

/** A listing: all articles or one category's, and which page of it. */
export type ListingRef = { category: ArticleCategory | null; page: number };

/**
 * What the segments after a language's listing root name by their form and the categories alone
 * (no content read): an article's slug (out or not: the caller asks), a listing page of all
 * articles or of a known category (`page`, the segment, checked against the articles by the
 * caller; null for the listing's first page), or page 1 spelled out (`…/page/1`), whose
 * listing's own address is where it goes for good.
 */
export type ResourcesAddress =
  | { kind: "article"; slug: string }
  | { kind: "listing"; category: ArticleCategory | null; page: string | null }
  | { kind: "redirect"; location: string };

/** The address `rest` (the segments after `/resources` or `/es/recursos`) names, or null for none. */
export function resourcesAddressOf(lang: Lang, rest: readonly string[]): ResourcesAddress | null {
  const words = LANGUAGE_INFO[lang].resources;
  const [first, second, third, fourth, ...more] = rest;
  if (first === undefined || more.length > 0) return null;
  let category: ArticleCategory | null = null;
  let page: string | null = null;
  if (first === words.category && second !== undefined && (third === undefined || (third === words.page && fourth !== undefined))) {
    category = categoryBySlug(lang, second);
    if (!category) return null;
    page = fourth ?? null;
  } else if (first === words.page && second !== undefined && third === undefined) {
    page = second;
  } else if (second === undefined) {
    return { kind: "article", slug: first };
  } else return null;
  if (page === "1") return { kind: "redirect", location: resourcesPath(lang, { category: category && categoryIn(category, lang).slug }) };
  return { kind: "listing", category, page };
}

/** The articles out now in a listing: all of a language's, or one category's. */
export async function listingArticles(lang: Lang, category: ArticleCategory | null) {
  return inCategory(await getPublishedArticles(lang), category);
}

/** The listing page `pageSegment` names (null: the first), or null when it is malformed, 1, or past the last page now. */
async function listingPage(lang: Lang, category: ArticleCategory | null, pageSegment: string | null): Promise<ListingRef | null> {
  if (pageSegment === null) return { category, page: 1 };
  const page = pageNumberOf(pageSegment, pageCount((await listingArticles(lang, category)).length));
  return page ? { category, page } : null;
}

/**
 * The listing a route's parameters name, or null when there is none now (an unknown category, a
 * page number that is malformed, 1, or past the last page).
 */
export async function listingOf(lang: Lang, categorySlug: string | null, pageSegment: string | null): Promise<ListingRef | null> {
  const category = categorySlug === null ? null : categoryBySlug(lang, categorySlug);
  if (categorySlug !== null && !category) return null;
  return listingPage(lang, category, pageSegment);
}

/**
 * What the segments after the listing's root name when they are not one of the build's pages (the
 * catch-all's question): an article out now, a listing page that exists now, or page 1 spelled
 * out, to redirect to its listing's own address; null otherwise (404).
 */
export async function resourcesAt(lang: Lang, rest: readonly string[]): Promise<{ kind: "article"; slug: string } | { kind: "listing"; listing: ListingRef } | { kind: "redirect"; location: string } | null> {
  const address = resourcesAddressOf(lang, rest);
  if (!address || address.kind === "redirect") return address;
  if (address.kind === "article") return (await findArticle(lang, address.slug)) ? address : null;
  const listing = await listingPage(lang, address.category, address.page);
  return listing ? { kind: "listing", listing } : null;
}
