/**
 * A small checker dataset for the unit tests only (never content/): two documents per language as
 * the documents query returns them, and a few states as the states query does. The laws, addresses
 * and dates are made up (`.test` addresses); what matters is which parts are there.
 */
const source = (citation: string) => ({
  citation,
  sourceUrl: `https://law.example.test/${encodeURIComponent(citation)}`,
  checked: "2026-11-20",
});

export const FIXTURE_DOCUMENTS = {
  en: [
    {
      _id: "document-power-of-attorney",
      title: "Power of attorney",
      slug: "power-of-attorney",
      language: "en",
      online: {
        answer: "yes",
        reason: "A power of attorney can usually be notarized online.",
        ...source("Test Code § 1"),
      },
      abroad: { answer: "conditions", reason: "Abroad it needs an apostille.", ...source("Test Code § 2") },
      exceptions: [
        {
          _key: "ny-use",
          states: ["NY"],
          appliesTo: "use",
          answer: "no",
          reason: "New York's recorder refuses one notarized online.",
          ...source("Test Code § 3"),
        },
        {
          _key: "tx-signer",
          states: ["tx"],
          appliesTo: "signer",
          answer: "check",
          reason: "A Texas signer needs a witness.",
          ...source("Test Code § 4"),
        },
        { _key: "oh-either", states: ["OH"], appliesTo: "either", answer: "no", reason: "An unsourced exception." },
        { _key: "broken", states: [], appliesTo: "use", answer: "no", reason: "Names no state: left out." },
      ],
      prepare: ["A government photo ID", "The unsigned document as a PDF", ""],
      translations: [
        { language: "en", slug: "power-of-attorney" },
        { language: "es", slug: "poder-legal" },
      ],
    },
    {
      _id: "document-form-i-9",
      title: "Form I-9",
      slug: "form-i-9",
      language: "en",
      online: { answer: "not-needed", reason: "Form I-9 is not notarized: an employer's representative completes it." },
      abroad: null,
      exceptions: null,
      prepare: null,
      translations: [{ language: "es", slug: "formulario-i-9" }],
    },
    { _id: "document-broken", title: "No usual answer", slug: "broken", online: null },
  ],
  es: [
    {
      _id: "document-power-of-attorney-es",
      title: "Poder legal",
      slug: "poder-legal",
      language: "es",
      online: { answer: "yes", reason: "Un poder legal suele poder notarizarse en línea.", ...source("Test Code § 1") },
      abroad: null,
      exceptions: [
        {
          _key: "ny-use",
          states: ["NY"],
          appliesTo: "use",
          answer: "no",
          reason: "El registro de Nueva York lo rechaza.",
          ...source("Test Code § 3"),
        },
      ],
      prepare: ["Un documento de identidad con foto"],
      translations: [{ language: "en", slug: "power-of-attorney" }],
    },
    {
      _id: "document-form-i-9-es",
      title: "Formulario I-9",
      slug: "formulario-i-9",
      language: "es",
      online: { answer: "not-needed", reason: "El formulario I-9 no se notariza." },
      prepare: [],
      translations: [{ language: "en", slug: "form-i-9" }],
    },
  ],
};

const law = (citation: string) => ({
  citation,
  sourceUrl: `https://state.example.test/${encodeURIComponent(citation)}`,
  lastVerified: "2026-11-21",
});
const fact = (value: string, extra: Record<string, string> = {}) => ({ value, ...source(`Fact ${value}`), ...extra });

export const FIXTURE_STATES = [
  {
    code: "FL",
    name: "Florida",
    status: "permanent",
    effectiveDate: "2020-01-01",
    ...law("Fla. Test § 117"),
    facts: { signerLocation: fact("in-us"), signerAbroad: fact("yes"), notaryLocation: fact("in-state") },
  },
  {
    code: "TX",
    name: "Texas",
    status: "permanent",
    effectiveDate: "2018-07-01",
    ...law("Tex. Test § 406"),
    facts: {
      signerLocation: { value: "anywhere", citation: "Tex. Test § 406.1" },
      signerAbroad: fact("conditions", {
        detail: "The document concerns a matter in the U.S.",
        detailEs: "El documento trata de un asunto en EE. UU.",
      }),
    },
  },
  {
    code: "NV",
    name: "Nevada",
    status: "permanent",
    ...law("Nev. Test § 240"),
    facts: { signerLocation: fact("in-state"), signerAbroad: fact("no") },
  },
  { code: "NY", name: "New York", status: "permanent", ...law("N.Y. Test § 135"), facts: null },
  {
    code: "GA",
    name: "Georgia",
    status: "none",
    sourceUrl: "https://state.example.test/ga",
    lastVerified: "2026-11-21",
  },
  { code: "CA", name: "California", status: "enacted", effectiveDate: "2030-01-01", ...law("Cal. Test § 8231") },
  {
    code: "OH",
    name: "Ohio",
    status: "permanent",
    citation: "Ohio Test § 147",
    sourceUrl: null,
    lastVerified: "2026-11-21",
  },
  { code: "SC", name: "Carolina del Sur", status: "ipen" },
  { code: "XX", name: "Not a state", status: "permanent" },
  { code: "AZ", name: "Arizona", status: "bogus" },
];
