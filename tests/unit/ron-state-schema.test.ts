import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RON_STATUS_LABELS, RON_STATUSES, ronStatusLabel } from "@/lib/states/status";
import { parseNdjson, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { STATE_CODES, stateName } from "@/lib/signup/states";
import { changedVerifiedFields, lastVerifiedProblem, publishedId } from "@/schemas/documents/ron-state";
import { CONTENT_DIR, readDataset } from "../support/dataset";
import { validationErrors } from "../support/validate";

type State = SanityDocumentLike & Record<string, unknown>;

const texas: State = {
  _id: "ronState-tx",
  _type: "ronState",
  code: "TX",
  name: "Texas",
  status: "permanent",
  effectiveDate: "2018-07-01",
  citation: "Tex. Gov't Code ch. 406, subch. C",
  note: "A note.",
  facts: {
    registration: {
      value: "separate-commission",
      citation: "Tex. Gov't Code § 406.105(a)",
      sourceUrl: "https://codes.findlaw.com/tx/government-code/gov-t-sect-406-105/",
      checked: "2026-11-23",
    },
  },
  sourceUrl: "https://www.sos.state.tx.us/",
  lastVerified: "2026-11-23",
  unverified: false,
};

/** Validates a copy of Texas with `change` applied, alone in a dataset with `others`. */
async function errorsOf(change: Partial<State>, others: State[] = [], level: "error" | "warning" = "error") {
  const document = { ...structuredClone(texas), ...change } as State;
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete document[key];
  return validationErrors(document, others, level);
}

describe("the RON status list", () => {
  it("has the five statuses with their labels, and a label for each", () => {
    expect(RON_STATUSES).toEqual(["permanent", "enacted", "temporary", "ipen", "none"]);
    expect(RON_STATUS_LABELS.enacted).toBe("Law passed, not yet in force");
    expect(ronStatusLabel("ipen")).toBe("In-person electronic only");
    expect(ronStatusLabel("other")).toBe("other");
  });
});

describe("the ronState schema", () => {
  it("accepts a complete state", async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({}, [], "warning")).toEqual([]);
  });

  it("requires a status from the list", async () => {
    expect(await errorsOf({ status: undefined })).toContain("status: Required");
    expect((await errorsOf({ status: "pending" })).some((error) => error.startsWith("status:"))).toBe(true);
  });

  it("requires a Last verified date", async () => {
    expect(await errorsOf({ lastVerified: undefined })).toContain("lastVerified: Required");
  });

  it.each(["permanent", "enacted", "temporary"])("requires a citation when the status is %s", async (status) => {
    expect(await errorsOf({ status, citation: undefined })).toContain(
      `citation: A citation is required when the status is “${ronStatusLabel(status)}”`,
    );
    expect(await errorsOf({ status, citation: "  " })).toContain(
      `citation: A citation is required when the status is “${ronStatusLabel(status)}”`,
    );
  });

  it.each(["ipen", "none"])("needs no citation nor effective date when the status is %s", async (status) => {
    expect(await errorsOf({ status, citation: undefined, effectiveDate: undefined })).toEqual([]);
  });

  it("limits a citation to 200 characters", async () => {
    expect((await errorsOf({ citation: "x".repeat(201) })).some((error) => error.startsWith("citation:"))).toBe(true);
  });

  it.each(["permanent", "enacted"])("requires an effective date when the status is %s", async (status) => {
    expect(await errorsOf({ status, effectiveDate: undefined })).toContain(
      `effectiveDate: An effective date is required when the status is “${ronStatusLabel(status)}”`,
    );
  });

  it("needs no effective date for a temporary authorisation", async () => {
    expect(await errorsOf({ status: "temporary", effectiveDate: undefined })).toEqual([]);
  });

  it("requires a code that is one of the fifty", async () => {
    expect(await errorsOf({ code: undefined })).toContain("code: Required");
    expect((await errorsOf({ code: "DC" })).some((error) => error.startsWith("code:"))).toBe(true);
    expect((await errorsOf({ code: "tx" })).some((error) => error.startsWith("code:"))).toBe(true);
  });

  it("refuses a code another state document already has, but not the document's own published version", async () => {
    const other: State = { ...texas, _id: "ronState-texas-copy" };
    expect(await errorsOf({}, [other])).toContain(
      "code: Another state document (ronState-texas-copy) already has the code TX",
    );
    expect(await errorsOf({ _id: "drafts.ronState-tx" }, [texas])).toEqual([]);
    expect(await errorsOf({ code: "OK", name: "Oklahoma" }, [other])).toEqual([]);
  });

  it("accepts only an https source link", async () => {
    expect(
      (await errorsOf({ sourceUrl: "http://www.sos.state.tx.us/" })).some((error) => error.startsWith("sourceUrl:")),
    ).toBe(true);
  });

  it("refuses negative amounts", async () => {
    expect(
      (await errorsOf({ facts: { eoInsurance: { value: "yes", amount: -1 } } })).some((error) =>
        error.startsWith("facts.eoInsurance.amount:"),
      ),
    ).toBe(true);
  });

  it("accepts only an https source link for a fact", async () => {
    const fact = { value: "yes", citation: "§ 1", sourceUrl: "http://example.gov/law", checked: "2026-11-27" };
    expect(
      (await errorsOf({ facts: { training: fact } })).some((error) => error.startsWith("facts.training.sourceUrl:")),
    ).toBe(true);
  });

  it("warns on a fact with a value but not its citation, source link and check date: it is not shown until it has them", async () => {
    const warning =
      "facts.bond: needs a source: not shown on the site until it has a citation, a source link and a check date";
    expect(await errorsOf({ facts: { bond: { value: "yes", amount: 25000 } } }, [], "warning")).toEqual([warning]);
    expect(
      await errorsOf({ facts: { bond: { value: "yes", citation: "§ 1", checked: "2026-11-27" } } }, [], "warning"),
    ).toEqual([warning]);
    // A warning, not an error: the editor may save a fact while looking for its source.
    expect(await errorsOf({ facts: { bond: { value: "yes" } } })).toEqual([]);
    // An empty fact, or a complete one, is fine.
    expect(await errorsOf({ facts: { bond: { citation: "§ 1" } } }, [], "warning")).toEqual([]);
    expect(
      await errorsOf(
        {
          facts: {
            bond: {
              value: "yes",
              amount: 1,
              citation: "§ 1",
              sourceUrl: "https://example.gov/",
              checked: "2026-11-27",
            },
          },
        },
        [],
        "warning",
      ),
    ).toEqual([]);
  });

  it("warns while the facts are an unverified first draft", async () => {
    expect(await errorsOf({ unverified: true }, [], "warning")).toEqual([
      "unverified: First draft: check these facts against the source, update Last verified, then clear “First draft, not yet verified”.",
    ]);
    expect(await errorsOf({ unverified: true })).toEqual([]);
  });
});

