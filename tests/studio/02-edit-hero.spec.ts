import { expect, expectOnSite, openDocument, pageText, publish, recordEdit, test } from "./fixtures";

test("a hero headline edited and published in the Studio shows on /", async ({ studio }) => {
  const headline = "Get documents notarized online in minutes, not days";
  const edited = "Get documents notarized online today";
  expect((await pageText("/")).includes(headline), "/ shows the bundled headline").toBe(true);
  await openDocument(studio, "Home page");
  await studio.getByRole("button", { name: /Hero/ }).first().click();
  await studio.getByRole("textbox", { name: "Headline" }).first().fill(edited);
  await studio.keyboard.press("Escape");
  const clicked = performance.now();
  await publish(studio);
  await expectOnSite("/", edited);
  console.info(`[studio] Publish click to / showing the edit: ${Math.round(performance.now() - clicked)} ms`);
  await recordEdit({ id: "homePage", paths: ["blocks"] });
});
