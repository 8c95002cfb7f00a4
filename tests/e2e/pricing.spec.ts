import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formatUsd } from "@/lib/pricing/calculate";
import { homePath, LANGUAGES, pricingEstimatePath, pricingPath, type Lang } from "@/lib/routing/paths";
import { UI_TEXT } from "@/lib/text/ui-text";

/*
 * The pricing page and its calculator in both languages: the answer as the visitor types (with
 * JavaScript) and through the form's answer page (without), figures out of range answered 400 with
 * what was typed kept, the home page's pricing card and the header linking to the page, axe, and a
 * query string that writes nothing to the build's caches. Screenshots at 375 and 1280 px go to
 * PRICING_SHOTS when it names a folder.
 */

const SHOTS = process.env.PRICING_SHOTS;
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");

/** Every file under the build's caches (rendered pages and data), with its size and time. */
function cacheFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const stat = statSync(full, { throwIfNoEntry: false });
        if (stat) files.set(path.relative(BUILD, full), `${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  for (const dir of ["cache", "server/app"]) {
    const full = path.join(BUILD, dir);
    if (statSync(full, { throwIfNoEntry: false })?.isDirectory()) walk(full);
  }
  return files;
}

const usd = (lang: Lang, dollars: number) => formatUsd(dollars * 100, UI_TEXT[lang].locale);

/** The result panel's figures as shown. */
async function figures(page: Page) {
  return {
    online: (await page.getByTestId("pricing-online").textContent()) ?? "",
    inPerson: (await page.getByTestId("pricing-in-person").textContent()) ?? "",
    difference: (await page.getByTestId("pricing-difference").textContent()) ?? "",
    excluded: (await page.getByTestId("pricing-excluded").count()) > 0,
  };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Loaded afresh at this width (a GET address: the same page), so the sticky header is where a visitor first sees it.
    await page.goto(page.url());
    await page.screenshot({ path: path.join(SHOTS, `pricing-${name}-${width}.png`), fullPage: true });
  }
}

for (const lang of LANGUAGES) {
  const words = UI_TEXT[lang].pricing;
  const estimate = pricingEstimatePath(lang);

  test.describe(`pricing (${lang})`, () => {
    test("the page shows the confirmed price, 'ask us' for the others, and the calculator answers as you type", async ({
      page,
    }) => {
      const response = await page.goto(pricingPath(lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("plan-price").first()).toContainText(usd(lang, 25));
      // No line item is confirmed in the bundled content: each row asks.
      const askUs = lang === "es" ? "Consúltenos" : "Ask us";
      await expect(page.getByTestId("line-item")).toHaveCount(3);
      for (const row of await page.getByTestId("line-item").all()) await expect(row).toContainText(askUs);
      // Structured data: a Product whose only Offer is the confirmed price.
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = data.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Product");
      expect(product.offers).toHaveLength(1);
      expect(product.offers[0]).toMatchObject({ price: "25.00", priceCurrency: "USD" });
      expect(data.map((text) => JSON.parse(text)["@type"])).toContain("BreadcrumbList");
      // The in-person assumptions: two with sources, two the editor's estimate.
      await expect(page.getByTestId("assumption-perSignatureFee").getByRole("link")).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
      await expect(page.getByTestId("assumption-signerHours")).toContainText(words.ourEstimate);

      // The starting figures (10 documents, 1 signer, 1 seal): $250 online against $700 in person.
      expect(await figures(page)).toEqual({
        online: expect.stringContaining(usd(lang, 250)),
        inPerson: expect.stringContaining(usd(lang, 700)),
        difference: expect.stringContaining(usd(lang, 450)),
        excluded: false,
      });
      // The calculator answers once the page has hydrated (before it, the form's button is the way).
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      // Typing: 20 documents, 2 signers, a witness (their prices are not confirmed: left out, and said so).
      await page.getByLabel(words.documents).fill("20");
      await page.getByLabel(words.signers).fill("2");
      await page.getByLabel(words.witnesses).fill("1");
      await expect(page.getByTestId("pricing-online")).toContainText(usd(lang, 500));
      await expect(page.getByTestId("pricing-in-person")).toContainText(usd(lang, 2200));
      await expect(page.getByTestId("pricing-excluded")).toContainText(words.lineItems.extraSigner);
      await expect(page.getByTestId("pricing-excluded")).toContainText(words.lineItems.witness);
      // Out of range: the field's message at once, what was typed kept.
      await page.getByLabel(words.seals).fill("21");
      await expect(page.getByLabel(words.seals)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(words.seals)).toHaveValue("21");
      await expect(page.locator("#pricing-invalid")).toContainText(words.invalidSummary);
      await page.getByLabel(words.seals).fill("1");

      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
      await page.getByLabel(words.documents).fill("10");
      await page.getByLabel(words.signers).fill("1");
      await page.getByLabel(words.witnesses).fill("0");
      await shot(page, lang);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the form's answer page gives the estimate for what was sent", async ({ page }) => {
        await page.goto(pricingPath(lang));
        await page.getByLabel(words.documents).fill("20");
        await page.getByLabel(words.signers).fill("2");
        await page.getByLabel(words.witnesses).fill("1");
        const [response] = await Promise.all([
          page.waitForResponse((answer) => new URL(answer.url()).pathname === estimate),
          page.getByRole("button", { name: words.calculate }).click(),
        ]);
        expect(response.status()).toBe(200);
        expect(new URL(page.url()).search).toBe("?documents=20&signers=2&seals=1&witnesses=1");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.estimateTitle);
        await expect(page.getByTestId("pricing-online")).toContainText(usd(lang, 500));
        await expect(page.getByTestId("pricing-in-person")).toContainText(usd(lang, 2200));
        await expect(page.getByTestId("pricing-difference")).toContainText(usd(lang, 1700));
        await expect(page.getByTestId("pricing-excluded")).toBeVisible();
        await expect(page.getByLabel(words.documents)).toHaveValue("20");
        await shot(page, `estimate-${lang}`);
      });

      test("figures out of range or not numbers answer 400, with what was typed and a message per field", async ({
        page,
      }) => {
        const response = await page.goto(`${estimate}?documents=10001&signers=abc&seals=3&witnesses=0`);
        expect(response?.status()).toBe(400);
        await expect(page.getByLabel(words.documents)).toHaveValue("10001");
        await expect(page.getByLabel(words.documents)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(words.signers)).toHaveValue("abc");
        await expect(page.getByLabel(words.signers)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(words.seals)).toHaveValue("3");
        await expect(page.getByLabel(words.seals)).not.toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#pricing-documents-error")).toHaveText(
          words.invalid.replace("{min}", "1").replace("{max}", "10,000"),
        );
        await expect(page.locator("#pricing-invalid")).toContainText(words.invalidSummary);
        await expect(page.getByTestId("pricing-result")).toHaveCount(0);
        await shot(page, `estimate-invalid-${lang}`);
      });
    });

    test("the answer page, its result and its messages are accessible (axe)", async ({ page }) => {
      const problems: string[] = [];
      for (const query of [
        "?documents=20&signers=2&seals=1&witnesses=1",
        "?documents=10001&signers=abc&seals=3&witnesses=0",
      ]) {
        await page.goto(`${estimate}${query}`);
        await expect(page.getByLabel(words.documents)).toBeVisible();
        const axe = await new AxeBuilder({ page }).analyze();
        problems.push(
          ...axe.violations.map(
            (violation) =>
              `${query}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        );
      }
      expect(problems).toEqual([]);
    });

    test("the home page's pricing card and the header link to the pricing page", async ({ page }) => {
      await page.goto(homePath(lang));
      await expect(page.locator("#pricing").locator(`a[href="${pricingPath(lang)}"]`)).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: UI_TEXT[lang].mainNav }).getByRole("link", { name: words.navLabel }),
      ).toHaveAttribute("href", pricingPath(lang));
      // The pricing page's rendition, with the confirmed price and no unconfirmed one.
      const markdown = await page.request.get(`${pricingPath(lang)}.md`);
      expect(markdown.status()).toBe(200);
      expect(await markdown.text()).toContain(usd(lang, 25));
    });
  });
}

test("a query string writes no cache entry: the estimate page is rendered per request, and so never cached", async ({
  request,
}) => {
  // Warm the page once, then ask with many different figures.
  expect((await request.get(`${pricingEstimatePath("en")}?documents=1&signers=1&seals=1&witnesses=0`)).status()).toBe(
    200,
  );
  const before = cacheFiles();
  for (let documents = 2; documents <= 41; documents += 1) {
    const answer = await request.get(
      `${pricingEstimatePath(documents % 2 ? "es" : "en")}?documents=${documents}&signers=1&seals=1&witnesses=0`,
    );
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toMatch(/no-store|private/);
  }
  const after = cacheFiles();
  const written = [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
  expect(written).toEqual([]);
});
