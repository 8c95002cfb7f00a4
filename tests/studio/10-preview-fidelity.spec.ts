import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Frame } from "@playwright/test";
import { compareImages, decodePng } from "../support/png";
import { expect, lakeQuery, siteUrl, studioUrl, test, type Page } from "./fixtures";

/**
 * Presentation's preview looks like the site. In draft mode every string of content
 * carries stega, invisible characters naming its field, for the click-to-edit overlays; they
 * belong in visible text only. For a page of every type, opened in the Presentation tool: no
 * attribute (inline `style` included: the coverage table's words for the phone layout are CSS
 * strings there), `<style>`, structured data or `<head>` element carries one; the header button is
 * drawn in the brand colour; and the preview's screenshot matches the published page's (the same
 * content: nothing is left unpublished) at a desktop and a phone width.
 */

/**
 * @vercel/stega's alphabet (what @sanity/client encodes with): U+200B–U+200D, U+2060–U+2063,
 * U+FEFF and U+1D173–U+1D17A.
 */
const STEGA = "[\\u200B-\\u200D\\u2060-\\u2063\\uFEFF\\u{1D173}-\\u{1D17A}]";

/** The share of pixels allowed to differ (anti-aliasing, a caret): 0.5 %. */
const PIXEL_TOLERANCE = 0.005;

const screenshots = path.resolve(import.meta.dirname, "../../test-results/preview-fidelity");

/**
 * One page of each type: the home page, a solution page, a general page and the signup wizard.
 * A solution or general page is the first of `paths` with no draft (earlier tests leave some:
 * 07-restart a draft of /solutions/notaries). The notary page comes first in either language: its
 * coverage table has content in its inline style.
 */
const PAGES = [
  { type: "home", id: "homePage", path: () => Promise.resolve("/") },
  {
    type: "solution",
    path: () =>
      pageWithoutDraft("solutionPage", [
        "/solutions/notaries",
        "/es/soluciones/notary-public",
        "/solutions/api",
        "/solutions/esign",
      ]),
  },
  { type: "general", path: () => pageWithoutDraft("page", ["/privacy", "/terms", "/security"]) },
  { type: "early access", id: "earlyAccessPage", path: () => Promise.resolve("/early-access") },
];

/** Ids with an unpublished draft (the Presentation tool's own `sanity.*` secrets aside). */
const draftedIds = async () =>
  new Set(
    (await lakeQuery<string[]>(`*[_id in path("drafts.**") && !(_type match "sanity.*")]._id`, {}, "raw")).map((id) =>
      id.slice("drafts.".length),
    ),
  );

/** A page's language and slug from its path: `/es/…` is Spanish, the last segment the slug. */
const pageAt = (path: string) => ({
  language: path.startsWith("/es/") ? "es" : "en",
  slug: path.split("/").at(-1) ?? "",
});

async function pageWithoutDraft(type: string, paths: string[]): Promise<string> {
  const drafted = await draftedIds();
  const slugs = paths.map((path) => pageAt(path).slug);
  const pages = await lakeQuery<{ _id: string; slug: string; language: string }[]>(
    `*[_type == $type && slug.current in $slugs]{_id, "slug": slug.current, language}`,
    { type, slugs },
  );
  const path = paths.find((wanted) =>
    pages.some(
      (page) =>
        page.slug === pageAt(wanted).slug && page.language === pageAt(wanted).language && !drafted.has(page._id),
    ),
  );
  if (!path) throw new Error(`Every ${type} of ${paths.join(", ")} has a draft`);
  return path;
}

