import { expect, test } from "@playwright/test";
import { E2E_REVALIDATE_SECRET as REVALIDATE_SECRET } from "../support/e2e-env";
import { LANGUAGES, resourcesPath } from "@/lib/routing/paths";
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
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      "http://localhost:3000/solutions/esign",
    );
    const faq = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(faq.find((data) => data["@type"] === "FAQPage")?.mainEntity).toHaveLength(4);
    const solutionImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(solutionImage).toContain("/solutions/esign/opengraph-image");
  });
});

test("every page names a link-preview image in its language, sent with a digest ETag, its length and a CDN lifetime, and 304 when revalidated", async ({
  request,
}) => {
  test.setTimeout(120_000);
  // The sitemap's pages, and the articles' listing pages it leaves out (categories, later pages), found by their links.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(pages.length).toBeGreaterThan(100);
  const listings = LANGUAGES.map((lang) => resourcesPath(lang));
  const images = new Map<string, string>();
  /** An article's cover, cut to 1200 × 630 by the site's image route (lib/sanity/image.ts). */
  const covers = new Map<string, string>();
  const missing: string[] = [];
  for (let index = 0; index < pages.length; index += 1) {
    const path = pages[index] ?? "";
    const html = await (await request.get(path)).text();
    if (listings.some((listing) => path.startsWith(listing))) {
      for (const [, link] of html.matchAll(
        /href="(\/(?:es\/recursos|resources)\/(?:category|categoria|page|pagina)\/[^"#?]+)"/g,
      ))
        if (link && !pages.includes(link)) pages.push(link);
    }
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    if (!image) missing.push(path);
    else if (new URL(image).pathname.startsWith("/images/"))
      covers.set(new URL(image).pathname + new URL(image).search, path);
    else images.set(new URL(image).pathname, path);
  }
  expect(pages.length).toBeGreaterThanOrEqual(150);
  expect(missing, "pages without a link-preview image").toEqual([]);
  let revalidated = 0;
  for (const [image, path] of images) {
    // In the page's language: a Spanish page's image is drawn under /es.
    expect(image.startsWith("/es/"), `${path}: ${image}`).toBe(path === "/es" || path.startsWith("/es/"));
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"], image).toBe("image/png");
    expect(headers.etag, image).toMatch(/^"[\w-]{22}"$/);
    expect(Number(headers["content-length"]), image).toBe((await response.body()).length);
    expect(Number.isNaN(Date.parse(headers["last-modified"] ?? "")), image).toBe(false);
    expect(headers["cache-control"], image).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    const again = await request.get(image, { headers: { "if-none-match": headers.etag ?? "" } });
    expect(again.status(), image).toBe(304);
    expect(again.headers().etag, image).toBe(headers.etag);
    revalidated += 1;
  }
  for (const [cover, path] of covers) {
    expect(path, cover).toMatch(/^\/(es\/recursos|resources)\/[a-z0-9-]+$/);
    expect(new URL(cover, "http://localhost").searchParams.get("w"), cover).toBe("1200");
    const response = await request.get(cover);
    expect(response.status(), cover).toBe(200);
    expect(response.headers()["content-type"], cover).toBe("image/jpeg");
    expect(response.headers()["cache-control"], cover).toBe("public, max-age=31536000, immutable");
  }
  console.info(
    `[e2e] link-preview images: ${pages.length} pages, ${images.size} images, ${revalidated} revalidated with a 304, ${covers.size} covers`,
  );
});

test("every page describes itself as a schema.org WebPage with the date it last changed", async ({ request }) => {
  for (const path of publicPaths()) {
    const html = await (await request.get(path)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    );
    const webPage = data.find((item) => item?.["@type"] === "WebPage");
    expect(webPage, path).toMatchObject({
      "@context": "https://schema.org",
      url: `http://localhost:3000${path === "/" ? "/" : path}`,
      name: expect.any(String),
    });
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
    const unsigned = await request.post("/api/revalidate", {
      headers: { "content-type": "application/json" },
      data: body,
    });
    expect(unsigned.status()).toBe(401);
    const wrong = await request.post("/api/revalidate", {
      headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(body, "wrong") },
      data: body,
    });
    expect(wrong.status()).toBe(401);
  });

  test("a correctly signed webhook from a day ago is refused as a replay, and an oversized body with 413", async ({
    request,
  }) => {
    const body = JSON.stringify({ _type: "homePage" });
    const replay = await request.post("/api/revalidate", {
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": signWebhook(body, REVALIDATE_SECRET, Date.now() - 24 * 60 * 60 * 1000),
      },
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
    const plans = await request.get("/plans", { maxRedirects: 0 });
    expect(plans.status()).toBe(307);
    expect(plans.headers().location).toBe("/pricing");
    const notaries = await request.get("/notaries", { maxRedirects: 0 });
    expect(notaries.status()).toBe(308);
    expect(notaries.headers().location).toBe("/solutions/notaries");
  });

  test("draft mode is refused without a project, and no preview code reaches visitors", async ({ page, request }) => {
    expect((await request.get("/api/draft-mode/enable?sanity-preview-secret=x")).status()).toBe(404);
    await page.goto("/");
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      // The preview tooling (VisualEditing and its Exit preview link) lives in a chunk loaded only in draft mode.
      expect(code, src).not.toMatch(
        /sanity-visual-editing|@sanity\/visual-editing|VisualEditing|api\/draft-mode\/disable/,
      );
    }
  });
});
