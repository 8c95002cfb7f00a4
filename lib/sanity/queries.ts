import { defineQuery } from "next-sanity";
import { ctaFields, ronStateFields, seoFields } from "@/lib/sanity/fragments";

/*
 * The site's GROQ queries but the three that fetch a page's blocks (lib/sanity/page-queries.ts):
 * the layout, the early-access page and the sitemap read these without loading any block.
 */


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

export const solutionSlugsQuery = defineQuery(`*[_type == "solutionPage" && defined(slug.current)] | order(slug.current asc).slug.current`);

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

/** Every state's RON coverage, alphabetically (the fields: lib/sanity/fragments.ts). */
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
    challengeVerifying, challengeSlow, challengeVerified, challengeExpired, challengeFailed, retryChallengeLabel,
    collectionNotice, privacyLinkLabel, privacyHref, newTabLabel, confirmationPrivacyNote
  },
  stateStatus{
    prompt, permanent, enacted, temporary, ipen, none, dateUnknown, needsIntro, training, trainingHours, exam,
    certificate, eo, bond, registration, registrationFee, notRecorded, draftNote, emailHeading
  },
  thankYou{heading, body, contactHeading, contactBody, shareLabel, shareSubject, shareBody, homeLabel}
}`);
