import { expect, openListed, studioUrl, test } from "./fixtures";

/**
 * Under `npm run edit` the Studio offers only what the local Content Lake can do: no
 * Releases tool (it opened an empty page), no scheduled publishing or drafts, no tasks and no
 * comments, which all need Sanity's hosted services. With a hosted project they are offered
 * (studio/sanity.config.ts).
 */
test("the Studio on the local lake offers no Releases, schedules, tasks or comments", async ({ studio }) => {
  // The navbar's tools: Structure, Presentation and the site's own Signups (studio/signups-tool.tsx), nothing else.
  await expect(studio.getByRole("link", { name: "Structure", exact: true })).toBeVisible();
  await expect(
    studio.locator('a[href^="/studio/"]:not([href^="/studio/structure/"])').filter({ visible: true }),
  ).toHaveText(["Structure", "Presentation", "Signups"]);
  for (const tool of ["releases", "schedules", "tasks"])
    await expect(studio.locator(`a[href^="/studio/${tool}"]`)).toHaveCount(0);

  // The tool's own address finds no tool, rather than an empty list of releases.
  for (const tool of ["releases", "schedules"]) {
    await studio.goto(new URL(`/studio/${tool}`, studioUrl()).toString());
    await expect(studio.getByText(`Tool not found: ${tool}`)).toBeVisible({ timeout: 30_000 });
  }

  // A document: no comments or tasks button in its header, no "Schedule" among its actions.
  await studio.goto(new URL("/studio/structure", studioUrl()).toString());
  await openListed(studio, "Solution pages", "solution-esign");
  await expect(studio.getByRole("button", { name: /^(Comments|Tasks|Open tasks)$/ })).toHaveCount(0);
  await studio.getByTestId("action-menu-button").last().click();
  await expect(studio.getByRole("menu")).toBeVisible();
  await expect(studio.getByRole("menuitem", { name: /schedul/i })).toHaveCount(0);
  await studio.keyboard.press("Escape");
});
