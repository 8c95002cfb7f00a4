import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "../support/e2e-env";
import { messagesFor, textbox, unique } from "../support/signup-e2e";

/*
 * The notary's state of commission shows that state's RON status and what a
 * notary needs there, from the states sent with the page; the admin email states the status
 * shown and the confirmation lists the requirements. The bundled data has no "temporary"
 * state, so that status is covered by the unit tests only.
 */

async function openNotaryForm(page: Page) {
  await page.goto("/early-access");
  await page.getByRole("button", { name: /I'm a notary/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
}

/** Picks a state with the keyboard: focus the select (Tab from the field before it) and type its name. */
async function pickWithKeyboard(page: Page, name: string) {
  await page.locator("#state").focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("#commissionState")).toBeFocused();
  await page.keyboard.type(name);
}

/** Fills the notary form, picks the state with the keyboard, waits for the challenge and submits; returns both emails. */
async function signUp(page: Page, stateName: string, status: string) {
  const id = unique();
  const email = `state-notary-${id}@example.com`;
  await openNotaryForm(page);
  await textbox(page, "First name").fill("Ruth");
  await textbox(page, "Last name").fill(`Bader${id}`);
  await textbox(page, "Email").fill(email);
  await pickWithKeyboard(page, stateName);
  await expect(page.locator("#commissionState-status")).toHaveAttribute("data-status", status);
  await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
  await page.getByRole("button", { name: /Get Early Access/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
  await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
  const [admin, applicant] = await messagesFor(email);
  expect(admin?.to).toEqual([E2E_ADMIN_EMAIL]);
  expect(applicant?.to).toEqual([email]);
  expect(applicant?.html).not.toMatch(/<a[\s>]/i);
  return { admin, applicant };
}

const CASES = [
  {
    name: "Florida",
    code: "FL",
    status: "permanent",
    says: "Florida authorizes remote online notarization. Here is what you'll need:",
    list: ["RON training", "E&O insurance of at least $25,000"],
  },
  {
    name: "California",
    code: "CA",
    status: "enacted",
    says: "California has passed a RON law that takes effect January 1, 2030. Sign up now and we'll tell you when it opens.",
    // Its law's sourced facts (SB 696): what a notary will need once it opens.
    list: ["RON training", "An exam", "Registration as a remote notary with your commissioning authority"],
  },
  {
    name: "South Carolina",
    code: "SC",
    status: "ipen",
    says: "South Carolina allows only in-person electronic notarization so far. Sign up and we'll tell you when your state opens.",
    list: [],
  },
  {
    name: "Georgia",
    code: "GA",
    status: "none",
    says: "Georgia does not authorize remote online notarization yet. Sign up and we'll tell you when your state opens.",
    list: [],
  },
] as const;

test.describe("the notary's state of commission", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the message follows the state picked with the keyboard, in a polite live region the select points to", async ({
    page,
  }) => {
    await openNotaryForm(page);
    const select = page.locator("#commissionState");
    const region = page.locator("#commissionState-status");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(select).toHaveAttribute("aria-describedby", "commissionState-status");
    await expect(region).toContainText("Choose your state of commission");
    for (const state of CASES) {
      await pickWithKeyboard(page, state.name);
      await expect(select).toHaveValue(state.code);
      await expect(region).toHaveAttribute("data-status", state.status);
      await expect(region).toContainText(state.says);
      if (state.list.length === 0) await expect(region.getByRole("listitem")).toHaveCount(0);
      for (const item of state.list)
        await expect(region.getByRole("listitem").filter({ hasText: item })).toHaveCount(1);
      // The select keeps its place: the message is below it.
      const [selectBox, regionBox] = await Promise.all([select.boundingBox(), region.boundingBox()]);
      expect((regionBox?.y ?? 0) >= (selectBox?.y ?? 0) + (selectBox?.height ?? 0)).toBe(true);
    }
    // The accessible description of the select is the message.
    await expect(select).toHaveAccessibleDescription(/Georgia does not authorize/);
  });

  test("a notary from a state without RON signs up; the admin sees the status shown, the confirmation the state", async ({
    page,
  }) => {
    const { admin, applicant } = await signUp(page, "Georgia", "none");
    expect(admin?.text).toContain("Georgia (GA)");
    expect(admin?.text).toContain("State RON status shown: Not authorized (as of last verified 2026-11-23)");
    expect(admin?.html).toContain("Not authorized (as of last verified 2026-11-23)");
    expect(applicant?.text.toLowerCase()).toContain("remote notarization in georgia");
    expect(applicant?.text).toContain("Status: Not authorized.");
  });

  test("a Florida notary's confirmation lists what they will need (Florida's sourced facts)", async ({ page }) => {
    const { admin, applicant } = await signUp(page, "Florida", "permanent");
    expect(admin?.text).toContain("State RON status shown: Permanent law in force (as of last verified 2026-11-27)");
    for (const need of [
      "RON training",
      "E&O insurance of at least $25,000",
      "A surety bond of $25,000",
      "Registration as a remote notary",
    ]) {
      expect(applicant?.text, need).toContain(need);
    }
    expect(applicant?.html).toContain("RON training");
    expect(applicant?.text).not.toContain("X.509");
  });

  test("axe (every impact level) finds nothing with a state message shown", async ({ page }) => {
    await openNotaryForm(page);
    await pickWithKeyboard(page, "Florida");
    await expect(page.locator("#commissionState-status")).toHaveAttribute("data-status", "permanent");
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
});
