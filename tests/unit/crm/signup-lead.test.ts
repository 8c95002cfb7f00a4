import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handleSignup } from "@/lib/signup/handler";
import type { SignupRuntime } from "@/lib/signup/runtime";
import { HUBSPOT_FORM, HUBSPOT_PORTAL, SAMPLE_ATTRIBUTION, SAMPLE_CONSENT } from "../../support/crm";
import { startFakeHubSpot, type FakeHubSpot } from "../../support/fake-hubspot";
import { waitUntil } from "../../support/signup-client";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/*
 * The CRM's hook in the signup (lib/signup/handler.ts): the lead of an accepted signup is queued
 * after the answer, with the visitor's address; the answer never waits for HubSpot and never
 * changes with it; a retried signup is one lead; a signup the admin never heard of is no lead.
 */

let hubspot: FakeHubSpot;
const runtimes: SignupRuntime[] = [];
beforeAll(async () => {
  hubspot = await startFakeHubSpot({ portalId: HUBSPOT_PORTAL, formGuid: HUBSPOT_FORM });
});
afterEach(async () => {
  await settleConfirmations();
  hubspot.reset();
  for (const runtime of runtimes.splice(0)) {
    runtime.crm?.worker.stop();
    await runtime.crm?.worker.idle();
  }
});
afterAll(() => hubspot.close());

async function runtimeWith(extra: Record<string, string> = {}, outboxDir?: string) {
  const runtime = await testRuntime(
    {
      HUBSPOT_PORTAL_ID: HUBSPOT_PORTAL,
      HUBSPOT_FORM_GUID: HUBSPOT_FORM,
      HUBSPOT_FORMS_URL: hubspot.url,
      SIGNUP_RATE_LIMIT: "50",
      ...extra,
    },
    outboxDir,
    { crm: { worker: { tickMs: 50, retryDelaysMs: [50] } } },
  );
  runtimes.push(runtime);
  return runtime;
}

async function post(runtime: SignupRuntime, submission: object) {
  return handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps);
}

describe("the lead of a signup", () => {
  it("reaches HubSpot after the answer, with the visitor's address; the wizard's retry of the same signup is no second lead", async () => {
    const runtime = await runtimeWith();
    expect(runtime.describe().at(-1)).toMatch(
      /^CRM: HubSpot form .* \(public endpoint, http:\/\/127\.0\.0\.1:\d+; properties email, firstname, lastname, phone, company, state, message\); after the answer, queued in memory/,
    );
    const submission = sampleSubmission("client");
    const first = await post(runtime, submission);
    expect(first.status).toBe(200);
    await hubspot.waitForSubmissions(1);
    const retry = await post(runtime, submission);
    expect(await retry.json()).toEqual({ ok: true });
    await settleConfirmations();
    await runtime.crm?.worker.idle();
    expect(hubspot.requests()).toHaveLength(1);
    const [lead] = hubspot.submissions();
    expect(lead?.fields.email).toBe(submission.email);
    expect(lead?.body?.context).toEqual({
      pageUri: "http://localhost:3000/early-access",
      pageName: "Early-access signup",
      ipAddress: "198.51.100.7",
    });
  });

  it("carries the attribution and the consent record as the server cleaned them; the phone consent as legalConsentOptions", async () => {
    const runtime = await runtimeWith({ HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID: "7781" });
    const submission = sampleSubmission("contact", {
      preferredContact: "text",
      attribution: {
        ...SAMPLE_ATTRIBUTION,
        last: { ...SAMPLE_ATTRIBUTION.last, campaign: "title\u202Eweek", junk: 1 },
      },
      consent: SAMPLE_CONSENT,
    });
    expect((await post(runtime, submission)).status).toBe(200);
    const [lead] = await hubspot.waitForSubmissions(1);
    // A campaign with a bidirectional control is dropped by the server's cleaning; the rest of the touch stays.
    expect(lead?.fields.message).toContain("  Last touch:\n    Campaign: None\n    Source: linkedin");
    expect(lead?.fields.message).toContain(`  Consent text: ${SAMPLE_CONSENT.phone?.text}`);
    expect(lead?.body?.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: SAMPLE_CONSENT.phone?.text,
        communications: [{ value: true, subscriptionTypeId: 7781, text: SAMPLE_CONSENT.phone?.text }],
      },
    });
  });

  it("the answer never waits for HubSpot: a HubSpot that never answers leaves it 200", async () => {
    const runtime = await runtimeWith();
    hubspot.setPlan(() => ({ kind: "hang" }));
    const response = await post(runtime, sampleSubmission("contact"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await waitUntil(() => hubspot.requests().length === 1, "the lead's attempt");
    expect(hubspot.requests()[0]?.status).toBe(0);
  });

  it("a signup whose admin email failed (502) is no lead", async () => {
    // The outbox cannot be written: the admin email fails, and the person keeps the form.
    const runtime = await runtimeWith({}, "/dev/null/outbox");
    const response = await post(runtime, sampleSubmission("notary"));
    expect(response.status).toBe(502);
    await settleConfirmations();
    expect(await runtime.crm?.queue.size("hubspot")).toBe(0);
    expect(hubspot.requests()).toEqual([]);
  });

  it("past the global level, where the admin hears of a signup in the digest, its lead goes at once", async () => {
    const runtime = await runtimeWith({ SIGNUP_GLOBAL_RATE_LIMIT: "1" });
    const submissions = [sampleSubmission("client"), sampleSubmission("client")];
    for (const submission of submissions) expect((await post(runtime, submission)).status).toBe(200);
    expect(await runtime.deps.deferred.size("admin")).toBe(1);
    await hubspot.waitForSubmissions(2);
    expect(
      hubspot
        .submissions()
        .map((lead) => lead.fields.email)
        .sort(),
    ).toEqual(submissions.map((submission) => submission.email).sort());
  });

  it("without HubSpot or a webhook configured, nothing is queued", async () => {
    const runtime = await testRuntime();
    expect(runtime.crm).toBeNull();
    expect(runtime.deps.crm).toBeUndefined();
    expect(runtime.describe().at(-1)).toBe("CRM: none (no HubSpot form or lead webhook configured)");
  });
});
