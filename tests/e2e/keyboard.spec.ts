import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "@/lib/routing/paths";
import { publicPaths } from "../support/dataset";
import { tabTo } from "../support/keyboard";

type Focusable = { id: string; visible: boolean };

/** Marks every visible, enabled interactive element and returns its marker. */
async function interactiveElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) => element.getClientRects().length > 0 && !element.closest("dialog:not([open]), [hidden], [inert]"),
      )
      .map((element, index) => {
        element.dataset.kbd = String(index);
        return String(index);
      });
  });
}

/**
 * Records every element that takes focus from now on: its marker and whether its focus indicator
 * is visible (read as it takes focus, so a whole run of Tabs is read back at once).
 */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    const log: Focusable[] = [];
    Object.assign(window, { focusLog: log });
    document.addEventListener("focusin", (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle === "auto" || (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0);
      const shadow = style.boxShadow !== "none";
      log.push({ id: element.dataset.kbd ?? `untracked:${element.tagName}`, visible: outline || shadow });
    });
  });
}

for (const path of LANGUAGES.flatMap((lang) => publicPaths(lang))) {
  test(`${path}: every interactive element is reachable with Tab and visibly focused`, async ({ page }) => {
    // One Tab per element: the notary page's table alone has a link per state.
    test.setTimeout(90_000);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const all = await interactiveElements(page);
    await recordFocus(page);
    for (let step = 0; step < all.length + 5; step += 1) await page.keyboard.press("Tab");
    const log = await page.evaluate(() => (window as unknown as { focusLog: Focusable[] }).focusLog);
    const reached = new Set(log.map((entry) => entry.id));
    const invisible = [...new Set(log.filter((entry) => !entry.visible).map((entry) => entry.id))];
    const missed = all.filter((id) => !reached.has(id));
    const describe = (ids: string[]) =>
      page.evaluate(
        (list) => list.map((id) => document.querySelector(`[data-kbd="${id}"]`)?.outerHTML.slice(0, 120) ?? id),
        ids,
      );
    expect(await describe(missed), "not reachable with Tab").toEqual([]);
    expect(await describe(invisible), "focused without a visible indicator").toEqual([]);
  });
}

/** Each language's words for the two dialogs the keyboard checks open (from the bundled content). */
const MODALS = {
  en: {
    home: "/",
    homeTrigger: "Start Your Notarization",
    earlyAccessTitle: "Sign up for early access",
    dismiss: "Maybe Later",
    earlyAccessLink: "Sign Up for Early Access",
    earlyAccessPath: /\/early-access$/,
    esign: "/solutions/esign",
    demoTrigger: "Request a demo",
    demoTitle: "Request a Demo to Get Started",
    close: "Close",
  },
  es: {
    home: "/es",
    homeTrigger: "Iniciar notarización",
    earlyAccessTitle: "Solicite acceso anticipado",
    dismiss: "Quizás más tarde",
    earlyAccessLink: "Solicitar acceso",
    earlyAccessPath: /\/es\/acceso-anticipado$/,
    esign: "/es/soluciones/firma-electronica",
    demoTrigger: "Solicitar una demo",
    demoTitle: "Solicite una demostración para comenzar",
    close: "Cerrar",
  },
} as const;

for (const lang of LANGUAGES) {
  const text = MODALS[lang];
  test.describe(`modals with the keyboard alone (${lang})`, () => {
    test("home: Enter and Space open it, the dismiss button and Escape close it, its link leads on", async ({
      page,
    }) => {
      await page.goto(text.home);
      const trigger = page.locator("main").getByRole("button", { name: text.homeTrigger });
      const dialog = page.getByRole("dialog", { name: text.earlyAccessTitle });

      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await tabTo(page, dialog.getByRole("button", { name: text.dismiss }), 5);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press("Space");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press("Enter");
      await tabTo(page, dialog.getByRole("link", { name: text.earlyAccessLink }), 5);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(text.earlyAccessPath);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("eSign: the close icon is reachable and closes it, focus back on the button", async ({ page }) => {
      await page.goto(text.esign);
      const trigger = page.locator("main").getByRole("button", { name: text.demoTrigger }).first();
      const dialog = page.getByRole("dialog", { name: text.demoTitle });

      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole("button", { name: text.close }), 5);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
}
