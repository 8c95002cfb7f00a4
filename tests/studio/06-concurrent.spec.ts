import type { Browser } from "@playwright/test";
import {
  contentDocuments,
  expect,
  expectOnSite,
  lakeDocument,
  openList,
  publish,
  recordEdit,
  studioUrl,
  test,
  type Page,
} from "./fixtures";

const id = "solution-law-firms";

/** The Studio in another browser context (a second editor's session): logged in, Sanity's hosts failing at once. */
async function openSecondStudio(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
  await page.route(/sanity\.io|sanity-cdn\.com|sanity\.work/, (route) => route.abort());
  await page.goto(studioUrl());
  await expect(page.getByRole("link", { name: "Home page" }).or(page.getByText("Home page")).first()).toBeVisible({
    timeout: 60_000,
  });
  return { page, errors, close: () => context.close() };
}

async function openLawFirms(studio: Page) {
  const list = await openList(studio, "Solution pages");
  await studio.getByRole("listbox", { name: list, exact: true }).locator(`a[href$=";${id}"]`).click();
  await expect(studio.getByTestId("action-publish")).toBeAttached();
}

/** The SEO description's text area: the SEO tab, then the collapsed SEO object opened. */
async function seoDescription(studio: Page) {
  await studio.getByRole("tab", { name: "SEO" }).click();
  const description = studio.locator('[data-testid="field-seo.description"]').getByRole("textbox");
  const toggle = studio.getByRole("button", { name: /^seo$/i });
  await expect(description.or(toggle)).toBeVisible();
  if (!(await description.isVisible())) await toggle.click();
  await expect(description).toBeVisible();
  return description;
}

type Solution = { blocks: { _key: string; _type: string; headline?: string }[]; seo: { description: string } };

/** The line of a document in the `*.ndjson` files of a folder (the copy the lake writes back to, or `content/`). */
async function fileDocument(documentId: string): Promise<Solution> {
  const entry = (await contentDocuments()).get(documentId);
  if (!entry) throw new Error(`${documentId} is in no file of the content copy`);
  return entry.doc as unknown as Solution;
}

/** The hero's Headline: its array item opened in its dialog. */
async function heroHeadline(studio: Page) {
  await studio.getByRole("tab", { name: "Content" }).click();
  const headline = studio.getByRole("textbox", { name: "Headline", exact: true });
  if (!(await headline.isVisible()))
    await studio
      .getByRole("button", { name: / Hero$/ })
      .first()
      .click();
  await expect(headline).toBeVisible();
  return headline;
}

const heroOf = (doc: Solution) => doc.blocks.find((block) => block._type === "hero")!;

test("two Studio sessions edit the hero headline and the SEO description of one solution page at the same time; both edits are published", async ({
  studio,
  browser,
}) => {
  const original = await fileDocument(id);
  const heroKey = heroOf(original)._key;
  const headline = "Notarize affidavits and estate documents with clients anywhere";
  const description =
    "Notarize affidavits, powers of attorney and probate papers with clients in any state, recorded and sealed.";
  const second = await openSecondStudio(browser);
  try {
    await openLawFirms(studio);
    await openLawFirms(second.page);
    const headlineField = await heroHeadline(studio);
    await expect(headlineField).toHaveValue(heroOf(original).headline!);
    const descriptionField = await seoDescription(second.page);
    await expect(descriptionField).toHaveValue(original.seo.description);

    // Both fields emptied, then typed key by key at the same time, one in each session.
    await headlineField.fill("");
    await descriptionField.fill("");
    const started = performance.now();
    await Promise.all([
      headlineField.pressSequentially(headline, { delay: 40 }),
      descriptionField.pressSequentially(description, { delay: 20 }),
    ]);
    console.info(`[studio] two sessions typed at once for ${Math.round(performance.now() - started)} ms`);
    await expect(headlineField).toHaveValue(headline);
    await expect(descriptionField).toHaveValue(description);
    await expect
      .poll(
        async () => {
          const draft = (await lakeDocument(`drafts.${id}`)) as Solution | null;
          return draft ? [heroOf(draft).headline, draft.seo.description] : null;
        },
        { message: "the draft holds both edits" },
      )
      .toEqual([headline, description]);

    // Each session sees the other's edit, and neither lost its own.
    await studio.keyboard.press("Escape");
    await expect(await seoDescription(studio)).toHaveValue(description);
    await expect(await heroHeadline(second.page)).toHaveValue(headline);
    await second.page.keyboard.press("Escape");

    const clicked = performance.now();
    await publish(studio);
    await recordEdit({ id, paths: [`blocks.${heroKey}.headline`, "seo.description"] });
    await expectOnSite("/solutions/law-firms", headline);
    await expectOnSite("/solutions/law-firms", `<meta name="description" content="${description}"`);
    console.info(
      `[studio] Publish click to /solutions/law-firms showing both edits: ${Math.round(performance.now() - clicked)} ms`,
    );
    await expect(second.page.getByTestId("action-publish")).toBeDisabled({ timeout: 30_000 });
    await expect(await heroHeadline(second.page)).toHaveValue(headline);

    // The lake writes a publish back to its file after readers see it: wait for the file.
    await expect
      .poll(async () => {
        const saved = await fileDocument(id);
        return [heroOf(saved).headline, saved.seo.description];
      })
      .toEqual([headline, description]);
    expect(await lakeDocument(`drafts.${id}`), "no draft left").toBeNull();
    expect(second.errors, "uncaught errors in the second Studio").toEqual([]);
  } finally {
    await second.close();
  }
});
