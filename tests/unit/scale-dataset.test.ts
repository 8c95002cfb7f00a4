import { describe, expect, it } from "vitest";
import { SOLUTIONS_MENU_MAX, scaleDataset } from "@/bench/scale-dataset";
import { queryDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { solutionSlugsQuery, sitemapQuery, layoutQuery } from "@/lib/sanity/queries";
import { readDatasetSync } from "../support/dataset";
import { validationErrors } from "../support/validate";

const bundled = readDatasetSync();
type Page = SanityDocumentLike & {
  title: string;
  slug: { current: string };
  canonical?: { _ref: string };
  language?: string;
};
/** A language's solution pages (a page without a language is English, as the site reads it). */
const pagesOf = (dataset: SanityDocumentLike[], lang = "en") =>
  dataset.filter(
    (document): document is Page => document._type === "solutionPage" && (document.language ?? "en") === lang,
  );
const bundledPages = pagesOf(bundled);
const bundledSpanish = pagesOf(bundled, "es");
type Metadata = SanityDocumentLike & { translations: { _key: string; language: string; value: { _ref: string } }[] };
const metadataOf = (dataset: SanityDocumentLike[]) =>
  dataset.filter((document): document is Metadata => document._type === "translation.metadata");

/** Every `_key` in a value, wherever it sits. */
function keys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keys);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, child]) =>
    field === "_key" && typeof child === "string" ? [child] : keys(child),
  );
}

