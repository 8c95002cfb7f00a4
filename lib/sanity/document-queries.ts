import { defineQuery } from "next-sanity";
import { seoFields, translationsFields } from "@/lib/sanity/fragments";

/*
 * The document pages' queries (schemas/documents/document-type.ts): every document of a language
 * for the index, the sitemap, the state pages' links and the checks of a slug from a URL (one
 * cached list, at most 200), and one document with everything its page shows.
 */

/** What the index, the sitemap, llms.txt and the state pages read of each document of `$lang`, by title. */
export const documentTypesQuery =
  defineQuery(`*[_type == "documentType" && defined(slug.current) && coalesce(language, "en") == $lang] | order(title asc)[0...200]{
  _id, _updatedAt, title, "slug": slug.current, "language": coalesce(language, "en"), summary,
  "answer": online.answer, "exceptionStates": coalesce(exceptions[].states[], []),
  "noindex": coalesce(seo.noindex, false), ${translationsFields}
}`);

/** One document of `$lang` with its answers, sources, questions and published translations. */
export const documentTypeQuery =
  defineQuery(`*[_type == "documentType" && slug.current == $slug && coalesce(language, "en") == $lang][0]{
  _id, _updatedAt, title, "slug": slug.current, "language": coalesce(language, "en"), summary,
  "body": coalesce(body, []),
  "online": online{answer, reason, citation, sourceUrl, checked},
  "abroad": abroad{answer, reason, citation, sourceUrl, checked},
  "refusers": coalesce(refusers[]{_key, who, why}, []),
  "exceptions": coalesce(exceptions[]{_key, "states": coalesce(states, []), appliesTo, answer, reason, citation, sourceUrl, checked}, []),
  "prepare": coalesce(prepare, []),
  "faq": coalesce(faq[]{_key, question, "answer": coalesce(answer, [])}, []),
  "relatedStates": coalesce(relatedStates, []),
  ${seoFields}, ${translationsFields}
}`);
