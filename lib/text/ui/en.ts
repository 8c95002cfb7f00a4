import { RESOURCE_KIND_LABELS } from "../../pages/resource-kinds";
import { RON_STATUS_LABELS } from "../../states/status";
import { ERROR_TEXT_EN } from "../errors/en";

/** The texts the code writes itself, in English (lib/text/ui-text.ts has every language's). */
export const UI_TEXT_EN = {
  /** BCP 47 locale for dates and amounts (`Intl`): July 1, 2018 / 1 de julio de 2018. */
  locale: "en-US",
  skipToContent: "Skip to content",
  mainNav: "Main",
  /** The header's link to the other language: its name, in that language. */
  languageLinkLabel: "Leer en español",
  /** The Solutions menu's button when Site settings name none. */
  solutionsLabel: "Solutions",
  /** The header's home link when the brand has no wordmark. */
  homeLabel: "Home",
  ogHomeKicker: "Remote online notarization · All 50 states",
  /** Each generated link-preview image's alternative text, by the routing table's kind of page. */
  previewAlt: {
    home: "Remote online notarization",
    solution: "Solution overview",
    general: "Page overview",
    stateIndex: "Remote online notarization by state",
    state: "Remote online notarization in the state",
    pricing: "Pricing and the cost calculator",
  },
  ogSolutionKicker: "{product} for {page}",
  earlyAccessTitle: "Early access",
  earlyAccessDescription: "Sign up for early access to remote online notarization.",
  notaryNoticeLabel: "Notice",
  /** llms.txt (lib/markdown/llms-txt.ts): its sections, and the home page's title when it has none. */
  markdownPagesSection: "Pages",
  markdownSolutionsSection: "Solutions",
  markdownAboutSection: "About",
  markdownHomeTitle: "Home",
  /** Before each step's title, for screen readers (the number is drawn in a circle). */
  stepLabel: "Step {number}: ",
  /** Long-form text when the editor leaves these empty. */
  lastUpdatedLabel: "Last updated",
  tocLabel: "On this page",
  resourceKinds: RESOURCE_KIND_LABELS,
  /** A state's RON status, when Site settings give no label for it (lib/states/status.ts is Studio's English). */
  statusLabels: RON_STATUS_LABELS,
  /** The state RON coverage block's words when the editor leaves a field empty (English: also the schema's initial values). */
  stateCoverage: {
    summary: "Remote online notarization is authorized by a permanent law in {count} states.",
    tableCaption: "Remote online notarization status and notary requirements by state",
    sourceLinkText: "Source",
    note: "This table is a first draft from public sources and is not legal advice. Check your commissioning authority's current rules before you apply.",
    filter: {
      searchLabel: "Find a state",
      searchPlaceholder: "Name or code, e.g. Texas or TX",
      statusLabel: "Status",
      allStatuses: "All statuses",
      resultTemplate: "{count} of {total} states shown",
      noMatch: "No state matches your search. Clear the search or choose all statuses.",
    },
    columns: {
      state: "State",
      status: "Status",
      effectiveDate: "In force since",
      citation: "Law",
      requirements: "What a notary needs",
      source: "Source",
      lastVerified: "Last verified",
    },
    requirementLabels: {
      training: "Training",
      trainingHours: "{hours} hours",
      exam: "Exam",
      certificate: "Electronic seal and certificate",
      eo: "E&O insurance",
      bond: "Bond",
      registration: "Registration",
      fee: "fee {amount}",
      required: "Required",
      notRequired: "Not required",
      notRecorded: "Not recorded",
    },
  },
  /** The state pages (`/remote-online-notarization/<state>`, features/states/state-page.tsx) and their index. */
  statePage: {
    eyebrow: "Remote online notarization",
    title: "Remote online notarization in {state}",
    metaTitle: "Remote online notarization in {state}: the law and what a notary needs",
    description:
      "{state}: {status}. The law, its effective date, what a notary needs to notarize remotely, and when we last verified it.",
    lead: "Whether a notary public commissioned in {state} can notarize documents online, the law behind it, and what the state requires of a remote notary.",
    factsHeading: "The law in {state}",
    statusLabel: "Status",
    effectiveDateLabel: "Effective date",
    citationLabel: "Law",
    sourceLabel: "Source",
    sourceLinkText: "The state's source",
    lastVerifiedLabel: "Last verified",
    notRecorded: "Not recorded",
    requirementsHeading: "What a notary needs",
    unverifiedHeading: "First draft",
    unverifiedNotice:
      "These facts are a first draft from public sources that no editor has verified yet. Confirm them with the state's commissioning authority before you rely on them.",
    proseHeading: "What this means in {state}",
    faqHeading: "Questions about remote notarization in {state}",
    ctaHeading: "Notarize online with us",
    ctaBody:
      "Notaries get remote assignments and a priority listing; signers and businesses are invited as soon as we open. It takes about a minute.",
    ctaLabel: "Get early access",
    allStatesLink: "Every state",
    rowLink: "{state}: the law and what a notary needs",
    indexTitle: "Remote online notarization by state",
    indexMetaTitle: "Remote online notarization laws by state",
    indexIntro:
      "Where a notary public can notarize remotely, the law behind it and what a notary needs, for all 50 states. Choose a state for its page.",
    indexDescription:
      "Remote online notarization (RON) in all 50 states: each state's status, effective date, law and what a notary needs.",
    coverageHeading: "Status and requirements by state",
    ogKicker: "Remote online notarization by state",
    markdownSection: "Remote online notarization by state",
  },
  /** The articles (features/articles/article-pages.tsx): the listing, an article's byline, the feed. */
  notFound: {
    title: "This page is not here",
    body: "It may have moved, or the address may be mistyped. Everything on the site starts from the home page.",
    link: "Go to the home page",
  },
  resources: {
    title: "Resources",
    intro:
      "Guides to remote online notarization for signers, title and lending teams, and notaries, written by the people who run our platform.",
    pageTitle: "Resources, page {page} of {pages}",
    categoryTitle: "{category}: resources",
    categoriesLabel: "Categories",
    allCategories: "All articles",
    empty: "No articles here yet.",
    readingTime: "{minutes} min read",
    published: "Published",
    updated: "Updated",
    by: "By",
    aboutAuthor: "About the author",
    related: "Related articles",
    pagination: "Pages",
    newer: "Newer articles",
    older: "Older articles",
    pageOf: "Page {page} of {pages}",
    feedLink: "RSS feed",
    feedTitle: "{product} resources",
    ogKicker: "{product} resources",
    markdownSection: "Resources",
    notFoundTitle: "This page is not here",
    notFoundBody:
      "The article may have moved, or it is not published yet. Every article we have published is in Resources.",
    notFoundLink: "See every article",
  },
  /** The pricing page and its calculator (features/pricing/). */
  pricing: {
    navLabel: "Pricing",
    eyebrow: "Pricing",
    plansHeading: "Plans",
    extrasHeading: "What else a document may need",
    calculatorHeading: "Estimate a month",
    calculatorIntro: "Your monthly cost online, beside what the same work costs with a mobile notary.",
    documents: "Documents per month",
    signers: "Signers per document",
    seals: "Seals per document",
    witnesses: "Witnesses per document",
    range: "{min} to {max}",
    invalid: "Enter a whole number from {min} to {max}.",
    invalidSummary: "Check the highlighted fields: each takes a whole number in its range.",
    calculate: "Calculate",
    resultHeading: "Your estimate",
    online: "Online, pay as you go",
    inPerson: "In person, with a mobile notary",
    difference: "You save",
    differenceMore: "Online costs more by",
    perMonth: "per month",
    excluded: "Not included: {items}. Their prices are not confirmed yet; ask us for a quote.",
    noOnline: "The price per document is not confirmed yet: ask us for a quote.",
    assumptionsHeading: "How the in-person cost is estimated",
    travelFee: "Mobile notary's travel fee, per visit",
    perSignatureFee: "Notary's fee, per signature",
    signerHours: "Each signer's time, hours per document",
    timeValue: "Value of a signer's hour",
    hours: "{hours} h",
    source: "Source",
    checked: "checked {date}",
    ourEstimate: "our estimate",
    estimateNote: "An estimate for comparison, not a quote. Taxes are not included.",
    faqHeading: "Questions",
    estimateTitle: "Your pricing estimate",
    estimateDescription: "The monthly cost of your notarizations online, beside the same work in person.",
    backToPricing: "See every plan and price",
    lineItems: {
      perDocument: "documents",
      extraSigner: "extra signers",
      extraSeal: "extra seals",
      witness: "witnesses",
    },
    ogKicker: "{product} pricing",
  },
  error: ERROR_TEXT_EN,
} as const;

/** The dictionary's shape: every language has every text (TypeScript says which one is missing). */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type UiText = Widen<typeof UI_TEXT_EN>;
