import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ARTICLES_PER_PAGE } from "@/lib/articles/listing";
import { categoryIn } from "@/lib/articles/categories";
import { articlePath, LANGUAGES, resourcesFeedPath, resourcesPath, type Lang } from "@/lib/routing/paths";
import { readDatasetSync } from "../support/dataset";
import { UI_TEXT } from "@/lib/text/ui-text";
import { tabTo } from "../support/keyboard";

/*
 * The articles in both languages: the listing newest first, page by page and by
 * category through plain links, each article with its date, author, reading time and related
 * articles, the RSS feed, the scheduled article's 404, and the same bars as every page (axe,
 * keyboard, 375 and 1280 px). The articles come from the dataset, so a new one is covered.
 */

type ArticleDocument = {
  language: string;
  slug: { current: string };
  publishedAt: string;
  title: string;
  categories: string[];
  author: { _ref: string };
};
const dataset = readDatasetSync();
const allArticles = dataset.filter((document) => document._type === "article") as unknown as ArticleDocument[];
const authors = new Map(
  dataset
    .filter((document) => document._type === "author")
    .map((document) => [document._id, document as unknown as { name: string }]),
);
const now = Date.now();
const articlesIn = (lang: Lang) =>
  allArticles
    .filter((article) => article.language === lang && Date.parse(article.publishedAt) <= now)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
const scheduledIn = (lang: Lang) =>
  allArticles.filter((article) => article.language === lang && Date.parse(article.publishedAt) > now);

/** A site-relative path from an absolute URL the server wrote (NEXT_PUBLIC_SITE_URL may name another host). */
const pathOf = (url: string) => new URL(url).pathname;

