import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, stateIndexPath, type Lang } from "@/lib/routing/paths";
import { markdownPath } from "@/lib/markdown/paths";
import { statePagePath } from "@/lib/states/paths";
import { readDatasetSync } from "../support/dataset";

/*
 * The state pages: every one of the 100 answers with its headline, canonical address,
 * hreflang alternates and structured data (plain requests, no browser per page); a sample in a
 * browser (with and without the state's own text and questions, both languages) for axe with the
 * questions opened, the keyboard and the widths; the sourced facts; the coverage table's rows on a phone; and the
 * links to the state pages from the table and the signup. The every-page checks (quality, keyboard,
 * markdown, seo specs) also visit Texas and Alabama in both languages (publicPaths); the index, the
 * notary page's coverage table under its own heading, is checked here.
 */

type State = { code: string; name: string; es?: { name?: string; faq?: unknown[] }; faq?: unknown[]; status: string };
const STATES = (readDatasetSync().filter((document) => document._type === "ronState") as unknown as State[]).sort(
  (a, b) => a.code.localeCompare(b.code),
);
const HEADLINE: Record<Lang, (name: string) => string> = {
  en: (name) => `Remote online notarization in ${name}`,
  es: (name) => `Notarización remota en línea en ${name}`,
};
const SITE_ORIGIN = /^https?:\/\/[^/]+/;

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
const pathOf = (url: string | null) => (url ? url.replace(SITE_ORIGIN, "") : null);

test.describe("every state page", () => {
  for (const lang of LANGUAGES) {
    test(`answers in ${lang} with its headline, canonical address, reciprocal hreflang and JSON-LD, and a Markdown rendition`, async ({
      request,
    }) => {
      const other = lang === "en" ? "es" : "en";
      for (const state of STATES) {
        const path = statePagePath(lang, state.code) ?? "";
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const name = lang === "es" ? state.es?.name || state.name : state.name;
        expect(attr(html, /<h1[^>]*>([^<]+)<\/h1>/), path).toBe(HEADLINE[lang](name));
        // Only known facts are shown, each with its source; what is not yet verified is one sentence, never a row.
        expect(html, path).not.toMatch(/Not recorded|Sin datos/);
        expect(html.match(/data-unverified-facts=""/g)?.length ?? 0, path).toBeLessThanOrEqual(1);
        expect(html, path).toMatch(new RegExp(`<html lang="${lang}"`));
        expect(pathOf(attr(html, /<link rel="canonical" href="([^"]+)"/)), path).toBe(path);
        expect(pathOf(attr(html, new RegExp(`<link rel="alternate" hrefLang="${other}" href="([^"]+)"`))), path).toBe(
          statePagePath(other, state.code),
        );
        expect(pathOf(attr(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/)), path).toBe(
          statePagePath("en", state.code),
        );
        const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1] ?? "{}") as { "@type": string; inLanguage?: string; url?: string },
        );
        const webPage = data.find((item) => item["@type"] === "WebPage");
        expect(webPage?.inLanguage, path).toBe(`${lang}-US`);
        expect(pathOf(webPage?.url ?? null), path).toBe(path);
        const questions = (lang === "es" ? state.es?.faq : state.faq) ?? [];
        expect(
          data.some((item) => item["@type"] === "FAQPage"),
          path,
        ).toBe(questions.length > 0);
        expect(html, path).toMatch(
          new RegExp(`<meta property="og:image" content="[^"]*${path.replace(/[/]/g, "\\/")}\\/opengraph-image`),
        );
        const markdown = await request.get(markdownPath(path));
        expect(markdown.status(), markdownPath(path)).toBe(200);
        expect(await markdown.text()).toContain(`# ${HEADLINE[lang](name)}`);
      }
      // The index too (every state's row, its address, alternates and date), its rendition, and the state's link-preview image.
      const indexPath = stateIndexPath(lang);
      const index = await request.get(indexPath);
      expect(index.status()).toBe(200);
      const indexHtml = await index.text();
      expect(indexHtml.match(/<tr id="state-[a-z]{2}"/g)).toHaveLength(STATES.length);
      expect(pathOf(attr(indexHtml, /<link rel="canonical" href="([^"]+)"/))).toBe(indexPath);
      expect(pathOf(attr(indexHtml, new RegExp(`<link rel="alternate" hrefLang="${other}" href="([^"]+)"`)))).toBe(
        stateIndexPath(other),
      );
      const indexPage = [...indexHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? "{}") as { "@type": string; dateModified?: string })
        .find((item) => item["@type"] === "WebPage");
      expect(Number.isNaN(Date.parse(indexPage?.dateModified ?? ""))).toBe(false);
      expect(
        (await (await request.get(markdownPath(indexPath))).text()).startsWith(
          `# ${lang === "en" ? "Remote online notarization by state" : "Notarización remota en línea por estado"}\n`,
        ),
      ).toBe(true);
      if (lang === "es") expect(indexHtml.replace(/<[^>]+>/g, " ")).not.toMatch(/\bnotari[oa]s?\b|\bnotarial(es)?\b/i);
      const texas = await (await request.get(statePagePath(lang, "TX") ?? "")).text();
      const image = pathOf(attr(texas, /<meta property="og:image" content="([^"]+)"/)) ?? "";
      expect((await request.get(image)).headers()["content-type"], image).toBe("image/png");
    });
  }

  test("a made-up state answers 404, in either language, as page and as rendition", async ({ request }) => {
    for (const path of [
      "/remote-online-notarization/atlantis",
      "/es/notarizacion-en-linea/atlantis",
      "/remote-online-notarization/texas/more",
      "/remote-online-notarization/Texas",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    expect((await request.get("/remote-online-notarization/atlantis.md")).status()).toBe(404);
  });
});

