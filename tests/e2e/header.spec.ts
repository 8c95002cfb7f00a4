import { expect, test } from "@playwright/test";
import { LANGUAGES } from "@/lib/routing/paths";
import { tabTo } from "../support/keyboard";

/** The header in each language (the bundled Site settings' words). */
const HEADER = {
  en: {
    home: "/",
    menu: "Solutions",
    solutions: ["Law firms", "Title companies", "Lenders", "Notaries", "API", "eSign", "Hybrid"],
    firstHref: "/solutions/law-firms",
    lastHref: /\/solutions\/hybrid$/,
    cta: "Get Early Access",
    earlyAccess: "/early-access",
    other: { lang: "es", name: "Español", short: "ES", home: "/es" },
  },
  es: {
    home: "/es",
    menu: "Soluciones",
    solutions: [
      "Firmas de abogados",
      "Compañías de títulos",
      "Prestamistas",
      "Notary public",
      "API",
      "Firma electrónica",
      "Híbrida",
    ],
    firstHref: "/es/soluciones/firmas-de-abogados",
    lastHref: /\/es\/soluciones\/hibrida$/,
    cta: "Solicitar acceso",
    earlyAccess: "/es/acceso-anticipado",
    other: { lang: "en", name: "English", short: "EN", home: "/" },
  },
} as const;

for (const lang of LANGUAGES) {
  const { home, menu: menuLabel, solutions: SOLUTIONS, firstHref, lastHref } = HEADER[lang];

  test.describe(`the Solutions dropdown (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(home);
    });

    test(
      "opens on click with the seven solution pages in order, and closes on a second click",
      { tag: "@smoke" },
      async ({ page }) => {
        const trigger = page.getByRole("button", { name: menuLabel });
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        const menu = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
        const links = menu.getByRole("listitem").getByRole("link");
        await expect(links).toHaveCount(7);
        for (const [index, label] of SOLUTIONS.entries()) await expect(links.nth(index)).toContainText(label);
        await expect(links.first()).toHaveAttribute("href", firstHref);
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
        await expect(menu).toBeHidden();
      },
    );

    test("closes on Escape and puts focus back on the trigger", async ({ page }) => {
      const trigger = page.getByRole("button", { name: menuLabel });
      await trigger.click();
      await page.getByRole("link", { name: new RegExp(SOLUTIONS[2]) }).focus();
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
    });

    test("closes on a click outside", async ({ page }) => {
      const trigger = page.getByRole("button", { name: menuLabel });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("heading", { level: 1 }).click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("opens on hover and closes 180 ms after the pointer leaves", async ({ page }) => {
      await page.clock.install();
      await page.goto(home);
      // Stop the page's clock so only runFor moves time.
      await page.clock.pauseAt(Date.now() + 60_000);
      const trigger = page.getByRole("button", { name: menuLabel });
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      // Moving from the button into the panel keeps it open.
      await page.getByRole("link", { name: new RegExp(SOLUTIONS[1]) }).hover();
      await page.clock.runFor(500);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.mouse.move(5, 600);
      await page.clock.runFor(170);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.clock.runFor(20);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("coming back within 180 ms keeps it open", async ({ page }) => {
      await page.clock.install();
      await page.goto(home);
      // Stop the page's clock so only runFor moves time.
      await page.clock.pauseAt(Date.now() + 60_000);
      const trigger = page.getByRole("button", { name: menuLabel });
      await trigger.hover();
      await page.mouse.move(5, 600);
      await page.clock.runFor(100);
      await trigger.hover();
      await page.clock.runFor(1000);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    });

    test("works with the keyboard alone", async ({ page }) => {
      const trigger = page.getByRole("button", { name: menuLabel });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: new RegExp(SOLUTIONS[0]) })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("link", { name: new RegExp(SOLUTIONS[1]) })).toBeFocused();
      await page.keyboard.press("End");
      await expect(page.getByRole("link", { name: new RegExp(SOLUTIONS[6]) })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(lastHref);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("from the top of the page with Tab: ArrowDown opens it on the first link, arrows wrap, Home, Escape", async ({
      page,
    }) => {
      const trigger = page.getByRole("button", { name: menuLabel });
      const first = page.getByRole("link", { name: new RegExp(SOLUTIONS[0] ?? "") });
      const last = page.getByRole("link", { name: new RegExp(SOLUTIONS.at(-1) ?? "") });
      await tabTo(page, trigger, 10);
      // Tab is native; the arrow keys are the menu's own, handled once the page has hydrated.
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await page.keyboard.press("ArrowDown");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(first).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(last).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(first).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Home");
      await expect(first).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
      await expect(first).toBeHidden();
    });

    test("the wordmark links home", async ({ page }) => {
      await page.goto(HEADER[lang].earlyAccess);
      await page.getByRole("link", { name: "Notavo" }).first().click();
      await page.waitForURL((url) => url.pathname === home);
    });
  });

  test.describe(`the header's language link (${lang})`, () => {
    const { other } = HEADER[lang];

    test("names the other language in that language, with hreflang and lang, and leads to this page's translation", async ({
      page,
    }) => {
      await page.goto(HEADER[lang].earlyAccess);
      const link = page.locator("header nav").getByRole("link", { name: other.name });
      await expect(link).toHaveAttribute("hreflang", other.lang);
      await expect(link).toHaveAttribute("lang", other.lang);
      await expect(link).toHaveAttribute("href", HEADER[other.lang].earlyAccess);
      await link.click();
      await page.waitForURL((url) => url.pathname === HEADER[other.lang].earlyAccess);
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
    });

    test("fits a 375 px phone on one bar: wordmark, menu, the short language name and no sideways scroll", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(home);
      const nav = page.locator("header nav");
      const link = nav.getByRole("link", { name: other.name });
      // The visible label is the language's code; its full name stays for screen readers.
      await expect(link).toHaveText(new RegExp(`${other.short}\\s*${other.name}`));
      await expect(link.getByText(other.short, { exact: true })).toBeVisible();
      await expect(nav.getByRole("button", { name: menuLabel })).toBeVisible();
      expect((await nav.boundingBox())?.height).toBeLessThanOrEqual(64.5);
      for (const element of [
        nav.getByRole("link", { name: "Notavo" }).first(),
        nav.getByRole("button", { name: menuLabel }),
        link,
      ]) {
        const box = await element.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375, await element.innerText()).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });

    test("shows the header button from 640 px with its label inside it", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(home);
      const cta = page.locator("header nav").getByRole("link", { name: HEADER[lang].cta });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", HEADER[lang].earlyAccess);
      expect(await cta.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    });
  });
}
