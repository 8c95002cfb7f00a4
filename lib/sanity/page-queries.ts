import { defineQuery } from "next-sanity";
import { blocksProjection } from "@/blocks/projections";
import { seoFields, translationsFields } from "@/lib/sanity/fragments";

/*
 * The queries that fetch a page with its blocks. blocksProjection (blocks/projections.ts) is GROQ
 * text made of each block's query.ts and loads no component (npm run lint:deps fails if a query
 * reaches one), so importing these queries never brings a block's client part into a page.
 */

/** The home page in `$lang` (each language's is its own document; English is `homePage`). */
export const homePageQuery =
  defineQuery(`*[_type == "homePage" && coalesce(language, "en") == $lang] | order(_id asc)[0]{
  _id, _updatedAt, title, "language": coalesce(language, "en"), ${seoFields}, ${translationsFields},
  ${blocksProjection}
}`);

export const solutionPageQuery =
  defineQuery(`*[_type == "solutionPage" && slug.current == $slug && coalesce(language, "en") == $lang][0]{
  _id, _updatedAt, title, "slug": slug.current, "language": coalesce(language, "en"), ${seoFields}, ${translationsFields},
  "canonicalSlug": canonical->slug.current,
  ${blocksProjection}
}`);

/** A general page at `/<slug>` (lib/routing/slugs.ts keeps it off the site's own routes). */
export const generalPageQuery =
  defineQuery(`*[_type == "page" && slug.current == $slug && coalesce(language, "en") == $lang][0]{
  _id, _updatedAt, title, "slug": slug.current, "language": coalesce(language, "en"), ${seoFields}, ${translationsFields},
  ${blocksProjection}
}`);
