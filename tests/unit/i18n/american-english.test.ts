import { describe, expect, it } from "vitest";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { DEFAULT_SIGNUP_COPY } from "@/lib/signup/copy";
import { SIGNUP_TEXT } from "@/lib/signup/messages";
import { UI_TEXT } from "@/lib/text/ui-text";
import { readDatasetSync } from "../../support/dataset";
import type { LocatedString } from "../../support/spanish";

/*
 * The site's visitors read American English: no British spelling in any English string of the
 * bundled dataset, nor in the English texts the code writes itself (lib/text/ui-text.ts, the signup's
 * catalogue and default copy). Each hit is named by its document and path, like the banned-words
 * test of the Spanish site (tests/unit/i18n/banned-words.test.ts).
 */

/** British spellings and their American forms' stems: -ise/-yse verbs, -our, -re, -ce nouns, doubled l, and a few words. */
const BRITISH = new RegExp(
  [
    // authorise, organised, recognising, authorisation (never: promise, exercise, advertise, surprise…)
    String.raw`\b(?:author|organ|recogn|real|apolog|summar|priorit|custom|optim|minim|maxim|util|emphas|standard|final|special|categor|critic|memor|visual|character|normal|capital|legal|modern|personal|familiar|harmon|jeopard|monopol|notar|digit|initial|legitim|synchron|central|local|sanit|penal|subsid|stabil|symbol|anonym|amort|itemi?)is(?:e|ed|es|er|ers|ing|ation|ations)\b`,
    String.raw`\b(?:anal|paral|catal)ys(?:e|ed|es|ing)\b`,
    String.raw`\b(?:col|fav|behavi|hon|lab|neighb|flav|hum|rum|harb|vap|endeav|sav|arb)our(?:s|ed|ing|ite|ites|able|ful|hood|er)?\b`,
    String.raw`\b(?:cent|met|lit|theat|fib|calib|somb|spect|lust)re(?:s|d)?\b`,
    String.raw`\b(?:licen|defen|offen|preten)ces?\b`,
    String.raw`\b(?:cancel|travel|label|model|fuel|signal|counsel|level|channel|dial|marshal|tunnel|enrol|fulfil)l(?:ed|ing|er|ers|or|ors)\b`,
    String.raw`\b(?:enrolment|enrolments|fulfilment|instalment|instalments|acknowledgement|acknowledgements|judgement|programme|programmes|cheque|cheques|tyre|tyres|aluminium|whilst|amongst|learnt|spelt|enrol|enrols|fulfil|fulfils|artefact|artefacts|ageing|storey|storeys)\b`,
  ].join("|"),
  "gi",
);

/** The British spellings a text holds (empty when none). */
const britishSpellingsIn = (text: string): string[] => [...text.matchAll(BRITISH)].map((match) => match[0]);

/** Fields that hold no prose: ids, types, keys, languages, portable text's structure, addresses. */
const NOT_TEXT = new Set(["es", "language", "style", "listItem", "marks", "href", "sourceUrl", "url"]);

const segment = (parent: string, field: string) => (parent ? `${parent}.${field}` : field);
const element = (parent: string, item: unknown, index: number) =>
  `${parent}[${item && typeof item === "object" && typeof (item as { _key?: unknown })._key === "string" ? `_key=="${(item as { _key: string })._key}"` : index}]`;

/** Every English string of a value: all its strings but those under a field named `es` (a language object's or a state's Spanish) or holding no prose. */
function englishStringsIn(value: unknown, id: string, path = ""): LocatedString[] {
  if (typeof value === "string") return [{ id, path, value }];
  if (typeof value === "function")
    return englishStringsIn((value as (...args: number[]) => unknown)(2, 2), id, `${path}()`);
  if (Array.isArray(value))
    return value.flatMap((item, index) => englishStringsIn(item, id, element(path, item, index)));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([field, child]) =>
      field.startsWith("_") || NOT_TEXT.has(field) ? [] : englishStringsIn(child, id, segment(path, field)),
    );
  return [];
}

/** Every English string of a dataset: each document not in Spanish, without its Spanish fields. */
function englishStrings(dataset: SanityDocumentLike[]): LocatedString[] {
  return dataset
    .filter((document) => document.language !== "es")
    .flatMap((document) => englishStringsIn(document, document._id));
}

