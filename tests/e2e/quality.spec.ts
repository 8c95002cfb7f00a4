import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "@/lib/routing/paths";
import { publicPaths } from "../support/dataset";

/** Every public page of every language: the same bars for the Spanish site as for the English one. */
const everyPath = LANGUAGES.flatMap((lang) => publicPaths(lang));

test.describe("every page", () => {
  test("sends the security headers", { tag: "@smoke" }, async ({ request }) => {
    for (const path of [...everyPath, "/studio", "/sitemap.xml"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
    }
  });

  for (const lang of LANGUAGES) {
    test(`runs without console errors or policy violations (${lang})`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const path of publicPaths(lang)) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      }
      expect(problems).toEqual([]);
    });
  }

  for (const path of everyPath) {
    test(`${path} has no accessibility violations (axe-core, every impact level)`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});

/** What does not fit: the page wider than the screen, a header taller than its bar, a button whose label spills out of it. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
    const nav = document.querySelector("header nav");
    if (nav && nav.getBoundingClientRect().height > 64.5)
      problems.push(`the header bar wraps (${nav.getBoundingClientRect().height} px tall)`);
    // Every visible link or button styled as a button (the CTAs, the header's, the dialogs' triggers).
    for (const element of document.querySelectorAll<HTMLElement>(
      "a.inline-flex, button.inline-flex, header nav a, header nav button",
    )) {
      if (element.getClientRects().length === 0 || element.closest("dialog:not([open]), [hidden]")) continue;
      const box = element.getBoundingClientRect();
      const label = element.textContent?.trim().slice(0, 40) ?? element.tagName;
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`"${label}" is wider than its button`);
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) problems.push(`"${label}" sticks out of the screen`);
    }
    return problems;
  });
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  for (const lang of LANGUAGES) {
    test(`every ${lang} page fits ${viewport.width} px: no sideways scroll, the header on one bar, every button label inside its button`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const path of publicPaths(lang)) {
        await page.goto(path);
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        problems.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
}
