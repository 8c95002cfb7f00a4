import { expect, test } from "@playwright/test";
import { tabTo } from "../support/keyboard";

const SOLUTIONS = ["Law firms", "Title companies", "Lenders", "Notaries", "API", "eSign", "Hybrid"];

test.describe("the Solutions dropdown", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("opens on click with the seven solution pages in order, and closes on a second click", { tag: "@smoke" }, async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Solutions" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    const links = menu.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(7);
    for (const [index, label] of SOLUTIONS.entries()) await expect(links.nth(index)).toContainText(label);
    await expect(links.first()).toHaveAttribute("href", "/solutions/law-firms");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and puts focus back on the trigger", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.click();
    await page.getByRole("link", { name: /Lenders/ }).focus();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("closes on a click outside", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("opens on hover and closes 180 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    // Stop the page's clock so only runFor moves time.
    await page.clock.pauseAt(Date.now() + 60_000);
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Moving from the button into the panel keeps it open.
    await page.getByRole("link", { name: /Title companies/ }).hover();
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
    await page.goto("/");
    // Stop the page's clock so only runFor moves time.
    await page.clock.pauseAt(Date.now() + 60_000);
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.hover();
    await page.mouse.move(5, 600);
    await page.clock.runFor(100);
    await trigger.hover();
    await page.clock.runFor(1000);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("works with the keyboard alone", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /Law firms/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Title companies/ })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("link", { name: /Hybrid/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions\/hybrid$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("from the top of the page with Tab: ArrowDown opens it on the first link, arrows wrap, Home, Escape", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Solutions" });
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
    await page.goto("/early-access");
    await page.getByRole("link", { name: "Notavo" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
