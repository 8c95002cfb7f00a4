import { describe, expect, it } from "vitest";
import { toCheckerDocuments, toCheckerStates } from "@/lib/checker/normalize";
import { ABROAD, checkDocument, knownFact, OUTSIDE_US, sourceOf } from "@/lib/checker/rules";
import type { CheckerDocument, CheckerResult } from "@/lib/checker/types";
import type { Lang } from "@/lib/routing/languages";
import { statusLabel, uiText } from "@/lib/text/ui-text";
import { FIXTURE_DOCUMENTS, FIXTURE_STATES } from "./fixture";

const documents = { en: toCheckerDocuments(FIXTURE_DOCUMENTS.en), es: toCheckerDocuments(FIXTURE_DOCUMENTS.es) };
const states = toCheckerStates(FIXTURE_STATES);

const doc = (lang: Lang, slug: string) => documents[lang].find((each) => each.slug === slug) as CheckerDocument;

function check(signer: string, use: string, { lang = "en", slug }: { lang?: Lang; slug?: string } = {}): CheckerResult {
  const text = uiText(lang);
  return checkDocument({
    document: doc(lang, slug ?? (lang === "en" ? "power-of-attorney" : "poder-legal")),
    signer,
    use,
    states,
    lang,
    words: text.checker,
    locale: text.locale,
    statusLabels: Object.fromEntries(
      ["permanent", "enacted", "temporary", "ipen", "none"].map((status) => [status, statusLabel(lang, status)]),
    ),
  });
}

const r = uiText("en").checker.reasons;
const texts = (result: CheckerResult) => result.reasons.map((reason) => reason.text);

describe("the fixture through normalize", () => {
  it("keeps the documents in shape and drops the rest", () => {
    expect(documents.en.map((each) => each.slug)).toEqual(["power-of-attorney", "form-i-9"]);
    expect(doc("en", "power-of-attorney").exceptions.map((each) => each._key)).toEqual([
      "ny-use",
      "tx-signer",
      "oh-either",
    ]);
    expect(doc("en", "power-of-attorney").exceptions[1]?.states).toEqual(["TX"]);
    expect(doc("en", "power-of-attorney").prepare).toEqual(["A government photo ID", "The unsigned document as a PDF"]);
    expect(doc("en", "form-i-9").exceptions).toEqual([]);
  });
  it("keeps the states with a code and a known status", () => {
    expect([...states.keys()].sort()).toEqual(["CA", "FL", "GA", "NV", "NY", "OH", "SC", "TX", "XX"].sort());
  });
});

describe("sources and facts", () => {
  it("is a source only with a citation, an https address and a date", () => {
    expect(sourceOf({ citation: "A § 1", sourceUrl: "https://a.test/", checked: "2026-01-02" })).toEqual({
      citation: "A § 1",
      url: "https://a.test/",
      checked: "2026-01-02",
    });
    expect(sourceOf({ citation: "A § 1", sourceUrl: "http://a.test/", checked: "2026-01-02" })).toBeUndefined();
    expect(sourceOf({ citation: "A § 1", sourceUrl: "https://a.test/", checked: "2 Jan" })).toBeUndefined();
    expect(sourceOf({ citation: " ", sourceUrl: "https://a.test/", checked: "2026-01-02" })).toBeUndefined();
  });
  it("knows a fact only with its value and its whole source", () => {
    expect(knownFact({ value: "yes", citation: "A", sourceUrl: "https://a.test", checked: "2026-01-01" })?.value).toBe(
      "yes",
    );
    expect(knownFact({ value: "yes", citation: "A" })).toBeNull();
    expect(knownFact({ citation: "A", sourceUrl: "https://a.test", checked: "2026-01-01" })).toBeNull();
    expect(knownFact(null)).toBeNull();
  });
});

