import type { BlockOf, BlockType } from "@/lib/content";
import { richText, section } from "../../support/render";

/*
 * One fixture per block type, shared by the component tests (tests/unit/blocks) and the Markdown
 * tests (tests/unit/markdown), which render both and compare their headings. The mapped type makes
 * TypeScript fail when a block type has no fixture.
 */

/** Steps with `n` items. */
export const stepsBlock = (n: number): BlockOf<"steps"> => ({
  _key: "st",
  _type: "steps",
  ...section("workflow", "Six steps"),
  items: Array.from({ length: n }, (_, i) => ({ _key: `s${i}`, title: `Step title ${i + 1}`, body: `Body ${i + 1}`, icon: "upload" as const })),
});

/** One customer story with two result figures. */
export const testimonialItem = (key: string) => ({
  _key: key,
  quote: "Fewer reschedules.",
  name: "Jordan Doe",
  role: "Director",
  company: "Example Title",
  figures: [
    { _key: `${key}f1`, value: "-42%", label: "Reschedules" },
    { _key: `${key}f2`, value: "+3.1pt", label: "CSAT" },
  ],
});

/** The code sample's request body (its colouring is tested against it). */
export const codeSampleRequest = JSON.stringify({ document_id: "doc_1", signers: [{ name: "Jordan Doe" }], workflow: "ron", count: 2, active: true }, null, 2);

/** A state of the coverage block: no requirement recorded unless given. */
export const coverageState = (
  code: BlockOf<"stateCoverage">["states"][number]["code"],
  name: string,
  status: BlockOf<"stateCoverage">["states"][number]["status"],
  extra: Partial<BlockOf<"stateCoverage">["states"][number]> = {},
): BlockOf<"stateCoverage">["states"][number] => ({
  code,
  name,
  status,
  effectiveDate: null,
  citation: null,
  requirements: { training: null, trainingHours: null, exam: null, certificate: null, eoAmount: null, bondAmount: null, registration: null, registrationFee: null, note: null },
  sourceUrl: "https://www.example.gov/notary",
  lastVerified: "2026-11-23",
  unverified: true,
  ...extra,
});

