import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MutationEvent } from "@sanity/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentSource, readLines, startTestLake, type TestLake } from "./helpers";

let lake: TestLake;
beforeEach(async () => {
  lake = await startTestLake();
});
afterEach(() => lake.cleanup());

const file = (name: string) => path.join(lake.dir, name);
const original = (name: string) => readLines(path.join(contentSource, name));
const lineOf = (lines: string[], id: string) =>
  lines.findIndex((line) => line.startsWith(`{"_id":${JSON.stringify(id)},`));

async function act(actions: unknown[], transactionId = `tx-${Math.random().toString(36).slice(2)}`) {
  const answer = await lake.api(`/data/actions/${lake.dataset}`, {
    method: "POST",
    body: JSON.stringify({ actions, transactionId }),
  });
  return {
    status: answer.status,
    body: (await answer.json()) as { transactionId?: string; error?: { description: string } },
  };
}

const edit = (id: string, patch: Record<string, unknown>) => ({
  actionType: "sanity.action.document.edit",
  draftId: `drafts.${id}`,
  publishedId: id,
  patch,
});
const publish = (id: string) => ({
  actionType: "sanity.action.document.publish",
  draftId: `drafts.${id}`,
  publishedId: id,
});

/** Collects the listen events for `ids` until `count` mutation events arrived. */
function collect(ids: string[], count: number) {
  const events: MutationEvent[] = [];
  let subscription: { unsubscribe(): void } | undefined;
  let collected: Promise<MutationEvent[]> = Promise.resolve([]);
  const welcomed = new Promise<void>((resolveWelcome, reject) => {
    const done = new Promise<MutationEvent[]>((resolve) => {
      subscription = lake.client
        .listen(
          "*[_id in $ids]",
          { ids },
          { events: ["welcome", "mutation"], effectFormat: "mendoza", includeResult: true },
        )
        .subscribe({
          next(event) {
            if (event.type === "welcome") resolveWelcome();
            if (event.type === "mutation") {
              events.push(event);
              if (events.length === count) resolve(events);
            }
          },
          error: reject,
        });
    });
    collected = done;
  });
  return {
    welcomed,
    async events() {
      const result = await collected;
      subscription?.unsubscribe();
      return result;
    },
  };
}

