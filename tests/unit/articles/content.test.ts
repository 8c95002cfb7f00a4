import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import sitemap from "@/app/sitemap";
import { articleMetadata, listingMetadata } from "@/features/articles/article-pages";
import { listingOf } from "@/lib/articles/addresses";
import { findArticle, getPublishedArticles, withTranslationsOutAt } from "@/lib/articles/content";
import { feedXml } from "@/lib/articles/feed";
import { articlePath, LANGUAGES, resourcesFeedPath, resourcesPath } from "@/lib/routing/paths";
import { findMarkdownPage } from "@/lib/markdown/documents";
import { llmsTxt } from "@/lib/markdown/llms-txt";
import { absoluteUrl } from "@/lib/seo/metadata";
import { readDatasetSync } from "../../support/dataset";

/*
 * The bundled articles through the site's own modules, with the clock moved by the test
 * (vi.setSystemTime): the scheduled article (2030) is nowhere until its time, then everywhere,
 * with the same dataset and no rebuild.
 */

type ArticleDocument = { _id: string; language: string; slug: { current: string }; publishedAt: string; title: string };
const articles = readDatasetSync().filter((document) => document._type === "article") as unknown as ArticleDocument[];
const scheduled = articles.filter((document) => Date.parse(document.publishedAt) > Date.parse("2027-01-01"));
const out = articles.filter((document) => !scheduled.includes(document));
const inLanguage = (list: ArticleDocument[], lang: string) => list.filter((document) => document.language === lang);

const TODAY = new Date("2026-11-25T12:00:00Z");
const parseFeed = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml).rss.channel;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the bundled articles", () => {
  it("are at least five a language out now, each translated, and one scheduled for 2030 in both languages", () => {
    for (const lang of LANGUAGES) expect(inLanguage(out, lang).length).toBeGreaterThanOrEqual(5);
    expect(scheduled.map((document) => document.language).sort()).toEqual(["en", "es"]);
  });
});

describe("before its time, a scheduled article", () => {
  it.each(LANGUAGES)(
    "is not listed, has no page and no rendition, and is in no feed, sitemap or llms.txt (%s)",
    async (lang) => {
      const [future] = inLanguage(scheduled, lang);
      if (!future) throw new Error("no scheduled article");
      const published = await getPublishedArticles(lang);
      expect(published.map((article) => article.slug)).toEqual(
        inLanguage(out, lang)
          .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
          .map((document) => document.slug.current),
      );
      expect(await findArticle(lang, future.slug.current)).toBeNull();
      expect(await findMarkdownPage(articlePath(lang, future.slug.current))).toBeNull();
      const feed = await feedXml(lang);
      expect(XMLValidator.validate(feed)).toBe(true);
      expect(feed).not.toContain(future.slug.current);
      expect(parseFeed(feed).item).toHaveLength(inLanguage(out, lang).length);
      expect(JSON.stringify(await sitemap())).not.toContain(future.slug.current);
      expect(await llmsTxt()).not.toContain(future.slug.current);
    },
  );
});

describe("once its time has come, with no rebuild", () => {
  it.each(LANGUAGES)(
    "the scheduled article is first in the listing and the feed, has its page and rendition, and is in the sitemap and llms.txt (%s)",
    async (lang) => {
      const [future] = inLanguage(scheduled, lang);
      if (!future) throw new Error("no scheduled article");
      vi.setSystemTime(new Date(Date.parse(future.publishedAt) - 1000));
      expect(await findArticle(lang, future.slug.current)).toBeNull();
      vi.setSystemTime(new Date(future.publishedAt));
      expect((await getPublishedArticles(lang))[0]?.slug).toBe(future.slug.current);
      expect((await findArticle(lang, future.slug.current))?.title).toBe(future.title);
      expect((await findMarkdownPage(articlePath(lang, future.slug.current)))?.markdown()).toContain(
        `# ${future.title}`,
      );
      const feed = parseFeed(await feedXml(lang));
      expect(feed.item[0].link).toBe(absoluteUrl(articlePath(lang, future.slug.current)));
      expect(JSON.stringify(await sitemap())).toContain(absoluteUrl(articlePath(lang, future.slug.current)));
      expect(await llmsTxt()).toContain(absoluteUrl(`${articlePath(lang, future.slug.current)}.md`));
    },
  );
});

describe("the feed", () => {
  it.each(LANGUAGES)("is well-formed RSS 2.0 with absolute links to the articles, newest first (%s)", async (lang) => {
    const channel = parseFeed(await feedXml(lang));
    expect(channel.link).toBe(absoluteUrl(resourcesPath(lang)));
    expect(channel["atom:link"]["@_href"]).toBe(absoluteUrl(resourcesFeedPath(lang)));
    const dates = channel.item.map((item: { pubDate: string }) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of channel.item) {
      expect(item.link).toMatch(
        new RegExp(`^${absoluteUrl(resourcesPath(lang)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[a-z0-9-]+$`),
      );
      expect(item["dc:creator"]).toBeTruthy();
    }
  });
});

