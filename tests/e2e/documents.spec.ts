import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import { markdownPath } from "@/lib/markdown/paths";
import { checkerPath, earlyAccessPath, type Lang, LANGUAGES } from "@/lib/routing/paths";
import { statePagePath } from "@/lib/states/paths";
import { UI_TEXT } from "@/lib/text/ui-text";
import { documentPaths, readDatasetSync } from "../support/dataset";

/*
 * The document pages in both languages, on the production build: the index lists every document
 * with its usual answer, a page shows its answer, sources, questions (FAQPage data) and links to the
 * checker, early access and its states (and Florida's page links back), the Markdown rendition,
 * the sitemap's hreflang alternates, a made-up slug's 404, axe and no sideways scroll at 375 and
 * 1280 px. SHOTS_DIR=<folder> also saves a screenshot of the index and the will page at each width.
 */

type DocumentType = { language: string; title: string; slug: { current: string }; faq?: unknown[] };
const documents = readDatasetSync().filter(
  (document) => document._type === "documentType",
) as unknown as DocumentType[];
const documentsIn = (lang: Lang) => documents.filter((document) => document.language === lang);
const WILL: Record<Lang, string> = { en: "will-and-trust", es: "testamento-y-fideicomiso" };
const NAME: Record<Lang, string> = { en: "power-of-attorney", es: "poder-legal" };
const pathOf = (url: string) => new URL(url).pathname;

async function layoutOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const lang of LANGUAGES) {
  const words = UI_TEXT[lang].documents;
  const index = documentIndexPath(lang);

  test.describe(`document pages (${lang})`, () => {
    test("the index lists every document of the language with its usual answer, each linking to its page", async ({
      page,
    }) => {
      await page.goto(index);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveText(words.indexTitle);
      const cards = page.getByTestId("document-list").locator("li");
      await expect(cards).toHaveCount(documentsIn(lang).length);
      const hrefs = await cards.locator("h2 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.sort()).toEqual(
        documentsIn(lang)
          .map((document) => documentTypePath(lang, document.slug.current))
          .sort(),
      );
      const answers = Object.values(words.answers);
      for (const text of await cards.locator("[data-answer]").allTextContents()) expect(answers).toContain(text);
      await expect(page.locator(`a[href="${checkerPath(lang)}"]`).first()).toBeVisible();
    });

    test("a document's page: answer, sources, FAQPage and BreadcrumbList data, the checker, early access and its state, which links back", async ({
      page,
    }) => {
      const path = documentTypePath(lang, WILL[lang]);
      await page.goto(path);
      const will = documentsIn(lang).find((document) => document.slug.current === WILL[lang]);
      await expect(page.locator("h1")).toHaveText(will?.title ?? "");
      await expect(page.locator("#online [data-answer]")).toHaveText(words.answers.check);
      // The Florida exception, with its statute, source link and check date.
      const exception = page.getByTestId("exceptions").locator("li").first();
      await expect(exception).toContainText("Florida");
      await expect(exception.getByTestId("source").locator("a")).toHaveAttribute(
        "href",
        /^https:\/\/www\.leg\.state\.fl\.us\//,
      );
      await expect(exception.getByTestId("source").locator("time")).toHaveAttribute("datetime", "2026-11-27");
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
        );
      const faq = data.find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
      expect(faq?.mainEntity).toHaveLength(will?.faq?.length ?? 0);
      const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((item) => pathOf(item.item))).toEqual([
        lang === "en" ? "/" : "/es",
        index,
        path,
      ]);
      await expect(page.getByTestId("checker-link")).toHaveAttribute("href", checkerPath(lang));
      await expect(page.locator(`main a[href="${earlyAccessPath(lang)}"]`).first()).toBeVisible();
      const florida = statePagePath(lang, "FL") ?? "";
      await page.getByTestId("related-states").locator(`a[href="${florida}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${florida}$`));
      await expect(page.getByTestId("state-documents").locator(`a[href="${path}"]`)).toBeVisible();
    });

    test("has a Markdown rendition, a place in the sitemap with hreflang alternates, and a 404 for a made-up slug", async ({
      request,
    }) => {
      const path = documentTypePath(lang, NAME[lang]);
      const markdown = await request.get(markdownPath(path));
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()["content-type"]).toContain("text/markdown");
      const text = await markdown.text();
      expect(text).toContain(`## ${words.usualHeading}`);
      expect((await (await request.get(markdownPath(index))).text()).startsWith(`# ${words.indexTitle}`)).toBe(true);

      const response = await request.get("/sitemap.xml");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      type Url = { loc: string; "xhtml:link"?: { "@_hreflang": string; "@_href": string }[] };
      const urls = (
        new XMLParser({
          ignoreAttributes: false,
          attributeNamePrefix: "@_",
          isArray: (name) => name === "url" || name === "xhtml:link",
        }).parse(xml) as { urlset: { url: Url[] } }
      ).urlset.url;
      const listed = new Map(urls.map((url) => [pathOf(url.loc), url]));
      for (const page of documentPaths(lang)) expect(listed.has(page), page).toBe(true);
      const alternates = Object.fromEntries(
        (listed.get(path)?.["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], pathOf(link["@_href"])]),
      );
      expect(alternates).toEqual({
        en: documentTypePath("en", NAME.en),
        es: documentTypePath("es", NAME.es),
        "x-default": documentTypePath("en", NAME.en),
      });

      const missing = `${index}/not-a-real-document`;
      expect((await request.get(missing, { maxRedirects: 0 })).status()).toBe(404);
      expect((await request.get(`${missing}.md`)).status()).toBe(404);
    });

    test("a made-up document's address shows the documents' 404 in the language", async ({ page }) => {
      const response = await page.goto(`${index}/not-a-real-document`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText(words.notFoundTitle);
      await expect(page.locator(`main a[href="${index}"]`)).toBeVisible();
    });

    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      test(`the index and every document pass axe and fit ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        const problems: string[] = [];
        for (const path of documentPaths(lang)) {
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
          const shots = process.env.SHOTS_DIR;
          if (shots && (path === index || path === documentTypePath(lang, WILL[lang])))
            await page.screenshot({
              path: `${shots}/documents-${lang}-${path === index ? "index" : "page"}-${viewport.width}.png`,
              fullPage: true,
            });
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
