import type { Locator, Page } from "@playwright/test";

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 100) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}
