import { expect, test } from "@playwright/test";

test.describe("routing", () => {
  test("an unknown path answers with a server redirect to /", async ({ request }) => {
    const response = await request.get("/no/such/page", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe("/");
  });

  test("an unknown solution slug redirects to /", async ({ page }) => {
    await page.goto("/solutions/not-a-page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("client navigation to an unknown path replaces the history entry", async ({ page }) => {
    await page.goto("/early-access");
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push("/nowhere"));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/notarized online/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/early-access$/);
  });

  test("every solution page in the dataset answers 200, esign-hybrid with the hybrid canonical", async ({ request }) => {
    for (const slug of ["law-firms", "title-companies", "lenders", "notaries", "api", "esign", "hybrid", "esign-hybrid"]) {
      const response = await request.get(`/solutions/${slug}`);
      expect(response.status(), slug).toBe(200);
    }
    const html = await (await request.get("/solutions/esign-hybrid")).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/solutions\/hybrid"/);
  });

  test("/studio explains how to connect a project when none is configured", async ({ page }) => {
    const response = await page.goto("/studio");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect a Sanity project to edit content");
  });
});