async function layoutOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const lang of LANGUAGES) {
  const articles = articlesIn(lang);
  const listing = resourcesPath(lang);
  const pages = Math.ceil(articles.length / ARTICLES_PER_PAGE);

  test.describe(`articles (${lang})`, () => {
    test("the listing shows the newest first, page by page through plain links, with the feed in <head> and a footer link to it", async ({
      page,
      request,
    }) => {
      expect(articles.length).toBeGreaterThan(ARTICLES_PER_PAGE);
      await page.goto(listing);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("link[rel=alternate][type='application/rss+xml']")).toHaveAttribute(
        "href",
        new RegExp(`${resourcesFeedPath(lang)}$`),
      );
      await expect(page.locator(`footer a[href="${listing}"]`)).toHaveCount(1);
      const cards = page.getByTestId("article-list").locator("article");
      await expect(cards).toHaveCount(ARTICLES_PER_PAGE);
      await expect(cards.first().locator("h2 a")).toHaveText(articles[0]?.title ?? "");
      const dates = await cards
        .locator("time")
        .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute("datetime") ?? "")));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // Page 2 through the "older" link, and back.
      await page.locator("a[rel=next]").click();
      await expect(page).toHaveURL(new RegExp(`${resourcesPath(lang, { page: 2 })}$`));
      await expect(cards).toHaveCount(articles.length - ARTICLES_PER_PAGE);
      await expect(cards.first().locator("h2 a")).toHaveText(articles[ARTICLES_PER_PAGE]?.title ?? "");
      await expect(page.locator("a[rel=prev]")).toHaveAttribute("href", listing);
      // Bounded: past the last page and garbage answer 404; page 1 spelled out goes to the listing; the query string is ignored.
      for (const path of [
        resourcesPath(lang, { page: pages + 1 }),
        `${listing}/${resourcesPath(lang, { page: 2 }).split("/").at(-2)}/abc`,
        `${listing}/${resourcesPath(lang, { page: 2 }).split("/").at(-2)}/99999999999`,
        `${listing}/made-up-article`,
        `${listing}/a/b/c/d/e`,
      ]) {
        expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
      }
      const first = await request.get(resourcesPath(lang, { page: 2 }).replace(/2$/, "1"), { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      expect(first.headers().location).toBe(listing);
      const query = await request.get(`${listing}?page=2`);
      expect(query.status()).toBe(200);
      expect(await query.text()).toContain(articles[0]?.title.replace(/&/g, "&amp;") ?? "");
    });

    test("filters by category through plain links", async ({ page }) => {
      await page.goto(listing);
      const notaries = categoryIn("notaries", lang);
      await page
        .getByRole("navigation", { name: lang === "es" ? "Categorías" : "Categories" })
        .getByRole("link", { name: notaries.title })
        .click();
      await expect(page).toHaveURL(new RegExp(`${resourcesPath(lang, { category: notaries.slug })}$`));
      await expect(page.locator("[aria-current=page]").first()).toHaveText(notaries.title);
      const expected = articles
        .filter((article) => article.categories.includes("notaries"))
        .map((article) => article.title);
      await expect(page.getByTestId("article-list").locator("h2 a")).toHaveText(expected);
    });

    test("an article's cover and its author's photo come from the image pipeline: a srcset of resized WebP, laid out before they load", async ({
      page,
    }) => {
      const article = articles.find((each) => (each as { cover?: unknown }).cover);
      if (!article) throw new Error("no article with a cover in the dataset");
      const images: { url: string; type: string; bytes: number }[] = [];
      page.on("response", async (response) => {
        if (new URL(response.url()).pathname.startsWith("/images/"))
          images.push({
            url: response.url(),
            type: response.headers()["content-type"] ?? "",
            bytes: (await response.body()).length,
          });
      });
      await page.goto(articlePath(lang, article.slug.current));
      const cover = page.locator("article header img");
      await expect(cover).toHaveAttribute("srcset", /\?rect=\d+,\d+,\d+,\d+&w=480&h=252&fit=crop&auto=format 480w, /);
      await expect(cover).toHaveAttribute("width", "768");
      await expect(cover).toHaveAttribute("height", "403");
      await expect(cover).toHaveAttribute("fetchpriority", "high");
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      const chosen = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(new URL(chosen).searchParams.get("w")).toMatch(/^(800|960|1200|1600)$/);
      const avatar = page.locator("aside[aria-labelledby=about-author] img");
      await expect(avatar).toHaveAttribute("alt", "");
      await expect(avatar).toHaveAttribute("srcset", /\?w=64&h=64&fit=crop&auto=format 64w, .*192w$/);
      await avatar.scrollIntoViewIfNeeded();
      await expect
        .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      // Its link preview is the cover at 1200 × 630, around the same hotspot, in the upload's format.
      await expect(page.locator("meta[property='og:image']").first()).toHaveAttribute(
        "content",
        /\/images\/[\w-]+\/[\w-]+\/[0-9a-f]{40}-\d+x\d+\.jpg\?rect=\d+,\d+,\d+,\d+&w=1200&h=630&fit=crop$/,
      );
      // Every image came resized, as WebP, and none is the original upload.
      await expect.poll(() => images.length).toBe(2);
      for (const image of images) {
        expect(image.type, image.url).toBe("image/webp");
        expect(new URL(image.url).searchParams.get("w"), image.url).not.toBeNull();
      }
    });

    test("an article shows its date, author, reading time and related articles, with BlogPosting data", async ({
      page,
    }) => {
      const article = articles[1];
      if (!article) throw new Error("no article");
      await page.goto(articlePath(lang, article.slug.current));
      await expect(page.locator("h1")).toHaveText(article.title);
      await expect(page.getByTestId("byline").locator("time").first()).toHaveAttribute("datetime", article.publishedAt);
      await expect(page.getByTestId("byline")).toContainText(
        authors.get(article.author._ref)?.name ?? "missing author",
      );
      await expect(page.getByTestId("reading-time")).toHaveText(/^\d+ min/);
      await expect(page.locator("aside[aria-labelledby=about-author]")).toContainText(
        authors.get(article.author._ref)?.name ?? "",
      );
      const related = page.getByTestId("related-articles").locator("article");
      await expect(related).toHaveCount(3);
      await expect(related.locator("h3 a").first()).not.toHaveText(article.title);
      const data = await page
        .locator("script[type='application/ld+json']")
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
      const posting = data.find((item) => item["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        headline: article.title,
        datePublished: article.publishedAt,
        inLanguage: `${lang}-US`,
        author: { "@type": "Person" },
      });
      expect(posting.image[0]).toMatch(
        new RegExp(`^https?://[^/]+${articlePath(lang, article.slug.current)}/preview.png$`),
      );
      await expect(page.locator("link[rel=alternate][hreflang]")).toHaveCount(3);
      await expect(page.locator("meta[property='og:image']").first()).toHaveAttribute(
        "content",
        new RegExp(`${articlePath(lang, article.slug.current)}/preview.png$`),
      );
      const preview = await page.request.get(`${articlePath(lang, article.slug.current)}/preview.png`);
      expect(preview.headers()["content-type"]).toBe("image/png");
    });

    test("the feed is well-formed RSS 2.0 with absolute links to every article, newest first", async ({ request }) => {
      const response = await request.get(resourcesFeedPath(lang));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const channel = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml).rss
        .channel;
      expect(channel.item.map((item: { link: string }) => pathOf(item.link))).toEqual(
        articles.map((article) => articlePath(lang, article.slug.current)),
      );
      for (const item of channel.item) expect(item.link).toMatch(/^https?:\/\/[^/]+\//);
      expect((await request.get(pathOf(channel.item[0].link))).status()).toBe(200);
    });

    test("a scheduled article answers 404 and is in no listing, feed, sitemap or llms.txt", async ({ request }) => {
      const scheduled = scheduledIn(lang);
      expect(scheduled.length).toBeGreaterThan(0);
      const [listingHtml, feed, sitemap, llms] = await Promise.all(
        [listing, resourcesFeedPath(lang), "/sitemap.xml", "/llms.txt"].map(async (path) =>
          (await request.get(path)).text(),
        ),
      );
      for (const article of scheduled) {
        const path = articlePath(lang, article.slug.current);
        const missing = await request.get(path, { maxRedirects: 0 });
        expect(missing.status(), path).toBe(404);
        // The listing's own 404: the site's frame, a heading and a link to the listing.
        expect(await missing.text()).toContain(UI_TEXT[lang].resources.notFoundTitle);
        expect((await request.get(`${path}.md`, { maxRedirects: 0 })).status(), `${path}.md`).toBe(404);
        for (const text of [listingHtml, feed, sitemap, llms]) expect(text).not.toContain(article.slug.current);
      }
      // The articles out now are in the sitemap and llms.txt, as are their renditions.
      for (const article of articles) {
        expect(sitemap).toContain(articlePath(lang, article.slug.current));
        expect(llms).toContain(`${articlePath(lang, article.slug.current)}.md`);
      }
      const markdown = await request.get(`${articlePath(lang, articles[0]?.slug.current ?? "")}.md`);
      expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(await markdown.text()).toContain(`# ${articles[0]?.title}`);
    });

    test("a keyboard reaches an article from the listing", async ({ page }) => {
      await page.goto(listing);
      const link = page.getByTestId("article-list").locator("h2 a").first();
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${articlePath(lang, articles[0]?.slug.current ?? "")}$`));
      await expect(page.locator("h1")).toHaveText(articles[0]?.title ?? "");
    });

    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      test(`the listing and every article pass axe and fit ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        const paths = [
          listing,
          resourcesPath(lang, { page: 2 }),
          resourcesPath(lang, { category: categoryIn("compliance", lang).slug }),
          ...articles.map((article) => articlePath(lang, article.slug.current)),
        ];
        const problems: string[] = [];
        for (const path of paths) {
          await page.goto(path);
          const overflow = await layoutOverflow(page);
          if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow} px`);
          const results = await new AxeBuilder({ page }).analyze();
          problems.push(
            ...results.violations.map(
              (violation) =>
                `${path}: ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            ),
          );
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
