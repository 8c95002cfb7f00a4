import "server-only";
import { cache } from "react";
import { getGeneralPageSlugs, getSolutionSlugs } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { generalPageQuery, homePageQuery, solutionPageQuery } from "@/lib/sanity/page-queries";

/*
 * The pages with their blocks, in a language, for the routes that render them (lib/pages/site.ts has
 * the rest: the layout, slugs, sitemap and redirects, which load no block). Every page names its
 * published translations (`translations`), for the language link and the hreflang alternates.
 */

const TRANSLATIONS = "translation.metadata";

export const getHomePage = cache((lang: Lang) =>
  sanityFetch({ query: homePageQuery, params: { lang }, tags: ["homePage", "ronState", "siteSettings", TRANSLATIONS] }),
);

export const getSolutionPage = cache((lang: Lang, slug: string) =>
  sanityFetch({
    query: solutionPageQuery,
    params: { slug, lang },
    tags: ["solutionPage", "ronState", "siteSettings", TRANSLATIONS],
  }),
);

/**
 * The solution page at a slug taken from a URL, or null. The slug is checked against the one
 * cached list of slugs first, so a made-up slug never becomes a query (nor a data-cache entry).
 */
export const findSolutionPage = cache(async (lang: Lang, slug: string) =>
  (await getSolutionSlugs(lang)).includes(slug) ? getSolutionPage(lang, slug) : null,
);

export const getGeneralPage = cache((lang: Lang, slug: string) =>
  sanityFetch({
    query: generalPageQuery,
    params: { slug, lang },
    tags: ["page", "ronState", "siteSettings", TRANSLATIONS],
  }),
);

/** The general page at a slug taken from a URL, or null; checked against the cached slug list first, as findSolutionPage. */
export const findGeneralPage = cache(async (lang: Lang, slug: string) =>
  (await getGeneralPageSlugs(lang)).includes(slug) ? getGeneralPage(lang, slug) : null,
);
