import { describe, expect, it } from "vitest";
import {
  ARTICLES_PER_PAGE,
  inCategory,
  isPublishedAt,
  listingCopy,
  pageCount,
  pageNumberOf,
  pageOf,
  publishedArticles,
  readingMinutes,
  relatedArticles,
  scheduledArticles,
  wordCount,
} from "@/lib/articles/listing";
import { categoryBySlug, categoryIn, CATEGORY_KEYS } from "@/lib/articles/categories";

const article = (slug: string, publishedAt: string | null, categories: string[] = []) => ({
  slug,
  publishedAt,
  categories,
});

describe("the schedule (an injected clock)", () => {
  const now = new Date("2026-11-25T12:00:00Z");

  it("counts an article out from its published date and time on, never before", () => {
    expect(isPublishedAt(article("a", "2026-11-25T12:00:00Z"), now)).toBe(true);
    expect(isPublishedAt(article("a", "2026-11-25T11:59:59Z"), now)).toBe(true);
    expect(isPublishedAt(article("a", "2026-11-25T12:00:01Z"), now)).toBe(false);
    expect(isPublishedAt(article("a", "2030-01-15T15:00:00Z"), now)).toBe(false);
    // The same article, one second later, is out: no rebuild, only the clock.
    expect(isPublishedAt(article("a", "2026-11-25T12:00:01Z"), new Date("2026-11-25T12:00:01Z"))).toBe(true);
  });

  it("leaves out an article without a date, a slug, or with a date that is not one", () => {
    expect(isPublishedAt(article("a", null), now)).toBe(false);
    expect(isPublishedAt({ slug: null, publishedAt: "2026-01-01T00:00:00Z" }, now)).toBe(false);
    expect(isPublishedAt(article("a", "soon"), now)).toBe(false);
  });

  it("lists the articles out newest first and the scheduled ones soonest first", () => {
    const all = [
      article("old", "2026-01-01T00:00:00Z"),
      article("later", "2027-01-01T00:00:00Z"),
      article("new", "2026-06-01T00:00:00Z"),
      article("much-later", "2030-01-01T00:00:00Z"),
      article("same-time-b", "2026-01-01T00:00:00Z"),
    ];
    expect(publishedArticles(all, now).map((item) => item.slug)).toEqual(["new", "old", "same-time-b"]);
    expect(scheduledArticles(all, now).map((item) => item.slug)).toEqual(["later", "much-later"]);
    expect(publishedArticles(all, new Date("2027-06-01T00:00:00Z")).map((item) => item.slug)).toEqual([
      "later",
      "new",
      "old",
      "same-time-b",
    ]);
  });
});

describe("pagination", () => {
  it("fills pages of ARTICLES_PER_PAGE, one (empty) page when there is nothing", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(ARTICLES_PER_PAGE)).toBe(1);
    expect(pageCount(ARTICLES_PER_PAGE + 1)).toBe(2);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([4, 5, 6]);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 3, 3)).toEqual([7]);
  });

  it("takes a page number from an address only when it is 2 to the last page, in plain digits", () => {
    expect(pageNumberOf("2", 3)).toBe(2);
    expect(pageNumberOf("3", 3)).toBe(3);
    for (const garbage of ["4", "1", "0", "02", "-1", "2.0", "1e1", "abc", "", " 2", "2 ", "９", "9999999", undefined])
      expect(pageNumberOf(garbage, 3)).toBeNull();
  });
});

describe("categories", () => {
  it("have a title and a slug in each language, and are found by their slug in that language only", () => {
    for (const key of CATEGORY_KEYS) {
      expect(categoryBySlug("en", categoryIn(key, "en").slug)).toBe(key);
      expect(categoryBySlug("es", categoryIn(key, "es").slug)).toBe(key);
    }
    expect(categoryBySlug("es", "notaries")).toBeNull();
    expect(categoryBySlug("en", "notary-public")).toBeNull();
    expect(categoryBySlug("en", "__proto__")).toBeNull();
    expect(
      inCategory([article("a", null, ["notaries"]), article("b", null, ["signers"])], "notaries").map(
        (item) => item.slug,
      ),
    ).toEqual(["a"]);
  });
});

describe("related articles", () => {
  const published = [
    article("newest", "2026-10-01T00:00:00Z", ["signers"]),
    article("two-shared", "2026-09-01T00:00:00Z", ["notaries", "compliance"]),
    article("one-shared", "2026-08-01T00:00:00Z", ["compliance"]),
    article("self", "2026-07-01T00:00:00Z", ["notaries", "compliance"]),
    article("oldest", "2026-06-01T00:00:00Z", ["business"]),
  ];

  it("are those sharing the most categories first, then the newest of the rest, never the article itself", () => {
    expect(relatedArticles(published[3]!, published).map((item) => item.slug)).toEqual([
      "two-shared",
      "one-shared",
      "newest",
    ]);
    expect(relatedArticles(published[0]!, published, 2).map((item) => item.slug)).toEqual(["two-shared", "one-shared"]);
    expect(relatedArticles(article("alone", null), [])).toEqual([]);
  });
});

describe("reading time", () => {
  it("counts words in any script, a hyphenated or apostrophed word as one", () => {
    expect(wordCount("Remote online notarization (RON) is an e-seal's job.")).toBe(8);
    expect(wordCount("La notarización en línea, paso a paso")).toBe(7);
    expect(wordCount("   ")).toBe(0);
  });

  it("rounds up, is at least a minute, and reads Spanish a little slower", () => {
    const words = (count: number) => Array.from({ length: count }, () => "palabra").join(" ");
    expect(readingMinutes("", "en")).toBe(1);
    expect(readingMinutes(words(238), "en")).toBe(1);
    expect(readingMinutes(words(239), "en")).toBe(2);
    expect(readingMinutes(words(238), "es")).toBe(2);
    expect(readingMinutes(words(1000), "es")).toBe(5);
  });
});

describe("the listing's words", () => {
  it("are site settings' when set, else the built-in ones of the language", () => {
    expect(listingCopy({ resourcesTitle: "Guides", resourcesIntro: "Read these." }, "en")).toEqual({
      title: "Guides",
      intro: "Read these.",
    });
    expect(listingCopy({ resourcesTitle: "  ", resourcesIntro: null }, "en")).toEqual({
      title: "Resources",
      intro: expect.stringMatching(/^Guides to remote online notarization/),
    });
    expect(listingCopy(null, "es")).toEqual({
      title: "Recursos",
      intro: expect.stringMatching(/^Guías sobre la notarización/),
    });
  });
});
