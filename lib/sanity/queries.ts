import { defineQuery } from "next-sanity";

/*
 * Every GROQ query of the site. Each block has one projection; the page
 * queries compose them, so TypeGen derives every block's props from here.
 */

const ctaFields = /* groq */ `_key, label, action, href, anchor, modal, style`;

/** The common heading trio and background of a section block. */
const sectionFields = /* groq */ `eyebrow, heading, intro, tone`;

const topBannerProjection = /* groq */ `_type == "topBanner" => {
  badge, message, cta{${ctaFields}}
}`;

const sampleCardFields = /* groq */ `title, badge, caption,
  "rows": coalesce(rows[]{_key, label, value, tone}, []),
  progress{label, current, total},
  "notes": coalesce(notes, [])`;

const heroProjection = /* groq */ `_type == "hero" => {
  eyebrow, headline, body, footnote,
  "ctas": coalesce(ctas[]{${ctaFields}}, []),
  "stats": coalesce(stats[]{_key, value, label}, []),
  sampleCard{${sampleCardFields}}
}`;

const logoStripProjection = /* groq */ `_type == "logoStrip" => {
  label, note, "logos": coalesce(logos, [])
}`;

const stepsProjection = /* groq */ `_type == "steps" => {
  ${sectionFields},
  "items": coalesce(items[]{_key, title, body, icon}, [])
}`;

const checklistProjection = /* groq */ `_type == "checklist" => {
  ${sectionFields}, listTitle, note,
  "items": coalesce(items, [])
}`;

const cardGridProjection = /* groq */ `_type == "cardGrid" => {
  ${sectionFields}, "columns": coalesce(columns, 3),
  "cards": coalesce(cards[]{_key, icon, title, body}, [])
}`;

const statsProjection = /* groq */ `_type == "stats" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, value, label}, [])
}`;

const integrationsProjection = /* groq */ `_type == "integrations" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, icon, name, description, badge}, [])
}`;

const testimonialsProjection = /* groq */ `_type == "testimonials" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, quote, name, role, company, "figures": coalesce(figures[]{_key, value, label}, [])}, [])
}`;

const resourcesProjection = /* groq */ `_type == "resources" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, kind, title, summary, meta}, [])
}`;

const requirementsProjection = /* groq */ `_type == "requirements" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, icon, title, body}, [])
}`;

const notaryQueueProjection = /* groq */ `_type == "notaryQueue" => {
  ${sectionFields}, cardTitle, caption,
  "highlights": coalesce(highlights, []),
  "items": coalesce(items[]{_key, id, time, name, type, status, tone}, [])
}`;

const apiRequestLogProjection = /* groq */ `_type == "apiRequestLog" => {
  ${sectionFields}, cardTitle, caption,
  "highlights": coalesce(highlights, []),
  "items": coalesce(items[]{_key, method, endpoint, status, time}, [])
}`;

const codeSampleProjection = /* groq */ `_type == "codeSample" => {
  ${sectionFields}, requestLabel, responseLabel, note,
  "samples": coalesce(samples[]{_key, method, endpoint, summary, request, response}, [])
}`;

const longFormProjection = /* groq */ `_type == "longForm" => {
  ${sectionFields}, lastUpdated, lastUpdatedLabel, "toc": coalesce(toc, true), tocLabel,
  "body": coalesce(body, [])
}`;

const faqProjection = /* groq */ `_type == "faq" => {
  ${sectionFields},
  "items": coalesce(items[]{_key, question, answer}, [])
}`;

const pricingProjection = /* groq */ `_type == "pricing" => {
  ${sectionFields}, planName, pricePrefix, price, priceUnit, note,
  "features": coalesce(features, []),
  cta{${ctaFields}}
}`;

const callToActionProjection = /* groq */ `_type == "callToAction" => {
  eyebrow, heading, intro,
  "ctas": coalesce(ctas[]{${ctaFields}}, [])
}`;

// --- State RON coverage (issue 16) ---

/**
 * One state's RON coverage. A requirement flag that is null was not recorded (not "not
 * required"): the bundled data is a first draft and leaves out what it could not source.
 */
const ronStateFields = /* groq */ `
  code, name, status, effectiveDate, citation,
  "requirements": {
    "training": requirements.training, "trainingHours": requirements.trainingHours, "exam": requirements.exam,
    "certificate": requirements.certificate, "eoAmount": requirements.eoAmount, "bondAmount": requirements.bondAmount,
    "registration": requirements.registration, "registrationFee": requirements.registrationFee, "note": requirements.note
  },
  sourceUrl, lastVerified, "unverified": coalesce(unverified, true)
`;

/** The coverage block carries every state (alphabetically), so the page's query has them; pages fetch with the `ronState` tag. */
const stateCoverageProjection = /* groq */ `_type == "stateCoverage" => {
  ${sectionFields}, summary, tableCaption, sourceLinkText, note,
  filter{searchLabel, searchPlaceholder, statusLabel, allStatuses, resultTemplate, noMatch},
  columns{state, status, effectiveDate, citation, requirements, source, lastVerified},
  requirementLabels{training, trainingHours, exam, certificate, eo, bond, registration, fee, required, notRequired, notRecorded},
  "states": *[_type == "ronState"] | order(name asc){${ronStateFields}}
}`;

const blocksProjection = /* groq */ `"blocks": coalesce(blocks[]{
  _key, _type, anchor,
  ${topBannerProjection},
  ${heroProjection},
  ${logoStripProjection},
  ${stepsProjection},
  ${checklistProjection},
  ${cardGridProjection},
  ${statsProjection},
  ${integrationsProjection},
  ${testimonialsProjection},
  ${resourcesProjection},
  ${requirementsProjection},
  ${stateCoverageProjection},
  ${notaryQueueProjection},
  ${apiRequestLogProjection},
  ${codeSampleProjection},
  ${longFormProjection},
  ${faqProjection},
  ${pricingProjection},
  ${callToActionProjection}
}, [])`;