describe("the listing's heading and introduction", () => {
  // Site settings' words (Studio: Site settings → Resources), in each language.
  const settings = readDatasetSync().find((document) => document._id === "siteSettings") as unknown as Record<
    "resourcesTitle" | "resourcesIntro",
    Record<string, string>
  >;

  it.each(LANGUAGES)(
    "come from site settings in the listing's metadata, its Markdown rendition and the feed (%s)",
    async (lang) => {
      const title = settings.resourcesTitle[lang] as string;
      const intro = settings.resourcesIntro[lang] as string;
      expect(title).toBeTruthy();
      expect(intro).toBeTruthy();
      const metadata = await listingMetadata(lang, await listingOf(lang, null, null));
      expect((metadata.title as { absolute: string }).absolute).toMatch(new RegExp(`^${title} \\| `));
      expect(metadata.description).toBe(intro);
      const markdown = await findMarkdownPage(resourcesPath(lang));
      expect(markdown?.title).toBe(title);
      expect(await markdown?.markdown()).toMatch(
        new RegExp(`^# ${title}\n\n${intro.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\n`),
      );
      expect(parseFeed(await feedXml(lang)).description).toBe(intro);
    },
  );
});

describe("the listing's pages", () => {
  it("exist from 2 to the last one, in a known category; anything else is none (404)", async () => {
    expect(await listingOf("en", null, null)).toEqual({ category: null, page: 1 });
    expect(await listingOf("en", null, "2")).toEqual({ category: null, page: 2 });
    expect(await listingOf("en", null, "3")).toBeNull();
    expect(await listingOf("en", null, "1")).toBeNull();
    expect(await listingOf("en", null, "abc")).toBeNull();
    expect(await listingOf("en", "notaries", null)).toEqual({ category: "notaries", page: 1 });
    expect(await listingOf("es", "notary-public", null)).toEqual({ category: "notaries", page: 1 });
    expect(await listingOf("es", "notaries", null)).toBeNull();
    expect(await listingOf("en", "made-up", null)).toBeNull();
  });
});

describe("an article's metadata", () => {
  it("names its canonical address, its translation, the feed and the generated image unless it has a cover", async () => {
    const [english] = out.filter((document) => document.language === "en");
    const found = await findArticle("en", english?.slug.current ?? "");
    if (!found) throw new Error("no article");
    const article = { ...found, cover: null };
    const metadata = articleMetadata(article, "en", { product: "Notavo" });
    expect(metadata.alternates?.canonical).toBe(articlePath("en", article.slug));
    const languages = metadata.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages).sort()).toEqual(["en", "es", "x-default"]);
    expect(languages.es).toMatch(/^\/es\/recursos\/[a-z0-9-]+$/);
    expect(metadata.alternates?.types).toEqual({
      "application/rss+xml": [{ url: "/resources/feed.xml", title: "Notavo resources" }],
    });
    expect(metadata.openGraph).toMatchObject({ type: "article", publishedTime: article.publishedAt });
    // No cover: the image drawn from its title at build time is the preview.
    expect((metadata.openGraph as { images?: { url: string }[] }).images?.[0]?.url).toBe(
      `${articlePath("en", article.slug)}/preview.png`,
    );
    // Published since the build: the site's default image.
    expect(
      (
        articleMetadata(article, "en", { generated: false, defaultOgImage: "/default.png" }).openGraph as {
          images?: { url: string }[];
        }
      ).images?.[0]?.url,
    ).toBe("/default.png");
    // A cover: 1200 × 630 of it from Sanity's image pipeline, around its hotspot, in its own format.
    const hash = "a".repeat(40);
    const withCover = articleMetadata(
      {
        ...article,
        cover: {
          alt: "A signer",
          crop: null,
          hotspot: { _type: "sanity.imageHotspot", x: 0.25, y: 0.5, width: 0.2, height: 0.2 },
          asset: { _id: `image-${hash}-2400x1600-jpg`, url: `https://cdn.sanity.io/images/p/d/${hash}-2400x1600.jpg` },
        },
      },
      "en",
    );
    expect((withCover.openGraph as { images?: { url: string }[] }).images?.[0]?.url).toBe(
      `https://cdn.sanity.io/images/p/d/${hash}-2400x1600.jpg?rect=0,170,2400,1260&w=1200&h=630&fit=crop`,
    );
  });

  it("names no alternate while its translation is scheduled", async () => {
    const [english] = out.filter((document) => document.language === "en");
    const article = await findArticle("en", english?.slug.current ?? "");
    if (!article) throw new Error("no article");
    const spanishLater = {
      ...article,
      translations: article.translations.map((translation) =>
        translation.language === "es" ? { ...translation, publishedAt: "2031-01-01T00:00:00Z" } : translation,
      ),
    };
    const now = withTranslationsOutAt(spanishLater, TODAY);
    expect(now.translations.map((translation) => translation.language)).toEqual(["en"]);
    expect(articleMetadata(now, "en").alternates?.languages).toBeUndefined();
    expect(withTranslationsOutAt(spanishLater, new Date("2031-01-01T00:00:00Z")).translations).toHaveLength(2);
  });
});
