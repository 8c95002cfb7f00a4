import { defineQuery } from "next-sanity";
import { blocksProjection } from "@/blocks";
import { seoFields } from "@/lib/sanity/fragments";

/*
 * The queries that fetch a page with its blocks. blocksProjection comes from blocks/index.ts, which
 * also imports every block's component: only the routes that render blocks import this file, so a
 * block's client part never reaches the layout or a page without blocks
 * (tests/unit/client-boundary.test.ts).
 */

export const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  _id, _updatedAt, title, ${seoFields},
  ${blocksProjection}
}`);

export const solutionPageQuery = defineQuery(`*[_type == "solutionPage" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, ${seoFields},
  "canonicalSlug": canonical->slug.current,
  ${blocksProjection}
}`);

/** A general page at `/<slug>` (lib/page-slugs.ts keeps it off the site's own routes). */
export const generalPageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, ${seoFields},
  ${blocksProjection}
}`);
