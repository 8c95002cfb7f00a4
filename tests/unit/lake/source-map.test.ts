import { stegaClean } from "@sanity/client/stega";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSourceMap, jsonPath } from "@/lake/source-map.ts";
import type { Doc } from "@/lake/store.ts";
import { startTestLake, type TestLake } from "./helpers";

const docs: Doc[] = [
  {
    _id: "homePage",
    _type: "homePage",
    title: "Home",
    blocks: [
      { _key: "a1", _type: "hero", headline: "Welcome", eyebrow: "Start" },
      { _key: "b2", _type: "cta", headline: "Start" },
    ],
  },
  { _id: "drafts.page", _originalId: "drafts.page", _type: "page", title: "Welcome" } as Doc,
];

describe("contentSourceMap", () => {
  it("writes paths as @sanity/client does: keys quoted, array items by _key or by index", () => {
    expect(jsonPath(["blocks", { _key: "a'1", _index: 0 }, "headline"])).toBe(
      "$['blocks'][?(@._key=='a\\'1')]['headline']",
    );
    expect(jsonPath(["list", 2, "it's"])).toBe("$['list'][2]['it\\'s']");
  });

  it("maps each string of a result to the field holding that text, keyed or by index", () => {
    const result = { title: "Home", hero: { _key: "a1", headline: "Welcome" } };
    const keyed = contentSourceMap(result, docs, true);
    const source = (resultPath: string) => {
      const mapping = keyed.mappings[resultPath]!;
      return [keyed.documents[mapping.source.document]!._id, keyed.paths[mapping.source.path]];
    };
    expect(source("$['title']")).toEqual(["homePage", "$['title']"]);
    // "Welcome" is also the draft page's title: the `_key` the result carries picks the hero's.
    expect(source("$['hero']['headline']")).toEqual(["homePage", "$['blocks'][?(@._key=='a1')]['headline']"]);
    const indexed = contentSourceMap(result, docs, false);
    expect(indexed.paths).toContain("$['blocks'][0]['headline']");
  });

  it("names a draft by its own id, and maps nothing when two fields fit equally well", () => {
    const map = contentSourceMap({ _id: "page", title: "Welcome", other: "Start" }, docs, true);
    expect(map.documents[map.mappings["$['title']"]!.source.document]).toEqual({ _id: "drafts.page", _type: "page" });
    // "Start" is the hero's eyebrow and the call to action's headline; nothing in the result chooses.
    expect(map.mappings["$['other']"]).toBeUndefined();
    // Literals and texts no document holds are not mapped; system fields are not looked at.
    expect(contentSourceMap({ label: "Nowhere", _type: "homePage" }, docs, true).mappings).toEqual({});
  });
});

describe("queries with resultSourceMap", () => {
  let lake: TestLake;
  beforeAll(async () => {
    lake = await startTestLake();
  });
  afterAll(() => lake.cleanup());

  it("answers a source map only when asked", async () => {
    const query = encodeURIComponent(
      `*[_id == "homePage"][0]{title, "hero": blocks[_type == "hero"][0]{_key, headline}}`,
    );
    const plain = (await (await lake.api(`/data/query/${lake.dataset}?query=${query}`)).json()) as Record<
      string,
      unknown
    >;
    expect(plain.resultSourceMap).toBeUndefined();
    const answer = (await (
      await lake.api(`/data/query/${lake.dataset}?query=${query}&resultSourceMap=withKeyArraySelector`)
    ).json()) as {
      resultSourceMap: {
        documents: { _id: string }[];
        paths: string[];
        mappings: Record<string, { source: { document: number; path: number } }>;
      };
    };
    const mapping = answer.resultSourceMap.mappings["$['hero']['headline']"]!;
    expect(answer.resultSourceMap.documents[mapping.source.document]!._id).toBe("homePage");
    expect(answer.resultSourceMap.paths[mapping.source.path]).toBe(
      "$['blocks'][?(@._key=='72c9db58f984')]['headline']",
    );
  });

  it("lets a stega client mark the strings (Presentation's click-to-edit) and nothing else changes", async () => {
    const stega = lake.client.withConfig({ perspective: "drafts", stega: { enabled: true, studioUrl: "/studio" } });
    const query = `*[_id == "homePage"][0]{title, "headline": blocks[_type == "hero"][0].headline}`;
    const marked = await stega.fetch<{ title: string; headline: string }>(query);
    const clean = await lake.client.fetch<{ title: string; headline: string }>(query);
    expect(marked.headline).not.toBe(clean.headline);
    expect(marked.headline.startsWith(clean.headline)).toBe(true);
    expect(stegaClean(marked)).toEqual(clean);
  });
});
