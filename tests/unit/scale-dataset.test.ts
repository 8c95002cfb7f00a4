import { describe, expect, it } from "vitest";
import { SOLUTIONS_MENU_MAX, scaleDataset } from "@/bench/scale-dataset";
import { queryDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { solutionSlugsQuery, sitemapQuery, layoutQuery } from "@/lib/sanity/queries";
import { readDatasetSync } from "../support/dataset";
import { validationErrors } from "../support/validate";

const bundled = readDatasetSync();
const bundledPages = bundled.filter((document) => document._type === "solutionPage");
type Page = SanityDocumentLike & { title: string; slug: { current: string }; canonical?: { _ref: string } };
const pagesOf = (dataset: SanityDocumentLike[]) => dataset.filter((document): document is Page => document._type === "solutionPage");

/** Every `_key` in a value, wherever it sits. */
function keys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keys);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, child]) => (field === "_key" && typeof child === "string" ? [child] : keys(child)));
}

/** Every `_ref` in a value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, child]) => (field === "_ref" && typeof child === "string" ? [child] : refs(child)));
}

describe("the scale benchmark's dataset (bench/scale-dataset.ts)", () => {
  it.each([1, 3, 8, 10, 100, 1000])("holds exactly %i solution pages, with unique ids, slugs and keys", (count) => {
    const dataset = scaleDataset(bundled, count);
    const pages = pagesOf(dataset);
    expect(pages).toHaveLength(count);
    expect(new Set(dataset.map((document) => document._id)).size).toBe(dataset.length);
    expect(new Set(pages.map((page) => page.slug.current)).size).toBe(count);
    for (const page of pages) expect(page.slug.current).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const allKeys = pages.flatMap(keys);
    expect(new Set(allKeys).size).toBe(allKeys.length);
    // Every reference points at a document the dataset holds.
    const ids = new Set(dataset.map((document) => document._id));
    expect(dataset.flatMap(refs).filter((ref) => !ids.has(ref))).toEqual([]);
    // The other documents are all there.
    expect(dataset.filter((document) => document._type !== "solutionPage").map((document) => document._id)).toEqual(
      bundled.filter((document) => document._type !== "solutionPage").map((document) => document._id),
    );
  });

  it("starts with the bundled pages unchanged, then numbered copies pointing at copies of the same round", () => {
    const pages = pagesOf(scaleDataset(bundled, bundledPages.length * 2 + 1));
    expect(pages.slice(0, bundledPages.length)).toEqual(bundledPages);
    const copy = pages.find((page) => page._id === "solution-esign-hybrid-2");
    expect(copy).toMatchObject({ title: "eSign + Hybrid 2", slug: { current: "esign-hybrid-2" }, canonical: { _ref: "solution-hybrid-2" } });
    expect(pages.at(-1)?._id).toBe(`${bundledPages[0]?._id}-3`);
    // A copy keeps its template's blocks, with its own keys.
    const template = bundledPages.find((page) => page._id === "solution-esign-hybrid") as Page & { blocks: { _key: string }[] };
    expect((copy as unknown as { blocks: { _key: string }[] }).blocks.map((block) => block._key)).toEqual(template.blocks.map((block) => `${block._key}-2`));
  });

  it("drops references to pages it does not hold (fewer pages than bundled)", async () => {
    const dataset = scaleDataset(bundled, 3);
    const layout = (await queryDataset(dataset, layoutQuery, { brand: "default" })) as { settings: { solutions: { slug: string }[] } };
    expect(layout.settings.solutions.map((item) => item.slug)).toEqual(["law-firms", "title-companies", "lenders"]);
  });

  it("fills the Solutions menu up to the schema's limit, and lists every page in the slugs and the sitemap", async () => {
    const dataset = scaleDataset(bundled, 100);
    const layout = (await queryDataset(dataset, layoutQuery, { brand: "default" })) as { settings: { solutions: { slug: string; label: string }[] } };
    const bundledMenu = bundled.find((document) => document._id === "siteSettings")?.solutions as unknown[];
    expect(bundledMenu.length).toBeLessThan(SOLUTIONS_MENU_MAX);
    expect(layout.settings.solutions).toHaveLength(SOLUTIONS_MENU_MAX);
    expect(layout.settings.solutions[bundledMenu.length]).toMatchObject({ slug: "law-firms-2", label: "Law firms 2" });
    const slugs = (await queryDataset(dataset, solutionSlugsQuery)) as string[];
    expect(slugs).toHaveLength(100);
    const sitemap = (await queryDataset(dataset, sitemapQuery)) as { pages: unknown[] };
    expect(sitemap.pages).toHaveLength(100);
  });

  it("writes documents that validate against the schema", async () => {
    const dataset = scaleDataset(bundled, 20);
    const checked = dataset.filter((document) => document._type === "siteSettings" || /-[23]$/.test(document._id));
    expect(checked.length).toBeGreaterThan(8);
    for (const document of checked) expect([document._id, await validationErrors(document, dataset)]).toEqual([document._id, []]);
  });

  it("refuses a count that is not a positive integer", () => {
    for (const count of [0, -1, 2.5, Number.NaN]) expect(() => scaleDataset(bundled, count)).toThrow(/positive integer/);
  });
});
