import { expect, test, type Page } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import { solveToToken } from "../support/altcha";
import { E2E_CRM_WEBHOOK_URL, E2E_HUBSPOT_URL } from "../support/e2e-env";
import type { WebhookDelivery } from "../support/fake-crm-webhook";
import type { HubSpotRequest } from "../support/fake-hubspot";
import { textbox, unique } from "../support/signup-e2e";
import { sampleSubmission } from "../support/submissions";

/*
 * The lead in the CRM, end to end: a signup in Chromium on the production build reaches the HubSpot
 * stand-in (tests/support/fake-hubspot.ts, the authenticated endpoint) and the receiver of the signed
 * webhook once each, also when the wizard's first answer was lost and it sent the signup again.
 */

async function hubspotLeads(email: string): Promise<HubSpotRequest[]> {
  const all = (await (await fetch(`${E2E_HUBSPOT_URL}/__requests`)).json()) as HubSpotRequest[];
  return all.filter((request) => request.fields.email === email);
}

/** Every delivery of the webhook for `email` (a second one of the same lead would be marked `duplicate`). */
async function webhookLeads(email: string): Promise<WebhookDelivery[]> {
  const all = (await (await fetch(`${E2E_CRM_WEBHOOK_URL}/__deliveries`)).json()) as WebhookDelivery[];
  return all.filter((delivery) => delivery.body?.signup?.email === email);
}

/** The client form filled in, its challenge solved, and sent. */
async function sendClientSignup(page: Page, person: { first: string; last: string; email: string }) {
  await textbox(page, "First name").fill(person.first);
  await textbox(page, "Last name").fill(person.last);
  await textbox(page, "Email").fill(person.email);
  await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
  await page.getByRole("button", { name: /Get Early Access/ }).click();
}

/**
 * Another signup posted straight to the server, and its lead awaited: every lead queued before it
 * has been tried by then (the queue is delivered in order), and none is still in flight.
 */
async function leadsSettled(baseURL: string) {
  const challenge = (await (await fetch(`${baseURL}/api/challenge`)).json()) as Challenge;
  const marker = sampleSubmission("contact", { email: `marker-${unique()}@example.com` });
  const response = await fetch(`${baseURL}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseURL).origin },
    body: JSON.stringify({ ...marker, challenge: await solveToToken(challenge) }),
  });
  expect(response.status).toBe(200);
  await expect.poll(async () => (await hubspotLeads(String(marker.email))).map((lead) => lead.status)).toEqual([200]);
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${E2E_HUBSPOT_URL}/__requests`)).json()) as HubSpotRequest[];
      return all.filter((request) => request.status === 0).length;
    })
    .toBe(0);
}

test.describe("the lead in the CRM", () => {
  test("a visit with a campaign, then a signup: HubSpot and the signed webhook get the lead once, with its campaign, page, consent record and the visitor's address", async ({
    page,
  }) => {
    const id = unique();
    const email = `crm-${id}@example.com`;
    const campaign = `crm-launch-${id}`;
    await page.goto(`/solutions/esign?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("notavo:attribution"))).toContain(campaign);
    await page.goto("/early-access");
    await page.getByRole("button", { name: /I need documents notarized/ }).click();
    await sendClientSignup(page, { first: "Grace", last: "Hopper", email });
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();

    await expect.poll(async () => (await hubspotLeads(email)).length).toBe(1);
    const [lead] = await hubspotLeads(email);
    expect(lead).toMatchObject({ status: 200, secure: true, authorization: expect.stringMatching(/^Bearer /) });
    expect(lead?.fields).toMatchObject({ email, firstname: "Grace", lastname: "Hopper" });
    expect(lead?.fields).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: campaign });
    expect(lead?.fields.message).toContain("Role: Client");
    expect(lead?.fields.message).toContain(`  First and last touch:\n    Campaign: ${campaign}`);
    expect(lead?.fields.message).toMatch(
      /Consent:\n {2}Notice at collection: revision sha256-[0-9a-f]{16}\n {2}Shown on: \/early-access/,
    );
    expect(lead?.body?.context).toMatchObject({ ipAddress: "127.0.0.1" });
    expect(String(lead?.body?.context?.pageUri)).toMatch(/\/early-access$/);
    expect(lead?.body?.context).not.toHaveProperty("hutk");

    await expect.poll(async () => (await webhookLeads(email)).length).toBe(1);
    const [delivery] = await webhookLeads(email);
    expect(delivery).toMatchObject({ verified: true, duplicate: false, body: { type: "signup.accepted" } });
    expect(delivery?.body?.signup).toMatchObject({ role: "client", firstName: "Grace", email });
    expect(delivery?.body).toMatchObject({
      attribution: { first: { campaign, source: "newsletter", landing: "/solutions/esign" } },
      consent: { notice: { page: "/early-access" } },
      ipAddress: "127.0.0.1",
    });
  });

  test("the answer was lost and the wizard sent the signup again: still one lead", async ({ page, baseURL }) => {
    const email = `crm-lost-${unique()}@example.com`;
    await page.goto("/early-access");
    await page.getByRole("button", { name: /I need documents notarized/ }).click();
    // The request reaches the server, but its answer never reaches the page.
    await page.route("**/api/signup", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await sendClientSignup(page, { first: "Lost", last: "Answer", email });
    await expect(page.locator("#signup-error")).toHaveText("Something went wrong. Please try again.");
    await expect.poll(async () => (await hubspotLeads(email)).length).toBe(1);

    await page.unroute("**/api/signup");
    await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
    await page.getByRole("button", { name: /Get Early Access/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();

    await leadsSettled(baseURL ?? "");
    expect((await hubspotLeads(email)).map((lead) => lead.status)).toEqual([200]);
    expect(await webhookLeads(email)).toHaveLength(1);
  });
});
