import "server-only";
import { cache } from "react";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { statePageQuery, stateSitemapQuery } from "@/lib/sanity/queries";
import { getRonStates } from "@/lib/signup/content";
import { stateCodeOfSlug, stateSlug } from "@/lib/states/state-pages";

/*
 * The state pages' content (lib/states/state-pages.ts has what they derive from it): every fetch is
 * tagged `ronState` (and `siteSettings` for the status labels), so publishing a state refreshes
 * its page, the index, the coverage tables and every summary count together.
 */

/** One state's page in a language, by its code (null when there is no such document). */
export const getStatePage = cache((lang: Lang, code: string) =>
  sanityFetch({ query: statePageQuery, params: { code, lang }, tags: ["ronState", "siteSettings"] }),
);

/** The slugs of the states that have a document now, alphabetically by name in the language. */
export const getStateSlugs = cache(async (lang: Lang): Promise<string[]> =>
  (await getRonStates(lang)).flatMap((state) => {
    const slug = stateSlug(state.code);
    return slug ? [slug] : [];
  }),
);

/**
 * The state page at a slug taken from a URL, or null. The slug must name one of the fifty and a
 * state with a document (the one cached list) before it becomes a query of its own.
 */
export const findStatePage = cache(async (lang: Lang, slug: string) => {
  const code = stateCodeOfSlug(slug);
  if (!code || !(await getStateSlugs(lang)).includes(slug)) return null;
  return getStatePage(lang, code);
});

/** Every state's dates, for the sitemap. */
export const getStateSitemapEntries = cache(() => sanityFetch({ query: stateSitemapQuery, tags: ["ronState"] }));
