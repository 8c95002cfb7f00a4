import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "../support/e2e-env";
import { messagesFor, textbox, unique } from "../support/signup-e2e";
import { tabTo } from "../support/keyboard";

/*
 * Attribution and consent in Chromium on the production build: a visit with campaign parameters is
 * remembered in the browser (no cookie) and named in the admin email of a later signup, with the
 * page the visitor landed on; the consent to calls and texts appears only for a call, a text or
 * any method, is never ticked in advance, and its exact words reach the admin email.
 */

const STORAGE_KEY = "notavo:attribution";
const CONSENT = /^I agree that Notavo Technologies may call me or text me at the phone number I entered/;
const CONSENT_TEXT =
  "I agree that Notavo Technologies may call me or text me at the phone number I entered about my message, including with automated technology. Agreeing is not a condition of any purchase. Message and data rates may apply; reply STOP to stop texts.";

async function fillCommon(page: Page, email: string, last: string) {
  await textbox(page, "First name").fill("Ada");
  await textbox(page, "Last name").fill(last);
  await textbox(page, "Email").fill(email);
}

async function waitForChallenge(page: Page) {
  await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
}

/** The browser's record, once the page has hydrated and noted the visit. */
async function storedRecord(page: Page) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).not.toBeNull();
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? "null");
}

test.describe("where a signup came from and what the person agreed to", () => {
  // Each signup solves a proof of work in the browser; give slow, shared machines room.
  test.describe.configure({ timeout: 90_000 });

  test("a visit with campaign parameters, then a signup: the admin email names the campaign, the source and the landing page", async ({
    page,
    context,
  }) => {
    const id = unique();
    const email = `attribution-${id}@example.com`;
    const campaign = `spring-launch-${id}`;
    const landing = `/solutions/notaries?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&utm_content=hero-button`;

    // The campaign's page is the prerendered page everyone gets: the address's query changes nothing the server sends.
    const [plain, withCampaign] = await Promise.all([
      page.request.get("/solutions/notaries"),
      page.request.get(landing),
    ]);
    expect(withCampaign.headers().etag).toBeTruthy();
    expect(withCampaign.headers().etag).toBe(plain.headers().etag);

    await page.goto(landing, { referer: "https://mail.example.com/inbox/42" });
    expect(await storedRecord(page)).toMatchObject({
      first: {
        source: "newsletter",
        campaign,
        landing: "/solutions/notaries",
        referrer: "mail.example.com",
        lang: "en",
      },
      last: { source: "newsletter", campaign, landing: "/solutions/notaries" },
    });
    // A later visit from a search engine, in Spanish: the last touch.
    await page.goto("/es/precios", { referer: "https://www.google.com/" });
    await expect.poll(async () => (await storedRecord(page)).last?.landing).toBe("/es/precios");

    // Then the signup, some pages later (links on this site change nothing).
    await page.goto("/early-access", { referer: "http://127.0.0.1/es/precios" });
    await page.getByRole("button", { name: /I need documents notarized/ }).click();
    await fillCommon(page, email, `Campaign${id}`);
    await waitForChallenge(page);
    await page.getByRole("button", { name: /Get Early Access/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();

    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
    const admin = (await messagesFor(email)).find((message) => message.to.includes(E2E_ADMIN_EMAIL));
    const text = admin?.text ?? "";
    const firstTouch = text.slice(text.indexOf("First touch:"), text.indexOf("Last touch:"));
    for (const line of [
      `Campaign: ${campaign}`,
      "Source: newsletter",
      "Medium: email",
      "Content: hero-button",
      "Referrer: mail.example.com",
      "Landing page: /solutions/notaries",
      "Language: English",
    ])
      expect(firstTouch, line).toContain(line);
    const lastTouch = text.slice(text.indexOf("Last touch:"), text.indexOf("\nConsent\n"));
    for (const line of ["Campaign: None", "Referrer: www.google.com", "Landing page: /es/precios", "Language: Spanish"])
      expect(lastTouch, line).toContain(line);
    expect(admin?.html).toContain(campaign);
    // The notice at collection the person saw: its revision, the page, when.
    expect(text).toMatch(
      /Notice at collection: revision sha256-[0-9a-f]{16}\nShown on: \/early-access\nShown at: \d{4}-/,
    );
    // No cookie anywhere along the way.
    expect(await context.cookies()).toEqual([]);
  });

  test("the consent to calls and texts appears only for a call, a text or any method, unticked; ticked, its words reach the admin email", async ({
    page,
  }) => {
    const id = unique();
    const email = `consent-${id}@example.com`;
    await page.goto("/early-access");
    await page.getByRole("button", { name: /Contact us/ }).click();
    const method = page.getByRole("group", { name: "Preferred contact method" });
    const consent = page.getByRole("checkbox", { name: CONSENT });
    await expect(consent).toHaveCount(0);
    await method.getByLabel("Email").check();
    await expect(consent).toHaveCount(0);
    for (const choice of ["Phone call", "Text message", "Any"]) {
      await method.getByLabel(choice).check();
      await expect(consent, choice).toBeVisible();
      await expect(consent, choice).not.toBeChecked();
    }
    await method.getByLabel("Email").check();
    await expect(consent).toHaveCount(0);

    await fillCommon(page, email, `Consent${id}`);
    await textbox(page, "Phone").fill("+1 555 010 4000");
    await method.getByLabel("Text message").check();
    // With the keyboard: the box comes right after the method, and Space ticks it.
    await method.getByLabel("Text message").focus();
    await page.keyboard.press("Tab");
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    // Switching the method away and back loses nothing.
    await method.getByLabel("Email").check();
    await method.getByLabel("Text message").check();
    await expect(consent).toBeChecked();
    await waitForChallenge(page);
    const violations = (await new AxeBuilder({ page }).include("main").analyze()).violations.map(
      (violation) => violation.id,
    );
    expect(violations).toEqual([]);

    await page.getByRole("heading", { level: 1 }).focus();
    await tabTo(page, page.getByRole("button", { name: /Send Message/ }), 60);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Message sent" })).toBeVisible();
    // Consent given: the thank-you keeps its usual words.
    await expect(
      page.getByText("Thanks for reaching out. We'll respond within 24 hours on business days."),
    ).toBeVisible();

    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
    const [admin, applicant] = await messagesFor(email);
    expect(admin?.to).toEqual([E2E_ADMIN_EMAIL]);
    expect(admin?.text).toMatch(/Calls and texts: Consent given \(revision sha256-[0-9a-f]{16}\)/);
    expect(admin?.text).toContain(`Consent text: ${CONSENT_TEXT}`);
    expect(admin?.html).toContain("Consent given");
    expect(applicant?.text).toContain("A member of our team will respond within 24 hours on business days.");
  });
});
