import {
  answer,
  closeDialog,
  contentDocuments,
  expect,
  expectAnswer,
  expectOnSite,
  lakeDocument,
  lakeQuery,
  openDocument,
  openList,
  openListed,
  ORIGINAL_CONTENT,
  pageText,
  publishDraft,
  recordEdit,
  runMenuAction,
  test,
} from "./fixtures";

/*
 * Solution pages from the Studio to the site: a new page, a slug change and
 * its redirect, a refused publish, an unpublish and a deleted redirect. Each test edits documents
 * no other file touches.
 */

/**
 * The line of a document in the copy of `content/` (or in the original with `original`), or undefined.
 * The lake writes a commit back to its file after readers (and so the site) can see it: a test that
 * expects a change in the file polls for it.
 */
async function contentLine(id: string, file: string, original = false): Promise<string | undefined> {
  const entry = (await contentDocuments(original ? ORIGINAL_CONTENT : undefined)).get(id);
  return entry?.file === file ? entry.line : undefined;
}

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

test.use({ actionTimeout: 20_000 });

test("a solution page created in the Studio is served, listed in the sitemap, then added to the Solutions menu", async ({
  studio,
}) => {
  test.setTimeout(180_000);
  const title = "Estate planning";
  const slug = "estate-planning";
  const headline = "Sign and notarize estate plans with witnesses on call";
  const label = "Estate planning";
  expect((await answer(`/solutions/${slug}`)).status, "no page at the address yet").toBe(307);

  // A new page starts in English (the other languages are translations of it).
  await openList(studio, "Solution pages", "en");
  // The list pane's own "new document" link (the global one would ask for the type).
  await studio.getByRole("link", { name: "Solution page", exact: true }).first().click();
  const form = studio.getByTestId("document-panel-scroller").last();
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Slug" }).fill(slug);

  /** Adds a section of the given type and returns its dialog. */
  const addSection = async (type: string) => {
    await form.getByRole("button", { name: "Add item" }).last().click();
    await studio
      .getByRole("menuitem", { name: type, exact: true })
      .or(studio.getByRole("button", { name: type, exact: true }))
      .first()
      .click();
    const dialog = studio.getByRole("dialog").last();
    await expect(dialog).toBeVisible();
    return dialog;
  };

  const hero = await addSection("Hero");
  await hero.getByRole("textbox", { name: "Headline" }).fill(headline);
  await closeDialog(studio);

  const steps = await addSection("Steps");
  await steps.getByRole("textbox", { name: "Heading" }).fill("Three steps to a signed will");
  for (const step of ["Upload the documents", "Meet the notary and witnesses"]) {
    await steps.getByRole("button", { name: "Add item" }).click();
    await studio.getByRole("dialog").last().getByRole("textbox", { name: "Title" }).fill(step);
    await studio.keyboard.press("Escape");
    await expect(steps.getByRole("button", { name: step, exact: true })).toBeVisible();
  }
  await closeDialog(studio);

  const faq = await addSection("FAQ");
  await faq.getByRole("textbox", { name: "Heading" }).fill("Estate planning questions");
  await faq.getByRole("button", { name: "Add item" }).click();
  const item = studio.getByRole("dialog").last();
  await item.getByRole("textbox", { name: "Question" }).fill("Can witnesses join remotely?");
  await item.locator('[contenteditable="true"]').first().click();
  await studio.keyboard.type("Yes, in states that allow remote witnesses.");
  await closeDialog(studio);

  const draftId = () =>
    lakeQuery<string | null>(
      `*[_type == "solutionPage" && slug.current == $slug && _id in path("drafts.**")][0]._id`,
      { slug },
      "raw",
    );
  await expect.poll(draftId, { message: "the new page's draft is saved" }).toBeTruthy();
  const id = ((await draftId()) as string).replace(/^drafts\./, "");
  let clicked = await publishDraft(studio, id, (draft) => JSON.stringify(draft.blocks).includes("remote witnesses"));
  expect(await lakeDocument(id), "the new page is published").toMatchObject({ title, slug: { current: slug } });
  await recordEdit({ id, created: true });
  await expectOnSite(`/solutions/${slug}`, headline);
  console.info(`[studio] Publish click to the new /solutions/${slug} showing: ${ms(clicked)}`);
  expect((await answer(`/solutions/${slug}`)).status).toBe(200);
  // The sitemap's addresses use NEXT_PUBLIC_SITE_URL (localhost:3000 here), not the test port.
  await expectOnSite("/sitemap.xml", `/solutions/${slug}</loc>`);
  console.info(`[studio] Publish click to /sitemap.xml listing it: ${ms(clicked)}`);
  await expect
    .poll(() => contentLine(id, "solutions.ndjson"), { message: "the new page's line in solutions.ndjson" })
    .toBeDefined();

  await openDocument(studio, "Site settings");
  const settings = studio.getByTestId("document-panel-scroller").last();
  await settings.getByRole("button", { name: "Add item" }).first().click();
  const link = studio.getByRole("dialog").last();
  // Site settings' texts are in each language (schemas/objects/locale.ts): the English ones here.
  await link.locator('[data-testid^="field-"][data-testid$=".label.en"]').getByRole("textbox").fill(label);
  await link
    .locator('[data-testid^="field-"][data-testid$=".description.en"]')
    .getByRole("textbox")
    .fill("Wills, trusts and powers of attorney");
  await link.getByRole("combobox").or(link.getByRole("searchbox")).first().fill(title);
  await studio
    .getByRole("option", { name: new RegExp(title) })
    .first()
    .click();
  await closeDialog(studio);
  clicked = await publishDraft(studio, "siteSettings", (draft) =>
    JSON.stringify(draft.solutions).includes(`"_ref":"${id}"`),
  );
  await recordEdit({ id: "siteSettings", paths: ["solutions"] });
  await expectOnSite("/", `href="/solutions/${slug}"`);
  console.info(`[studio] Publish click to the header menu listing it: ${ms(clicked)}`);
  expect(await pageText("/")).toContain(label);
});

