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
  /** Each status in a word or two: the coverage table's badge on a phone, where the full label above is left to screen readers. */
  statusShortLabels: {
    permanent: "Permanent",
    enacted: "Enacted",
    temporary: "Temporary",
    ipen: "In person",
    none: "Not allowed",
  },
  /** The state RON coverage block's words when the editor leaves a field empty (English: also the schema's initial values). */
  stateCoverage: {
    summary: "Remote online notarization is authorized by a permanent law in {count} states.",
    tableCaption: "Remote online notarization status by state, each state linked to its page",
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
    requirementsHeading: "What a notary and a signer need",
    /** A state's sourced facts (lib/states/facts.ts): only the known ones are shown, each with its source. */
    facts: {
      labels: {
        training: "Training course",
        exam: "Exam",
        bond: "Surety bond",
        eoInsurance: "E&O insurance",
        registration: "Before notarizing online",
        technologyProviders: "Technology provider",
        recordingRetention: "Session recording",
        notaryLocation: "Where the notary must be",
        signerLocation: "Where the signer may be",
        signerAbroad: "Signer outside the United States",
      },
      values: {
        training: { yes: "Required", no: "Not required" },
        exam: { yes: "Required", no: "Not required" },
        bond: { yes: "Required", no: "Not required" },
        eoInsurance: { yes: "Required", no: "Not required" },
        registration: {
          "separate-commission": "A separate commission as an online notary",
          registration: "Registration with the commissioning authority",
          none: "Nothing beyond the notary commission",
        },
        technologyProviders: {
          "approved-list": "One the state has approved",
          "standards-only": "Any that meets the state's standards",
        },
        recordingRetention: { yes: "Must be kept" },
        notaryLocation: { "in-state": "In {state}", "in-us": "In the United States" },
        signerLocation: { anywhere: "Anywhere", "in-us": "Anywhere in the United States", "in-state": "In {state}" },
        signerAbroad: { yes: "Allowed", conditions: "Allowed on conditions", no: "Not allowed" },
      },
      /** A required bond or insurance with its amount: "Required: $25,000". */
      usdAmount: "{value}: {amount}",
      /** A recording kept for a number of years. */
      yearsAmount: "Must be kept for {years} years",
      source: "Source",
      checked: "checked {date}",
      /** The one sentence about what is not yet verified; {items} is a list of the words below. */
      unverifiedSome: "We have not yet verified {state}'s {items} requirements.",
      unverifiedAll: "We have not yet verified {state}'s requirements for notaries and signers.",
      items: {
        training: "training",
        exam: "exam",
        bond: "bond",
        eoInsurance: "E&O insurance",
        registration: "registration",
        technologyProviders: "technology provider",
        recordingRetention: "recording",
        notaryLocation: "notary location",
        signerLocation: "signer location",
        signerAbroad: "signer-abroad",
      },
    },
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
    /** The coverage table's link to a state's page, for screen readers after the state's name. */
    rowLinkHint: "the law and what a notary needs",
    indexTitle: "Remote online notarization by state",
    indexMetaTitle: "Remote online notarization laws by state",
    indexIntro:
      "Where a notary public can notarize remotely, the law behind it and what a notary needs, for all 50 states. Choose a state for its page.",
    indexDescription:
      "Remote online notarization (RON) in all 50 states: each state's status, effective date, law and what a notary needs.",
    coverageHeading: "Status by state",
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
  error: ERROR_TEXT_EN,
} as const;

/** The dictionary's shape: every language has every text (TypeScript says which one is missing). */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type UiText = Widen<typeof UI_TEXT_EN>;
