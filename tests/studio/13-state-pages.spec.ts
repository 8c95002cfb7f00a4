import { expect, expectOnSite, pageText, publishDraft, recordEdit, structureRoot, test } from "./fixtures";

/*
 * A state's page follows its `ronState` document. An editor changes California's status in
 * the Studio (with the later Last verified date the rule asks for) and publishes: its page in both
 * languages, its row of the coverage tables and the summary count follow, without a rebuild.
 */

const ID = "ronState-ca";
const VERIFIED = "2026-11-30";

/** The summary count of a page with the coverage table: the bold figure before "states". */
const summaryCount = (html: string) =>
  Number(/<strong class="font-bold">(\d+)<\/strong>/.exec(html)?.[1] ?? Number.NaN);

test("a state's status published in the Studio shows on its page, in its table row and in the summary count", async ({
  studio,
}) => {
  const notaries = await pageText("/solutions/notaries");
  const before = summaryCount(notaries);
  expect(before).toBeGreaterThan(0);
  expect(notaries).toMatch(/<tr id="state-ca"[^>]*data-status="enacted"/);
  expect(await pageText("/remote-online-notarization/california")).toContain("Law passed, not yet in force");

  // The state's form: its Spanish name, note, page text and questions are grouped under Spanish.
  await structureRoot(studio);
  await studio.getByRole("link", { name: "State RON coverage", exact: true }).first().click();
  await studio.getByRole("link", { name: "All states", exact: true }).first().click();
  await studio.getByRole("listbox", { name: "All states", exact: true }).locator(`a[href$=";${ID}"]`).click();
  await expect(studio.locator('[data-testid="field-es.faq"]')).toBeAttached();
  await expect(studio.locator('[data-testid="field-body"]')).toBeAttached();

  await studio.getByRole("radio", { name: "Permanent law in force" }).check();
  const verified = studio.locator('[data-testid="field-lastVerified"] input').first();
  await verified.fill(VERIFIED);
  await verified.press("Tab");
  await publishDraft(studio, ID, (draft) => draft.status === "permanent" && draft.lastVerified === VERIFIED);
  await recordEdit({ id: ID, paths: ["status", "lastVerified"] });

  await expectOnSite("/remote-online-notarization/california", "Permanent law in force");
  await expectOnSite("/es/notarizacion-en-linea/california", "Ley permanente en vigor");
  await expectOnSite("/solutions/notaries", /<tr id="state-ca"[^>]*data-status="permanent"/);
  await expectOnSite("/solutions/notaries", `<strong class="font-bold">${before + 1}</strong>`);
  await expectOnSite("/remote-online-notarization", `<strong class="font-bold">${before + 1}</strong>`);
  expect(await pageText("/remote-online-notarization/california")).toContain(`<time dateTime="${VERIFIED}">`);
});
