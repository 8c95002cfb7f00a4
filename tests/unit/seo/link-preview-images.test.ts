import { afterEach, describe, expect, it, vi } from "vitest";
import {
  categoryPageParams,
  categoryParams,
  listingMetadata,
  listingPageParams,
} from "@/features/articles/article-pages";
import { listingOf } from "@/lib/articles/addresses";
import { listingOgImage } from "@/features/pages/preview-images";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "@/lib/routing/paths";
import { ogImage } from "@/lib/seo/preview-image";
import { createPolicy } from "@/server/policy";
import { ROUTES } from "@/lib/routing/table";

/*
 * Link-preview images: every page names one in its language, and each answers like a file that
 * changes only with its bytes (a digest ETag, its length, a CDN lifetime, 304 on revalidation).
 */

afterEach(() => {
  vi.useRealTimers();
});

/** Every listing page of a language: the listing, its later pages, each category and its later pages. */
async function listingPages(lang: Lang) {
  const pages = (await listingPageParams(lang)).map(({ page }) => [null, page] as const);
  const categories = categoryParams(lang).map(({ category }) => [category, null] as const);
  const categoryPages = (await categoryPageParams(lang)).map(({ category, page }) => [category, page] as const);
  return [[null, null] as const, ...pages, ...categories, ...categoryPages];
}

const imageOf = (metadata: { openGraph?: unknown }) =>
  (metadata.openGraph as { images?: { url: string }[] } | undefined)?.images?.[0]?.url;

describe("the articles' listing", () => {
  it.each(LANGUAGES)("names its language's drawn image on every page and category (%s)", async (lang) => {
    const pages = await listingPages(lang);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const [category, page] of pages) {
      const metadata = await listingMetadata(lang, await listingOf(lang, category, page));
      expect(imageOf(metadata), `${lang} ${category} ${page}`).toBe(
        `${LANGUAGE_INFO[lang].prefix}${ROUTES.resources.paths[lang]}/preview.png`,
      );
    }
  });

  it("has an image drawn in each language", async () => {
    const [english, spanish] = await Promise.all(LANGUAGES.map((lang) => listingOgImage(lang)));
    for (const response of [english, spanish]) {
      expect(response?.status).toBe(200);
      expect(response?.headers.get("content-type")).toBe("image/png");
    }
    // Its title is the listing's, in its language.
    expect(english?.headers.get("etag")).not.toBe(spanish?.headers.get("etag"));
  });
});

describe("a drawn image", () => {
  const picture = { title: "Remote online notarization", kicker: "Notavo", brand: null };

  it("carries a digest of its bytes as its ETag, its length, when it was drawn, and a CDN lifetime", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
    const first = await ogImage(picture);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get("x-body-length")).toBe(String(bytes.length));
    expect(first.headers.get("last-modified")).toBe("Wed, 25 Nov 2026 12:00:00 GMT");
    expect(first.headers.get("cache-control")).toMatch(/(^|, )s-maxage=\d+/);
    // Drawn again a day later: the same bytes, the same ETag; another title, another one.
    vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
    expect((await ogImage(picture)).headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await ogImage({ ...picture, title: "Remote online notarization by state" })).headers.get("etag")).not.toBe(
      first.headers.get("etag"),
    );
  });

  it("is answered 304 by the production server when the client's copy is current, and otherwise with its length and the CDN lifetime", async () => {
    const image = await ogImage(picture);
    const head = { status: 200, headers: Object.fromEntries(image.headers.entries()) };
    const etag = image.headers.get("etag") ?? "";
    const policy = createPolicy({ sharedMaxAgeS: 60 });
    const get = (headers: Record<string, string> = {}) => ({
      method: "GET" as const,
      path: "/solutions/esign/opengraph-image-abc123",
      headers,
    });
    const full = policy.passed(get(), head);
    expect(full.status).toBe(200);
    expect(full.headers).toMatchObject({
      "content-length": Number(image.headers.get("x-body-length")),
      etag,
      "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    });
    expect(full.headers["x-body-length"]).toBeUndefined();
    expect(policy.passed(get({ "if-none-match": etag }), head)).toMatchObject({ status: 304, send: "none" });
    expect(policy.passed(get({ "if-modified-since": image.headers.get("last-modified") ?? "" }), head)).toMatchObject({
      status: 304,
      send: "none",
    });
    expect(policy.passed(get({ "if-none-match": '"another"' }), head)).toMatchObject({ status: 200, send: "all" });
  });
});
