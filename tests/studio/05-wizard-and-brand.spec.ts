import { expect, openDocument, publish, recordEdit, siteUrl, test, type Page } from "./fixtures";

/** Opens `path` in a page of the browser and reloads it until `check` passes (pages revalidate after a publish). */
async function expectInPage(page: Page, path: string, check: () => Promise<boolean>, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        await page.goto(siteUrl(path), { waitUntil: "load" });
        return check();
      },
      { timeout, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
}

test("a role label of the early-access page, edited and published, shows in the wizard at /early-access", async ({
  studio,
  context,
}) => {
  const before = "I'm a notary";
  const label = "I'm a commissioned notary";
  const site = await context.newPage();
  await site.goto(siteUrl("/early-access"));
  await expect(site.getByRole("button", { name: new RegExp(`^${before}`) })).toBeVisible();

  await openDocument(studio, "Early-access page");
  const roles = studio.getByRole("group", { name: "Roles" }).or(studio.locator('[data-testid="field-roles"]')).first();
  await roles.scrollIntoViewIfNeeded();
  const notaryLabel = studio.locator('[data-testid="field-roles.notary.label"]').getByRole("textbox");
  await expect(notaryLabel).toHaveValue(before);
  await notaryLabel.fill(label);
  const clicked = performance.now();
  await publish(studio);
  await recordEdit({ id: "earlyAccessPage", paths: ["roles.notary.label"] });
  await expectInPage(site, "/early-access", () =>
    site.getByRole("button", { name: new RegExp(`^${label}`) }).isVisible(),
  );
  console.info(
    `[studio] Publish click to /early-access showing the role label in Chromium: ${Math.round(performance.now() - clicked)} ms`,
  );
  // The card still leads to the notary form.
  await site.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  await expect(site.getByRole("heading", { name: "Early access for notaries" })).toBeVisible();
});

test("the default brand's primary colour, edited and published, is the --brand-primary of / and of a solution page", async ({
  studio,
  context,
}) => {
  const before = "#1d4ed8";
  const color = "#7c3aed";
  const site = await context.newPage();
  const primary = () => site.evaluate(() => document.documentElement.style.getPropertyValue("--brand-primary").trim());
  await site.goto(siteUrl("/"));
  expect(await primary()).toBe(before);

  await openDocument(studio, "Brands", "Default brand");
  const field = studio.getByRole("textbox", { name: "Primary", exact: true });
  await expect(field).toHaveValue(before);
  await field.fill(color);
  const clicked = performance.now();
  await publish(studio);
  await recordEdit({ id: "brand-default", paths: ["colors.primary"] });
  for (const path of ["/", "/solutions/law-firms"]) {
    await expectInPage(site, path, async () => (await primary()) === color);
    console.info(
      `[studio] Publish click to ${path} using the new --brand-primary: ${Math.round(performance.now() - clicked)} ms`,
    );
    // The theme reads the variable: the brand-coloured buttons are drawn in the new colour.
    expect(
      await site
        .locator(".bg-brand")
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgb(124, 58, 237)");
  }
});
