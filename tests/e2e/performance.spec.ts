import { expect, test, type Page } from "@playwright/test";
import { deferredPayload, deferredScripts, loadTimeScripts } from "../../server/html.ts";
import { LANGUAGES } from "@/lib/routing/paths";
import { publicPaths } from "../support/dataset";
import { MIN_COMPRESSIBLE_BYTES } from "@/server/policy/encoding";

/** Every public page of every language: the Spanish pages get the same treatment as the English ones. */
const everyPath = LANGUAGES.flatMap((lang) => publicPaths(lang));

/*
 * What the production server does for speed (server/; see the README's benchmark): scripts that
 * start after the first paint, V8's compile hint on each of them (scripts/compile-hints.mjs),
 * Brotli; and in-page links that land exactly under the sticky header.
 */

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

test("every page paints before its scripts start, then hydrates", async ({ page }) => {
  test.setTimeout(60_000);
  // When each framework script is added to the page, against when the first paint reached the screen.
  await page.addInitScript(() => {
    const added: number[] = [];
    Object.assign(window, { scriptsAddedAt: added });
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.includes("/_next/static/") && !node.noModule)
            added.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of everyPath) {
    const html = (await (await page.goto(path))?.text()) ?? "";
    // As sent: no script tag of the framework's, only the loader with its list, and no inline
    // payload: the loader fetches it from its own address.
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]*" async/);
    expect(deferredScripts(html).length, path).toBeGreaterThan(3);
    expect(html, path).not.toContain("self.__next_f.push(");
    const payload = deferredPayload(html);
    expect(payload, path).toMatch(/^\?_payload=[\w-]{22}$/);
    await expect(page.locator("html[data-hydrated]"), path).toBeAttached();
    const { added, firstPaint, payloadAsked } = await page.evaluate(
      (address) => ({
        added: (window as unknown as { scriptsAddedAt: number[] }).scriptsAddedAt,
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        payloadAsked: performance.getEntriesByName(new URL(address, location.href).href)[0]?.startTime ?? Number.NaN,
      }),
      payload ?? "",
    );
    expect(added.length, path).toBeGreaterThan(3);
    expect(Math.min(...added), path).toBeGreaterThanOrEqual(firstPaint);
    expect(payloadAsked, path).toBeGreaterThanOrEqual(firstPaint);
    // The scripts go in once the payload is there.
    expect(Math.min(...added), path).toBeGreaterThanOrEqual(payloadAsked);
  }
});

/** Opens `/` with the framework's scripts held back; the returned function lets them through. */
async function openBeforeHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": the held scripts would keep the load event from firing.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return release;
}

test("a click made before the page has hydrated is kept and replayed", async ({ page }) => {
  const release = await openBeforeHydration(page);
  const trigger = page.getByRole("button", { name: "Solutions" });
  await trigger.click();
  await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: /Lenders/ })).toBeVisible();
});