/** Opens every FAQ answer of a page, so axe sees what they hide. */
const openAll = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));

test.describe("the state pages in a browser (Texas with its text and questions, Alabama without; both languages)", () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: axe with every question open, no sideways scroll at 375 and 1280 px (the index too), the questions open by keyboard`, async ({
      page,
    }) => {
      // Six page loads and three axe runs (the index with every state's row open): three times the usual time.
      test.slow();
      for (const path of [statePagePath(lang, "TX") ?? "", statePagePath(lang, "AL") ?? "", stateIndexPath(lang)]) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          await openAll(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
          if (width === 1280) {
            const results = await new AxeBuilder({ page }).analyze();
            expect(
              results.violations.map(
                (violation) =>
                  `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
              ),
            ).toEqual([]);
          }
        }
      }
      // A question opens with the keyboard: Tab to its summary, Enter.
      await page.goto(statePagePath(lang, "TX") ?? "");
      const first = page.locator("#questions summary").first();
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#questions details").first()).toHaveAttribute("open", "");
    });
  }
});

test.describe("the coverage table links each state to its page", () => {
  test("a row's state name leads to the state's page (desktop), the index lists every state", async ({ page }) => {
    await page.goto("/solutions/notaries");
    await page.locator("tr#state-tx th").getByRole("link", { name: "Texas" }).click();
    await expect(page).toHaveURL(/\/remote-online-notarization\/texas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remote online notarization in Texas");
    await page.getByRole("link", { name: "Every state" }).click();
    await expect(page).toHaveURL(/\/remote-online-notarization$/);
    await expect(page.locator("section#states tbody tr")).toHaveCount(STATES.length);
  });

  test("on a phone (390 px) each state is one line: its name linked to its page, its status's short word and year, the law hidden, without script", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/soluciones/notary-public");
    const texas = page.locator("section#states tr#state-tx");
    // The full label and date are in the row for screen readers; the short word and the year are shown.
    await expect(texas).toContainText("Ley permanente en vigor");
    await expect(texas).toContainText("1 de julio de 2018");
    await expect(texas.locator(".status-badge > [aria-hidden]")).toHaveText("Permanente");
    await expect(texas.locator("time > [aria-hidden]")).toHaveText("2018");
    await expect(texas.locator("time > :first-child")).toHaveCSS("position", "absolute");
    // The law is on the state's page: its column is hidden here, the header with the cells.
    await expect(texas.locator("td").nth(2)).toBeHidden();
    await expect(page.locator("section#states thead th").nth(3)).toBeHidden();
    await expect(page.locator("section#states thead th").nth(2)).toBeVisible();
    // The requirements are on the state's page, not in the table.
    await expect(texas).not.toContainText("Fianza");
    const row = await texas.boundingBox();
    expect(row?.height ?? 0).toBeLessThan(56);
    await expect(texas.getByRole("link", { name: /^Texas\s*: la ley/ })).toHaveAttribute(
      "href",
      "/es/notarizacion-en-linea/texas",
    );
    // Fifty one-line rows: the table is a list a visitor scans at a glance.
    const table = await page.locator("section#states table").boundingBox();
    expect(table?.height ?? 0).toBeLessThan(2400);
    // A link to a state's row lands on it.
    await page.goto("/solutions/notaries#state-fl");
    await expect(page.locator("section#states tr#state-fl")).toBeInViewport();
    await context.close();
  });

  test("a state's page shows its sourced facts, each citation linking to the page it was read on, and says once what is not yet verified", async ({
    page,
  }) => {
    await page.goto("/remote-online-notarization/florida");
    const facts = page.locator("[data-fact]");
    await expect(facts).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Fla. Stat. § 117.225(6)" })).toHaveAttribute(
      "href",
      "https://flsenate.gov/Laws/Statutes/2022/117.225",
    );
    await expect(page.locator("[data-fact=bond]")).toHaveText("Required: $25,000");
    await expect(page.locator("[data-unverified-facts]")).toHaveText(
      "We have not yet verified Florida's exam, technology provider, recording, signer location, and signer-abroad requirements.",
    );
    await page.goto("/es/notarizacion-en-linea/alabama");
    await expect(page.locator("[data-fact]")).toHaveCount(0);
    await expect(page.locator("[data-unverified-facts]")).toHaveText(
      "Todavía no hemos verificado los requisitos de Alabama para notary public y firmantes.",
    );
  });

  test("the notary's state message links to the state's page, in both languages", async ({ page }) => {
    for (const [path, role, link] of [
      ["/early-access", /I'm a notary/, "/remote-online-notarization/texas"],
      ["/es/acceso-anticipado", /Soy notary public/, "/es/notarizacion-en-linea/texas"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await page.getByRole("button", { name: role }).click();
      await page.locator("#commissionState").selectOption("TX");
      await expect(page.locator("#commissionState-status a")).toHaveAttribute("href", link);
    }
  });
});
