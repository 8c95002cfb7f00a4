import { expect, test } from "@playwright/test";

test.describe("the home page", () => {
  test("shows every section from content", { tag: "@smoke" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get documents notarized online in minutes, not days");
    await expect(page.getByRole("link", { name: "Sign Up for Early Access" }).first()).toHaveAttribute("href", "/early-access");
    for (const value of ["24/7", "<10 min", "50", "256-bit"]) await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    for (const heading of ["Notarized in four simple steps", "Everything a notarization needs, nothing it doesn't", "Trusted by 50,000+ customers", "Simple, transparent pricing", "Ready to notarize without the trip?"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator("#how-it-works li")).toHaveCount(4);
    await expect(page.locator("#benefits li")).toHaveCount(6);
    await expect(page.locator("#testimonials figure")).toHaveCount(3);
    await expect(page.locator("#pricing")).toContainText("$25");
    await expect(page.locator("#pricing")).toContainText("No setup fee");
    await expect(page.locator("#pricing")).toContainText("No monthly charge");
  });

  for (const trigger of ["Start Your Notarization", "Notarize Now", "Become a Notary"]) {
    test(`${trigger} opens the early-access modal; Escape closes it and focus returns`, async ({ page }) => {
      await page.goto("/");
      const button = page.getByRole("button", { name: trigger });
      const dialog = page.getByRole("dialog", { name: "Sign up for early access" });
      await expect(dialog).toBeHidden();
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Sign Up for Early Access" })).toHaveAttribute("href", "/early-access");
      // Focus moved into the dialog.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("Maybe Later closes the modal; Tab stays inside while open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Start Your Notarization" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign up for early access" });
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    await dialog.getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the modal's link goes to the early-access page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Start Your Notarization" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Sign Up for Early Access" }).click();
    await expect(page).toHaveURL(/\/early-access$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