describe("Last verified on every change", () => {
  const draft = (change: Partial<State>) => errorsOf({ _id: "drafts.ronState-tx", ...change }, [texas]);
  const message = (fields: string) =>
    `lastVerified: Update Last verified: you changed ${fields}, so set a date after 2026-11-23, when it was last verified.`;

  it("refuses a changed status with the same Last verified date, or an earlier one", async () => {
    expect(await draft({ status: "temporary" })).toEqual([message("the status")]);
    expect(await draft({ status: "temporary", lastVerified: "2026-01-01" })).toEqual([message("the status")]);
  });

  it("accepts the change with a later date", async () => {
    expect(await draft({ status: "temporary", lastVerified: "2026-11-24" })).toEqual([]);
  });

  it("accepts a draft that changes nothing substantive (a name, the unverified flag)", async () => {
    expect(await draft({})).toEqual([]);
    expect(await draft({ name: "Texas (TX)", unverified: true })).toEqual([]);
  });

  it("names every changed field, facts and source included", async () => {
    const errors = await draft({
      citation: "Tex. Gov't Code § 406.101",
      facts: { ...(texas.facts as object), exam: { value: "no" } },
      sourceUrl: "https://www.sos.texas.gov/",
    });
    expect(errors).toEqual([message("the citation, the facts and the source link")]);
  });

  it("only requires the date for a state never published", async () => {
    expect(await errorsOf({ _id: "drafts.ronState-tx", status: "none" }, [])).toEqual([]);
  });

  it("compares values, not Studio's bookkeeping", () => {
    expect(
      changedVerifiedFields(
        { facts: { _type: "object", training: { value: "yes", detail: "" } } },
        { facts: { training: { value: "yes" } } },
      ),
    ).toEqual([]);
    expect(changedVerifiedFields({ citation: "" }, {})).toEqual([]);
    expect(
      changedVerifiedFields({ facts: { training: { value: "no" } } }, { facts: { training: { value: "yes" } } }),
    ).toEqual(["facts"]);
    expect(changedVerifiedFields({ effectiveDate: "2018-07-01" }, { effectiveDate: "2018-09-01" })).toEqual([
      "effectiveDate",
    ]);
    expect(lastVerifiedProblem("2026-11-23", { status: "none" }, null)).toBe(true);
    expect(lastVerifiedProblem("2026-11-23", { status: "none" }, { status: "permanent" })).toBe(
      "Update Last verified: you changed the status.",
    );
    expect(publishedId("drafts.ronState-tx")).toBe("ronState-tx");
    expect(publishedId("versions.r123.ronState-tx")).toBe("ronState-tx");
  });
});

