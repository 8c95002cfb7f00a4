import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SanityClient, SanityDocument } from "@sanity/client";
import { afterEach, describe, expect, it } from "vitest";
import { strengthenOnPublish } from "@/lake/actions.ts";
import { isUniqueInLanguage } from "@/schemas/objects/translated-document";
import { duplicateOf, keepFirstTranslation } from "@/studio/translation-guard";
import { MISSING_TRANSLATION_FILTER } from "@/studio/structure";
import { readLines, startTestLake, type TestLake } from "./helpers";

/*
 * What @sanity/document-internationalization 6.2.43 asks of the local lake (lake/README.md, "What
 * the translation plugin needs"), done the way the plugin does it, and the guard against
 * duplicate translations (studio/translation-guard.ts) run against it.
 */

const started: TestLake[] = [];
async function lake() {
  const started_ = await startTestLake();
  started.push(started_);
  return started_;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((one) => one.cleanup()));
});

const key = () => randomUUID().slice(0, 12);

/** A metadata entry as the plugin writes it: a weak reference, strengthened when its document is published. */
const entry = (language: string, ref: string, type = "solutionPage") => ({
  language,
  _key: key(),
  _type: "internationalizedArrayReferenceValue",
  value: { _type: "reference", _ref: ref, _weak: true, _strengthenOnPublish: { type } },
});

/**
 * "Create new Spanish translation" as the plugin's LanguageOption does it: one transaction with the
 * copy (as a draft with a new id, its `language` set, the slug left out), the metadata document if
 * none exists yet, and the new entry inserted after the last one. Returns what the callback gets.
 */
async function createTranslation(client: SanityClient, sourceId: string, metaDocumentId: string, language = "es") {
  const source = (await client.getDocument(sourceId)) as SanityDocument;
  const newId = randomUUID();
  const newDocument: SanityDocument = { ...source, _id: `drafts.${newId}`, language };
  delete (newDocument as Partial<SanityDocument>).slug;
  const sourceEntry = entry("en", sourceId, source._type);
  await client
    .transaction()
    .create(newDocument)
    .createIfNotExists({
      _id: metaDocumentId,
      _type: "translation.metadata",
      schemaTypes: [source._type],
      translations: [sourceEntry],
    })
    .patch(
      client
        .patch(metaDocumentId)
        .setIfMissing({ translations: [sourceEntry] })
        .insert("after", "translations[-1]", [entry(language, newId, source._type)]),
    )
    .commit();
  return {
    client,
    sourceDocument: source,
    newDocument: newDocument as SanityDocument,
    sourceLanguageId: "en",
    destinationLanguageId: language,
    metaDocumentId,
  };
}

/** Publishes a draft through the actions API, as the Studio's Publish button does. */
async function publish(test: TestLake, id: string) {
  const response = await test.api(`/data/actions/${test.dataset}`, {
    method: "POST",
    body: JSON.stringify({
      actions: [{ actionType: "sanity.action.document.publish", draftId: `drafts.${id}`, publishedId: id }],
    }),
  });
  expect(response.status).toBe(200);
}

/** An English solution page with no translation, published. */
async function englishPage(client: SanityClient, id = "solution-estate", slug = "estate-planning") {
  await client.create({
    _id: id,
    _type: "solutionPage",
    language: "en",
    title: "Estate planning",
    slug: { _type: "slug", current: slug },
    canonical: { _type: "reference", _ref: "solution-hybrid" },
  });
  return id;
}

const metadataOf = (client: SanityClient, id: string) =>
  client.fetch<
    { _id: string; translations: { _key: string; language: string; value: { _ref: string; _weak?: boolean } }[] }[]
  >(
    `*[_type == "translation.metadata" && $id in translations[].value._ref]{_id, translations}`,
    { id },
    { perspective: "raw" },
  );

const spanishDrafts = (client: SanityClient) =>
  client.fetch<string[]>(
    `*[_type == "solutionPage" && language == "es" && _id in path("drafts.**")]._id`,
    {},
    { perspective: "raw" },
  );

