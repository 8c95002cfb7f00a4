/*
 * GROQ fragments that several queries and block projections share. TypeGen follows the imports,
 * so a query built from them is typed as if it were written out.
 */

export const ctaFields = /* groq */ `_key, label, action, href, anchor, modal, style`;

/** The common heading trio and background of a section block. */
export const sectionFields = /* groq */ `eyebrow, heading, intro, tone`;

/**
 * One state's RON coverage. A requirement flag that is null was not recorded (not "not
 * required"): the bundled data is a first draft and leaves out what it could not source.
 */
export const ronStateFields = /* groq */ `
  code, "name": select($lang == "es" => coalesce(es.name, name), name), status, effectiveDate, citation,
  "requirements": {
    "training": requirements.training, "trainingHours": requirements.trainingHours, "exam": requirements.exam,
    "certificate": requirements.certificate, "eoAmount": requirements.eoAmount, "bondAmount": requirements.bondAmount,
    "registration": requirements.registration, "registrationFee": requirements.registrationFee,
    "note": select($lang == "es" => coalesce(es.note, requirements.note), requirements.note)
  },
  sourceUrl, lastVerified, "unverified": coalesce(unverified, true)
`;

/** A document's SEO fields, its link-preview image as a URL. */
export const seoFields = /* groq */ `"seo": seo{title, description, noindex, "ogImage": ogImage.asset->url}`;

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