test("a mouse resting on Solutions before the page has hydrated opens it once it has", async ({ page }) => {
  const release = await openBeforeHydration(page);
  const trigger = page.getByRole("button", { name: "Solutions" });
  await trigger.hover();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  // And it closes when the mouse leaves, like any hover.
  await page.mouse.move(5, 600);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("a page whose payload cannot be fetched stays as it was sent: no error, no scripts, its links work", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  await page.route("**/*?_payload=*", (route) => route.abort("connectionreset"));
  const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("?_payload="));
  await page.goto("/solutions/esign");
  await failed;
  // A moment for anything that would follow the failure (it would be a bug).
  await page.waitForTimeout(300);
  expect(await page.locator('script[src*="/_next/static/"]:not([nomodule])').count()).toBe(0);
  await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  expect(errors).toEqual([]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("a payload address from before a publish leads to the current payload, and the page hydrates", async ({
  page,
  request,
}) => {
  // What a page loaded just before a publish asks for: a hash the server no longer has.
  await page.route("**/*?_payload=*", (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/_payload=[\w-]+/, "_payload=fromBeforeThePublish"),
    }),
  );
  const answered = page.waitForResponse((response) => response.url().includes("_payload=fromBeforeThePublish"));
  await page.goto("/solutions/lenders");
  const outdated = await answered;
  expect(outdated.status()).toBe(307);
  expect(outdated.headers()["cache-control"]).toBe("no-store");
  const current = deferredPayload(await (await request.get("/solutions/lenders")).text());
  expect(outdated.headers().location).toBe(current);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Solutions" }).click();
  await expect(page.getByRole("link", { name: /Title companies/ }).first()).toBeVisible();
});

test("a payload address answers with the page's payload as JSON, immutable and Brotli-compressed; a page with none answers 404", async ({
  request,
}) => {
  for (const path of ["/", "/solutions/notaries", "/es/acceso-anticipado"]) {
    const address = deferredPayload(await (await request.get(path)).text());
    const response = await request.get(`${path}${address}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"], path).toBe("br");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    const items = (await response.json()) as unknown[][];
    expect(items[0], path).toEqual([0]);
    expect(items.filter((item) => item[0] === 1).length, path).toBeGreaterThan(0);
    // Its validator answers a revisit with a 304.
    const again = await request.get(`${path}${address}`, {
      headers: { "if-none-match": response.headers().etag ?? "" },
    });
    expect(again.status(), path).toBe(304);
  }
  const unknown = await request.get("/no-such-page?_payload=x", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["cache-control"]).toBe("no-store");
});

test("a page's payload has one site footer: the site-framed 404 rides only under the listing and the catch-all", async ({
  request,
}) => {
  const footers = async (path: string) => {
    const address = deferredPayload(await (await request.get(path)).text());
    const items = (await (await request.get(`${path}${address}`)).json()) as [number, string][];
    const flight = items.flatMap(([kind, text]) => (kind === 1 ? [text] : [])).join("");
    return flight.split(`"$","footer"`).length - 1;
  };
  for (const path of ["/", "/solutions/notaries", "/remote-online-notarization/texas", "/es/acceso-anticipado"]) {
    expect(await footers(path), path).toBe(1);
  }
  // Under the listing, the 404 in the site's frame is one more.
  expect(await footers("/resources")).toBe(2);
});

test("pages and scripts come Brotli-compressed, and pages say so in Vary", async ({ request }) => {
  for (const path of [
    "/",
    "/solutions/esign",
    "/early-access",
    "/es",
    "/es/soluciones/firma-electronica",
    "/es/acceso-anticipado",
  ]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers()["content-encoding"], path).toBe("br");
    expect(response.headers().vary, path).toMatch(/accept-encoding/i);
    // Every script the page loads, Brotli-compressed unless it is too small to gain from it.
    const scripts = loadTimeScripts(await response.text());
    expect(scripts.length, path).toBeGreaterThan(0);
    let compressed = 0;
    for (const script of scripts) {
      const answer = await request.get(script, { headers: { "accept-encoding": "gzip, br" } });
      const encoding = answer.headers()["content-encoding"];
      if (encoding === "br") compressed += 1;
      else expect((await answer.body()).length, `${path} ${script}`).toBeLessThan(MIN_COMPRESSIBLE_BYTES);
    }
    expect(compressed, path).toBeGreaterThan(0);
  }
  const gzip = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("the feeds and the sitemap come Brotli-compressed, one copy whatever the query string, and 304 when unchanged", async ({
  request,
}) => {
  for (const path of ["/resources/feed.xml", "/es/recursos/feed.xml", "/sitemap.xml"]) {
    const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
    const first = await request.get(path, { headers: { "accept-encoding": "gzip, br" } });
    expect(first.status(), path).toBe(200);
    expect(first.headers()["content-encoding"], path).toBe("br");
    expect(first.headers().vary, path).toMatch(/accept-encoding/i);
    expect(await first.text(), path).toBe(await plain.text());
    const [sent, whole] = [Number(first.headers()["content-length"]), Number(plain.headers()["content-length"])];
    expect(sent, path).toBeLessThan(whole / 2);
    console.info(`[e2e] ${path}: ${whole} B unencoded, ${sent} B with Brotli`);
    // A query string gets the same body and validator (the cached encoding may meanwhile be the best pass's, smaller).
    const tagged = await request.get(`${path}?utm_source=e2e`, { headers: { "accept-encoding": "gzip, br" } });
    expect([tagged.headers()["content-encoding"], tagged.headers().etag, await tagged.text()], path).toEqual([
      "br",
      first.headers().etag,
      await plain.text(),
    ]);
    expect(Number(tagged.headers()["content-length"]), path).toBeLessThanOrEqual(sent);
    const etag = first.headers().etag;
    if (etag)
      expect(
        (await request.get(path, { headers: { "accept-encoding": "gzip, br", "if-none-match": etag } })).status(),
        path,
      ).toBe(304);
  }
});

test("every script a public page runs at load carries the compile hint; the Studio's own bundle does not", async ({
  request,
}) => {
  const hinted = new Set<string>();
  for (const path of everyPath) {
    const scripts = loadTimeScripts(await (await request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const text = await (await request.get(src)).text();
      expect(text.startsWith(COMPILE_HINT), `${path}: ${src}`).toBe(true);
      expect(text.indexOf(COMPILE_HINT, 1), `${src} is marked once`).toBe(-1);
      hinted.add(src);
    }
  }
  const studioOnly = loadTimeScripts(await (await request.get("/studio")).text()).filter((src) => !hinted.has(src));
  expect(studioOnly.length).toBeGreaterThan(0);
  for (const src of studioOnly)
    expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(false);
});

/**
 * Distance from the viewport's top to the target once scrolling has settled: the same position in
 * three reads a frame apart. The per-page checks run with reduced motion (the jump is instant, see
 * app/globals.css); the smooth-scroll check reads until the position holds for half a second, as a
 * smooth scroll on a loaded machine can skip a frame or two and look still in between.
 */
async function landedOffset(page: Page, selector: string, still = { reads: 3, gap: 0 }): Promise<number> {
  let previous = Number.NaN;
  let same = 0;
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const top = await page.locator(selector).evaluate(
      (element, gap) =>
        new Promise<number>((resolve) => {
          const read = () => requestAnimationFrame(() => resolve(element.getBoundingClientRect().top));
          if (gap > 0) setTimeout(read, gap);
          else read();
        }),
      still.gap,
    );
    same = Math.abs(top - previous) < 1 ? same + 1 : 0;
    if (same >= still.reads - 1) return top;
    previous = top;
  }
  return previous;
}

/** The section's top sits under the sticky header (scroll-margin 5rem), not somewhere near it. */
async function expectLandedUnderHeader(page: Page, path: string, href: string, offset: number) {
  expect(offset, `${path} → ${href}`).toBeGreaterThanOrEqual(60);
  // A target near the end of the page (the last heading of a long text) stops lower once the page
  // cannot scroll further; it must still be in view.
  const { atEnd, height } = await page.evaluate(() => ({
    atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    height: window.innerHeight,
  }));
  expect(offset, `${path} → ${href}`).toBeLessThanOrEqual(atEnd ? height / 2 : 100);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  // One test per page, so the pages' links are checked side by side by the workers. Reduced
  // motion: where a link lands does not depend on how the page gets there, and an instant jump
  // needs no wait (the smooth scroll has its own check below).
  test.describe(`every in-page link lands on its section, under the sticky header (${viewport.width} px)`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    for (const path of everyPath) {
      test(path, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        for (const href of await inPageLinks(page)) {
          // From the top of the page, as a visitor who has just arrived.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.locator(`main a[href="${href}"]`).first().click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          await expectLandedUnderHeader(page, path, href, await landedOffset(page, href));
        }
      });
    }

    test("the pages have in-page links to check", async ({ page }) => {
      test.setTimeout(120_000);
      let links = 0;
      for (const path of everyPath) {
        await page.goto(path);
        links += (await inPageLinks(page)).length;
      }
      expect(links).toBeGreaterThanOrEqual(8);
    });
  });
}

test("a smooth scroll lands where the instant jump does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = "/solutions/notaries";
  await page.goto(path);
  const [href] = await inPageLinks(page);
  if (!href) throw new Error(`${path} has no in-page link`);
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expectLandedUnderHeader(page, path, href, await landedOffset(page, href, { reads: 5, gap: 100 }));
});

/** The distinct in-page links (`#…`) of the open page's main content. */
async function inPageLinks(page: Page): Promise<string[]> {
  return page
    .locator('main a[href^="#"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute("href") ?? ""))]);
}
