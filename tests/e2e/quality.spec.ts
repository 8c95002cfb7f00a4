import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicPaths } from "../support/dataset";

test.describe("every page", () => {
  test("sends the security headers", { tag: "@smoke" }, async ({ request }) => {
    for (const path of [...publicPaths(), "/studio", "/sitemap.xml"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
    }
  });

  test("runs without console errors or policy violations", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of publicPaths()) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });

  for (const path of publicPaths()) {
    test(`${path} has no accessibility violations (axe-core, every impact level)`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});