export const blockFixtures: { [K in BlockType]: BlockOf<K> } = {
  topBanner: {
    _key: "b1",
    _type: "topBanner",
    anchor: null,
    badge: "Early access",
    message: "Teams are onboarding now.",
    cta: { _key: null, label: "Join early access", action: "link", href: "/early-access", anchor: null, modal: null, style: "primary" },
  },
  hero: {
    _key: "h1",
    _type: "hero",
    anchor: null,
    eyebrow: "For title companies",
    headline: "Close anywhere",
    body: richText("Secure, recorded closings."),
    footnote: "All 50 states",
    ctas: [
      { _key: "c1", label: "Request a demo", action: "modal", href: null, anchor: null, modal: "demo", style: "primary" },
      { _key: "c2", label: "Explore product", action: "anchor", href: null, anchor: "features", modal: null, style: "secondary" },
      { _key: "c3", label: "Get started", action: "link", href: "/early-access", anchor: null, modal: null, style: "secondary" },
    ],
    stats: [],
    sampleCard: {
      title: "Upcoming session",
      badge: "Today",
      caption: "Sample data",
      rows: [
        { _key: "r1", label: "Borrower", value: "Jordan Doe", tone: null },
        { _key: "r2", label: "Loan #", value: "LN-0000-1", tone: null },
        { _key: "r3", label: "Status", value: "Ready to close", tone: "success" },
      ],
      progress: { label: "Fields complete", current: 2, total: 12 },
      notes: ["Reminder scheduled"],
    },
  },
  logoStrip: {
    _key: "l1",
    _type: "logoStrip",
    anchor: null,
    label: "Built for title teams",
    logos: ["Acme Title", "Example Escrow", "Sample Settlement", "Demo Land Title", "Placeholder Abstract", "Generic Closing Co."],
    note: "Placeholder names.",
  },
  steps: stepsBlock(6),
  checklist: {
    _key: "ck",
    _type: "checklist",
    ...section(null, "Ready to send?"),
    listTitle: "Readiness checklist",
    items: ["Signers added", "Fields placed", "Reminders set"],
    note: "eSign does not replace RON for notarized pages.",
  },
  cardGrid: {
    _key: "cg",
    _type: "cardGrid",
    ...section("security", "Security"),
    columns: 4,
    cards: [
      { _key: "a", icon: "lock", title: "Encryption", body: "TLS 1.2+ and AES-256." },
      { _key: "b", icon: null, title: "SSO", body: null },
    ],
  },
  stats: {
    _key: "st",
    _type: "stats",
    ...section(null, "By the numbers"),
    note: "Payouts vary.",
    items: [
      { _key: "a", value: "$25–$75", label: "Per session" },
      { _key: "b", value: "4.8/5", label: "Notary satisfaction" },
    ],
  },
  integrations: {
    _key: "in",
    _type: "integrations",
    ...section("integrations", "Works with your stack"),
    note: "Names are placeholders.",
    items: [
      { _key: "a", icon: "code", name: "Python", description: "For back ends.", badge: "SDK" },
      { _key: "b", icon: null, name: "Webhooks", description: null, badge: null },
    ],
  },
  testimonials: { _key: "t", _type: "testimonials", ...section(null, "Customer story"), note: "Names are placeholders.", items: [testimonialItem("a")] },
  resources: {
    _key: "r",
    _type: "resources",
    ...section("resources", "Resources"),
    note: null,
    items: [
      { _key: "a", kind: "guide", title: "The guide", summary: "How to.", meta: "15 min read" },
      { _key: "b", kind: "article", title: "The article", summary: null, meta: null },
      { _key: "c", kind: "caseStudy", title: "The case study", summary: null, meta: null },
      { _key: "d", kind: "webinar", title: "The webinar", summary: null, meta: "30 min" },
    ],
  },
  requirements: {
    _key: "rq",
    _type: "requirements",
    ...section("requirements", "What you need"),
    note: "Rules vary by state.",
    items: [
      { _key: "a", icon: "badge-check", title: "An active commission", body: "In a RON-enabled state." },
      { _key: "b", icon: null, title: "Equipment", body: "10 Mbps+." },
    ],
  },
  stateCoverage: {
    _key: "sc",
    _type: "stateCoverage",
    ...section("states", "Where you can notarize remotely"),
    summary: "Remote online notarization is authorised in {count} states.",
    tableCaption: "RON by state",
    sourceLinkText: "Source",
    note: "A first draft.",
    filter: null,
    columns: { state: "State", status: "Status", effectiveDate: "Effective", citation: "Law", requirements: "Requirements", source: null, lastVerified: "Checked" },
    requirementLabels: null,
    // One state per status (and a second permanent one with nothing recorded), alphabetically as the query orders them.
    states: [
      coverageState("AL", "Alabama", "permanent", { effectiveDate: "2021-06-01", citation: "Ala. Code § 36-20-73.1", sourceUrl: null }),
      coverageState("CA", "California", "enacted", { effectiveDate: "2030-01-01", citation: "Cal. Gov. Code § 8231 | SB 696" }),
      coverageState("GA", "Georgia", "none"),
      coverageState("NV", "Nevada", "temporary", { citation: "Emergency directive 011" }),
      coverageState("SC", "South Carolina", "ipen", { requirements: { training: false, trainingHours: null, exam: false, certificate: null, eoAmount: null, bondAmount: null, registration: null, registrationFee: null, note: null } }),
      coverageState("TX", "Texas", "permanent", {
        effectiveDate: "2018-07-01",
        citation: "Tex. Gov't Code ch. 406, subch. C",
        requirements: { training: true, trainingHours: 3, exam: true, certificate: true, eoAmount: 25000, bondAmount: 10000, registration: true, registrationFee: 50, note: "The bond is the commission bond." },
      }),
    ],
  },
  notaryQueue: {
    _key: "q",
    _type: "notaryQueue",
    ...section(null, "Your queue"),
    highlights: ["Signers arrive verified"],
    cardTitle: "Today's queue",
    caption: "Sample data",
    items: [
      { _key: "a", id: "RON-1", time: "9:00 AM", name: "Taylor Doe", type: "Affidavit", status: "Identity verified", tone: "info" },
      { _key: "b", id: "RON-2", time: "9:30 AM", name: "Jamie Doe", type: "Power of attorney", status: "KBA pending", tone: "warning" },
      { _key: "c", id: "RON-3", time: "10:15 AM", name: "Alex Sample", type: "Title transfer", status: "Ready", tone: "success" },
    ],
  },
  apiRequestLog: {
    _key: "log",
    _type: "apiRequestLog",
    ...section(null, "Every call"),
    highlights: [],
    cardTitle: "Recent requests",
    caption: null,
    items: [
      { _key: "a", method: "POST", endpoint: "/api/v1/sessions", status: 201, time: "184 ms" },
      { _key: "b", method: "GET", endpoint: "/api/v1/documents/doc_1", status: 404, time: "38 ms" },
      { _key: "c", method: "GET", endpoint: "/api/v1/webhooks", status: 503, time: "12 ms" },
    ],
  },
  longForm: {
    _key: "lf",
    _type: "longForm",
    ...section(null, "Privacy notice"),
    lastUpdated: "2026-11-23",
    lastUpdatedLabel: "Last updated",
    toc: true,
    tocLabel: "On this page",
    body: [
      { _type: "block", _key: "p0", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s0", text: "What this covers.", marks: [] }] },
      { _type: "block", _key: "h1", style: "h2", markDefs: [], children: [{ _type: "span", _key: "s1", text: "What we collect", marks: [] }] },
      { _type: "block", _key: "l1", style: "normal", listItem: "bullet", level: 1, markDefs: [], children: [{ _type: "span", _key: "s2", text: "Your name", marks: ["strong"] }] },
      { _type: "block", _key: "h2", style: "h3", markDefs: [], children: [{ _type: "span", _key: "s3", text: "From notaries", marks: [] }] },
      { _type: "block", _key: "l2", style: "normal", listItem: "number", level: 1, markDefs: [], children: [{ _type: "span", _key: "s4", text: "Commission state", marks: [] }] },
      { _type: "block", _key: "h3", style: "h2", markDefs: [], children: [{ _type: "span", _key: "s5", text: "Your rights", marks: [] }] },
      {
        _type: "block",
        _key: "p1",
        style: "blockquote",
        markDefs: [{ _type: "link", _key: "m1", href: "/early-access" }],
        children: [{ _type: "span", _key: "s6", text: "Write to us", marks: ["m1"] }],
      },
    ],
  },
  codeSample: {
    _key: "cs",
    _type: "codeSample",
    ...section("endpoints", "Endpoints"),
    requestLabel: "Request",
    responseLabel: "Response",
    note: "Illustrative.",
    samples: [
      { _key: "a", method: "POST", endpoint: "/api/v1/sessions", summary: "Create a session.", request: codeSampleRequest, response: '{"session_id": "ses_1"}' },
      { _key: "b", method: "GET", endpoint: "/api/v1/webhooks", summary: null, request: null, response: '{"data": []}' },
    ],
  },
  faq: {
    _key: "f",
    _type: "faq",
    ...section("faq", "Questions"),
    items: [
      { _key: "a", question: "Is it binding?", answer: richText("Yes.", "Under ESIGN and UETA.") },
      { _key: "b", question: "Does it replace RON?", answer: richText("No.") },
    ],
  },
  pricing: {
    _key: "p",
    _type: "pricing",
    ...section("pricing", "Simple pricing"),
    planName: "Pay as you go",
    pricePrefix: "Starting at",
    price: "$25",
    priceUnit: "per document",
    note: null,
    features: ["No setup fee", "No monthly charge"],
    cta: { _key: null, label: "Start", action: "modal", href: null, anchor: null, modal: "earlyAccess", style: "primary" },
  },
  callToAction: {
    _key: "cta",
    _type: "callToAction",
    anchor: "get-started",
    eyebrow: "Get started",
    heading: "Run your next closing remotely",
    intro: "Join early access.",
    ctas: [
      { _key: "a", label: "Request a demo", action: "modal", href: null, anchor: null, modal: "demo", style: "primary" },
      { _key: "b", label: "Get Early Access", action: "link", href: "/early-access", anchor: null, modal: null, style: "secondary" },
    ],
  },
};
