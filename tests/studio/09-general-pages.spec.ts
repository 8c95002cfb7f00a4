import {
  answer,
  closeDialog,
  expect,
  expectOnSite,
  lakeDocument,
  lakeQuery,
  openList,
  openListed,
  pageText,
  publishDraft,
  recordEdit,
  test,
} from "./fixtures";

/*
 * General pages from the Studio to the site: the slug rules an editor meets, a new page
 * with long-form text served at /<slug> (and as Markdown) without a rebuild, and the trust pages'
 * "needs review by counsel" warning.
 */

test.use({ actionTimeout: 20_000 });

test("a general page: the Studio refuses a route's or a solution page's slug, then publishes it at /<slug>", async ({
  studio,
}) => {
  test.setTimeout(180_000);
  const slug = "cookie-policy";
  const heading = "Cookies on this site";
  expect((await answer(`/${slug}`)).status, "no page at the address yet").toBe(307);

  // A new page starts in English (the other languages are translations of it).
  await openList(studio, "Pages", "en");
  await studio.getByRole("link", { name: "Page", exact: true }).first().click();
  const form = studio.getByTestId("document-panel-scroller").last();
  await form.getByRole("textbox", { name: "Title" }).fill("Cookie policy");

  const validation = studio.getByRole("button", { name: "Validation", exact: true }).first();
  const problem = (text: string) =>
    studio.getByRole("complementary").getByRole("button", { name: new RegExp(`Slug.*${text}`) });
  await form.getByRole("textbox", { name: "Slug" }).fill("studio");
  await validation.click();
  await expect(problem("/studio is one of the site's own addresses")).toBeVisible();
  await expect(studio.getByTestId("action-publish")).toBeDisabled();
  await form.getByRole("textbox", { name: "Slug" }).fill("esign");
  await expect(problem('A solution page uses the slug "esign"')).toBeVisible();
  await expect(studio.getByTestId("action-publish")).toBeDisabled();
  await form.getByRole("textbox", { name: "Slug" }).fill(slug);
  await expect(problem("")).toHaveCount(0);

  await form.getByRole("button", { name: "Add item" }).last().click();
  await studio
    .getByRole("menuitem", { name: "Long-form text", exact: true })
    .or(studio.getByRole("button", { name: "Long-form text", exact: true }))
    .first()
    .click();
  const text = studio.getByRole("dialog").last();
  await text.getByRole("textbox", { name: "Heading" }).fill(heading);
  await text.locator('[contenteditable="true"]').first().click();
  await studio.keyboard.type("This website sets no cookies for visitors.");
  await closeDialog(studio);

  const draftId = () =>
    lakeQuery<string | null>(
      `*[_type == "page" && slug.current == $slug && _id in path("drafts.**")][0]._id`,
      { slug },
      "raw",
    );
  await expect.poll(draftId, { message: "the new page's draft is saved" }).toBeTruthy();
  const id = ((await draftId()) as string).replace(/^drafts\./, "");
  await publishDraft(studio, id, (draft) => JSON.stringify(draft.blocks).includes("no cookies for visitors"));
  expect(await lakeDocument(id), "the new page is published").toMatchObject({ _type: "page", slug: { current: slug } });
  await recordEdit({ id, created: true });

  // Published after the build: the catch-all renders it, its long-form heading as the page's h1.
  await expectOnSite(`/${slug}`, new RegExp(`<h1[^>]*>${heading}</h1>`));
  expect((await answer(`/${slug}`)).status).toBe(200);
  expect(await pageText(`/${slug}.md`)).toContain(`# ${heading}\n`);
  await expectOnSite("/sitemap.xml", `/${slug}</loc>`);
});

test("a trust page's sample copy shows the 'needs review by counsel' warning", async ({ studio }) => {
  await openListed(studio, "Pages", "page-privacy");
  await studio.getByRole("button", { name: "Validation", exact: true }).first().click();
  await expect(
    studio.getByRole("complementary").getByRole("button", { name: /have counsel review this page before launch/ }),
  ).toBeVisible();
});
