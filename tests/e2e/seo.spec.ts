import { expect, test } from "@playwright/test";
import { E2E_REVALIDATE_SECRET as REVALIDATE_SECRET } from "../support/e2e-env";
import { publicPaths } from "../support/dataset";
import { signWebhook } from "../support/webhook-signature";

test.describe("search engines and link previews", () => {
  test("sitemap.xml and robots.txt are served", { tag: "@smoke" }, async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>http://localhost:3000/solutions/hybrid</loc>");
    expect(xml).not.toContain("esign-hybrid");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /studio");
    // llms.txt and the pages' Markdown renditions (markdown.spec.ts), named.
    expect(robots).toContain("Allow: /llms.txt");
    expect(robots).toContain("Allow: /*.md");
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  test("pages carry JSON-LD, canonical links and generated link-preview images", async ({ page, request }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => JSON.parse(text)["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "Service"]));
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage).toBeTruthy();
    const image = await request.get(new URL(ogImage ?? "", "http://x").pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    await page.goto("/solutions/esign");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe("http://localhost:3000/solutions/esign");
    const faq = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(faq.find((data) => data["@type"] === "FAQPage")?.mainEntity).toHaveLength(4);
    const solutionImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(solutionImage).toContain("/solutions/esign/opengraph-image");
  });
});

test("every page describes itself as a schema.org WebPage with the date it last changed", async ({ request }) => {
  for (const path of publicPaths()) {
    const html = await (await request.get(path)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "null"));
    const webPage = data.find((item) => item?.["@type"] === "WebPage");
    expect(webPage, path).toMatchObject({ "@context": "https://schema.org", url: `http://localhost:3000${path === "/" ? "/" : path}`, name: expect.any(String) });
    expect(Number.isNaN(Date.parse(webPage.dateModified)), `${path}: dateModified ${webPage.dateModified}`).toBe(false);
  }
});

test.describe("publishing without a rebuild", () => {
  test("a signed webhook revalidates the changed type's tag", async ({ request }) => {
    const body = JSON.stringify({ _type: "solutionPage", slug: "esign" });
    const response = await request.post("/api/revalidate", {
      headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(body, REVALIDATE_SECRET) },
      data: body,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["solutionPage"] });
    // The page still serves after revalidation.
    expect((await request.get("/solutions/esign")).status()).toBe(200);
  });

  test("an unsigned or wrongly signed webhook is refused", async ({ request }) => {
    const body = JSON.stringify({ _type: "homePage" });
    const unsigned = await request.post("/api/revalidate", { headers: { "content-type": "application/json" }, data: body });
    expect(unsigned.status()).toBe(401);
    const wrong = await request.post("/api/revalidate", {
      headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(body, "wrong") },
      data: body,
    });
    expect(wrong.status()).toBe(401);
  });

  test("a correctly signed webhook from a day ago is refused as a replay, and an oversized body with 413", async ({ request }) => {
    const body = JSON.stringify({ _type: "homePage" });
    const replay = await request.post("/api/revalidate", {
      headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(body, REVALIDATE_SECRET, Date.now() - 24 * 60 * 60 * 1000) },
      data: body,
    });
    expect(replay.status()).toBe(401);
    expect((await replay.json()).error).toMatch(/timestamp/);
    const big = JSON.stringify({ _type: "homePage", pad: "x".repeat(100 * 1024) });
    const oversized = await request.post("/api/revalidate", {
      headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(big, REVALIDATE_SECRET) },
      data: big,
    });
    expect(oversized.status()).toBe(413);
  });

  test("editor-made redirects are followed; others go home", async ({ request }) => {
    const pricing = await request.get("/pricing", { maxRedirects: 0 });
    expect(pricing.status()).toBe(307);
    expect(pricing.headers().location).toBe("/#pricing");
    const notaries = await request.get("/notaries", { maxRedirects: 0 });
    expect(notaries.status()).toBe(308);
    expect(notaries.headers().location).toBe("/solutions/notaries");
  });

  test("draft mode is refused without a project, and no preview code reaches visitors", async ({ page, request }) => {
    expect((await request.get("/api/draft-mode/enable?sanity-preview-secret=x")).status()).toBe(404);
    await page.goto("/");
    const scripts = await page.locator("script[src]").evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      // The preview tooling (VisualEditing and its Exit preview link) lives in a chunk loaded only in draft mode.
      expect(code, src).not.toMatch(/sanity-visual-editing|@sanity\/visual-editing|VisualEditing|api\/draft-mode\/disable/);
    }
  });
});
