/*
 * GROQ fragments that several queries and block projections share. TypeGen follows the imports,
 * so a query built from them is typed as if it were written out.
 */

export const ctaFields = /* groq */ `_key, label, action, href, anchor, modal, style`;

/** The common heading trio and background of a section block. */
export const sectionFields = /* groq */ `eyebrow, heading, intro, tone`;

/** One sourced fact of a state (lib/states/facts.ts decides whether it is known, and so shown). */
const factFields = /* groq */ `{value, amount, detail, detailEs, citation, sourceUrl, checked, needsReview}`;

/**
 * One state's RON coverage: the law as a whole, its note in `$lang`, and its facts, each with its
 * own source (a fact missing any of value, citation, source or check date is not shown).
 */
export const ronStateFields = /* groq */ `
  code, "name": select($lang == "es" => coalesce(es.name, name), name), status, effectiveDate, citation,
  "note": select($lang == "es" => coalesce(es.note, note), note),
  "facts": {
    "training": facts.training${factFields}, "exam": facts.exam${factFields}, "bond": facts.bond${factFields},
    "eoInsurance": facts.eoInsurance${factFields}, "registration": facts.registration${factFields},
    "technologyProviders": facts.technologyProviders${factFields},
    "recordingRetention": facts.recordingRetention${factFields},
    "notaryLocation": facts.notaryLocation${factFields}, "signerLocation": facts.signerLocation${factFields},
    "signerAbroad": facts.signerAbroad${factFields}
  },
  sourceUrl, lastVerified, "unverified": coalesce(unverified, true)
`;

/** A document's SEO fields, its link-preview image as a URL. */
export const seoFields = /* groq */ `"seo": seo{title, description, noindex, "ogImage": ogImage.asset->url}`;

/** The coverage table's row of a state: the law as a whole, no facts (those are on the state's page). */
export const ronStateRowFields = /* groq */ `
  code, "name": select($lang == "es" => coalesce(es.name, name), name), status, effectiveDate, citation
`;

/** Every state's table row in the language `$lang`, alphabetically by its name there. */
export const ronStateRowsInLanguage =
  /* groq */ `*[_type == "ronState"] | order(select($lang == "es" => coalesce(es.name, name), name) asc){${ronStateRowFields}}` as const;

/** Every state's coverage in the language `$lang`, alphabetically by its name there. */
export const ronStatesInLanguage =
  /* groq */ `*[_type == "ronState"] | order(select($lang == "es" => coalesce(es.name, name), name) asc){${ronStateFields}}` as const;

/**
 * A language object field (schemas/objects/locale.ts) read in the language `$lang`, falling back
 * to English: `"label": ${localized("label")}`.
 */
export const localized = <F extends string>(field: F) =>
  /* groq */ `select($lang == "es" => coalesce(${field}.es, ${field}.en), ${field}.en)` as const;

/** The status labels of site settings in `$lang` (each may be null: lib/states/status.ts has the defaults). */
export const statusLabelFields = /* groq */ `{
  "permanent": ${localized("permanent")}, "enacted": ${localized("enacted")}, "temporary": ${localized("temporary")},
  "ipen": ${localized("ipen")}, "none": ${localized("none")}
}` as const;

/**
 * The address of a referenced page (`ref` is the reference field, e.g. `page`) in `$lang`: the
 * page itself in English, its published translation in another language (through the
 * translation plugin's metadata document), else null.
 */
export const translatedPageHref = <R extends string>(ref: R) =>
  /* groq */ `select(
  $lang == "en" => select(
    ${ref}->_type == "page" => "/" + ${ref}->slug.current,
    ${ref}->_type == "solutionPage" => "/solutions/" + ${ref}->slug.current
  ),
  *[_type == "translation.metadata" && references(^.${ref}._ref)][0].translations[language == $lang][0].value->{
    "href": select(
      _type == "page" => "/es/" + slug.current,
      _type == "solutionPage" => "/es/soluciones/" + slug.current
    )
  }.href
)` as const;

/** The published translations of the document in scope (`^`), one per language, with their slug. */
export const translationsFields = /* groq */ `"translations": coalesce(*[_type == "translation.metadata" && references(^._id)][0].translations[]{
  language, "slug": value->slug.current, "published": defined(value->_id)
}[published], [])`;

/** An image field for lib/sanity/image.ts: the editor's crop and hotspot, the asset's id (its size) and address. */
export const imageFields = /* groq */ `crop, hotspot, "asset": asset->{_id, url}`;
