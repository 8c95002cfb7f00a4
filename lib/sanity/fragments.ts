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
  code, name, status, effectiveDate, citation,
  "requirements": {
    "training": requirements.training, "trainingHours": requirements.trainingHours, "exam": requirements.exam,
    "certificate": requirements.certificate, "eoAmount": requirements.eoAmount, "bondAmount": requirements.bondAmount,
    "registration": requirements.registration, "registrationFee": requirements.registrationFee, "note": requirements.note
  },
  sourceUrl, lastVerified, "unverified": coalesce(unverified, true)
`;

/** A document's SEO fields, its link-preview image as a URL. */
export const seoFields = /* groq */ `"seo": seo{title, description, noindex, "ogImage": ogImage.asset->url}`;
