import { describe, expect, it } from "vitest";
import { UI_TEXT } from "@/lib/text/ui-text";
import { readDatasetSync } from "../../support/dataset";
import { bannedWordsIn, spanishStrings, stringsIn, type LocatedString } from "../../support/spanish";

/*
 * A US notary public is not a "notario público": no Spanish text of the site may use notario,
 * notaria, notarios, notarias (nor notarial), in text, slugs or ids (tests/support/spanish.ts has
 * the rule and its statutes). This reads every Spanish string of the bundled dataset.
 */

const dataset = readDatasetSync();
const strings = spanishStrings(dataset);

/** "<document> <path>: <banned words> in "<text>"" for each string holding a banned word. */
const offences = (list: LocatedString[]) =>
  list.flatMap(({ id, path, value }) => {
    const words = bannedWordsIn(value);
    return words.length > 0
      ? [
          `${id} ${path}: ${[...new Set(words)].join(", ")} in ${JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value)}`,
        ]
      : [];
  });

describe("the banned words", () => {
  it.each([
    ["el notario", ["notario"]],
    ["Notarios públicos", ["Notarios"]],
    ["una notaría", ["notaria"]],
    ["NOTARIAS", ["NOTARIAS"]],
    ["un poder notarial", ["notarial"]],
    ["actos notariales", ["notariales"]],
    ["notario público", ["notario"]],
    // Decomposed accents (NFD) are caught too.
    ["la notari\u0301a", ["notaria"]],
  ])("are found in %j", (text, words) => {
    expect(bannedWordsIn(text)).toEqual(words);
  });

  it.each([
    "un notary public",
    "los notary public",
    "notarizar",
    "la notarización",
    "documentos notarizados",
    "Notaries",
    "notary-public",
  ])("leave %j alone (the English term and the allowed Spanish verbs)", (text) => {
    expect(bannedWordsIn(text)).toEqual([]);
  });

  it("are reported with the document and the path of the string", () => {
    const broken = [
      {
        _id: "page-x-es",
        _type: "page",
        language: "es",
        slug: { _type: "slug", current: "notarios" },
        blocks: [{ _key: "b1", heading: "Un notario público" }],
      },
      {
        _id: "siteSettings",
        _type: "siteSettings",
        footerTagline: { _type: "localeText", en: "A notary public", es: "Notaría en línea" },
      },
      {
        _id: "ronState-xx",
        _type: "ronState",
        name: "Notarial",
        es: { name: "Xx", note: "Consulte a un notario." },
        facts: {
          exam: { value: "yes", detailEs: "Ante un notario.", sourceUrl: "https://example.com/notarial-acts" },
        },
      },
    ];
    expect(offences(spanishStrings(broken))).toEqual([
      'page-x-es slug.current: notarios in "notarios"',
      'page-x-es blocks[_key=="b1"].heading: notario in "Un notario público"',
      'siteSettings footerTagline.es: Notaria in "Notaría en línea"',
      'ronState-xx es.note: notario in "Consulte a un notario."',
      'ronState-xx facts.exam.detailEs: notario in "Ante un notario."',
    ]);
  });
});

describe("every Spanish string of the bundled dataset", () => {
  it("is read: every Spanish document whole, every language object's Spanish in site settings, every state's Spanish", () => {
    const ids = new Set(strings.map((string) => string.id));
    for (const document of dataset.filter((item) => item.language === "es"))
      expect(ids, document._id).toContain(document._id);
    expect(ids).toContain("siteSettings");
    for (const document of dataset.filter((item) => item._type === "ronState"))
      expect(ids, document._id).toContain(document._id);
    // Slugs are among them, and so are site settings' texts (not their English).
    expect(strings).toContainEqual({ id: "solution-notaries-es", path: "slug.current", value: "notary-public" });
    expect(strings).toContainEqual({ id: "siteSettings", path: "solutionsLabel.es", value: "Soluciones" });
    expect(strings.filter((string) => string.id === "siteSettings" && string.path.endsWith(".en"))).toEqual([]);
    expect(
      strings
        .filter((string) => string.id === "ronState-ca")
        .map((string) => string.path)
        .sort(),
    ).toEqual([
      "es.name",
      "es.note",
      "facts.exam.detailEs",
      "facts.registration.detailEs",
      "facts.signerAbroad.detailEs",
      "facts.technologyProviders.detailEs",
      "facts.training.detailEs",
    ]);
    // The addresses of sources are the publishers' words (Louisiana's statute is at "…notarial-acts").
    expect(strings.filter((string) => string.path.endsWith("sourceUrl"))).toEqual([]);
    // Site settings' notary notice and status labels are language objects too.
    expect(strings.some((string) => string.id === "siteSettings" && string.path === "notaryNotice.text.es")).toBe(true);
    expect(strings.some((string) => string.id === "siteSettings" && string.path.startsWith("statusLabels."))).toBe(
      true,
    );
  });

  it("never calls a notary public a notario (nor uses notaria, notarios, notarias, notarial)", () => {
    expect(offences(strings)).toEqual([]);
  });

  it("and neither do the texts the code writes in Spanish (lib/text/ui-text.ts)", () => {
    expect(offences(stringsIn(UI_TEXT.es, "UI_TEXT.es"))).toEqual([]);
  });
});
