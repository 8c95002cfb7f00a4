import "server-only";
import { resourcesPath, type Lang } from "@/lib/routing/paths";
import { routeOf, type RouteMatch } from "@/lib/routing/table";
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

/** The articles' kinds of page in the routing table (lib/routing/table.ts). */
const ADDRESS_KINDS = ["article", "resourcesPage", "category", "categoryPage"] as const;

/** What a routing table match names under the listing, or null for another kind or an unknown category. */
export function resourcesAddressOfRoute(match: RouteMatch): ResourcesAddress | null {
  const { lang } = match;
  if (match.kind === "article") return { kind: "article", slug: match.params.slug };
  if (!(ADDRESS_KINDS as readonly string[]).includes(match.kind)) return null;
  const params = match.params as { category?: string; page?: string };
  const category = params.category === undefined ? null : categoryBySlug(lang, params.category);
  if (params.category !== undefined && !category) return null;
  const page = params.page ?? null;
  if (page === "1")
    return {
      kind: "redirect",
      location: resourcesPath(lang, { category: category && categoryIn(category, lang).slug }),
    };
  return { kind: "listing", category, page };
}

/** The address `rest` (the segments after `/resources` or `/es/recursos`) names, or null for none. */
export function resourcesAddressOf(lang: Lang, rest: readonly string[]): ResourcesAddress | null {
  const match = routeOf([resourcesPath(lang), ...rest].join("/"));
  return match ? resourcesAddressOfRoute(match) : null;
}

/** The articles out now in a listing: all of a language's, or one category's. */
export async function listingArticles(lang: Lang, category: ArticleCategory | null) {
  return inCategory(await getPublishedArticles(lang), category);
}

/** The listing page `pageSegment` names (null: the first), or null when it is malformed, 1, or past the last page now. */
async function listingPage(
  lang: Lang,
  category: ArticleCategory | null,
  pageSegment: string | null,
): Promise<ListingRef | null> {
  if (pageSegment === null) return { category, page: 1 };
  const page = pageNumberOf(pageSegment, pageCount((await listingArticles(lang, category)).length));
  return page ? { category, page } : null;
}

/**
 * The listing a route's parameters name, or null when there is none now (an unknown category, a
 * page number that is malformed, 1, or past the last page).
 */
export async function listingOf(
  lang: Lang,
  categorySlug: string | null,
  pageSegment: string | null,
): Promise<ListingRef | null> {
  const category = categorySlug === null ? null : categoryBySlug(lang, categorySlug);
  if (categorySlug !== null && !category) return null;
  return listingPage(lang, category, pageSegment);
}

/**
 * What a routing table match under the listing names when it is not one of the build's pages (the
 * catch-all's question): an article out now, a listing page that exists now, or page 1 spelled
 * out, to redirect to its listing's own address; null otherwise (404).
 */
export async function resourcesAt(
  match: RouteMatch,
): Promise<
  | { kind: "article"; slug: string }
  | { kind: "listing"; listing: ListingRef }
  | { kind: "redirect"; location: string }
  | null
> {
  const address = resourcesAddressOfRoute(match);
  if (!address || address.kind === "redirect") return address;
  if (address.kind === "article") return (await findArticle(match.lang, address.slug)) ? address : null;
  const listing = await listingPage(match.lang, address.category, address.page);
  return listing ? { kind: "listing", listing } : null;
}
