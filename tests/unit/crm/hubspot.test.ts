import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_OBJECT_TYPE,
  hubspotConfig,
  hubspotRefusal,
  hubspotSubmission,
  submitToHubSpot,
  type HubSpotConfig,
} from "@/lib/crm/hubspot";
import { parseEnv } from "@/lib/platform/env";
import { formatTime } from "@/lib/signup/summary";
import {
  HUBSPOT_FORM,
  HUBSPOT_PORTAL,
  HUBSPOT_TOKEN,
  SAMPLE_ATTRIBUTION,
  SAMPLE_CONSENT,
  sampleLead,
} from "../../support/crm";
import { startFakeHubSpot, type FakeHubSpot } from "../../support/fake-hubspot";

/*
 * The HubSpot client against a stand-in at HubSpot's HTTP edge: what a lead becomes (fields,
 * context, consent), and how each of HubSpot's answers is read (taken, refused naming a field,
 * rate-limited, failing, silent).
 */

let fake: FakeHubSpot;
beforeAll(async () => {
  fake = await startFakeHubSpot({ portalId: HUBSPOT_PORTAL, formGuid: HUBSPOT_FORM, token: HUBSPOT_TOKEN });
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const config = (extra: Record<string, string> = {}): HubSpotConfig => {
  const parsed = hubspotConfig(
    parseEnv({
      HUBSPOT_PORTAL_ID: HUBSPOT_PORTAL,
      HUBSPOT_FORM_GUID: HUBSPOT_FORM,
      HUBSPOT_FORMS_URL: fake.url,
      ...extra,
    }),
  );
  if (!parsed) throw new Error("HubSpot is not configured");
  return parsed;
};

describe("a lead as a HubSpot form submission", () => {
  it("nothing is configured without both the account and the form", () => {
    expect(hubspotConfig(parseEnv({}))).toBeNull();
    expect(config().url).toBe(`${fake.url}/submissions/v3/integration/submit/${HUBSPOT_PORTAL}/${HUBSPOT_FORM}`);
    expect(config({ HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN }).url).toBe(
      `${fake.url}/submissions/v3/integration/secure/submit/${HUBSPOT_PORTAL}/${HUBSPOT_FORM}`,
    );
  });

  it("fills HubSpot's contact properties, the page and the visitor's address; the whole signup in `message`", () => {
    const lead = sampleLead(
      "client",
      { businessName: "Hollis Title & Escrow" },
      { attribution: SAMPLE_ATTRIBUTION, consent: SAMPLE_CONSENT },
      { ip: "::ffff:203.0.113.9" },
    );
    const body = hubspotSubmission(lead, config());
    expect(body.fields.every((field) => field.objectTypeId === CONTACT_OBJECT_TYPE)).toBe(true);
    const fields = Object.fromEntries(body.fields.map((field) => [field.name, field.value]));
    expect(Object.keys(fields)).toEqual(["email", "firstname", "lastname", "phone", "company", "state", "message"]);
    expect(fields).toMatchObject({
      email: lead.signup.email,
      firstname: "Ada",
      company: "Hollis Title & Escrow",
      state: "Texas",
      phone: "+1 (555) 010-0000",
    });
    const { first, last } = SAMPLE_ATTRIBUTION;
    for (const line of [
      "Role: Client",
      `Email: ${lead.signup.email}`,
      // The admin email's Source and Consent sections, as text.
      "Source:\n  First touch:\n    Campaign: fall-launch\n    Source: newsletter\n    Medium: email",
      `    Referrer: mail.example\n    Landing page: /solutions/esign\n    Language: English\n    Time: ${formatTime(new Date(first!.at))}`,
      "  Last touch:\n    Campaign: title-week\n    Source: linkedin\n    Medium: paid-social\n    Term: None\n    Content: carousel-2",
      `    Landing page: /early-access\n    Language: English\n    Time: ${formatTime(new Date(last!.at))}`,
      `Consent:\n  Notice at collection: revision sha256-0a1b2c3d4e5f6a7b\n  Shown on: /early-access\n  Shown at: ${formatTime(new Date(SAMPLE_CONSENT.notice.shownAt))}`,
      // A client is never asked for the phone consent: the schema keeps none.
      "  Calls and texts: No consent: do not call or text",
      "Page: https://www.notavo.example/early-access",
      `Submitted: 2026-11-27T10:00:00.000Z (submission ${lead.signup.id})`,
    ])
      expect(fields.message).toContain(line);
    expect(body.submittedAt).toBe(String(Date.parse("2026-11-27T10:00:00.000Z")));
    // An IPv4-mapped address is sent as IPv4; no tracking cookie exists, so no hutk.
    expect(body.context).toEqual({
      pageUri: "https://www.notavo.example/early-access",
      pageName: "Early-access signup",
      ipAddress: "203.0.113.9",
    });
    expect(body.legalConsentOptions).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain("challenge");
  });

  it("the campaign properties take the last touch, else the first; the page is the one the notice was shown on", () => {
    const fields = "email,utm_source,utm_medium,utm_campaign,utm_term,utm_content";
    const last = hubspotSubmission(
      sampleLead("notary", {}, { attribution: SAMPLE_ATTRIBUTION }),
      config({ HUBSPOT_FIELDS: fields }),
    );
    expect(last.fields.map((field) => `${field.name}=${field.value}`).slice(1)).toEqual([
      "utm_source=linkedin",
      "utm_medium=paid-social",
      "utm_campaign=title-week",
      "utm_content=carousel-2",
    ]);
    const first = hubspotSubmission(
      sampleLead("notary", { lang: "es" }, { attribution: { first: SAMPLE_ATTRIBUTION.first } }),
      config({ HUBSPOT_FIELDS: fields }),
    );
    expect(first.fields.find((field) => field.name === "utm_campaign")?.value).toBe("fall-launch");
    // No consent record: the page is the wizard's in the signup's language.
    expect(first.context.pageUri).toBe("https://www.notavo.example/es/acceso-anticipado");
    const elsewhere = sampleLead(
      "contact",
      {},
      { consent: { notice: { ...SAMPLE_CONSENT.notice, page: "/pricing" } } },
    );
    expect(hubspotSubmission(elsewhere, config()).context.pageUri).toBe("https://www.notavo.example/pricing");
    // A notary's state is the state given, else the state of commission.
    const notary = hubspotSubmission(sampleLead("notary", { state: "" }), config());
    expect(notary.fields.find((field) => field.name === "state")?.value).toBe("California");
  });

  it("the phone/text consent is legalConsentOptions only when the box was ticked and a subscription type is set", () => {
    const ticked = sampleLead("contact", { preferredContact: "text" }, { consent: SAMPLE_CONSENT });
    expect(hubspotSubmission(ticked, config()).legalConsentOptions).toBeUndefined();
    const message = hubspotSubmission(ticked, config()).fields.find((field) => field.name === "message")?.value;
    expect(message).toContain(
      `  Calls and texts: Consent given (revision sha256-7f6e5d4c3b2a1908)\n  Consent text: ${SAMPLE_CONSENT.phone?.text}`,
    );
    const withType = config({ HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID: "7781" });
    expect(hubspotSubmission(ticked, withType).legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: SAMPLE_CONSENT.phone?.text,
        communications: [{ value: true, subscriptionTypeId: 7781, text: SAMPLE_CONSENT.phone?.text }],
      },
    });
    const unticked = sampleLead("contact", {}, { consent: { notice: SAMPLE_CONSENT.notice } });
    expect(hubspotSubmission(unticked, withType).legalConsentOptions).toBeUndefined();
  });

  it("an address that is no IP address is left out rather than refused", () => {
    expect(
      hubspotSubmission(sampleLead("client", {}, {}, { ip: "unknown" }), config()).context.ipAddress,
    ).toBeUndefined();
    expect(hubspotSubmission(sampleLead("client", {}, {}, { ip: null }), config()).context).not.toHaveProperty(
      "ipAddress",
    );
  });
});

