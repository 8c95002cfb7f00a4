import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resourcesAddressOf, resourcesAt } from "@/lib/articles/addresses";
import { CATEGORY_KEYS, categoryIn } from "@/lib/articles/categories";
import { LANGUAGES, resourcesPath, type Lang } from "@/lib/routing/paths";
import { ROUTES, routeOf } from "@/lib/routing/table";

/*
 * The addresses under the articles' listing as every language's catch-all reads them: page 1
 * spelled out goes for good to its listing's own address, and only when that listing exists.
 */

const LONG = "x".repeat(15_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The words of the listing's own addresses in a language (`page`, `category`), from the routing table. */
const listingWords = (lang: Lang) => ({
  page: ROUTES.resourcesPage.paths[lang].split("/")[2] ?? "",
  category: ROUTES.category.paths[lang].split("/")[2] ?? "",
});

/** What the segments after a language's listing root name now, as the catch-all asks (through the routing table's parser). */
const resourcesAtSegments = async (lang: Lang, rest: readonly string[]) => {
  const match = routeOf([resourcesPath(lang), ...rest].join("/"));
  return match ? resourcesAt(match) : null;
};

describe("page 1 spelled out", () => {
  it.each(LANGUAGES)("of the listing and of each category redirects to that listing's own address (%s)", (lang) => {
    const { category, page } = listingWords(lang);
    expect(resourcesAddressOf(lang, [page, "1"])).toEqual({ kind: "redirect", location: resourcesPath(lang) });
    for (const key of CATEGORY_KEYS) {
      const slug = categoryIn(key, lang).slug;
      expect(resourcesAddressOf(lang, [category, slug, page, "1"]), slug).toEqual({
        kind: "redirect",
        location: resourcesPath(lang, { category: slug }),
      });
    }
  });

  it.each(LANGUAGES)(
    "of a category that does not exist is no address: no redirect, whatever the segment (%s)",
    (lang) => {
      const { category, page } = listingWords(lang);
      const other = LANGUAGES.find((candidate) => candidate !== lang) ?? lang;
      const otherSlugs = CATEGORY_KEYS.map((key) => categoryIn(key, other).slug).filter(
        (slug) => !CATEGORY_KEYS.some((key) => categoryIn(key, lang).slug === slug),
      );
      expect(otherSlugs.length).toBeGreaterThan(0);
      for (const slug of ["made-up", LONG, "", "__proto__", "constructor", ...otherSlugs]) {
        expect(resourcesAddressOf(lang, [category, slug, page, "1"]), slug.slice(0, 40)).toBeNull();
        expect(resourcesAddressOf(lang, [category, slug]), slug.slice(0, 40)).toBeNull();
        expect(resourcesAddressOf(lang, [category, slug, page, "2"]), slug.slice(0, 40)).toBeNull();
      }
    },
  );

  it("sends nothing of the request back: every Location is one of the listing's own addresses", () => {
    const known = new Set(
      LANGUAGES.flatMap((lang) => [
        resourcesPath(lang),
        ...CATEGORY_KEYS.map((key) => resourcesPath(lang, { category: categoryIn(key, lang).slug })),
      ]),
    );
    for (const lang of LANGUAGES) {
      const { category, page } = listingWords(lang);
      for (const rest of [
        [page, "1"],
        ...CATEGORY_KEYS.map((key) => [category, categoryIn(key, lang).slug, page, "1"]),
      ]) {
        const address = resourcesAddressOf(lang, rest);
        expect(address?.kind === "redirect" && known.has(address.location), rest.join("/")).toBe(true);
      }
    }
  });
});

describe("the other addresses under the listing", () => {
  it("are read by form: a listing page of all articles or a known category, an article's slug, else none", () => {
    expect(resourcesAddressOf("en", ["page", "2"])).toEqual({ kind: "listing", category: null, page: "2" });
    expect(resourcesAddressOf("en", ["category", "notaries"])).toEqual({
      kind: "listing",
      category: "notaries",
      page: null,
    });
    expect(resourcesAddressOf("en", ["category", "notaries", "page", "9"])).toEqual({
      kind: "listing",
      category: "notaries",
      page: "9",
    });
    expect(resourcesAddressOf("es", ["categoria", "notary-public", "pagina", "01"])).toEqual({
      kind: "listing",
      category: "notaries",
      page: "01",
    });
    // One segment is an article's slug by its form, even a word of the addresses (no article has it: 404).
    for (const slug of ["some-article", "page", "category"])
      expect(resourcesAddressOf("en", [slug])).toEqual({ kind: "article", slug });
    for (const rest of [
      [],
      ["page", "1", "x"],
      ["category", "notaries", "page"],
      ["category", "notaries", "x", "1"],
      ["a", "b"],
      ["category", "notaries", "page", "1", "x"],
      ["pagina", "1"],
    ]) {
      expect(resourcesAddressOf("en", rest), rest.join("/")).toBeNull();
    }
  });

  it("exist when the articles say so now: a page past the last, a made-up category or article is none (404), page 1 a redirect", async () => {
    expect(await resourcesAtSegments("en", ["page", "1"])).toEqual({ kind: "redirect", location: "/resources" });
    expect(await resourcesAtSegments("es", ["categoria", "notary-public", "pagina", "1"])).toEqual({
      kind: "redirect",
      location: "/es/recursos/categoria/notary-public",
    });
    expect(await resourcesAtSegments("en", ["page", "2"])).toEqual({
      kind: "listing",
      listing: { category: null, page: 2 },
    });
    for (const rest of [
      ["page", "99"],
      ["category", "made-up", "page", "1"],
      ["category", LONG, "page", "1"],
      ["no-such-article"],
      ["category", "notaries", "page", "99"],
    ]) {
      expect(await resourcesAtSegments("en", rest), rest.join("/").slice(0, 60)).toBeNull();
    }
  });
});
