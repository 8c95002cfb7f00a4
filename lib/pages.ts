import "server-only";
import { cache } from "react";
import { getGeneralPageSlugs, getSolutionSlugs } from "@/lib/content";
import { sanityFetch } from "@/lib/sanity/fetch";
import { generalPageQuery, homePageQuery, solutionPageQuery } from "@/lib/sanity/page-queries";

/*
 * The pages with their blocks, for the routes that render them (lib/content.ts has the rest: the
 * layout, slugs, sitemap and redirects, which load no block).
 */

export const getHomePage = cache(() => sanityFetch({ query: homePageQuery, tags: ["homePage", "ronState"] }));

export const getSolutionPage = cache((slug: string) =>
  sanityFetch({ query: solutionPageQuery, params: { slug }, tags: ["solutionPage", "ronState"] }),
);

/**
 * The solution page at a slug taken from a URL, or null. The slug is checked against the one
 * cached list of slugs first, so a made-up slug never becomes a query (nor a data-cache entry).
 */
export const findSolutionPage = cache(async (slug: string) => ((await getSolutionSlugs()).includes(slug) ? getSolutionPage(slug) : null));

export const getGeneralPage = cache((slug: string) => sanityFetch({ query: generalPageQuery, params: { slug }, tags: ["page", "ronState"] }));

/** The general page at a slug taken from a URL, or null; checked against the cached slug list first, as findSolutionPage. */
export const findGeneralPage = cache(async (slug: string) => ((await getGeneralPageSlugs()).includes(slug) ? getGeneralPage(slug) : null));
