import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "../support/dataset";

/*
 * V8's compile hint on every script a page runs at load (scripts/compile-hints.mjs; see the
 * README's benchmark), and in-page links that land exactly under the sticky header.
 */

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

async function loadTimeScripts(html: string): Promise<string[]> {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+\.js)"/)?.[1] ?? []);
}

test("every script a public page runs at load carries the compile hint; the Studio's own bundle does not", async ({ request }) => {
  const hinted = new Set<string>();
  for (const path of publicPaths()) {
    const scripts = await loadTimeScripts(await (await request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const text = await (await request.get(src)).text();
      expect(text.startsWith(COMPILE_HINT), `${path}: ${src}`).toBe(true);
      expect(text.indexOf(COMPILE_HINT, 1), `${src} is marked once`).toBe(-1);
      hinted.add(src);
    }
  }
  const studioOnly = (await loadTimeScripts(await (await request.get("/studio")).text())).filter((src) => !hinted.has(src));
  expect(studioOnly.length).toBeGreaterThan(0);
  for (const src of studioOnly) expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(false);
});

/** Distance from the viewport's top to the target once scrolling has settled. */
async function landedOffset(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    if (Math.abs(top - previous) < 1) return top;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every in-page link lands on its section, under the sticky header (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(120_000); // one fresh load and one smooth scroll per link, on every page
    await page.setViewportSize(viewport);
    let links = 0;
    for (const path of publicPaths()) {
      await page.goto(path);
      const hrefs = await page.locator('main a[href^="#"]').evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute("href") ?? ""))]);
      for (const href of hrefs) {
        await page.goto(path);
        await page.locator(`main a[href="${href}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        // The section's top sits under the sticky header (scroll-margin 5rem), not somewhere near it.
        const offset = await landedOffset(page, href);
        expect(offset, `${path} → ${href}`).toBeGreaterThanOrEqual(60);
        expect(offset, `${path} → ${href}`).toBeLessThanOrEqual(100);
        links += 1;
      }
    }
    expect(links).toBeGreaterThanOrEqual(8);
  });
}
