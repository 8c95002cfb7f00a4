import { describe, expect, it } from "vitest";
import { TRANSLATED_TYPES } from "@/lib/routing/paths";
import { isReservedSlug, SLUG_PATTERN } from "@/lib/routing/slugs";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { languageOf, readDatasetSync } from "../../support/dataset";

/*
 * The bundled dataset is a complete bilingual site: every English page has a published Spanish
 * version linked to it the way the translation plugin links them (a translation.metadata document),
 * at a Spanish slug, and every shared text (site settings' language objects, states) has its Spanish.
 */

type Page = SanityDocumentLike & {
  title?: string;
  slug?: { current?: string };
  seo?: { title?: string; description?: string };
  blocks?: { _type: string }[];
};
type Metadata = SanityDocumentLike & {
  schemaTypes?: string[];
  translations?: { _key: string; language: string; value?: { _ref?: string } }[];
};

const dataset = readDatasetSync();
const byId = new Map(dataset.map((document) => [document._id, document]));
const pages = dataset.filter((document): document is Page =>
  (TRANSLATED_TYPES as readonly string[]).includes(document._type),
);
const englishPages = pages.filter((page) => languageOf(page) === "en");
const spanishPages = pages.filter((page) => languageOf(page) === "es");
const metadata = dataset.filter((document): document is Metadata => document._type === "translation.metadata");

/** The translation documents naming a page. */
const linksOf = (id: string) =>
  metadata.filter((document) => (document.translations ?? []).some((entry) => entry.value?._ref === id));

/** The Spanish page linked to an English one, or undefined. */
function spanishOf(page: Page): Page | undefined {
  const ref = linksOf(page._id)[0]?.translations?.find((entry) => entry.language === "es")?.value?._ref;
  return ref ? (byId.get(ref) as Page | undefined) : undefined;
}

/** Slugs whose word is the same in both languages: the Spanish page may keep the English slug. */
const SAME_WORD = new Set(["api"]);

describe("every English page of the bundled dataset", () => {
  it("exists for each kind of translated page", () => {
    expect(new Set(englishPages.map((page) => page._type))).toEqual(new Set(TRANSLATED_TYPES));
  });

  it.each(englishPages.map((page) => [page._id, page] as const))(
    "%s has a Spanish version, linked by one translation document",
    (_id, page) => {
      // One translation document per page (the plugin's reported duplicate-translations pitfall).
      const links = linksOf(page._id);
      expect(links, page._id).toHaveLength(1);
      const [link] = links as [Metadata];
      expect(link.schemaTypes).toEqual([page._type]);
      // One entry per language, keyed by it (the plugin's shape).
      expect(link.translations?.map((entry) => [entry._key, entry.language]).sort()).toEqual([
        ["en", "en"],
        ["es", "es"],
      ]);
      expect(link.translations?.find((entry) => entry.language === "en")?.value?._ref).toBe(page._id);
      const spanish = spanishOf(page);
      expect(spanish, `${page._id}: its Spanish document exists`).toBeDefined();
      expect(spanish?._type).toBe(page._type);
      expect(spanish?.language).toBe("es");
      // Translated, section for section.
      expect(spanish?.blocks?.map((block) => block._type)).toEqual(page.blocks?.map((block) => block._type));
      expect(spanish?.title).toBeTruthy();
      if (page.seo?.title) expect(spanish?.seo?.title).not.toBe(page.seo.title);
      if (page.seo?.description) expect(spanish?.seo?.description).not.toBe(page.seo.description);
    },
  );

  it.each(englishPages.filter((page) => page.slug?.current).map((page) => [page._id, page] as const))(
    "%s has a Spanish slug of its own",
    (_id, page) => {
      const english = page.slug?.current ?? "";
      const slug = spanishOf(page)?.slug?.current ?? "";
      expect(slug).toMatch(SLUG_PATTERN);
      if (!SAME_WORD.has(english))
        expect(slug, `${page._id}: the Spanish slug translates "${english}"`).not.toBe(english);
      if (page._type === "page")
        expect(isReservedSlug(slug, "es"), `${slug} is one of the Spanish site's own segments`).toBe(false);
    },
  );
});

describe("the Spanish pages", () => {
  it("are as many as the English ones, each linked to its English page", () => {
    expect(spanishPages).toHaveLength(englishPages.length);
    for (const page of spanishPages) {
      const links = linksOf(page._id);
      expect(links, page._id).toHaveLength(1);
      const english = links[0]?.translations?.find((entry) => entry.language === "en")?.value?._ref;
      expect(languageOf(byId.get(english ?? "") ?? page), `${page._id} → ${english}`).toBe("en");
    }
  });

  it("have slugs unique within Spanish for each kind of page (a slug is unique within its language only)", () => {
    for (const type of ["solutionPage", "page"]) {
      const slugs = spanishPages.filter((page) => page._type === type).map((page) => page.slug?.current);
      expect(slugs.every(Boolean), type).toBe(true);
      expect(new Set(slugs).size, type).toBe(slugs.length);
    }
    // One home page and one early-access page per language.
    for (const type of ["homePage", "earlyAccessPage"])
      expect(spanishPages.filter((page) => page._type === type)).toHaveLength(1);
  });

  it("and the translation documents link only pages that exist, one per language", () => {
    for (const document of metadata) {
      const entries = document.translations ?? [];
      expect(new Set(entries.map((entry) => entry.language)).size, document._id).toBe(entries.length);
      for (const entry of entries) {
        const target = byId.get(entry.value?._ref ?? "");
        expect(target, `${document._id} → ${entry.value?._ref}`).toBeDefined();
        expect(languageOf(target as SanityDocumentLike)).toBe(entry.language);
        expect(document.schemaTypes).toContain(target?._type);
      }
    }
  });
});

/** Every language object (schemas/objects/locale.ts) in a value, with its path. */
function languageObjects(value: unknown, path = ""): { path: string; value: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => languageObjects(item, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  if (object._type === "localeString" || object._type === "localeText") return [{ path, value: object }];
  return Object.entries(object).flatMap(([field, child]) => languageObjects(child, path ? `${path}.${field}` : field));
}

describe("the texts every language shares", () => {
  const settings = byId.get("siteSettings");

  it("site settings: every language object has its Spanish", () => {
    const objects = languageObjects(settings);
    // The menu, the footer, the header's call to action, the modals, the SEO texts, the notary notice, the status labels.
    expect(objects.length).toBeGreaterThan(40);
    for (const field of [
      "solutionsLabel",
      "footerTagline",
      "copyright",
      "notaryNotice.text",
      "statusLabels.permanent",
      "headerCta.label",
    ]) {
      expect(objects.map((object) => object.path)).toContain(field);
    }
    const missing = objects
      .filter(({ value }) => typeof value.es !== "string" || value.es.trim() === "")
      .map(({ path }) => path);
    expect(missing).toEqual([]);
    // And its English: a Spanish text never stands alone.
    expect(
      objects.filter(({ value }) => typeof value.en !== "string" || value.en.trim() === "").map(({ path }) => path),
    ).toEqual([]);
  });

  it("states: every state has its Spanish name, and its Spanish note when it has a note", () => {
    const states = dataset.filter((document) => document._type === "ronState") as (SanityDocumentLike & {
      es?: { name?: string; note?: string };
      requirements?: { note?: string };
    })[];
    expect(states).toHaveLength(50);
    expect(states.filter((state) => !state.es?.name?.trim()).map((state) => state._id)).toEqual([]);
    expect(
      states.filter((state) => state.requirements?.note && !state.es?.note?.trim()).map((state) => state._id),
    ).toEqual([]);
  });
});