test("a published solution page's new slug redirects its old address (308) to the new one", async ({ studio }) => {
  const newSlug = "hybrid-closings";
  const headline = "eSign what you can. Notarize only what you must.";
  await expectAnswer("/solutions/hybrid", { status: 200 });
  await openListed(studio, "Solution pages", "solution-hybrid");
  await studio.getByRole("textbox", { name: "Slug" }).fill(newSlug);
  const clicked = await publishDraft(
    studio,
    "solution-hybrid",
    (draft) => (draft.slug as { current?: string } | undefined)?.current === newSlug,
  );
  await recordEdit({ id: "solution-hybrid", paths: ["slug"] });
  await recordEdit({ id: "redirect-solutions-hybrid", created: true });
  await expectAnswer("/solutions/hybrid", { status: 308, location: `/solutions/${newSlug}` });
  console.info(`[studio] Publish click to /solutions/hybrid answering 308: ${ms(clicked)}`);
  await expectOnSite(`/solutions/${newSlug}`, "Six steps, one package");
  console.info(`[studio] Publish click to /solutions/${newSlug} showing the page: ${ms(clicked)}`);
  expect((await answer(`/solutions/${newSlug}`)).status).toBe(200);
  expect(await pageText(`/solutions/${newSlug}`)).toContain(headline.split(".")[0]);
  expect(await lakeDocument("redirect-solutions-hybrid")).toMatchObject({
    _type: "redirect",
    from: "/solutions/hybrid",
    to: `/solutions/${newSlug}`,
    permanent: true,
  });
  await expect.poll(() => contentLine("redirect-solutions-hybrid", "site.ndjson")).toBeDefined();
});