describe("the plugin's transactions on the local lake", () => {
  it("creates the translation, the metadata (createIfNotExists, setIfMissing, insert after translations[-1]) and finds it both ways", async () => {
    const test = await lake();
    const { client } = test;
    const source = await englishPage(client);
    const created = await createTranslation(client, source, "translation-estate");
    const newId = created.newDocument._id.replace(/^drafts\./, "");

    const [metadata] = await metadataOf(client, source);
    expect(metadata?._id).toBe("translation-estate");
    expect(metadata?.translations.map(({ language, value }) => [language, value._ref, value._weak])).toEqual([
      ["en", source, true],
      ["es", newId, true],
    ]);
    const draft = await client.getDocument(`drafts.${newId}`);
    expect(draft).toMatchObject({ _type: "solutionPage", language: "es", title: "Estate planning" });
    expect(draft?.slug, "the slug is not copied").toBeUndefined();

    // The delete dialog's query, and the site's: references() sees the weak references.
    expect(await client.fetch<string[]>(`*[references($id)]._id`, { id: newId }, { perspective: "raw" })).toEqual([
      "translation-estate",
    ]);
    expect(await client.fetch(`*[_type == "translation.metadata" && references($id)][0]._id`, { id: source })).toBe(
      "translation-estate",
    );

    // A second language's entry goes after the last one; the metadata is not made again.
    await createTranslation(client, source, "translation-estate", "fr");
    expect((await metadataOf(client, source))[0]?.translations.map(({ language }) => language)).toEqual([
      "en",
      "es",
      "fr",
    ]);
  });

  it("publishes the translation with its references strengthened, and the metadata resolves it", async () => {
    const test = await lake();
    const { client } = test;
    const source = await englishPage(client);
    const { newDocument } = await createTranslation(client, source, "translation-estate");
    const newId = newDocument._id.replace(/^drafts\./, "");
    await client
      .patch(newDocument._id)
      .set({
        slug: { _type: "slug", current: "planificacion-patrimonial" },
        related: {
          _type: "reference",
          _ref: "solution-hybrid-es",
          _weak: true,
          _strengthenOnPublish: { type: "solutionPage" },
        },
      })
      .commit();
    expect(
      await client.fetch(
        `*[_type == "translation.metadata" && references($id)][0].translations[language == "es"][0].value->slug.current`,
        { id: source },
      ),
    ).toBeNull();
    await publish(test, newId);
    const published = await client.getDocument(newId);
    expect(published?.related).toEqual({ _type: "reference", _ref: "solution-hybrid-es" });
    expect(
      await client.fetch(
        `*[_type == "translation.metadata" && references($id)][0].translations[language == "es"][0].value->slug.current`,
        { id: source },
      ),
    ).toBe("planificacion-patrimonial");
    // Published documents go to the file of their type and language.
    const spanish = await readLines(path.join(test.dir, "solutions.es.ndjson"));
    expect(spanish.some((line) => line.startsWith(`{"_id":"${newId}","_type":"solutionPage","language":"es"`))).toBe(
      true,
    );
    expect(await readFile(path.join(test.dir, "solutions.ndjson"), "utf8")).toContain('"_id":"solution-estate"');
    expect(await readFile(path.join(test.dir, "translations.ndjson"), "utf8")).toContain('"_id":"translation-estate"');
  });

  it("strengthens only references marked for it, and keeps those meant to stay weak", () => {
    expect(
      strengthenOnPublish({
        a: { _type: "reference", _ref: "x", _weak: true, _strengthenOnPublish: { type: "page" } },
        b: [
          { _key: "k", _type: "reference", _ref: "y", _weak: true, _strengthenOnPublish: { type: "page", weak: true } },
        ],
        c: { _type: "reference", _ref: "z", _weak: true },
      }),
    ).toEqual({
      a: { _type: "reference", _ref: "x" },
      b: [{ _key: "k", _type: "reference", _ref: "y", _weak: true }],
      c: { _type: "reference", _ref: "z", _weak: true },
    });
  });
});

describe("the guard against duplicate translations", () => {
  it("a double click (two creations before the menu updates) leaves one Spanish document and one entry", async () => {
    const { client } = await lake();
    const source = await englishPage(client);
    // Both clicks share the metadata id the menu made up, as they do in the plugin.
    const first = await createTranslation(client, source, "translation-estate");
    const second = await createTranslation(client, source, "translation-estate");
    expect(await spanishDrafts(client)).toHaveLength(2);
    // The callbacks run after their own transaction, in any order, even at once.
    await Promise.all([keepFirstTranslation(second), keepFirstTranslation(first)]);
    expect(await spanishDrafts(client)).toEqual([first.newDocument._id]);
    const [metadata, ...more] = await metadataOf(client, source);
    expect(more).toEqual([]);
    expect(metadata?.translations.map(({ language, value }) => [language, value._ref])).toEqual([
      ["en", source],
      ["es", first.newDocument._id.replace(/^drafts\./, "")],
    ]);
    // Run again, it changes nothing.
    await keepFirstTranslation(first);
    expect(await spanishDrafts(client)).toHaveLength(1);
  });

  it("two tabs (two metadata documents): the later one is removed with its translation", async () => {
    const { client } = await lake();
    const source = await englishPage(client);
    const first = await createTranslation(client, source, "translation-a");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createTranslation(client, source, "translation-b");
    await keepFirstTranslation(second);
    await keepFirstTranslation(first);
    expect(await spanishDrafts(client)).toEqual([first.newDocument._id]);
    expect((await metadataOf(client, source)).map(({ _id }) => _id)).toEqual(["translation-a"]);
  });

  it("leaves a first translation, and the home page's made in advance, alone", async () => {
    const { client } = await lake();
    const source = await englishPage(client);
    const first = await createTranslation(client, source, "translation-estate");
    await keepFirstTranslation(first);
    expect(await spanishDrafts(client)).toEqual([first.newDocument._id]);
    expect(
      duplicateOf(
        [
          {
            _id: "translation-homePage",
            translations: [
              { _key: "en", language: "en", value: { _ref: "homePage" } },
              { _key: "es", language: "es", value: { _ref: "homePage-es" } },
            ],
          },
        ],
        "homePage-es",
        "es",
        "translation-homePage",
      ),
    ).toBeNull();
  });
});

