import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scaleDataset, writeDatasetFolder } from "@/bench/scale-dataset";
import {
  bundledContentDir,
  loadBundledDataset,
  MAX_REMEMBERED_ANSWERS,
  queryDataset,
  queryFrozenDataset,
  type SanityDocumentLike,
} from "@/lib/sanity/bundled";
import { generalPageQuery, homePageQuery, solutionPageQuery } from "@/lib/sanity/page-queries";
import {
  earlyAccessPageQuery,
  generalPageSlugsQuery,
  layoutQuery,
  redirectsQuery,
  sitemapQuery,
  solutionSlugsQuery,
} from "@/lib/sanity/queries";
import { readDatasetSync } from "../support/dataset";

const bundled = readDatasetSync();

/** Every query the site runs, with the parameters it runs them with. */
const siteQueries: [string, string, Record<string, unknown>][] = [
  ["layout", layoutQuery, { brand: "default", lang: "en" }],
  ["layout (partner brand)", layoutQuery, { brand: "partner", lang: "en" }],
  ["home page", homePageQuery, { lang: "en" }],
  ["a solution page", solutionPageQuery, { slug: "lenders-3", lang: "en" }],
  ["a page with a canonical one", solutionPageQuery, { slug: "esign-hybrid-2", lang: "en" }],
  ["a slug that does not exist", solutionPageQuery, { slug: "no-such-page", lang: "en" }],
  ["slugs", solutionSlugsQuery, { lang: "en" }],
  ["sitemap", sitemapQuery, {}],
  ["redirects", redirectsQuery, {}],
  ["early access", earlyAccessPageQuery, { lang: "en" }],
  ["a general page", generalPageQuery, { slug: "privacy", lang: "en" }],
  ["a general page slug that does not exist", generalPageQuery, { slug: "no-such-page", lang: "en" }],
  ["general page slugs", generalPageSlugsQuery, { lang: "en" }],
  // The same in Spanish: a slug shared by both languages ("api") must find the page of the language asked for.
  ["Spanish layout", layoutQuery, { brand: "default", lang: "es" }],
  ["Spanish home page", homePageQuery, { lang: "es" }],
  ["a Spanish solution page", solutionPageQuery, { slug: "prestamistas-3", lang: "es" }],
  ["a Spanish page with a canonical one", solutionPageQuery, { slug: "firma-electronica-hibrida-2", lang: "es" }],
  ["a slug both languages use", solutionPageQuery, { slug: "api-2", lang: "es" }],
  ["an English slug in Spanish", solutionPageQuery, { slug: "lenders", lang: "es" }],
  ["Spanish slugs", solutionSlugsQuery, { lang: "es" }],
  ["Spanish early access", earlyAccessPageQuery, { lang: "es" }],
  ["a Spanish general page", generalPageQuery, { slug: "privacidad", lang: "es" }],
  ["Spanish general page slugs", generalPageSlugsQuery, { lang: "es" }],
];