describe("each answer", () => {
  it("yes: signed and used in a state whose law is in force", () => {
    const result = check("FL", "FL");
    expect(result.answer).toBe("yes");
    expect(texts(result)).toEqual([
      "A power of attorney can usually be notarized online.",
      "Florida authorizes remote online notarization by a permanent law, in force since January 1, 2020.",
    ]);
    expect(result.reasons.every((reason) => reason.source)).toBe(true);
    expect(result.prepare).toEqual(["A government photo ID", "The unsigned document as a PDF"]);
    expect(result.next).toEqual({ role: "client", state: "FL" });
  });
  it("yes: a signer in another state when the notary's state allows a signer anywhere in the U.S.", () => {
    const result = check("CA", "FL");
    expect(result.answer).toBe("yes");
    expect(result.reasons.at(-1)).toMatchObject({
      text: r.signerInUs.replace("{state}", "Florida"),
      source: { citation: "Fact in-us" },
    });
  });
  it("conditions: used in a state without remote notarization (recognition, with no statute cited)", () => {
    const result = check("FL", "GA");
    expect(result.answer).toBe("conditions");
    expect(result.reasons[1]).toMatchObject({ text: "Georgia: Not authorized.", source: { citation: r.stateSource } });
    expect(result.reasons[2]).toEqual({ text: r.recognition });
  });
  it("conditions: a law passed but not in force, with its citation", () => {
    const result = check("FL", "CA");
    expect(result.answer).toBe("conditions");
    expect(result.reasons[1]?.source?.citation).toBe("Cal. Test § 8231");
  });
  it("conditions: the notary's state allows only a signer in the state", () => {
    const result = check("FL", "NV");
    expect(result.answer).toBe("conditions");
    expect(result.reasons.at(-1)).toMatchObject({
      text: r.signerInState.replaceAll("{state}", "Nevada"),
      source: { citation: "Fact in-state" },
    });
  });
  it("check: a signer outside the U.S. where that rule is not verified", () => {
    const result = check(OUTSIDE_US, "NY");
    expect(result.answer).toBe("no"); // New York's own exception is sourced: it wins.
    const unverified = check(OUTSIDE_US, "GA");
    expect(unverified.answer).toBe("check");
    expect(unverified.reasons.at(-1)).toEqual({
      text: r.notVerified.replace("{topic}", r.topicSignerAbroad.replace("{state}", "Georgia")),
    });
    expect(unverified.next).toEqual({ role: "client", state: "GA" });
  });
  it("check: a fact without its source never says yes", () => {
    const result = check("NV", "TX"); // Texas's signerLocation has a citation but no address or date.
    expect(result.answer).toBe("check");
    expect(result.reasons.at(-1)).toEqual({
      text: r.notVerified.replace("{topic}", r.topicSignerLocation.replace("{state}", "Texas")),
    });
  });
  it("check: a law without its source, and a state with no document", () => {
    const ohio = check("FL", "OH");
    expect(ohio.answer).toBe("check"); // its unsourced exception only checks, and its law has no address
    expect(texts(ohio)).toContain(r.notVerified.replace("{topic}", r.topicStatus.replace("{state}", "Ohio")));
    expect(check("FL", "OH", { slug: "form-i-9" }).answer).toBe("not-needed");
    const noDocument = check("FL", "WY");
    expect(noDocument.answer).toBe("check");
  });
  it("check: an exception without its source cannot say no", () => {
    const result = check("OH", "FL");
    expect(result.answer).toBe("check");
    expect(result.reasons[1]).toEqual({ text: "An unsourced exception." });
  });
  it("check: the signer's-state exception", () => {
    const result = check("TX", "TX");
    expect(result.answer).toBe("check");
    expect(result.reasons[1]).toMatchObject({
      text: "A Texas signer needs a witness.",
      source: { citation: "Test Code § 4" },
    });
  });
  it("no: the use state's exception, most restrictive wins", () => {
    const result = check("FL", "NY");
    expect(result.answer).toBe("no");
    expect(result.reasons[1]).toMatchObject({
      text: "New York's recorder refuses one notarized online.",
      source: { citation: "Test Code § 3" },
    });
  });
  it("not needed: Form I-9, with its reason alone", () => {
    const result = check("FL", "FL", { slug: "form-i-9" });
    expect(result).toEqual({
      answer: "not-needed",
      reasons: [{ text: "Form I-9 is not notarized: an employer's representative completes it." }],
      prepare: [],
      next: { role: "client", state: "FL" },
    });
  });
});

describe("abroad", () => {
  it("used in another country: the document's abroad rule and the apostille", () => {
    const result = check("FL", ABROAD);
    expect(result.answer).toBe("conditions");
    expect(result.reasons.slice(1)).toEqual([
      {
        text: "Abroad it needs an apostille.",
        source: { citation: "Test Code § 2", url: expect.stringMatching(/^https:/), checked: "2026-11-20" },
      },
      { text: r.apostille },
    ]);
  });
  it("used abroad with no abroad rule: check", () => {
    const result = check("FL", ABROAD, { lang: "es" });
    expect(result.answer).toBe("check");
  });
  it("signed and used abroad: check, no state to preselect", () => {
    const result = check(OUTSIDE_US, ABROAD);
    expect(result.answer).toBe("check");
    expect(texts(result)).toContain(r.abroadBoth);
    expect(result.next).toEqual({ role: "client", state: null });
  });
  it("a signer abroad: the notary's state's rule, yes / conditions (details in the language) / no → check", () => {
    expect(check(OUTSIDE_US, "FL").answer).toBe("yes");
    const texas = check(OUTSIDE_US, "TX", { lang: "es" });
    expect(texas.answer).toBe("conditions");
    expect(texas.reasons.at(-1)?.text).toContain("El documento trata de un asunto en EE. UU.");
    expect(texas.reasons.at(-1)?.source?.citation).toBe("Fact conditions");
    const nevada = check(OUTSIDE_US, "NV");
    expect(nevada.answer).toBe("check");
    expect(nevada.reasons.at(-1)?.source?.citation).toBe("Fact no");
  });
});

describe("every reason that states the law shows its source", () => {
  const general = new Set(
    Object.values(uiText("en").checker.reasons).concat(Object.values(uiText("es").checker.reasons)),
  );
  const places = ["FL", "TX", "NV", "NY", "GA", "CA", "OH", "SC", "WY", OUTSIDE_US];
  const uses = ["FL", "TX", "NV", "NY", "GA", "CA", "OH", "SC", "WY", ABROAD];
  for (const lang of ["en", "es"] as const) {
    it(`in ${lang}: a reason without a source is the document's own unsourced text, a general statement or "not yet verified"`, () => {
      const words = uiText(lang).checker.reasons;
      const notVerifiedEnd = words.notVerified.split("{topic}")[1] as string;
      for (const document of documents[lang])
        for (const signer of places)
          for (const use of uses) {
            const result = check(signer, use, { lang, slug: document.slug });
            expect(["yes", "conditions", "check", "no", "not-needed"]).toContain(result.answer);
            for (const reason of result.reasons) {
              if (reason.source) {
                expect(reason.source.url).toMatch(/^https:\/\//);
                expect(reason.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
                expect(reason.source.citation.trim()).not.toBe("");
                continue;
              }
              const unsourcedOwn = [document.online, document.abroad, ...document.exceptions].some(
                (rule) => rule && rule.reason === reason.text && !sourceOf(rule),
              );
              const ok = unsourcedOwn || general.has(reason.text) || reason.text.endsWith(notVerifiedEnd);
              expect(ok, `${lang} ${document.slug} ${signer}→${use}: "${reason.text}"`).toBe(true);
            }
          }
    });
  }
});
