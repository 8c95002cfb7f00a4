import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@/lib/routing/paths";

/** The notary page and the block's words in each language (lib/text/ui-text.ts, the bundled content). */
const COVERAGE = {
  en: {
    path: "/solutions/notaries",
    permanentLabel: "Permanent law in force",
    region: /by state/,
    summary: (count: number) => `in ${count} states`,
    shown: (count: number, total: number) => `${count} of ${total} states shown`,
    status: "Status",
    noMatch: /No state matches/,
  },
  es: {
    path: "/es/soluciones/notary-public",
    permanentLabel: "Ley permanente en vigor",
    region: /por estado/,
    summary: (count: number) => `en ${count} estados`,
    shown: (count: number, total: number) => `Se muestran ${count} de ${total} estados`,
    status: "Estatus",
    noMatch: /Ningún estado coincide/,
  },
} as const;

/** The bundled states, as the block shows them. */
const states = readFileSync(join(process.cwd(), "content/states.ndjson"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { code: string; name: string; status: string });

const section = (page: Page) => page.locator("section#states");
const visibleRows = (page: Page) => section(page).locator("tbody tr:visible");

for (const lang of LANGUAGES) {
  const { path: PATH, ...text } = COVERAGE[lang];

  test.describe(`state RON coverage on the notary page (${lang})`, () => {
    test("the whole table reads without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(PATH);
      await expect(section(page).getByRole("heading", { level: 2 })).toBeVisible();
      await expect(section(page).locator("tbody tr")).toHaveCount(states.length);
      await expect(visibleRows(page)).toHaveCount(states.length);
      const texas = section(page).locator("tr#state-tx");
      await expect(texas.getByRole("rowheader")).toContainText("Texas");
      await expect(texas).toContainText(text.permanentLabel);
      await expect(section(page).getByRole("region", { name: text.region })).toBeVisible();
      const permanent = states.filter((state) => state.status === "permanent").length;
      await expect(section(page)).toContainText(text.summary(permanent));
      await context.close();
    });

    test("filters by keyboard: a name, then a status, announced in a live region", async ({ page }) => {
      await page.goto(PATH);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const search = section(page).getByRole("searchbox");
      // Reach the search field with Tab, as a keyboard user does.
      await section(page).getByRole("heading", { level: 2 }).click();
      let steps = 0;
      while (!(await search.evaluate((element) => element === document.activeElement)) && steps < 30) {
        await page.keyboard.press("Tab");
        steps += 1;
      }
      await expect(search).toBeFocused();
      await page.keyboard.type("tex");
      await expect(visibleRows(page)).toHaveCount(1);
      await expect(visibleRows(page).first()).toHaveAttribute("id", "state-tx");
      const live = section(page).getByRole("status");
      await expect(live).toHaveAttribute("aria-live", "polite");
      await expect(live).toHaveText(text.shown(1, states.length));

      // Clear the search, then choose a status with the keyboard alone.
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("Backspace");
      await expect(visibleRows(page)).toHaveCount(states.length);
      await page.keyboard.press("Tab");
      const select = section(page).getByRole("combobox", { name: text.status });
      await expect(select).toBeFocused();
      await page.keyboard.press("ArrowDown"); // the first status: permanent law in force
      await expect(select).toHaveValue("permanent");
      const permanent = states.filter((state) => state.status === "permanent");
      await expect(visibleRows(page)).toHaveCount(permanent.length);
      await expect(live).toHaveText(text.shown(permanent.length, states.length));
      await page.keyboard.press("ArrowDown"); // law passed, not yet in force: California
      await expect(select).toHaveValue("enacted");
      await expect(visibleRows(page)).toHaveCount(states.filter((state) => state.status === "enacted").length);
      await expect(section(page).getByText(text.noMatch)).toBeHidden();

      // A search that matches nothing says so.
      await search.fill("zzz");
      await expect(visibleRows(page)).toHaveCount(0);
      await expect(live).toHaveText(text.shown(0, states.length));
      await expect(section(page).getByText(text.noMatch)).toBeVisible();

      // Axe, every impact level, with the filter used.
      await search.fill("");
      await select.selectOption("");
      await search.fill("new");
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });

    test("#state-tx lands on the Texas row, under the sticky header", async ({ page }) => {
      await page.goto(`${PATH}#state-tx`);
      const row = section(page).locator("tr#state-tx");
      await expect(row).toBeInViewport();
      // The page scrolls to the anchor smoothly (about 1.5 s from the top): read where the row is
      // once it has stopped moving (the same position a quarter of a second apart).
      const settledTop = () =>
        row.evaluate(async (element) => {
          const first = element.getBoundingClientRect().top;
          await new Promise((resolve) => setTimeout(resolve, 250));
          return element.getBoundingClientRect().top === first ? first : null;
        });
      await expect.poll(settledTop).not.toBeNull();
      const top = (await settledTop()) ?? Number.NaN;
      expect(top).toBeGreaterThanOrEqual(60);
      expect(top).toBeLessThanOrEqual(100);
    });

    test("on a phone (375 px) each state is one line: its name (a tap target), status and year, the law's column hidden; axe clean; nothing scrolls sideways at 320, 375, 660 or 800 px; the filter still hides rows", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(PATH);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const region = section(page).getByRole("region", { name: text.region });
      await expect(region).toHaveAttribute("tabindex", "0");
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
      // Every row, read in one round trip: its height, its link's, and the lines its name takes.
      const layout = () =>
        section(page)
          .locator("table")
          .evaluate((table) => {
            const rows = [...table.querySelectorAll("tbody tr")];
            const heights = rows.map((row) => row.getBoundingClientRect().height);
            const links = [...table.querySelectorAll("tbody th a")].map((link) => link.getBoundingClientRect());
            const law = [...table.querySelectorAll("thead th:nth-child(4), tbody td:nth-child(4)")];
            const shown = (element: Element) => getComputedStyle(element).display !== "none";
            return {
              table: table.getBoundingClientRect().height,
              tallest: Math.max(...heights),
              rows: rows.length,
              smallestLink: Math.min(...links.map((box) => Math.min(box.height, box.width))),
              lawShown: law.filter(shown).length,
              lawCells: law.length,
              headers: [...table.querySelectorAll("thead th")].filter(shown).length,
            };
          });
      const phone = await layout();
      expect(phone.rows).toBe(states.length);
      // One line per state (it was two, ~90 px): at most 56 px, the table some 2,300 px in all.
      expect(phone.tallest).toBeLessThan(56);
      expect(phone.table).toBeLessThan(2400);
      // Each name is a tap target of at least 24 px.
      expect(phone.smallestLink).toBeGreaterThanOrEqual(24);
      // The law's column is hidden, its header and its 50 cells alike; three columns, three headers.
      expect(phone.lawCells).toBe(states.length + 1);
      expect(phone.lawShown).toBe(0);
      expect(phone.headers).toBe(3);
      // The status's short word and the year show; the full label and date stay in the row for screen readers.
      const texas = section(page).locator("tr#state-tx");
      await expect(texas.locator(".status-badge > [aria-hidden]")).toBeVisible();
      await expect(texas.locator("time > [aria-hidden]")).toHaveText("2018");
      await expect(texas).toContainText(text.permanentLabel);
      // Axe, every impact level, on the phone's layout (the short words, the visually hidden labels, the hidden column).
      const results = await new AxeBuilder({ page }).include("section#states").analyze();
      expect(results.violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);
      await section(page).getByRole("searchbox").fill("tex");
      await expect(visibleRows(page)).toHaveCount(1);
      await section(page).getByRole("searchbox").fill("");
      // Nothing scrolls sideways at 320 px either.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // The four columns fit a narrow tablet (660 px, short words still) and a tablet: nothing scrolls sideways, and the law is back.
      for (const width of [660, 800]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth), `${width}`).toBe(false);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${width}`,
        ).toBeLessThanOrEqual(0);
        expect((await layout()).lawShown, `${width}`).toBe(states.length + 1);
      }
    });

    test("is a compact table at 1280 px: fifty rows of one line each, no requirement in it", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(PATH);
      const height = (await section(page).locator("table").boundingBox())?.height ?? Infinity;
      // About 50 rows of one line (it was some 13,500 px with every requirement in it).
      expect(height).toBeLessThan(3500);
      // The law's column is shown here, its header and every cell; the status's short word and the year are the phone's.
      const texas = section(page).locator("tr#state-tx");
      await expect(section(page).locator("thead th").nth(3)).toBeVisible();
      await expect(texas.locator("td").nth(2)).toBeVisible();
      await expect(texas.locator("td").nth(2)).not.toBeEmpty();
      await expect(texas.locator(".status-badge > [aria-hidden]")).toBeHidden();
      await expect(texas.locator("time > [aria-hidden]")).toBeHidden();
      await expect(texas.locator(".status-badge")).toHaveText(text.permanentLabel, { useInnerText: true });
      await expect(section(page)).not.toContainText(/Not recorded|Sin datos/);
    });
  });
}
