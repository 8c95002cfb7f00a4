import { stegaClean } from "@sanity/client/stega";
import { contentDocuments, expect, lakeDocument, pageText, siteUrl, studioUrl, test, type Page } from "./fixtures";

/** The home page's hero headline as published now (the copy of `content/` the lake writes back to). */
async function publishedHeadline(): Promise<string> {
  const doc = (await contentDocuments()).get("homePage")?.doc as
    { blocks?: { _type: string; headline?: string }[] } | undefined;
  const headline = doc?.blocks?.find((block) => block._type === "hero")?.headline;
  if (!headline) throw new Error("No published home page hero headline in the content copy");
  return headline;
}

/**
 * Waits until the preview's hero heading reads `text`. In draft mode every mapped string carries
 * stega (invisible characters naming its document field): they are there, and read past.
 */
async function expectHeading(studio: Page, text: string, timeout = 30_000) {
  const heading = studio.frameLocator("iframe").first().getByRole("heading", { level: 1 });
  await expect
    .poll(async () => stegaClean((await heading.textContent({ timeout: 1_000 }).catch(() => "")) ?? ""), {
      timeout,
      intervals: [100, 250],
    })
    .toBe(text);
  return heading;
}

test("Presentation previews / in draft mode, shows an unpublished hero headline, focuses the field from its overlay, and discards the draft", async ({
  studio,
}) => {
  const published = await publishedHeadline();
  const draft = `Draft headline ${Date.now().toString(36)}: notarize from anywhere`;

  // The Studio keeps its login in localStorage, so the Presentation tool opens at its own address.
  const opened = performance.now();
  await studio.goto(new URL(`/studio/presentation?preview=${encodeURIComponent("/")}`, studioUrl()).toString());
  const preview = studio.frameLocator("iframe").first();
  const heading = await expectHeading(studio, published, 60_000);
  // Click-to-edit: the heading carries its field's stega marks.
  expect((await heading.textContent())?.length, "the preview's heading carries stega").toBeGreaterThan(
    published.length,
  );
  console.info(
    `[studio] Presentation open to the preview of / showing the hero: ${Math.round(performance.now() - opened)} ms`,
  );

  // Draft mode is on inside the iframe: Next.js's bypass cookie is set and the preview tooling loaded.
  await expect(preview.getByRole("link", { name: "Exit preview" })).toBeVisible();
  const cookies = await studio.context().cookies(siteUrl("/"));
  expect(
    cookies.map((cookie) => cookie.name),
    "the draft-mode cookie",
  ).toContain("__prerender_bypass");

  // The home page is the main document of /: its form is in the Presentation's document pane.
  await studio.getByRole("button", { name: /Hero/ }).first().click();
  const headline = studio.getByRole("textbox", { name: "Headline" }).first();
  await expect(headline).toHaveValue(published);
  await headline.fill(draft);
  const typed = performance.now();
  await expectHeading(studio, draft);
  expect((await lakeDocument("drafts.homePage")) !== null, "the edit is a draft in the lake").toBe(true);
  console.info(
    `[studio] unpublished headline typed to the preview showing it: ${Math.round(performance.now() - typed)} ms`,
  );
  await studio.keyboard.press("Escape");
  await expect(headline).toBeHidden();
  // Not published: the public site still shows the published headline and not the draft.
  const publicHtml = await pageText("/");
  expect(publicHtml.includes(published), "the public / shows the published headline").toBe(true);
  expect(publicHtml.includes(draft), "the public / does not show the draft").toBe(false);

  // Presentation opened afresh (the draft survives a reload; and the URL no longer names the Headline,
  // which Presentation keeps as the focused field after typing: an overlay click on the field the
  // URL already names changes nothing).
  await studio.goto(new URL(`/studio/presentation?preview=${encodeURIComponent("/")}`, studioUrl()).toString());
  await expectHeading(studio, draft, 60_000);
  await expect(headline).toBeHidden();

  // Clicking the headline in the preview (its click-to-edit overlay) opens that field in the Studio.
  await heading.hover();
  await heading.click();
  await expect(headline).toBeVisible({ timeout: 15_000 });
  await expect(headline).toHaveValue(draft);
  await expect(headline).toBeFocused();
  await studio.keyboard.press("Escape");
  await expect(headline).toBeHidden();

  // Discard the draft: the lake drops it, the form and then the preview come back to the published headline.
  await studio.getByTestId("action-menu-button").last().click();
  await studio.getByRole("menuitem", { name: "Discard changes" }).click();
  const confirm = studio.getByRole("dialog").getByRole("button", { name: /^Discard/ });
  await expect(confirm.or(studio.getByTestId("action-publish").and(studio.locator("[disabled]")))).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  const discarded = performance.now();
  await expect(studio.getByTestId("action-publish")).toBeDisabled();
  console.info(
    `[studio] Discard changes to the Studio showing no draft: ${Math.round(performance.now() - discarded)} ms`,
  );
  // Presentation posts a refresh to the preview when a draft is saved, not when it is deleted (with
  // no draft left, sanity 6.16's PostMessageRefreshMutations posts nothing), and this site has no
  // live connection (<SanityLive />) to learn it otherwise: the editor refreshes the preview.
  await studio.getByRole("button", { name: "Refresh preview" }).click();
  await expectHeading(studio, published);
  console.info(
    `[studio] Discard changes to the preview showing the published headline (after Refresh preview): ${Math.round(performance.now() - discarded)} ms`,
  );
  await expect.poll(() => lakeDocument("drafts.homePage"), { message: "the draft is gone from the lake" }).toBeNull();
  await studio.getByRole("button", { name: /Hero/ }).first().click();
  await expect(headline).toHaveValue(published);
  await studio.keyboard.press("Escape");
  await expect(studio.getByTestId("action-publish")).toBeDisabled();
  expect((await pageText("/")).includes(draft)).toBe(false);
});
