import "server-only";
import { cache } from "react";
import { env } from "@/lib/platform/env";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { isReservedSlug } from "@/lib/routing/slugs";
import {
  generalPageSlugsQuery,
  layoutQuery,
  redirectsQuery,
  sitemapQuery,
  solutionSlugsQuery,
} from "@/lib/sanity/queries";
import type { GeneralPageQueryResult, SolutionPageQueryResult } from "@/lib/sanity/sanity.types";

/** Site-wide content in a language: settings, the selected brand and the default brand for the header. */
export const getLayout = cache((lang: Lang) =>
  sanityFetch({
    query: layoutQuery,
    params: { brand: env.NEXT_PUBLIC_BRAND, lang },
    tags: ["siteSettings", "brand", "solutionPage", "page", "translation.metadata"],
  }),
);

export const getSolutionSlugs = cache((lang: Lang) =>
  sanityFetch({ query: solutionSlugsQuery, params: { lang }, tags: ["solutionPage"] }),
);

/** A language's general pages' slugs, without any the site's own routes use (Studio refuses those; the API might not). */
export const getGeneralPageSlugs = cache(async (lang: Lang) =>
  (await sanityFetch({ query: generalPageSlugsQuery, params: { lang }, tags: ["page"] })).filter(
    (slug) => !isReservedSlug(slug, lang),
  ),
);

export const getSitemapEntries = cache(() =>
  sanityFetch({
    query: sitemapQuery,
    tags: ["homePage", "earlyAccessPage", "pricingPage", "solutionPage", "page", "translation.metadata"],
  }),
);

/** Every redirect editors set up: one cached query, whatever path is being looked up. */
export const getRedirects = cache(() => sanityFetch({ query: redirectsQuery, tags: ["redirect"] }));

/** The redirect an editor set up for a path (trailing slash ignored), or null. */
export const getRedirect = cache(async (path: string) => {
  const from = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (await getRedirects()).find((redirect) => redirect.from === from) ?? null;
});

export type Layout = Awaited<ReturnType<typeof getLayout>>;
export type Settings = NonNullable<Layout["settings"]>;
export type Brand = NonNullable<Layout["brand"]>;
export type ModalCopy = Settings["modals"][number];
export type Page = NonNullable<SolutionPageQueryResult>;
export type GeneralPage = NonNullable<GeneralPageQueryResult>;
export type PageBlock = Page["blocks"][number];
export type BlockType = PageBlock["_type"];
export type BlockOf<T extends BlockType> = Extract<PageBlock, { _type: T }>;
/** A call to action wherever it appears (in arrays it also has a `_key`). */
export type Cta = Omit<Extract<PageBlock, { _type: "hero" }>["ctas"][number], "_key">;
