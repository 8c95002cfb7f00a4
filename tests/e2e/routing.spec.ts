import { expect, test } from "@playwright/test";

test.describe("routing", () => {
  test("an unknown path answers with a server redirect to /", { tag: "@smoke" }, async ({ request }) => {
    const response = await request.get("/no/such/page", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe("/");
  });

  test(
    "the Markdown routes' prefix, however spelled, answers the plain-text 404 (no loop, no 500)",
    { tag: "@smoke" },
    async ({ request }) => {
      for (const path of [
        "/%5Fmd",
        "/%5fmd",
        "/%5Fmd/anything",
        "/%5fmd/x.md",
        "/%5Fmd/solutions/esign",
        "/%5F%6Dd/early-access",
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(response.headers()["content-type"], path).toBe("text/plain; charset=utf-8");
        expect(await response.text(), path).toMatch(/^Not found\. The site's pages are listed at \S+\/llms\.txt\n$/);
      }
    },
  );

  test("an escaped spelling of a static route's path is that route", { tag: "@smoke" }, async ({ request }) => {
    for (const [path, same] of [
      ["/early-acces%73", "/early-access"],
      ["/llms.tx%74", "/llms.txt"],
      ["/%73olutions/esig%6E", "/solutions/esign"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toBe(await (await request.get(same)).text());
    }
  });

  test("an unknown solution slug redirects to /", async ({ page }) => {
    await page.goto("/solutions/not-a-page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown solution slugs, with query strings or under a page's image, answer a server redirect to /", async ({
    request,
  }) => {
    for (const path of [
      "/solutions/not-a-page?utm_source=x",
      "/solutions/not-a-page/opengraph-image",
      "/solutions/esign/extra",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe("/");
    }
  });

  test(
    "page 1 of a listing spelled out redirects for good to the listing's own address; of a category that does not exist it is a 404",
    { tag: "@smoke" },
    async ({ request }) => {
      // The listing's and a known category's page 1, in both languages: a 308 to an address that answers 200.
      for (const [path, location] of [
        ["/resources/page/1", "/resources"],
        ["/es/recursos/pagina/1", "/es/recursos"],
        ["/resources/category/notaries/page/1", "/resources/category/notaries"],
        ["/es/recursos/categoria/notary-public/pagina/1", "/es/recursos/categoria/notary-public"],
      ] as const) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(308);
        expect(response.headers().location, path).toBe(location);
        expect((await request.get(location, { maxRedirects: 0 })).status(), location).toBe(200);
      }
      // A made-up category (as long as the production server takes a path: longer ones get its 414,
      // tests/reliability/traffic.test.ts), or the other language's slug: 404 at once, with no
      // Location, so nothing of the address is sent back in a header.
      const long = "x".repeat(1_990);
      for (const path of [
        "/resources/category/made-up/page/1",
        `/resources/category/${long}/page/1`,
        "/resources/category/notary-public/page/1",
        "/es/recursos/categoria/made-up/pagina/1",
        `/es/recursos/categoria/${long}/pagina/1`,
        "/es/recursos/categoria/notaries/pagina/1",
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        const name = path.length > 80 ? `${path.slice(0, 60)}… (${path.length} characters)` : path;
        expect(response.status(), name).toBe(404);
        expect(response.headers().location, name).toBeUndefined();
      }
    },
  );

  test("client navigation to an unknown path replaces the history entry", async ({ page }) => {
    await page.goto("/early-access");
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push("/nowhere"),
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/notarized online/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/early-access$/);
  });

  test("every solution page in the dataset answers 200, esign-hybrid with the hybrid canonical", async ({
    request,
  }) => {
    for (const slug of [
      "law-firms",
      "title-companies",
      "lenders",
      "notaries",
      "api",
      "esign",
      "hybrid",
      "esign-hybrid",
    ]) {
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

  test("a Studio deep link loads the same Studio page and keeps its address for the Studio's router", async ({
    page,
    request,
  }) => {
    const shell = await (await request.get("/studio")).text();
    for (const path of ["/studio/structure/solutionPage", "/studio/presentation?preview=%2Fsolutions%2Fesign"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["content-security-policy"], path).toContain("'unsafe-eval'");
      expect(await (await request.get(path)).text(), path).toBe(shell);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect a Sanity project to edit content");
    }
  });
});
