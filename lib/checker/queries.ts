import { defineQuery } from "next-sanity";
import { translationsFields } from "@/lib/sanity/fragments";

/*
 * The checker's GROQ: the documents of a language with the fields its rules read, and every
 * state's law and facts. Neither depends on the address being answered (only on `$lang`), so the
 * 52,000 possible answers share two cached results (docs/performance.md, "The checker's answers").
 */

/** The `documentType` documents of `$lang`, by title, with the rules' fields (lib/checker/types.ts). */
export const checkerDocumentsQuery = defineQuery(`*[_type == "documentType" && coalesce(language, "en") == $lang
  && defined(slug.current)] | order(title asc)[0...100]{
  _id, title, "slug": slug.current, "language": coalesce(language, "en"),
  "online": online{answer, reason, citation, sourceUrl, checked},
  "abroad": abroad{answer, reason, citation, sourceUrl, checked},
  "exceptions": exceptions[]{_key, states, appliesTo, answer, reason, citation, sourceUrl, checked},
  prepare, ${translationsFields}
}`);

/** Every state's name in `$lang`, its law as a whole and the facts the rules read. */
export const checkerStatesQuery = defineQuery(`*[_type == "ronState" && defined(code)] | order(code asc){
  code, "name": select($lang == "es" => coalesce(es.name, name), name), status, effectiveDate, citation,
  sourceUrl, lastVerified,
  "facts": {
    "signerLocation": facts.signerLocation{value, detail, detailEs, citation, sourceUrl, checked},
    "signerAbroad": facts.signerAbroad{value, detail, detailEs, citation, sourceUrl, checked},
    "notaryLocation": facts.notaryLocation{value, detail, detailEs, citation, sourceUrl, checked}
  }
}`);