/** Every `_ref` in a value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, child]) =>
    field === "_ref" && typeof child === "string" ? [child] : refs(child),
  );
}

describe("the scale benchmark's dataset (bench/scale-dataset.ts)", () => {
  it.each([1, 3, 8, 10, 100, 1000])(
    "holds exactly %i solution pages in each language, with unique ids, slugs and keys",
    (count) => {
      const dataset = scaleDataset(bundled, count);
      expect(bundledSpanish).toHaveLength(bundledPages.length);
      expect(new Set(dataset.map((document) => document._id)).size).toBe(dataset.length);
      for (const lang of ["en", "es"]) {
        const pages = pagesOf(dataset, lang);
        expect(pages).toHaveLength(count);
        // A slug is unique within its language (the Spanish "api" page shares the English one's).
        expect(new Set(pages.map((page) => page.slug.current)).size).toBe(count);
        for (const page of pages) expect(page.slug.current).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        // Keys are unique among a language's pages (a translation starts as a copy of its page: the same keys).
        const allKeys = pages.flatMap(keys);
        expect(new Set(allKeys).size).toBe(allKeys.length);
      }
      // Every reference points at a document the dataset holds.
      const ids = new Set(dataset.map((document) => document._id));
      expect(dataset.flatMap(refs).filter((ref) => !ids.has(ref))).toEqual([]);
      // Each English page is linked to its Spanish one by exactly one translation document.
      for (const page of pagesOf(dataset)) {
        const links = metadataOf(dataset).filter((metadata) =>
          metadata.translations.some((entry) => entry.value._ref === page._id),
        );
        expect(links, page._id).toHaveLength(1);
        expect(links[0]?.translations.map((entry) => [entry._key, entry.language])).toEqual([
          ["en", "en"],
          ["es", "es"],
        ]);
        expect(ids.has(links[0]?.translations[1]?.value._ref ?? "")).toBe(true);
      }
      // The other documents are all there, but the translation documents of pages it does not hold (fewer than bundled).
      const solutionMetadata = (document: SanityDocumentLike) =>
        document._type === "translation.metadata" &&
        (document as Metadata).translations.some(
          (entry) => bundled.find((page) => page._id === entry.value._ref)?._type === "solutionPage",
        );
      const bundledOthers = bundled
        .filter((document) => document._type !== "solutionPage" && !solutionMetadata(document))
        .map((document) => document._id);
      expect(
        dataset
          .filter((document) => document._type !== "solutionPage" && !/^translation-solution-/.test(document._id))
          .map((document) => document._id),
      ).toEqual(bundledOthers);
      expect(metadataOf(dataset).filter((document) => /^translation-solution-/.test(document._id))).toHaveLength(count);
    },
  );

  it("starts with the bundled pages unchanged, then numbered copies pointing at copies of the same round", () => {
    const dataset = scaleDataset(bundled, bundledPages.length * 2 + 1);
    const pages = pagesOf(dataset);
    expect(pages.slice(0, bundledPages.length)).toEqual(bundledPages);
    const copy = pages.find((page) => page._id === "solution-esign-hybrid-2");
    expect(copy).toMatchObject({
      title: "eSign + Hybrid 2",
      slug: { current: "esign-hybrid-2" },
      canonical: { _ref: "solution-hybrid-2" },
    });
    expect(pages.at(-1)?._id).toBe(`${bundledPages[0]?._id}-3`);
    // A copy keeps its template's blocks, with its own keys.
    const template = bundledPages.find((page) => page._id === "solution-esign-hybrid") as Page & {
      blocks: { _key: string }[];
    };
    expect((copy as unknown as { blocks: { _key: string }[] }).blocks.map((block) => block._key)).toEqual(
      template.blocks.map((block) => `${block._key}-2`),
    );
    // So do the Spanish pages, each translation copied in its English page's round, linked to it.
    const spanish = pagesOf(dataset, "es");
    expect(spanish.slice(0, bundledSpanish.length)).toEqual(bundledSpanish);
    const spanishCopy = spanish.find((page) => page._id === "solution-esign-hybrid-es-2");
    expect(spanishCopy).toMatchObject({
      language: "es",
      slug: { current: "firma-electronica-hibrida-2" },
      canonical: { _ref: "solution-hybrid-es-2" },
    });
    expect(spanish.at(-1)?._id).toBe(`${bundledPages[0]?._id}-es-3`);
    expect(dataset.find((document) => document._id === "translation-solution-esign-hybrid-2")).toMatchObject({
      _type: "translation.metadata",
      translations: [
        { _key: "en", language: "en", value: { _ref: "solution-esign-hybrid-2" } },
        { _key: "es", language: "es", value: { _ref: "solution-esign-hybrid-es-2" } },
      ],
    });
  });

  it("drops references to pages it does not hold (fewer pages than bundled)", async () => {
    const dataset = scaleDataset(bundled, 3);
    const layout = (await queryDataset(dataset, layoutQuery, { brand: "default", lang: "en" })) as {
      settings: { solutions: { href: string }[] };
    };
    expect(layout.settings.solutions.map((item) => item.href)).toEqual([
      "/solutions/law-firms",
      "/solutions/title-companies",
      "/solutions/lenders",
    ]);
    const spanish = (await queryDataset(dataset, layoutQuery, { brand: "default", lang: "es" })) as {
      settings: { solutions: { href: string }[] };
    };
    expect(spanish.settings.solutions.map((item) => item.href)).toEqual([
      "/es/soluciones/firmas-de-abogados",
      "/es/soluciones/companias-de-titulos",
      "/es/soluciones/prestamistas",
    ]);
  });

  it("fills the Solutions menu up to the schema's limit, and lists every page in the slugs and the sitemap", async () => {
    const dataset = scaleDataset(bundled, 100);
    const layout = (await queryDataset(dataset, layoutQuery, { brand: "default", lang: "en" })) as {
      settings: { solutions: { href: string; label: string }[] };
    };
    const bundledMenu = bundled.find((document) => document._id === "siteSettings")?.solutions as unknown[];
    expect(bundledMenu.length).toBeLessThan(SOLUTIONS_MENU_MAX);
    expect(layout.settings.solutions).toHaveLength(SOLUTIONS_MENU_MAX);
    expect(layout.settings.solutions[bundledMenu.length]).toMatchObject({
      href: "/solutions/law-firms-2",
      label: "Law firms 2",
    });
    const slugs = (await queryDataset(dataset, solutionSlugsQuery, { lang: "en" })) as string[];
    expect(slugs).toHaveLength(100);
    const sitemap = (await queryDataset(dataset, sitemapQuery)) as {
      pages: { language: string; translations: unknown[] }[];
    };
    expect(sitemap.pages.filter((page) => page.language === "en")).toHaveLength(100);
    // The same in Spanish: the menu's copies go to the Spanish copies, with Spanish labels.
    const spanish = (await queryDataset(dataset, layoutQuery, { brand: "default", lang: "es" })) as {
      settings: { solutions: { href: string; label: string }[] };
    };
    expect(spanish.settings.solutions).toHaveLength(SOLUTIONS_MENU_MAX);
    expect(spanish.settings.solutions[bundledMenu.length]).toMatchObject({
      href: "/es/soluciones/firmas-de-abogados-2",
      label: "Firmas de abogados 2",
    });
    expect((await queryDataset(dataset, solutionSlugsQuery, { lang: "es" })) as string[]).toHaveLength(100);
    expect(sitemap.pages.filter((page) => page.language === "es")).toHaveLength(100);
    // Every page of the sitemap names both versions (its hreflang alternates).
    expect(sitemap.pages.filter((page) => page.translations.length !== 2)).toEqual([]);
  });

  it("writes documents that validate against the schema", async () => {
    const dataset = scaleDataset(bundled, 20);
    const checked = dataset.filter((document) => document._type === "siteSettings" || /-[23]$/.test(document._id));
    expect(checked.length).toBeGreaterThan(8);
    for (const document of checked)
      expect([document._id, await validationErrors(document, dataset)]).toEqual([document._id, []]);
  });

  it("refuses a count that is not a positive integer", () => {
    for (const count of [0, -1, 2.5, Number.NaN])
      expect(() => scaleDataset(bundled, count)).toThrow(/positive integer/);
  });
});
