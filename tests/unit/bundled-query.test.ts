import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scaleDataset, writeDatasetFolder } from "@/bench/scale-dataset";
import { bundledContentDir, loadBundledDataset, MAX_REMEMBERED_ANSWERS, queryDataset, queryFrozenDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { generalPageQuery, homePageQuery, solutionPageQuery } from "@/lib/sanity/page-queries";
import { earlyAccessPageQuery, generalPageSlugsQuery, layoutQuery, redirectsQuery, sitemapQuery, solutionSlugsQuery } from "@/lib/sanity/queries";
import { readDatasetSync } from "../support/dataset";

const bundled = readDatasetSync();

/** Every query the site runs, with the parameters it runs them with. */
const siteQueries: [string, string, Record<string, unknown>][] = [
  ["layout", layoutQuery, { brand: "default" }],
  ["layout (partner brand)", layoutQuery, { brand: "partner" }],
  ["home page", homePageQuery, {}],
  ["a solution page", solutionPageQuery, { slug: "lenders-3" }],
  ["a page with a canonical one", solutionPageQuery, { slug: "esign-hybrid-2" }],
  ["a slug that does not exist", solutionPageQuery, { slug: "no-such-page" }],
  ["slugs", solutionSlugsQuery, {}],
  ["sitemap", sitemapQuery, {}],
  ["redirects", redirectsQuery, {}],
  ["early access", earlyAccessPageQuery, {}],
  ["a general page", generalPageQuery, { slug: "privacy" }],
  ["a general page slug that does not exist", generalPageQuery, { slug: "no-such-page" }],
  ["general page slugs", generalPageSlugsQuery, {}],
];

describe("queries on the bundled (frozen) dataset", () => {
  const dataset = scaleDataset(bundled, 40);

  it.each(siteQueries)("answer the %s query as groq-js does over the whole dataset", async (_name, query, params) => {
    expect(await queryFrozenDataset(dataset, query, params)).toEqual(await queryDataset(dataset, query, params));
  });

  it("evaluate each query and parameters once, and share the answer", async () => {
    const first = queryFrozenDataset(dataset, layoutQuery, { brand: "default" });
    expect(queryFrozenDataset(dataset, layoutQuery, { brand: "default" })).toBe(first);
    expect(queryFrozenDataset(dataset, layoutQuery, { brand: "partner" })).not.toBe(first);
  });

  it("remember at most MAX_REMEMBERED_ANSWERS answers: made-up slugs cannot grow memory without bound", async () => {
    const copy = [...dataset];
    const first = queryFrozenDataset(copy, solutionPageQuery, { slug: "made-up-0" });
    for (let index = 1; index <= MAX_REMEMBERED_ANSWERS; index += 1) await queryFrozenDataset(copy, solutionPageQuery, { slug: `made-up-${index}` });
    // The oldest answer was let go: asking again evaluates anew.
    expect(queryFrozenDataset(copy, solutionPageQuery, { slug: "made-up-0" })).not.toBe(first);
    const latest = queryFrozenDataset(copy, solutionPageQuery, { slug: `made-up-${MAX_REMEMBERED_ANSWERS}` });
    expect(queryFrozenDataset(copy, solutionPageQuery, { slug: `made-up-${MAX_REMEMBERED_ANSWERS}` })).toBe(latest);
  });

  it("look a page up by its slug without reading the other pages", async () => {
    // Documents that count which of them a query reads.
    const touched = new Set<string>();
    const watched = scaleDataset(bundled, 200).map(
      (document) =>
        new Proxy(document, {
          get: (target, field, receiver) => (touched.add(target._id), Reflect.get(target, field, receiver)),
          has: (target, field) => (touched.add(target._id), Reflect.has(target, field)),
          getOwnPropertyDescriptor: (target, field) => (touched.add(target._id), Reflect.getOwnPropertyDescriptor(target, field)),
          ownKeys: (target) => (touched.add(target._id), Reflect.ownKeys(target)),
        }),
    ) as SanityDocumentLike[];
    await queryFrozenDataset(watched, solutionPageQuery, { slug: "law-firms" }); // builds the indexes
    touched.clear();
    const page = (await queryFrozenDataset(watched, solutionPageQuery, { slug: "esign-hybrid-17" })) as { slug: string; canonicalSlug: string };
    expect(page).toMatchObject({ slug: "esign-hybrid-17", canonicalSlug: "hybrid-17" });
    // The page itself and the page its canonical reference points at: nothing else.
    expect([...touched].sort()).toEqual(["solution-esign-hybrid-17", "solution-hybrid-17"]);

    // groq-js alone reads every document for the same answer.
    touched.clear();
    expect(await queryDataset(watched, solutionPageQuery, { slug: "esign-hybrid-17" })).toEqual(page);
    expect(touched.size).toBeGreaterThanOrEqual(200);
  });
});

describe("the bundled dataset's folder", () => {
  it("is content/ in the working directory, or BUNDLED_CONTENT_DIR when set", () => {
    expect(bundledContentDir({})).toBe(path.join(process.cwd(), "content"));
    expect(bundledContentDir({ BUNDLED_CONTENT_DIR: "  " })).toBe(path.join(process.cwd(), "content"));
    expect(bundledContentDir({ BUNDLED_CONTENT_DIR: "/srv/dataset" })).toBe("/srv/dataset");
    expect(bundledContentDir({ BUNDLED_CONTENT_DIR: "tmp/dataset" })).toBe(path.resolve("tmp/dataset"));
  });

  it("is read whole, whatever folder it is", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ron-scale-test-"));
    try {
      const dataset = scaleDataset(bundled, 30);
      writeDatasetFolder(dir, dataset);
      const read = await loadBundledDataset(dir);
      expect(read.map((document) => document._id).sort()).toEqual(dataset.map((document) => document._id).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
