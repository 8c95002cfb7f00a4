import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "@/lib/sanity/bundled";
import { factLines, factValueText, unverifiedSentence } from "@/lib/states/coverage";
import {
  FACT_AMOUNTS,
  FACT_KEYS,
  FACT_VALUES,
  factOf,
  factProblem,
  isDay,
  isHttpsUrl,
  isKnown,
  knownFact,
  knownFacts,
  unknownFactKeys,
  type SourcedFact,
  type StateFacts,
} from "@/lib/states/facts";
import { CONTENT_DIR } from "../support/dataset";

const complete: SourcedFact = {
  value: "yes",
  amount: 25000,
  citation: "Fla. Stat. § 117.225(6)",
  sourceUrl: "https://flsenate.gov/Laws/Statutes/2022/117.225",
  checked: "2026-11-27",
};

describe("isKnown: a fact is shown only with its value, citation, https source and check date", () => {
  it("knows a complete fact", () => {
    expect(isKnown(complete)).toBe(true);
  });

  it.each([
    ["no value", { value: undefined }],
    ["an empty value", { value: "  " }],
    ["no citation", { citation: null }],
    ["a blank citation", { citation: " " }],
    ["no source", { sourceUrl: undefined }],
    ["an http source", { sourceUrl: "http://flsenate.gov/Laws/Statutes/2022/117.225" }],
    ["a source that is not an address", { sourceUrl: "Florida Statutes" }],
    ["no check date", { checked: null }],
    ["a check date that is not a day", { checked: "November 27, 2026" }],
    ["a check date that does not exist", { checked: "2026-13-45" }],
  ] as [string, Partial<SourcedFact>][])("does not know a fact with %s", (_, change) => {
    expect(isKnown({ ...complete, ...change })).toBe(false);
  });

  it("knows nothing of nothing", () => {
    expect(isKnown(null)).toBe(false);
    expect(isKnown(undefined)).toBe(false);
    expect(isKnown({})).toBe(false);
  });

  it("checks addresses and days strictly", () => {
    expect(isHttpsUrl("https://example.gov/a?b=c")).toBe(true);
    expect(isHttpsUrl("ftp://example.gov/")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-2-28")).toBe(false);
  });
});

describe("knownFact and knownFacts", () => {
  it("keeps a value only from the fact's own list", () => {
    expect(knownFact("bond", complete)?.value).toBe("yes");
    expect(knownFact("registration", complete)).toBeNull();
    expect(knownFact("registration", { ...complete, value: "separate-commission" })?.value).toBe("separate-commission");
  });

  it("keeps the amount only where it applies: a required bond or E&O insurance, a kept recording", () => {
    expect(knownFact("bond", complete)?.amount).toBe(25000);
    expect(knownFact("bond", { ...complete, value: "no" })?.amount).toBeUndefined();
    expect(knownFact("training", complete)?.amount).toBeUndefined();
    expect(knownFact("recordingRetention", { ...complete, amount: 10 })?.amount).toBe(10);
    expect(Object.keys(FACT_AMOUNTS).sort()).toEqual(["bond", "eoInsurance", "recordingRetention"]);
  });

  it("trims what it keeps and drops empty details", () => {
    const fact = knownFact("training", { ...complete, citation: " § 1 ", detail: " Two hours. ", detailEs: "" });
    expect(fact).toEqual({
      key: "training",
      value: "yes",
      detail: "Two hours.",
      citation: "§ 1",
      sourceUrl: complete.sourceUrl,
      checked: "2026-11-27",
    });
  });

  it("lists a state's known facts in the pages' order, and the rest as not known", () => {
    const facts: StateFacts = {
      signerAbroad: { ...complete, value: "conditions" },
      training: complete,
      bond: { value: "yes", amount: 25000 },
      exam: null,
    };
    expect(knownFacts({ facts }).map((fact) => fact.key)).toEqual(["training", "signerAbroad"]);
    expect(unknownFactKeys({ facts })).toEqual(FACT_KEYS.filter((key) => key !== "training" && key !== "signerAbroad"));
    expect(knownFacts({ facts: null })).toEqual([]);
    expect(knownFacts(null)).toEqual([]);
    expect(unknownFactKeys({})).toEqual([...FACT_KEYS]);
    expect(factOf({ facts }, "training")?.citation).toBe(complete.citation);
    expect(factOf({ facts }, "bond")).toBeNull();
  });

  it("has the contract's vocabularies", () => {
    expect(FACT_VALUES).toEqual({
      training: ["yes", "no"],
      exam: ["yes", "no"],
      bond: ["yes", "no"],
      eoInsurance: ["yes", "no"],
      registration: ["separate-commission", "registration", "none"],
      technologyProviders: ["approved-list", "standards-only"],
      recordingRetention: ["yes"],
      notaryLocation: ["in-state", "in-us"],
      signerLocation: ["anywhere", "in-us", "in-state"],
      signerAbroad: ["yes", "conditions", "no"],
    });
  });
});

describe("factProblem: the Studio's warning", () => {
  it("flags a value without its citation, source link or check date, and nothing else", () => {
    const message = "needs a source: not shown on the site until it has a citation, a source link and a check date";
    expect(factProblem({ value: "yes" })).toBe(message);
    expect(factProblem({ ...complete, sourceUrl: "http://example.gov/" })).toBe(message);
    expect(factProblem(complete)).toBeNull();
    expect(factProblem({ citation: "§ 1" })).toBeNull();
    expect(factProblem(undefined)).toBeNull();
  });
});

describe("a fact in words", () => {
  it("says the value, its amount and its detail in the page's language", () => {
    const bond = knownFact("bond", complete);
    const retention = knownFact("recordingRetention", { ...complete, amount: 10 });
    const location = knownFact("notaryLocation", {
      ...complete,
      value: "in-state",
      detail: "Also a resident.",
      detailEs: "También residente.",
    });
    if (!bond || !retention || !location) throw new Error("fixture");
    expect(factValueText(bond, "Florida", "en")).toBe("Required: $25,000");
    expect(factValueText(bond, "Florida", "es")).toBe("Se exige: $25,000");
    expect(factValueText(retention, "California", "en")).toBe("Must be kept for 10 years");
    expect(factValueText(retention, "California", "es")).toBe("Debe conservarse durante 10 años");
    expect(factValueText(location, "Ohio", "en")).toBe("In Ohio. Also a resident.");
    expect(factValueText(location, "Ohio", "es")).toBe("En Ohio. También residente.");
  });

  it("gives each known fact its label, citation, source and check date", () => {
    expect(factLines({ name: "Florida", facts: { bond: complete, exam: { value: "no" } } }, "en")).toEqual([
      {
        key: "bond",
        label: "Surety bond",
        value: "Required: $25,000",
        citation: complete.citation,
        sourceUrl: complete.sourceUrl,
        checked: "2026-11-27",
      },
    ]);
  });

  it("says once, in one sentence, what is not yet verified", () => {
    const some = {
      name: "Texas",
      facts: Object.fromEntries(FACT_KEYS.slice(3).map((key) => [key, { ...complete, value: FACT_VALUES[key][0] }])),
    };
    expect(unverifiedSentence(some, "en")).toBe(
      "We have not yet verified Texas's training, exam, and bond requirements.",
    );
    expect(unverifiedSentence(some, "es")).toBe(
      "Todavía no hemos verificado los requisitos de Texas sobre capacitación, examen y fianza.",
    );
    expect(unverifiedSentence({ name: "Georgia", facts: null }, "en")).toBe(
      "We have not yet verified Georgia's requirements for notaries and signers.",
    );
    const all = {
      name: "Ohio",
      facts: Object.fromEntries(FACT_KEYS.map((key) => [key, { ...complete, value: FACT_VALUES[key][0] }])),
    };
    expect(unverifiedSentence(all, "en")).toBeNull();
  });
});

describe("the bundled facts (content/states.ndjson)", async () => {
  const states = parseNdjson(
    await readFile(path.join(CONTENT_DIR, "states.ndjson"), "utf8"),
    "states.ndjson",
  ) as unknown as {
    code: string;
    facts?: Record<string, SourcedFact>;
  }[];

  it("give every fact a page shows a citation, an https source and a check date, and a value from its list", () => {
    let shown = 0;
    for (const state of states) {
      for (const [key, fact] of Object.entries(state.facts ?? {})) {
        const where = `${state.code} ${key}`;
        expect(FACT_KEYS as readonly string[], where).toContain(key);
        // No half-filled fact: a stored fact is a known one (or it would be hidden and flagged).
        expect(isKnown(fact), where).toBe(true);
        expect(knownFact(key as (typeof FACT_KEYS)[number], fact), where).not.toBeNull();
        // The citation names its section (a statute's §, a bill, or a rule's number).
        expect(fact.citation?.trim(), where).toMatch(/§|SB \d+|\d+-\d+/);
        expect(new URL(fact.sourceUrl ?? "").protocol, where).toBe("https:");
        expect(fact.checked, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        shown += 1;
      }
      for (const fact of knownFacts(state)) {
        expect(fact.citation && fact.sourceUrl && fact.checked, `${state.code} ${fact.key}`).toBeTruthy();
      }
    }
    // The facts docs/state-facts.md lists, state by state.
    expect(shown).toBe(63);
  });

  it("have Florida's $25,000 bond and E&O insurance from § 117.225", () => {
    const florida = states.find((state) => state.code === "FL");
    expect(factOf(florida, "bond")).toMatchObject({ value: "yes", amount: 25000, citation: "Fla. Stat. § 117.225(6)" });
    expect(factOf(florida, "eoInsurance")).toMatchObject({
      value: "yes",
      amount: 25000,
      citation: "Fla. Stat. § 117.225(7)",
    });
  });
});
