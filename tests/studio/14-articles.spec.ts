import { XMLParser } from "fast-xml-parser";
import {
  expect,
  expectOnSite,
  lakeDocument,
  lakeQuery,
  openList,
  pageText,
  publishDraft,
  recordEdit,
  test,
} from "./fixtures";

/*
 * Articles from the Studio to the site: a marketer writes an article (title, slug,
 * excerpt, author, category, text), publishes it, and it is at the top of the listing and first
 * in the feed a few seconds later, without a rebuild.
 */

test.use({ actionTimeout: 20_000 });

test("an article written and published in the Studio tops the listing and the feed", async ({ studio }) => {
  test.setTimeout(150_000);
  const title = "Notarizing a power of attorney online";
  const slug = "notarizing-a-power-of-attorney-online";

  await openList(studio, "Articles", "en");
  await studio.getByRole("link", { name: "Article", exact: true }).first().click();
  const form = studio.getByTestId("document-panel-scroller").last();
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Slug" }).fill(slug);
  await form
    .getByRole("textbox", { name: "Excerpt" })
    .fill("What to check before a power of attorney is notarized remotely.");
  await form.getByRole("combobox", { name: "Author" }).fill("Dana");
  // The author picker's option (the list pane beside it has options naming the author too, after their title).
  await studio
    .getByRole("option", { name: /^Dana Whitfield/ })
    .first()
    .click();
  await form.getByRole("checkbox", { name: "For signers" }).check();
  // The text (the only rich-text field of the form).
  await form.locator('[contenteditable="true"]').first().click();
  await studio.keyboard.type(
    "Ask the person who will receive it whether they accept a remotely notarized power of attorney.",
  );

  const draftId = () =>
    lakeQuery<string | null>(
      `*[_type == "article" && slug.current == $slug && _id in path("drafts.**")][0]._id`,
      { slug },
      "raw",
    );
  await expect.poll(draftId, { message: "the new article's draft is saved" }).toBeTruthy();
  const id = ((await draftId()) as string).replace(/^drafts\./, "");
  const clicked = await publishDraft(
    studio,
    id,
    (draft) =>
      JSON.stringify(draft.body ?? "").includes("remotely notarized power of attorney") &&
      Boolean((draft.author as { _ref?: string } | undefined)?._ref),
  );
  expect(await lakeDocument(id), "the new article is published").toMatchObject({
    _type: "article",
    slug: { current: slug },
    author: { _ref: "author-dana-whitfield" },
  });
  await recordEdit({ id, created: true });

  // The newest article: first on the listing, first in the feed.
  await expectOnSite("/resources", `href="/resources/${slug}"`);
  console.info(
    `[studio] Publish click to the listing showing the article: ${Math.round(performance.now() - clicked)} ms`,
  );
  const listing = await pageText("/resources");
  expect(listing.indexOf(`href="/resources/${slug}"`)).toBeLessThan(
    listing.indexOf('href="/resources/what-last-verified-means"'),
  );
  await expectOnSite("/resources/feed.xml", `/resources/${slug}</link>`);
  const feed = new XMLParser({ isArray: (name) => name === "item" }).parse(await pageText("/resources/feed.xml"));
  expect(feed.rss.channel.item[0].title).toBe(title);
  // Its own page (published after the build: rendered per request), with its author.
  await expectOnSite(`/resources/${slug}`, "Dana Whitfield");
});