const seoFields = /* groq */ `"seo": seo{title, description, noindex, "ogImage": ogImage.asset->url}`;

/** A footer item: the page it points at (while that page is published), else its address, else null (plain text). */
const footerLinkFields = /* groq */ `_key, label,
  "href": coalesce(select(
    page->_type == "page" => "/" + page->slug.current,
    page->_type == "solutionPage" => "/solutions/" + page->slug.current
  ), href)`;

export const layoutQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{
    solutionsLabel,
    "solutions": coalesce(solutions[defined(page->slug.current)]{_key, label, description, "slug": page->slug.current}, []),
    headerCta{${ctaFields}},
    footerTagline,
    "footerColumns": coalesce(footerColumns[]{_key, title, "links": coalesce(links[]{${footerLinkFields}}, [])}, []),
    "legalLinks": coalesce(legalLinks[]{${footerLinkFields}}, []),
    copyright,
    "modals": coalesce(modals[]{_key, key, title, body, primaryLabel, primaryHref, dismissLabel, closeLabel}, []),
    ${seoFields}
  },
  "brand": *[_type == "brand" && key == $brand][0]{
    key, companyName, productName, wordmark,
    "logoUrl": logo.asset->url, "faviconUrl": favicon.asset->url,
    colors{primary, primaryDark, accent, ink, surface}
  },
  "headerBrand": *[_type == "brand" && key == "default"][0]{
    companyName, wordmark, "logoUrl": logo.asset->url, "color": colors.primary
  }
}`);

export const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  _id, _updatedAt, title, ${seoFields},
  ${blocksProjection}
}`);

export const solutionPageQuery = defineQuery(`*[_type == "solutionPage" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, ${seoFields},
  "canonicalSlug": canonical->slug.current,
  ${blocksProjection}
}`);

export const solutionSlugsQuery = defineQuery(`*[_type == "solutionPage" && defined(slug.current)] | order(slug.current asc).slug.current`);

/** A general page at `/<slug>` (lib/page-slugs.ts keeps it off the site's own routes). */
export const generalPageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, ${seoFields},
  ${blocksProjection}
}`);

export const generalPageSlugsQuery = defineQuery(`*[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current`);

/** Everything the sitemap needs to list the indexable pages. */
export const sitemapQuery = defineQuery(`{
  "home": *[_id == "homePage"][0]{_updatedAt, "noindex": coalesce(seo.noindex, false)},
  "pages": *[_type == "solutionPage" && defined(slug.current)] | order(slug.current asc){
    _updatedAt, "slug": slug.current, "noindex": coalesce(seo.noindex, false), "canonicalSlug": canonical->slug.current
  },
  "generalPages": *[_type == "page" && defined(slug.current)] | order(slug.current asc){
    _updatedAt, "slug": slug.current, "noindex": coalesce(seo.noindex, false)
  }
}`);

/**
 * Every editor-made redirect, matched against a path in memory (lib/content.ts): one cached
 * query whatever the path, so made-up URLs add no entry to the data cache.
 */
export const redirectsQuery = defineQuery(`*[_type == "redirect" && defined(from) && defined(to)] | order(_updatedAt desc){from, to, "permanent": coalesce(permanent, true)}`);

/** Every state's RON coverage, alphabetically (issue 16; fields: ronStateFields above). */
export const ronStatesQuery = defineQuery(`*[_type == "ronState"] | order(name asc){${ronStateFields}}`);

// --- Early-access wizard (issue 4) ---

const signupRoleFields = /* groq */ `label, description, formHeading, formIntro, submitLabel`;

export const earlyAccessPageQuery = defineQuery(`*[_type == "earlyAccessPage" && _id == "earlyAccessPage"][0]{
  _id, _updatedAt, title, ${seoFields},
  steps{choose, details, done, progressLabel},
  choice{eyebrow, heading, intro},
  roles{
    notary{${signupRoleFields}},
    client{${signupRoleFields}},
    contact{${signupRoleFields}}
  },
  labels{
    firstName, lastName, email, phone, state, commissionState, experience, certificateType, notaryTypes,
    priorityListing, businessName, industry, uses, discountedEarlyAccess, message, preferredContact,
    urgency, bestTime, optional, selectPlaceholder
  },
  options{
    experience{new, oneToThree, moreThanThree},
    certificateType{identrust, other},
    notaryTypes{traditional, ron},
    industry{attorney, titleEscrow, lender, business, individual},
    uses{re, legal, business, personal},
    preferredContact{email, phone, text, any},
    urgency{low, medium, high, asap},
    bestTime{morning, afternoon, evening, anytime}
  },
  form{
    backLabel, requiredNote, submittingLabel, gatingHint, challengeLabel, challengeLoading,
    challengeVerifying, challengeVerified, challengeExpired, challengeFailed, retryChallengeLabel,
    collectionNotice, privacyLinkLabel, privacyHref, newTabLabel, confirmationPrivacyNote
  },
  stateStatus{
    prompt, permanent, enacted, temporary, ipen, none, dateUnknown, needsIntro, training, trainingHours, exam,
    certificate, eo, bond, registration, registrationFee, notRecorded, draftNote, emailHeading
  },
  thankYou{heading, body, contactHeading, contactBody, shareLabel, shareSubject, shareBody, homeLabel}
}`);