test("two sections with one anchor: the Studio names the anchor and does not publish", async ({ studio }) => {
  const id = "solution-title-companies";
  const before = await contentLine(id, "solutions.ndjson");
  expect(before).toBe(await contentLine(id, "solutions.ndjson", true));
  expect(await pageText("/solutions/title-companies")).toContain('id="security"');
  await openListed(studio, "Solution pages", id);
  // The sections list renders the items in view: scroll the form until the section shows.
  const section = studio.getByRole("button", { name: /Security your underwriters will sign off on/ }).first();
  for (let step = 0; step < 30 && !(await section.isVisible()); step++) {
    await studio.getByTestId("document-panel-scroller").last().hover();
    await studio.mouse.wheel(0, 400);
    await studio.waitForTimeout(100);
  }
  await section.click();
  await studio.getByRole("dialog").last().getByRole("textbox", { name: "Section anchor" }).fill("features");
  await closeDialog(studio);
  // The pane's Validation button opens the list of the document's problems.
  await studio.getByRole("button", { name: "Validation", exact: true }).first().click();
  await expect(
    studio.getByRole("complementary").getByRole("button", { name: "Sections Two sections use the anchor #features" }),
  ).toBeVisible();
  const button = studio.getByTestId("action-publish");
  await expect(button).toBeDisabled();
  await button.click({ force: true }).catch(() => undefined);
  await expect.poll(async () => (await lakeDocument(`drafts.${id}`)) !== null).toBe(true);
  expect(await lakeDocument(id)).toMatchObject({ _id: id });
  expect(JSON.stringify((await lakeDocument(id))?.blocks)).toContain('"anchor":"security"');
  expect(await contentLine(id, "solutions.ndjson")).toBe(before);
  expect(await pageText("/solutions/title-companies")).toContain('id="security"');

  await runMenuAction(studio, /Discard changes/, /Discard/);
  await expect.poll(async () => lakeDocument(`drafts.${id}`)).toBeNull();
  expect(await contentLine(id, "solutions.ndjson")).toBe(before);
});

test("an unpublished solution page leaves solutions.ndjson and its address goes home", async ({ studio }) => {
  const id = "solution-esign-hybrid";
  await expectAnswer("/solutions/esign-hybrid", { status: 200 });
  await openListed(studio, "Solution pages", id);
  // Sanity 6 offers Unpublish on the published version only: its chip above the form selects it.
  await studio.getByRole("button", { name: "Published", exact: true }).first().click();
  const clicked = performance.now();
  await runMenuAction(studio, /^Unpublish/, /Unpublish/);
  await expect.poll(async () => lakeDocument(id)).toBeNull();
  await recordEdit({ id, deleted: true });
  expect(await lakeDocument(`drafts.${id}`), "unpublish keeps the page as a draft").toMatchObject({
    title: "eSign + Hybrid",
  });
  await expectAnswer("/solutions/esign-hybrid", { status: 307, location: "/" });
  console.info(`[studio] Unpublish click to /solutions/esign-hybrid redirecting home: ${ms(clicked)}`);
  await expect.poll(() => contentLine(id, "solutions.ndjson")).toBeUndefined();
});

test("a deleted redirect no longer sends /plans to /pricing", async ({ studio }) => {
  const id = "redirect-plans";
  await expectAnswer("/plans", { status: 307, location: "/pricing" });
  await openListed(studio, "Redirects", id);
  const clicked = performance.now();
  await runMenuAction(studio, /^Delete/, /Delete/);
  await expect.poll(async () => lakeDocument(id)).toBeNull();
  await recordEdit({ id, deleted: true });
  // Like any path the site does not have, it now goes home.
  await expectAnswer("/plans", { status: 307, location: "/" });
  console.info(`[studio] Delete click to /plans no longer redirecting to /pricing: ${ms(clicked)}`);
  await expect.poll(() => contentLine(id, "site.ndjson")).toBeUndefined();
});