describe("HubSpot's answers", () => {
  it("the public endpoint takes a lead with its form's fields; the stand-in saw it once, with a user agent", async () => {
    const lead = sampleLead("contact", {}, { consent: SAMPLE_CONSENT });
    expect(lead.signup.consent?.phone).toBeDefined();
    expect(
      await submitToHubSpot(lead, config({ HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID: "7781" }), { timeoutMs: 5_000 }),
    ).toEqual({
      ok: true,
      status: 200,
    });
    const [taken] = fake.submissions();
    expect(fake.submissions()).toHaveLength(1);
    expect(taken).toMatchObject({ secure: false, authorization: null, fields: { email: lead.signup.email } });
    expect(taken?.userAgent).toMatch(/\S/);
  });

  it("the authenticated endpoint takes the private app's token; a wrong token is final", async () => {
    const lead = sampleLead();
    expect(
      await submitToHubSpot(lead, config({ HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN }), { timeoutMs: 5_000 }),
    ).toMatchObject({
      ok: true,
    });
    expect(fake.submissions()[0]).toMatchObject({ secure: true, authorization: `Bearer ${HUBSPOT_TOKEN}` });
    const refused = await submitToHubSpot(lead, config({ HUBSPOT_ACCESS_TOKEN: "pat-na1-wrong" }), {
      timeoutMs: 5_000,
    });
    expect(refused).toMatchObject({ ok: false, transient: false, status: 401 });
    expect(refused.ok ? "" : refused.reason).toContain("Authentication credentials not found");
  });

  it("a validation error names the field and is final", async () => {
    const outcome = await submitToHubSpot(
      sampleLead("client", { email: "maria@invalid-at-hubspot.example" }),
      config(),
      { timeoutMs: 5_000 },
    );
    expect(outcome).toMatchObject({ ok: false, transient: false, status: 400 });
    expect(outcome.ok ? "" : outcome.reason).toBe(
      "HTTP 400: fields.email INVALID_EMAIL (Error in 'fields.email'. Invalid email address)",
    );
    expect(fake.submissions()).toEqual([]);
  });

  it("a property not on the form is refused by the public endpoint, naming it, and taken by the authenticated one", async () => {
    const fields = "email,firstname,utm_campaign";
    const lead = sampleLead("client", {}, { attribution: SAMPLE_ATTRIBUTION });
    const outcome = await submitToHubSpot(lead, config({ HUBSPOT_FIELDS: fields }), { timeoutMs: 5_000 });
    expect(outcome.ok ? "" : outcome.reason).toContain("fields.utm_campaign FIELD_NOT_IN_FORM_DEFINITION");
    expect(
      await submitToHubSpot(lead, config({ HUBSPOT_FIELDS: fields, HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN }), {
        timeoutMs: 5_000,
      }),
    ).toMatchObject({ ok: true });
  });

  it("429 with Retry-After, 5xx and a hung connection are transient; nothing is taken", async () => {
    fake.queue({ kind: "rate-limit", retryAfterSeconds: 7 });
    fake.queue({ kind: "5xx", status: 502 });
    fake.queue({ kind: "5xx", status: 500 });
    fake.queue({ kind: "hang" });
    const lead = sampleLead();
    const limited = await submitToHubSpot(lead, config(), { timeoutMs: 5_000 });
    expect(limited).toMatchObject({ ok: false, transient: true, status: 429, retryAfterMs: 7_000 });
    expect(limited.ok ? "" : limited.reason).toContain("RATE_LIMIT");
    expect(await submitToHubSpot(lead, config(), { timeoutMs: 5_000 })).toMatchObject({
      ok: false,
      transient: true,
      status: 502,
    });
    expect(await submitToHubSpot(lead, config(), { timeoutMs: 5_000 })).toMatchObject({
      ok: false,
      transient: true,
      status: 500,
    });
    expect(await submitToHubSpot(lead, config(), { timeoutMs: 300 })).toEqual({
      ok: false,
      transient: true,
      status: null,
      retryAfterMs: null,
      reason: "no answer within 0.3 s",
    });
    expect(fake.submissions()).toEqual([]);
    expect(fake.requests()).toHaveLength(4);
  });

  it("reads a refusal that is not HubSpot's JSON", () => {
    expect(hubspotRefusal(502, "<html>Bad Gateway</html>")).toBe("HTTP 502: <html>Bad Gateway</html>");
    expect(hubspotRefusal(404, JSON.stringify({ status: "error", message: "Form not found" }))).toBe(
      "HTTP 404: (Form not found)",
    );
  });
});