/** Every place in the document where a stega character is not in a visible text node. */
function stegaOutsideText(frame: Frame) {
  return frame.evaluate((source) => {
    const stega = new RegExp(source, "u");
    const found: string[] = [];
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes)
        if (stega.test(attribute.value)) found.push(`${name(element)}[${attribute.name}]`);
    }
    for (const style of document.querySelectorAll("style"))
      if (stega.test(style.textContent ?? "")) found.push("<style>");
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      if (stega.test(script.textContent ?? "")) found.push("JSON-LD");
    for (const element of document.head.children)
      if (stega.test(element.outerHTML)) found.push(`<head> ${name(element)}`);
    if (stega.test(document.title)) found.push("document.title");
    // The computed brand colour, not only the attribute: what the theme reads.
    if (stega.test(getComputedStyle(document.documentElement).getPropertyValue("--brand-primary")))
      found.push("--brand-primary");
    return found;
  }, STEGA);
}

/** The preview's frame as it is now (Presentation may replace the iframe while it loads). */
async function previewFrame(studio: Page): Promise<Frame | null> {
  const handle = await studio
    .locator("iframe")
    .first()
    .elementHandle({ timeout: 1_000 })
    .catch(() => null);
  return (await handle?.contentFrame()) ?? null;
}

/** Waits until the preview shows `pathname` in draft mode, hydrated, with stega in its text (else this test would prove nothing). */
async function draftPreview(studio: Page, pathname: string): Promise<Frame> {
  let ready: Frame | null = null;
  await expect
    .poll(
      async () => {
        const frame = await previewFrame(studio);
        const ok = await frame
          ?.evaluate(
            ([source, expected]) =>
              location.pathname === expected &&
              "hydrated" in document.documentElement.dataset &&
              Boolean(document.querySelector('a[href="/api/draft-mode/disable"]')) &&
              new RegExp(source, "u").test(document.querySelector("main")?.textContent ?? ""),
            [STEGA, pathname] as const,
          )
          .catch(() => false);
        ready = ok ? (frame ?? null) : null;
        return ok ?? false;
      },
      { timeout: 60_000, message: `the preview of ${pathname} is in draft mode with stega in its text` },
    )
    .toBe(true);
  const frame = ready as Frame | null;
  if (!frame) throw new Error("The preview has no frame");
  await frame.evaluate(() => document.fonts.ready);
  return frame;
}

/**
 * Waits until Presentation draws no status over its preview ("Loading.", "Connecting.",
 * "Refreshing."): it can show one over a frame that is already in draft mode and hydrated (while it
 * connects to the page, or reloads it once), and a screenshot would catch the status instead of the page.
 */
async function previewSettled(studio: Page) {
  await expect(
    studio.getByText(/^(Loading|Connecting|Refreshing)\.$/),
    "Presentation's status over the preview",
  ).toHaveCount(0, { timeout: 60_000 });
}

/** Opens Presentation on `pathname` at the Studio's current size. */
async function openPreview(studio: Page, pathname: string): Promise<Frame> {
  await studio.goto(new URL(`/studio/presentation?preview=${encodeURIComponent(pathname)}`, studioUrl()).toString());
  await expect(studio.locator("iframe").first()).toBeVisible({ timeout: 60_000 });
  return draftPreview(studio, pathname);
}

/** A screenshot of the preview's frame, without the preview's own controls (the "Exit preview" link, the overlays). */
async function previewScreenshot(studio: Page, frame: Frame): Promise<Buffer> {
  await studio.mouse.move(1, 1);
  await frame.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>(
      'a[href="/api/draft-mode/disable"], sanity-visual-editing',
    ))
      element.style.visibility = "hidden";
  });
  // The frame's own viewport, inside the iframe's border (the phone-sized preview has one).
  const iframe = studio.locator("iframe").first();
  const box = await iframe.boundingBox();
  const inner = await iframe.evaluate((element) => ({
    left: element.clientLeft,
    top: element.clientTop,
    width: element.clientWidth,
    height: element.clientHeight,
  }));
  if (!box) throw new Error("The preview is not on screen");
  return studio.screenshot({
    clip: { x: box.x + inner.left, y: box.y + inner.top, width: inner.width, height: inner.height },
    animations: "disabled",
    caret: "hide",
  });
}