describe("document actions", () => {
  it("an edit creates the draft from the published document; listen events echo the transaction and chain revisions", async () => {
    const published = await lake.client.getDocument("solution-api");
    const listener = collect(["drafts.solution-api"], 2);
    await listener.welcomed;
    expect(await act([edit("solution-api", { set: { title: "API, edited" } })], "tx-one")).toEqual({
      status: 200,
      body: { transactionId: "tx-one" },
    });
    expect(await act([edit("solution-api", { set: { "seo.title": "New SEO title" } })], "tx-two")).toMatchObject({
      status: 200,
    });
    const [first, second] = await listener.events();
    expect(first).toMatchObject({ transactionId: "tx-one", documentId: "drafts.solution-api", transition: "appear" });
    expect(first?.previousRev).toBeUndefined();
    expect(first?.mutations.map((mutation) => Object.keys(mutation)[0])).toEqual(["create", "patch"]);
    expect(first?.effects?.apply).toEqual([
      0,
      expect.objectContaining({ _id: "drafts.solution-api", title: "API, edited" }),
    ]);
    expect(second).toMatchObject({ transactionId: "tx-two", transition: "update", previousRev: first?.resultRev });
    expect(second?.result).toMatchObject({
      seo: { title: "New SEO title" },
      title: "API, edited",
      _rev: second?.resultRev,
    });
    const draft = await lake.client.getDocument("drafts.solution-api");
    expect(draft).toEqual({
      ...published,
      _id: "drafts.solution-api",
      title: "API, edited",
      seo: { ...(published?.seo as object), title: "New SEO title" },
      _rev: second?.resultRev,
      _createdAt: expect.any(String),
      _updatedAt: second?.timestamp,
    });
    expect(await readFile(file("solutions.ndjson"), "utf8")).toBe(
      await readFile(path.join(contentSource, "solutions.ndjson"), "utf8"),
    );
  });

  it("publish writes exactly that document's line back, the other lines byte-identical", async () => {
    const before = await lake.client.getDocument("solution-lenders");
    await act([edit("solution-lenders", { set: { title: "Mortgage lenders" } })]);
    expect(await readLines(file("solutions.ndjson"))).toEqual(await original("solutions.ndjson"));
    expect((await act([{ ...publish("solution-lenders"), ifPublishedRevisionId: before?._rev }])).status).toBe(200);
    const lines = await readLines(file("solutions.ndjson"));
    const expected = await original("solutions.ndjson");
    const index = lineOf(expected, "solution-lenders");
    expect(index).toBeGreaterThanOrEqual(0);
    const after = await lake.client.getDocument("solution-lenders");
    // The title, and the time of the publish in `_updatedAt` (the line has the field, so it keeps it current).
    expected[index] = expected[index]!.replace('"title":"Lenders"', '"title":"Mortgage lenders"').replace(
      /"_updatedAt":"[^"]*"/,
      `"_updatedAt":"${after?._updatedAt}"`,
    );
    expect(after?._updatedAt).not.toBe(before?._updatedAt);
    expect(lines).toEqual(expected);
    expect(await lake.client.getDocument("drafts.solution-lenders")).toBeUndefined();
    expect(after?._rev).not.toBe(before?._rev);
    expect(after?._createdAt).toBe(before?._createdAt);
    expect(await readFile(file("site.ndjson"), "utf8")).toBe(
      await readFile(path.join(contentSource, "site.ndjson"), "utf8"),
    );
    // a stale published revision is refused
    await act([edit("solution-lenders", { set: { title: "Again" } })]);
    expect((await act([{ ...publish("solution-lenders"), ifPublishedRevisionId: before?._rev }])).status).toBe(409);
  });

  it("a new document lands in the file of its type, a new type in its own file; drafts never do", async () => {
    // A page has a language (the Studio's initial value): solutions.es.ndjson holds solution pages too, the Spanish ones.
    const attributes = {
      _type: "solutionPage",
      language: "en",
      title: "Brand new",
      slug: { _type: "slug", current: "brand-new" },
    };
    expect(
      (
        await act([
          {
            actionType: "sanity.action.document.create",
            publishedId: "solution-new",
            attributes: { ...attributes, _id: "drafts.solution-new" },
            ifExists: "fail",
          },
        ])
      ).status,
    ).toBe(200);
    expect(await readLines(file("solutions.ndjson"))).toEqual(await original("solutions.ndjson"));
    await act([publish("solution-new")]);
    const lines = await readLines(file("solutions.ndjson"));
    const expected = await original("solutions.ndjson");
    expect(lines.slice(0, expected.length - 1)).toEqual(expected.slice(0, -1));
    expect(lines.at(-1)).toBe("");
    expect(lines.at(-2)).toBe(
      '{"_id":"solution-new","_type":"solutionPage","language":"en","title":"Brand new","slug":{"_type":"slug","current":"brand-new"}}',
    );
    await act([
      {
        actionType: "sanity.action.document.create",
        publishedId: "w1",
        attributes: { _id: "drafts.w1", _type: "widget", name: "W" },
      },
      publish("w1"),
    ]);
    expect(await readFile(file("widget.ndjson"), "utf8")).toBe('{"_id":"w1","_type":"widget","name":"W"}\n');
  });

  it("discard drops the draft; unpublish removes the line and keeps a draft; delete removes both", async () => {
    await act([edit("solution-esign", { set: { title: "x" } })]);
    expect(
      (await act([{ actionType: "sanity.action.document.version.discard", versionId: "drafts.solution-esign" }]))
        .status,
    ).toBe(200);
    expect(await lake.client.getDocument("drafts.solution-esign")).toBeUndefined();
    expect(
      (await act([{ actionType: "sanity.action.document.version.discard", versionId: "drafts.solution-esign" }]))
        .status,
    ).toBe(409);

    expect(
      (
        await act([
          {
            actionType: "sanity.action.document.unpublish",
            draftId: "drafts.solution-hybrid",
            publishedId: "solution-hybrid",
          },
        ])
      ).status,
    ).toBe(200);
    expect(await lake.client.getDocument("solution-hybrid")).toBeUndefined();
    expect(await lake.client.getDocument("drafts.solution-hybrid")).toMatchObject({ title: "Hybrid" });
    const expected = (await original("solutions.ndjson")).filter(
      (_, index, all) => index !== lineOf(all, "solution-hybrid"),
    );
    expect(await readLines(file("solutions.ndjson"))).toEqual(expected);

    await act([edit("solution-notaries", { set: { title: "y" } })]);
    expect(
      (
        await act([
          {
            actionType: "sanity.action.document.delete",
            publishedId: "solution-notaries",
            includeDrafts: ["drafts.solution-notaries"],
          },
        ])
      ).status,
    ).toBe(200);
    expect(await lake.client.getDocument("solution-notaries")).toBeUndefined();
    expect(await lake.client.getDocument("drafts.solution-notaries")).toBeUndefined();
    expect(await readLines(file("solutions.ndjson"))).toEqual(
      expected.filter((_, index, all) => index !== lineOf(all, "solution-notaries")),
    );
  });

  it("duplicate copies a document to a new draft; unknown actions are refused", async () => {
    expect(
      (
        await act([
          { actionType: "sanity.action.document.duplicate", fromId: "solution-api", publishedId: "solution-api-copy" },
        ])
      ).status,
    ).toBe(200);
    expect(await lake.client.getDocument("drafts.solution-api-copy")).toMatchObject({
      _type: "solutionPage",
      title: "API",
    });
    expect((await act([{ actionType: "sanity.action.document.nope" }])).status).toBe(400);
  });

  it("keeps both of two concurrent edits of one document", async () => {
    const results = await Promise.all([
      act([edit("solution-law-firms", { set: { title: "A" } })]),
      act([edit("solution-law-firms", { set: { "seo.title": "B" } })]),
      lake.client.patch("solution-title-companies").set({ title: "C" }).commit(),
      lake.client.patch("solution-title-companies").set({ "seo.title": "D" }).commit(),
    ]);
    expect(results.slice(0, 2).map((result) => result.status)).toEqual([200, 200]);
    expect(await lake.client.getDocument("drafts.solution-law-firms")).toMatchObject({
      title: "A",
      seo: { title: "B" },
    });
    expect(await lake.client.getDocument("solution-title-companies")).toMatchObject({
      title: "C",
      seo: { title: "D" },
    });
    const line = (await readLines(file("solutions.ndjson"))).find((text) =>
      text.startsWith('{"_id":"solution-title-companies"'),
    );
    expect(JSON.parse(line!)).toMatchObject({ title: "C", seo: { title: "D" } });
  });
});

