import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

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
  requirements: {
    training: null,
    trainingHours: null,
    exam: null,
    certificate: null,
    eoAmount: null,
    bondAmount: null,
    registration: null,
    registrationFee: null,
    note: null,
  },
  sourceUrl: "https://www.example.gov/notary",
  lastVerified: "2026-11-23",
  unverified: true,
  ...extra,
});

export const fixture: BlockOf<"stateCoverage"> = {
  _key: "sc",
  _type: "stateCoverage",
  ...section("states", "Where you can notarize remotely"),
  summary: "Remote online notarization is authorized in {count} states.",
  tableCaption: "RON by state",
  sourceLinkText: "Source",
  note: "A first draft.",
  filter: null,
  columns: {
    state: "State",
    status: "Status",
    effectiveDate: "Effective",
    citation: "Law",
    requirements: "Requirements",
    source: null,
    lastVerified: "Checked",
  },
  requirementLabels: null,
  // Site settings give no label: the dictionary's (lib/text/ui-text.ts) are shown.
  statusLabels: null,
  // One state per status (and a second permanent one with nothing recorded), alphabetically as the query orders them.
  states: [
    coverageState("AL", "Alabama", "permanent", {
      effectiveDate: "2021-06-01",
      citation: "Ala. Code § 36-20-73.1",
      sourceUrl: null,
    }),
    coverageState("CA", "California", "enacted", {
      effectiveDate: "2030-01-01",
      citation: "Cal. Gov. Code § 8231 | SB 696",
    }),
    coverageState("GA", "Georgia", "none"),
    coverageState("NV", "Nevada", "temporary", { citation: "Emergency directive 011" }),
    coverageState("SC", "South Carolina", "ipen", {
      requirements: {
        training: false,
        trainingHours: null,
        exam: false,
        certificate: null,
        eoAmount: null,
        bondAmount: null,
        registration: null,
        registrationFee: null,
        note: null,
      },
    }),
    coverageState("TX", "Texas", "permanent", {
      effectiveDate: "2018-07-01",
      citation: "Tex. Gov't Code ch. 406, subch. C",
      requirements: {
        training: true,
        trainingHours: 3,
        exam: true,
        certificate: true,
        eoAmount: 25000,
        bondAmount: 10000,
        registration: true,
        registrationFee: 50,
        note: "The bond is the commission bond.",
      },
    }),
  ],
};