/** The published page at the same size, read by a visitor (no draft-mode cookie). */
async function publishedScreenshot(
  studio: Page,
  pathname: string,
  size: { width: number; height: number },
): Promise<Buffer> {
  const browser = studio.context().browser();
  if (!browser) throw new Error("No browser");
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl(pathname));
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ animations: "disabled", caret: "hide" });
  } finally {
    await context.close();
  }
}

/** The brand colour of the site's brand, as the lake holds it now (an earlier test may have changed it). */
async function brandPrimary(): Promise<string> {
  const colour = await lakeQuery<string | null>(`*[_type == "brand" && key == "default"][0].colors.primary`);
  if (!colour) throw new Error("No brand colour in the lake");
  return colour;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

test.beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
});

for (const { type, id, path: pagePath } of PAGES) {
  test(`Presentation's preview of the ${type} page carries stega in its text only, is in the brand colour, and looks like the published page`, async ({
    studio,
  }) => {
    const pathname = await pagePath();
    // Equal content: what the page shows has no draft, so the preview shows what visitors see.
    const drafted = await draftedIds();
    expect(
      ["siteSettings", "brand-default", ...(id ? [id] : [])].filter((shown) => drafted.has(shown)),
      `unpublished drafts shown on ${pathname}`,
    ).toEqual([]);
    const primary = (await brandPrimary()).toLowerCase();

    for (const width of ["desktop", "phone"] as const) {
      // The Presentation tool's own viewport switch: "desktop" fills the preview pane, "phone" is narrower.
      let frame = await openPreview(studio, pathname);
      // The switch is remembered: it is set to what this pass wants.
      const toggle = studio.getByRole("button", { name: "Toggle viewport size" });
      if ((await frame.evaluate(() => innerWidth)) < 500 !== (width === "phone")) {
        await toggle.click();
        await expect
          .poll(async () => {
            const inner = (await (await previewFrame(studio))?.evaluate(() => innerWidth).catch(() => 0)) ?? 0;
            return inner > 0 && inner < 500 === (width === "phone");
          })
          .toBe(true);
        frame = await draftPreview(studio, pathname);
      }
      // The frame as Presentation shows it once it has settled (a reload replaces it).
      await previewSettled(studio);
      frame = await draftPreview(studio, pathname);
      const frameWidth = await frame.evaluate(() => innerWidth);

      expect(
        await stegaOutsideText(frame),
        `stega outside visible text in the ${width} preview of ${pathname}`,
      ).toEqual([]);

      // The brand colour reaches the page: the variable is the colour, and the header button is drawn in it.
      expect(
        await frame.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim().toLowerCase(),
        ),
      ).toBe(primary);
      if (frameWidth >= 640) {
        const button = frame.locator("header nav .sm\\:block").locator("a, button").first();
        expect(
          await button.evaluate((element) => getComputedStyle(element).backgroundColor),
          "the header button's background",
        ).toBe(rgb(primary));
      }

      const preview = await previewScreenshot(studio, frame);
      const previewImage = decodePng(preview);
      const published = await publishedScreenshot(studio, pathname, {
        width: previewImage.width,
        height: previewImage.height,
      });
      const name = `${type.replace(/\s+/g, "-")}-${width}`;
      await writeFile(path.join(screenshots, `${name}-preview.png`), preview);
      await writeFile(path.join(screenshots, `${name}-published.png`), published);
      const difference = compareImages(previewImage, decodePng(published));
      console.info(
        `[studio] preview vs published ${pathname} (${width}, ${previewImage.width}×${previewImage.height}): ${difference.differing} pixels differ (${(difference.ratio * 100).toFixed(3)} %)${difference.rows ? `, rows ${difference.rows[0]}–${difference.rows[1]}` : ""}`,
      );
      expect(
        difference.ratio,
        `the preview of ${pathname} (${width}) looks like the published page: see ${screenshots}/${name}-*.png`,
      ).toBeLessThanOrEqual(PIXEL_TOLERANCE);
    }
  });
}
