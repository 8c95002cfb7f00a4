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
    checker: "Can I notarize this online?",
    documentIndex: "Documents you can notarize online",
    document: "Can this document be notarized online?",
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
  /** The document pages (features/documents/). */
  documents: {
    eyebrow: "Documents",
    indexTitle: "Which documents can you notarize online?",
    indexMetaTitle: "Documents you can notarize online, and where",
    indexIntro:
      "The documents people most often need notarized, each with the usual answer for online notarization, who may refuse a remotely notarized copy, the states with rules of their own and what to prepare.",
    indexDescription:
      "Powers of attorney, deeds, affidavits, USPS Form 1583 and more: can each be notarized online, who may refuse it and what to prepare.",
    listLabel: "Documents",
    answerLabel: "Online notarization",
    answers: {
      yes: "Usually yes",
      conditions: "Yes, with conditions",
      check: "Check first",
      no: "Not online",
      "not-needed": "No notary needed",
    },
    metaTitle: "{document}: can it be notarized online?",
    usualHeading: "Can it be notarized online?",
    sourceLabel: "Source",
    checkedOn: "checked {date}",
    generalNote:
      "General information, not legal advice. For your own case, ask the person or office that will receive the document.",
    refusersHeading: "Who may refuse a remotely notarized one",
    exceptionsHeading: "States with rules of their own",
    exceptionsNone: "We have no state exception on record for this document yet.",
    appliesTo: {
      signer: "When the signer is in the state",
      use: "When the document is used or recorded in the state",
      either: "When the signer is there or the document is used there",
    },
    statePageLink: "{state}: the state's page",
    abroadHeading: "Using it outside the United States",
    prepareHeading: "What to prepare",
    faqHeading: "Questions and answers",
    statesHeading: "States to know about",
    checkerHeading: "Check your own case",
    checkerBody:
      "Pick the document, where you will sign and where it will be used: the checker answers with its sources.",
    checkerLink: "Can I notarize this online?",
    ctaHeading: "Notarize it online with us",
    ctaBody: "Signers and businesses get their invitation as soon as we open. It takes about a minute.",
    ctaLabel: "Get early access",
    allDocumentsLink: "All documents",
    breadcrumbLabel: "Breadcrumb",
    homeCrumb: "Home",
    ogKicker: "Can it be notarized online?",
    markdownSection: "Documents",
    notFoundTitle: "This document is not here",
    notFoundBody: "It may have moved. Every document we cover is on the documents page.",
    notFoundLink: "See every document",
    stateLinksHeading: "Documents with rules of their own in {state}",
    stateLinksIntro: "{state} treats these documents differently: each page says how, with its source.",
  },
  /** "Can I notarize this online?" (features/checker/, lib/checker/rules.ts). */
  checker: {
    eyebrow: "Remote online notarization",
    title: "Can I notarize this online?",
    metaTitle: "Can I notarize this document online? Check by document and state",
    description:
      "Pick the document, where the signer will be and where it will be used: see whether it can be notarized online, why, and what to prepare.",
    intro:
      "Choose the document, where the signer will be and where the document will be used or recorded. The answer gives the reasons with their sources and what to prepare.",
    documentLabel: "Document",
    signerLabel: "Where the signer will be",
    useLabel: "Where it will be used or recorded",
    choose: "Choose…",
    statesGroup: "United States",
    outsideUs: "Outside the United States",
    abroad: "Another country",
    submit: "Check",
    noDocuments: "No documents are available to check yet. Please come back soon.",
    missing: "Choose an option.",
    invalid: "This choice is not one of the options. Choose again.",
    errorSummary: "Some choices are missing. Check the fields marked below.",
    answerTitle: "{document}: signed {signer}, used {use}",
    answerMetaTitle: "{document}: can I notarize it online? Signed {signer}, used {use}",
    answerDescription:
      "{answer}. {document} signed {signer} and used {use}: the reasons, their sources and what to prepare.",
    /** A state in the answer's title: "in Texas". */
    inState: "in {state}",
    signerOutside: "outside the United States",
    useAbroad: "in another country",
    answerLabel: "Answer",
    answers: {
      yes: "Yes, it can be notarized online",
      conditions: "Yes, with conditions",
      check: "Check first",
      no: "Not online",
      "not-needed": "No notary needed",
    },
    reasonsHeading: "Why",
    sourceLabel: "Source",
    checkedLabel: "checked {date}",
    prepareHeading: "What to prepare",
    nextHeading: "Next step",
    nextBody: "Start a notarization: tell us who you are and where you are, and we will invite you as soon as we open.",
    nextLabel: "Start a notarization",
    disclaimer:
      "This is general information, not legal advice. Laws change; the recipient of the document decides what it accepts.",
    changeLabel: "Change your answers",
    linkLabel: "Can I notarize this online? Check",
    reasons: {
      notVerified: "{topic} is not yet verified, so we cannot give a firm answer.",
      topicStatus: "Whether {state} authorizes remote online notarization",
      topicSignerLocation: "Where {state}'s law lets the signer be",
      topicSignerAbroad: "Whether {state}'s law allows a signer outside the United States",
      topicAbroad: "How this document is treated outside the United States",
      statusPermanent: "{state} authorizes remote online notarization by a permanent law.",
      statusPermanentSince: "{state} authorizes remote online notarization by a permanent law, in force since {date}.",
      stateSource: "The state's official source",
      statusOther: "{state}: {status}.",
      recognition:
        "A notary commissioned in a state that authorizes remote online notarization can perform it, and most states recognize notarial acts performed under another state's law. Check first with the recipient that they accept it.",
      signerAnywhere:
        "{state}'s law lets its notaries notarize online for a signer anywhere, in or outside the United States.",
      signerInUs: "{state}'s law lets its notaries notarize online for a signer anywhere in the United States.",
      signerInState:
        "{state}'s law lets its notaries notarize online only for a signer in {state}. A notary commissioned in a state whose law allows a signer elsewhere can do it.",
      abroadYes: "{state}'s law lets its notaries notarize online for a signer outside the United States.",
      abroadConditions:
        "{state}'s law lets its notaries notarize online for a signer outside the United States, with conditions.",
      abroadNo:
        "{state}'s law does not let its notaries notarize online for a signer outside the United States. A notary commissioned in another state may be able to; check first.",
      abroadBoth:
        "Neither the signer nor the place of use is in the United States: the law of the notary's commissioning state decides, so check first.",
      apostille:
        "For use in another country a notarized document usually needs an apostille (or, outside the Hague Convention, an authentication) from the authority of the state where the notary is commissioned, not the signer's state.",
    },
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
