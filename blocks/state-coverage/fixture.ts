import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

/** A state row of the coverage block: no date or law unless given. */
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
  ...extra,
});

export const fixture: BlockOf<"stateCoverage"> = {
  _key: "sc",
  _type: "stateCoverage",
  ...section("states", "Where you can notarize remotely"),
  summary: "Remote online notarization is authorized in {count} states.",
  tableCaption: "RON by state",
  note: "A first draft.",
  filter: null,
  columns: {
    state: "State",
    status: "Status",
    effectiveDate: "Effective",
    citation: "Law",
  },
  // Site settings give no label: the dictionary's (lib/text/ui-text.ts) are shown.
  statusLabels: null,
  // One state per status (and a second permanent one), alphabetically as the query orders them.
  states: [
    coverageState("AL", "Alabama", "permanent", {
      effectiveDate: "2021-06-01",
      citation: "Ala. Code § 36-20-73.1",
    }),
    coverageState("CA", "California", "enacted", {
      effectiveDate: "2030-01-01",
      citation: "Cal. Gov. Code § 8231 | SB 696",
    }),
    coverageState("GA", "Georgia", "none"),
    coverageState("NV", "Nevada", "temporary", { citation: "Emergency directive 011" }),
    coverageState("SC", "South Carolina", "ipen"),
    coverageState("TX", "Texas", "permanent", {
      effectiveDate: "2018-07-01",
      citation: "Tex. Gov't Code ch. 406, subch. C",
    }),
  ],
};
