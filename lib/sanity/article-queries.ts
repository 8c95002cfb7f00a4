import { defineQuery } from "next-sanity";
import { imageFields, localized, seoFields } from "@/lib/sanity/fragments";

/*
 * The articles' queries. Every article of a language is read, scheduled ones included: whether an
 * article is out is decided when a page is rendered (lib/articles/listing.ts, `isPublishedAt`),
 * not in the query, so a cached answer never holds "now" and a scheduled article appears without
 * the content changing. Bounded: at most 500 per language (lib/articles/listing.ts: MAX_ARTICLES).
 */

/** An article's author, with the role and bio in `$lang` (English when the Spanish box is empty). */
const authorFields =
  /* groq */ `"author": author->{name, "role": ${localized("role")}, "bio": ${localized("bio")}, "photo": photo{${imageFields}}}` as const;

/** An article's published translations with their dates (a scheduled translation is no alternate yet). */
const articleTranslationsFields = /* groq */ `"translations": coalesce(*[_type == "translation.metadata" && references(^._id)][0].translations[]{
  language, "slug": value->slug.current, "publishedAt": value->publishedAt, "published": defined(value->_id)
}[published], [])`;

/** What a card, the feed, the sitemap and llms.txt show of an article. */
const articleSummaryFields =
  /* groq */ `_id, _updatedAt, title, "slug": slug.current, "language": coalesce(language, "en"), excerpt, publishedAt, updatedAt,
  "categories": coalesce(categories, []), "cover": cover{alt, ${imageFields}}, ${authorFields},
  "text": pt::text(body), "noindex": coalesce(seo.noindex, false)` as const;

/** Every article in `$lang` with a slug and a date, newest first. */
export const articlesQuery =
  defineQuery(`*[_type == "article" && defined(slug.current) && defined(publishedAt) && coalesce(language, "en") == $lang] | order(publishedAt desc)[0...500]{
  ${articleSummaryFields}, ${articleTranslationsFields}
}`);

/** One article in `$lang` with its text, SEO and published translations. */
export const articleQuery =
  defineQuery(`*[_type == "article" && slug.current == $slug && coalesce(language, "en") == $lang][0]{
  ${articleSummaryFields}, ${seoFields}, ${articleTranslationsFields},
  "body": coalesce(body, [])
}`);