/** "<document> <path>: <British spellings> in "<text>"" for each string holding one. */
const offences = (list: LocatedString[]) =>
  list.flatMap(({ id, path, value }) => {
    const words = britishSpellingsIn(value);
    return words.length > 0
      ? [
          `${id} ${path}: ${[...new Set(words)].join(", ")} in ${JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value)}`,
        ]
      : [];
  });

describe("British spellings", () => {
  it.each([
    ["Not authorised", ["authorised"]],
    ["{state} authorises remote online notarization", ["authorises"]],
    ["does not authorise it", ["authorise"]],
    ["Organise your documents", ["Organise"]],
    ["a recognised ID", ["recognised"]],
    ["its colour and behaviour", ["colour", "behaviour"]],
    ["the centre of the page", ["centre"]],
    ["a driving licence", ["licence"]],
    ["a cancelled session, travelling notaries", ["cancelled", "travelling"]],
    ["an instalment", ["instalment"]],
    ["the notarised deed", ["notarised"]],
    ["we analyse it", ["analyse"]],
  ])("are found in %j", (text, words) => {
    expect(britishSpellingsIn(text)).toEqual(words);
  });

  it.each([
    "Not authorized",
    "a promise, an exercise, an enterprise, a surprise; advertise, advise, revise, supervise, comprise",
    "the license, licensed notaries, the center, the color, a favorite, behavior",
    "a canceled session, a cancellation, traveling, the hour, your tour, four",
    "notarize, notarization, organization, recognized, customer, finalist",
    "Ley permanente en vigor",
  ])("leave %j alone", (text) => {
    expect(britishSpellingsIn(text)).toEqual([]);
  });

  it("are reported with the document and the path of the string, English only", () => {
    const broken = [
      {
        _id: "page-x",
        _type: "page",
        language: "en",
        blocks: [{ _key: "b1", _type: "hero", headline: "Get authorised" }],
      },
      {
        _id: "page-x-es",
        _type: "page",
        language: "es",
        blocks: [{ _key: "b1", _type: "hero", headline: "Get authorised" }],
      },
      {
        _id: "siteSettings",
        _type: "siteSettings",
        statusLabels: { none: { _type: "localeString", en: "Not authorised", es: "No autorizada" } },
      },
      {
        _id: "ronState-xx",
        _type: "ronState",
        name: "Xx",
        requirements: { note: "Licence needed." },
        es: { name: "Xx", note: "authorised" },
      },
    ];
    expect(offences(englishStrings(broken))).toEqual([
      'page-x blocks[_key=="b1"].headline: authorised in "Get authorised"',
      'siteSettings statusLabels.none.en: authorised in "Not authorised"',
      'ronState-xx requirements.note: Licence in "Licence needed."',
    ]);
  });
});

describe("every English string", () => {
  const dataset = readDatasetSync();
  const strings = englishStrings(dataset);

  it("of the bundled dataset is read: every English document, site settings' English, every state's English and its page text", () => {
    const ids = new Set(strings.map((string) => string.id));
    for (const document of dataset.filter((item) => item.language !== "es" && item._type !== "translation.metadata"))
      expect(ids, document._id).toContain(document._id);
    expect(strings).toContainEqual({ id: "siteSettings", path: "solutionsLabel.en", value: "Solutions" });
    expect(strings.some((string) => string.id === "ronState-tx" && string.path.startsWith("body["))).toBe(true);
    expect(strings.some((string) => string.id === "ronState-tx" && string.path.startsWith("faq["))).toBe(true);
    expect(strings.filter((string) => string.path.split(".").includes("es"))).toEqual([]);
  });

  it("of the bundled dataset is American English", () => {
    expect(offences(strings)).toEqual([]);
  });

  it("the code writes is American English (lib/text/ui-text.ts, the signup's catalogue and default copy)", () => {
    expect(offences(englishStringsIn(UI_TEXT.en, "UI_TEXT.en"))).toEqual([]);
    expect(offences(englishStringsIn(SIGNUP_TEXT.en, "SIGNUP_TEXT.en"))).toEqual([]);
    expect(offences(englishStringsIn(DEFAULT_SIGNUP_COPY, "DEFAULT_SIGNUP_COPY"))).toEqual([]);
  });
});