describe("the bundled state coverage (content/states.ndjson)", async () => {
  const states = parseNdjson(
    await readFile(path.join(CONTENT_DIR, "states.ndjson"), "utf8"),
    "states.ndjson",
  ) as State[];

  /** The states whose law as a whole (status, date in force, citation) was read in the statute (docs/state-facts.md). */
  const CHECKED_LAWS = ["LA"];

  it("has one document per state, each of the fifty once, named as the wizard names it", () => {
    expect(states.map((state) => state.code).sort()).toEqual([...STATE_CODES].sort());
    for (const state of states) {
      expect(state._id).toBe(`ronState-${String(state.code).toLowerCase()}`);
      expect(state._type).toBe("ronState");
      expect(state.name).toBe(stateName(String(state.code)));
    }
  });

  it("says the law as a whole is an unverified first draft except where it was read in the statute, and keeps no unsourced requirement", () => {
    for (const state of states) {
      expect(state.unverified, String(state.code)).toBe(!CHECKED_LAWS.includes(String(state.code)));
      // The old requirements were unsourced first drafts: only sourced facts remain.
      expect(state.requirements, String(state.code)).toBeUndefined();
      // Checked again on the day its facts were: never before any of them.
      const checked = Object.values((state.facts ?? {}) as Record<string, { checked?: string }>).map(
        (fact) => fact.checked ?? "",
      );
      expect(state.lastVerified, String(state.code)).toBe(checked.length > 0 ? "2026-11-27" : "2026-11-23");
      for (const day of checked) expect(day <= String(state.lastVerified), String(state.code)).toBe(true);
      expect(state._createdAt).toBe("2026-11-23T12:00:00.000Z");
      expect(state._updatedAt).toBe("2026-11-23T12:00:00.000Z");
    }
  });

  it("validates every state without errors, with the unverified warning only on a first draft", async () => {
    const dataset = await readDataset();
    for (const state of states) {
      expect(await validationErrors(state, dataset), String(state.code)).toEqual([]);
      expect(await validationErrors(state, dataset, "warning"), String(state.code)).toEqual(
        state.unverified
          ? [
              "unverified: First draft: check these facts against the source, update Last verified, then clear “First draft, not yet verified”.",
            ]
          : [],
      );
    }
  });
});