describe("queries on the bundled (frozen) dataset", () => {
  const dataset = scaleDataset(bundled, 40);

  it.each(siteQueries)("answer the %s query as groq-js does over the whole dataset", async (_name, query, params) => {
    expect(await queryFrozenDataset(dataset, query, params)).toEqual(await queryDataset(dataset, query, params));
  });

  it("find each language's page at a slug both languages use", async () => {
    const english = (await queryFrozenDataset(dataset, solutionPageQuery, { slug: "api-2", lang: "en" })) as {
      _id: string;
      language: string;
    };
    const spanish = (await queryFrozenDataset(dataset, solutionPageQuery, { slug: "api-2", lang: "es" })) as {
      _id: string;
      language: string;
    };
    expect([english, spanish].map((page) => [page._id, page.language])).toEqual([
      ["solution-api-2", "en"],
      ["solution-api-es-2", "es"],
    ]);
  });

  it("answer filters for the documents referencing an enclosing one as groq-js does, whatever the value tested", async () => {
    // An id (the index of references), an attribute holding a reference's id, no value, a list of ids (the whole dataset then).
    const query = `*[_type in ["solutionPage", "siteSettings", "homePage"]] | order(_id asc)[0...40]{
      _id,
      "byId": *[references(^._id)]._id,
      "byType": *[_type == "translation.metadata" && references(^._id)]._id,
      "byRef": *[references(^.canonical._ref)]._id,
      "byNothing": *[references(^.noSuchField)]._id,
      "byList": *[references(^.solutions[].page._ref)]._id,
      "nested": blocks[0...2]{_key, "outer": *[references(^.^._id)]._id}
    }`;
    const answer = (await queryFrozenDataset(dataset, query)) as { _id: string; byId: string[]; byList: string[] }[];
    expect(answer).toEqual(await queryDataset(dataset, query));
    expect(answer.find((document) => document._id === "solution-hybrid")?.byId).toEqual(
      expect.arrayContaining(["solution-esign-hybrid", "translation-solution-hybrid"]),
    );
    expect(answer.find((document) => document._id === "siteSettings")?.byList.length).toBeGreaterThan(0);
  });

  it("evaluate each query and parameters once, and share the answer", async () => {
    const first = queryFrozenDataset(dataset, layoutQuery, { brand: "default", lang: "en" });
    expect(queryFrozenDataset(dataset, layoutQuery, { brand: "default", lang: "en" })).toBe(first);
    expect(queryFrozenDataset(dataset, layoutQuery, { brand: "partner", lang: "en" })).not.toBe(first);
    expect(queryFrozenDataset(dataset, layoutQuery, { brand: "default", lang: "es" })).not.toBe(first);
  });

  it("remember at most MAX_REMEMBERED_ANSWERS answers: made-up slugs cannot grow memory without bound", async () => {
    const copy = [...dataset];
    const first = queryFrozenDataset(copy, solutionPageQuery, { slug: "made-up-0", lang: "en" });
    for (let index = 1; index <= MAX_REMEMBERED_ANSWERS; index += 1)
      await queryFrozenDataset(copy, solutionPageQuery, { slug: `made-up-${index}`, lang: "en" });
    // The oldest answer was let go: asking again evaluates anew.
    expect(queryFrozenDataset(copy, solutionPageQuery, { slug: "made-up-0", lang: "en" })).not.toBe(first);
    const latest = queryFrozenDataset(copy, solutionPageQuery, {
      slug: `made-up-${MAX_REMEMBERED_ANSWERS}`,
      lang: "en",
    });
    expect(queryFrozenDataset(copy, solutionPageQuery, { slug: `made-up-${MAX_REMEMBERED_ANSWERS}`, lang: "en" })).toBe(
      latest,
    );
  });

  it("look a page up by its slug without reading the other pages", async () => {
    // Documents that count which of them a query reads.
    const touched = new Set<string>();
    const watched = scaleDataset(bundled, 200).map(
      (document) =>
        new Proxy(document, {
          get: (target, field, receiver) => (touched.add(target._id), Reflect.get(target, field, receiver)),
          has: (target, field) => (touched.add(target._id), Reflect.has(target, field)),
          getOwnPropertyDescriptor: (target, field) => (
            touched.add(target._id),
            Reflect.getOwnPropertyDescriptor(target, field)
          ),
          ownKeys: (target) => (touched.add(target._id), Reflect.ownKeys(target)),
        }),
    ) as SanityDocumentLike[];
    await queryFrozenDataset(watched, solutionPageQuery, { slug: "law-firms", lang: "en" }); // builds the indexes
    touched.clear();
    const page = (await queryFrozenDataset(watched, solutionPageQuery, { slug: "esign-hybrid-17", lang: "en" })) as {
      slug: string;
      canonicalSlug: string;
    };
    expect(page).toMatchObject({ slug: "esign-hybrid-17", canonicalSlug: "hybrid-17" });
    // The page itself, the page its canonical reference points at, its translation document and
    // its Spanish translation (for the language link): nothing else.
    expect([...touched].sort()).toEqual([
      "solution-esign-hybrid-17",
      "solution-esign-hybrid-es-17",
      "solution-hybrid-17",
      "translation-solution-esign-hybrid-17",
    ]);

    // groq-js alone reads every document for the same answer.
    touched.clear();
    expect(await queryDataset(watched, solutionPageQuery, { slug: "esign-hybrid-17", lang: "en" })).toEqual(page);
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