describe("slugs and what is missing, per language", () => {
  /** Studio's validation of a slug on a document, with the lake as its client. */
  const slugCheck = (client: SanityClient, document: { _id: string; _type: string; language?: string }, slug: string) =>
    isUniqueInLanguage(slug, {
      document,
      getClient: () => client,
      defaultIsUnique: async () => true,
      parent: undefined,
      path: ["slug"],
      type: undefined,
    } as unknown as Parameters<typeof isUniqueInLanguage>[1]);

  it("an English slug may be reused in Spanish; a Spanish page's slug is refused to another Spanish page", async () => {
    const { client } = await lake();
    expect(await slugCheck(client, { _id: "drafts.x", _type: "solutionPage", language: "es" }, "title-companies")).toBe(
      true,
    );
    expect(await slugCheck(client, { _id: "drafts.x", _type: "solutionPage", language: "es" }, "prestamistas")).toBe(
      false,
    );
    expect(await slugCheck(client, { _id: "drafts.x", _type: "solutionPage", language: "en" }, "prestamistas")).toBe(
      true,
    );
    expect(
      await slugCheck(
        client,
        { _id: "drafts.solution-lenders-es", _type: "solutionPage", language: "es" },
        "prestamistas",
      ),
      "its own slug",
    ).toBe(true);
  });

  it("the Missing Spanish list holds the English pages with no Spanish document, published or draft", async () => {
    const { client } = await lake();
    const missing = () =>
      client.fetch<string[]>(
        `*[${MISSING_TRANSLATION_FILTER}]._id`,
        { types: ["homePage", "earlyAccessPage", "solutionPage", "page"], source: "en", target: "es" },
        { perspective: "raw" },
      );
    expect(await missing(), "the dataset translates every page").toEqual([]);
    const source = await englishPage(client);
    await client.create({
      _id: "drafts.solution-draft-only",
      _type: "solutionPage",
      language: "en",
      title: "Draft only",
    });
    expect((await missing()).sort()).toEqual(["drafts.solution-draft-only", source]);
    const { newDocument } = await createTranslation(client, source, "translation-estate");
    expect(await missing(), "a Spanish draft counts").toEqual(["drafts.solution-draft-only"]);
    await client.delete(newDocument._id);
    expect((await missing()).sort(), "an entry whose document is gone does not").toEqual([
      "drafts.solution-draft-only",
      source,
    ]);
  });

  it("tells the Missing Spanish list's listener when a translation link takes a page off it", async () => {
    const { client } = await lake();
    const source = await englishPage(client);
    const params = { types: ["solutionPage"], source: "en", target: "es" };
    // As the Studio's document list listens: its filter, no results, any event makes it refetch.
    const events: { documentId: string }[] = [];
    let welcomed = false;
    const subscription = client
      .listen(`*[${MISSING_TRANSLATION_FILTER}]`, params, {
        events: ["welcome", "mutation"],
        includeResult: false,
        visibility: "query",
      })
      .subscribe((event) => {
        if (event.type === "welcome") welcomed = true;
        if (event.type === "mutation") events.push(event);
      });
    try {
      await expect.poll(() => welcomed).toBe(true);
      const { newDocument } = await createTranslation(client, source, "translation-estate");
      // Neither changed document (a Spanish draft, a metadata document) is on the list; the
      // English page, which did not change, left it.
      await expect
        .poll(() => events.map((event) => event.documentId).sort())
        .toEqual([newDocument._id, "translation-estate"].sort());
    } finally {
      subscription.unsubscribe();
    }
  });
});
