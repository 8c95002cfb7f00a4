import { defineQuery } from "next-sanity";
import {
  imageFields,
  localized,
  ronStateFields,
  ronStatesInLanguage,
  seoFields,
  statusLabelFields,
  translatedPageHref,
  translationsFields,
} from "@/lib/sanity/fragments";

/*
 * The site's GROQ queries but the three that fetch a page's blocks (lib/sanity/page-queries.ts):
 * the layout, the early-access page and the sitemap read these without loading any block.
 */

/**
 * A footer item in `$lang`: the page it points at (its translation, while that is published), else
 * its address, else, for a page with no translation yet, the language's home; null (plain text)
 * when it has neither page nor address.
 */
const footerLinkFields = /* groq */ `_key, "label": ${localized("label")}, "section": section,
  "href": coalesce(${translatedPageHref("page")}, href, select(defined(page) => select($lang == "es" => "/es", "/")))` as const;

/** Site-wide content in the language `$lang` (site settings' fields are language objects). */
export const layoutQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{
    "solutionsLabel": ${localized("solutionsLabel")},
    "solutions": coalesce(solutions[]{_key, "label": ${localized("label")}, "description": ${localized("description")}, "href": ${translatedPageHref("page")}}[defined(href)], []),
    "headerCta": headerCta{"label": ${localized("label")}, "action": "link", "href": ${localized("href")}, "anchor": null, "modal": null, "style": "primary"},
    "footerTagline": ${localized("footerTagline")},
    "resourcesTitle": ${localized("resourcesTitle")},
    "resourcesIntro": ${localized("resourcesIntro")},
    "footerColumns": coalesce(footerColumns[]{_key, "title": ${localized("title")}, "links": coalesce(links[]{${footerLinkFields}}, [])}, []),
    "legalLinks": coalesce(legalLinks[]{${footerLinkFields}}, []),
    "copyright": ${localized("copyright")},
    "notaryNotice": notaryNotice{"text": ${localized("text")}, "english": text.en},
    "modals": coalesce(modals[]{
      _key, key, "title": ${localized("title")}, "body": ${localized("body")}, "primaryLabel": ${localized("primaryLabel")},
      "primaryHref": ${localized("primaryHref")}, "dismissLabel": ${localized("dismissLabel")}, "closeLabel": ${localized("closeLabel")}
    }, []),
    "seo": seo{"title": ${localized("title")}, "description": ${localized("description")}, "noindex": false, "ogImage": ogImage.asset->url},
    "statusLabels": statusLabels${statusLabelFields}
  },
  "brand": *[_type == "brand" && key == $brand][0]{
    key, companyName, productName, wordmark,
    "logoUrl": logo.asset->url, "faviconUrl": favicon.asset->url,
    colors{primary, primaryDark, accent, ink, surface}
  },
  "headerBrand": *[_type == "brand" && key == "default"][0]{
    companyName, wordmark, "logo": logo{${imageFields}}, "color": colors.primary
  }
}`);

/** The solution pages' slugs in `$lang` (a page without a language is English). */
export const solutionSlugsQuery = defineQuery(
  `*[_type == "solutionPage" && defined(slug.current) && coalesce(language, "en") == $lang] | order(slug.current asc).slug.current`,
);

/** The general pages' slugs in `$lang`. */
export const generalPageSlugsQuery = defineQuery(
  `*[_type == "page" && defined(slug.current) && coalesce(language, "en") == $lang] | order(slug.current asc).slug.current`,
);

/** Everything the sitemap needs to list the indexable pages. */
export const sitemapQuery = defineQuery(`{
  "home": *[_type == "homePage"] | order(_id asc){_type, _updatedAt, "language": coalesce(language, "en"), "noindex": coalesce(seo.noindex, false), ${translationsFields}},
  "earlyAccess": *[_type == "earlyAccessPage"] | order(_id asc){_type, _updatedAt, "language": coalesce(language, "en"), "noindex": coalesce(seo.noindex, false), ${translationsFields}},
  "pricing": *[_type == "pricingPage"] | order(_id asc){_type, _updatedAt, "language": coalesce(language, "en"), "noindex": coalesce(seo.noindex, false), ${translationsFields}},
  "pages": *[_type == "solutionPage" && defined(slug.current)] | order(slug.current asc){
    _type, _updatedAt, "language": coalesce(language, "en"), "slug": slug.current, "noindex": coalesce(seo.noindex, false),
    "canonicalSlug": canonical->slug.current, ${translationsFields}
  },
  "generalPages": *[_type == "page" && defined(slug.current)] | order(slug.current asc){
    _type, _updatedAt, "language": coalesce(language, "en"), "slug": slug.current, "noindex": coalesce(seo.noindex, false), ${translationsFields}
  }
}`);

/**
 * Every editor-made redirect, matched against a path in memory (lib/pages/site.ts): one cached
 * query whatever the path, so made-up URLs add no entry to the data cache.
 */
export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && defined(from) && defined(to)] | order(_updatedAt desc){from, to, "permanent": coalesce(permanent, true)}`,
);