describe("mutate", () => {
  it("runs transactions atomically, returning ids and documents", async () => {
    const result = await lake.client
      .transaction()
      .create({ _id: "drafts.t1", _type: "solutionPage", title: "T1" })
      .createIfNotExists({ _id: "drafts.t1", _type: "solutionPage", title: "ignored" })
      .patch("drafts.t1", (patch) => patch.set({ title: "T1b" }).setIfMissing({ steps: [] }))
      .commit({ returnDocuments: true, visibility: "sync" });
    expect(result).toHaveLength(3);
    expect(result[2]).toEqual(
      expect.objectContaining({
        _id: "drafts.t1",
        title: "T1b",
        steps: [],
        _createdAt: expect.any(String),
        _updatedAt: expect.any(String),
      }),
    );
    const answer = await lake.api(`/data/mutate/${lake.dataset}?returnIds=true&visibility=sync`, {
      method: "POST",
      body: JSON.stringify({
        mutations: [
          { createOrReplace: { _id: "drafts.t2", _type: "sanity.previewUrlSecret" } },
          { patch: { id: "drafts.t2", set: { secret: "s" } } },
        ],
      }),
    });
    expect(((await answer.json()) as { results: unknown[] }).results).toEqual([
      { id: "drafts.t2", operation: "create" },
      { id: "drafts.t2", operation: "update" },
    ]);
    const secret = await lake.client.fetch(
      "*[_type == 'sanity.previewUrlSecret' && dateTime(_updatedAt) > dateTime(now()) - 3600][0].secret",
      {},
      { perspective: "raw" },
    );
    expect(secret).toBe("s");

    await expect(
      lake.client
        .transaction()
        .patch("drafts.t1", (patch) => patch.set({ title: "lost" }))
        .create({ _id: "drafts.t1", _type: "x" })
        .commit(),
    ).rejects.toThrow(/already exists/);
    expect(await lake.client.getDocument("drafts.t1")).toMatchObject({ title: "T1b" });
    await expect(lake.client.patch("nope").set({ a: 1 }).commit()).rejects.toThrow(/nonexistent/);

    await lake.client.delete({ query: "*[_type == 'sanity.previewUrlSecret']" });
    expect(await lake.client.getDocument("drafts.t2")).toBeUndefined();
    await lake.client.createOrReplace({ _id: "solution-api", _type: "solutionPage", title: "Replaced" });
    expect(
      JSON.parse((await readLines(file("solutions.ndjson"))).find((text) => text.startsWith('{"_id":"solution-api"'))!),
    ).toEqual({
      _id: "solution-api",
      _type: "solutionPage",
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
      title: "Replaced",
    });
    await lake.client.delete("solution-esign-hybrid");
    expect(
      (await readLines(file("solutions.ndjson"))).some((text) => text.includes('"_id":"solution-esign-hybrid"')),
    ).toBe(false);
  });
});