/** Every state's RON coverage, alphabetically (the fields: lib/sanity/fragments.ts). */
export const ronStatesQuery = defineQuery(ronStatesInLanguage);

// --- Early-access wizard ---

const signupRoleFields = /* groq */ `label, description, formHeading, formIntro, submitLabel`;

export const earlyAccessPageQuery =
  defineQuery(`*[_type == "earlyAccessPage" && coalesce(language, "en") == $lang] | order(_id asc)[0]{
  _id, _updatedAt, title, "language": coalesce(language, "en"), ${seoFields}, ${translationsFields},
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
    challengeVerifying, challengeSlow, challengeVerified, challengeExpired, challengeFailed, retryChallengeLabel,
    collectionNotice, privacyLinkLabel, privacyHref, newTabLabel, confirmationPrivacyNote, phoneConsent
  },
  stateStatus{
    prompt, permanent, enacted, temporary, ipen, none, dateUnknown, needsIntro, training, trainingHours, exam,
    certificate, eo, bond, registration, registrationFee, notRecorded, draftNote, pageLink, emailHeading
  },
  thankYou{heading, body, contactHeading, contactBody, contactBodyByEmail, shareLabel, shareSubject, shareBody, homeLabel}
}`);

// --- State pages ---

/**
 * One state's page in `$lang`, by its code: the coverage fields (as the table's), when it last
 * changed, its own text and questions in that language (none in Spanish until written there: no
 * fallback to the English prose), and Site settings' status labels in that language.
 */
export const statePageQuery = defineQuery(`*[_type == "ronState" && code == $code][0]{
  ${ronStateFields}, _updatedAt,
  "body": coalesce(select($lang == "es" => es.body, body), []),
  "faq": coalesce(select($lang == "es" => es.faq, faq)[]{_key, question, "answer": coalesce(answer, [])}, []),
  "statusLabels": *[_id == "siteSettings"][0].statusLabels${statusLabelFields}
}`);

/** Every state's last change, for the sitemap (the state pages' lastmod): its `_updatedAt` and its last-verified date. */
export const stateSitemapQuery = defineQuery(
  `*[_type == "ronState" && defined(code)] | order(code asc){code, _updatedAt, lastVerified}`,
);

// --- Pricing page ---

const pricedFields = /* groq */ `label, unit, price, "confirmed": coalesce(confirmed, false)`;
const assumptionFields = /* groq */ `value, citation, sourceUrl, checked`;

/** The pricing page in `$lang` (features/pricing/): plans, line items, the calculator's assumptions and questions. */
export const pricingPageQuery =
  defineQuery(`*[_type == "pricingPage" && coalesce(language, "en") == $lang] | order(_id asc)[0]{
  _id, _updatedAt, title, intro, askUs, "language": coalesce(language, "en"), ${seoFields}, ${translationsFields},
  plans[]{_key, name, description, pricePrefix, price, "confirmed": coalesce(confirmed, false), priceUnit,
    "includedSigners": coalesce(includedSigners, 1), "includedSeals": coalesce(includedSeals, 1), features, salesRole, buttonLabel},
  extraSeal{${pricedFields}},
  extraSigner{${pricedFields}},
  witness{${pricedFields}},
  inPerson{
    travelFee{${assumptionFields}},
    perSignatureFee{${assumptionFields}},
    signerHours{${assumptionFields}},
    timeValue{${assumptionFields}}
  },
  faq[]{_key, question, answer}
}`);
