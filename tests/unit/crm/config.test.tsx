import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { renderCrmReport } from "@/lib/crm/report";
import { failureOf } from "@/lib/crm/queue";
import { crmTargets, crmWarnings, HUBSPOT_PACE } from "@/lib/crm/targets";
import { parseEnv } from "@/lib/platform/env";
import CrmNotice from "@/lib/signup/email-templates/crm-notice";
import { HUBSPOT_FORM, HUBSPOT_PORTAL, sampleLead, WEBHOOK_SECRET } from "../../support/crm";

/*
 * The CRM's settings (lib/platform/env.ts): nothing is sent when unset, a setting that cannot work
 * alone stops the server naming what is missing; and the admin's report of failed leads.
 */

const HUBSPOT = { HUBSPOT_PORTAL_ID: HUBSPOT_PORTAL, HUBSPOT_FORM_GUID: HUBSPOT_FORM };

describe("the CRM's settings", () => {
  it("nothing is configured by default; each target by its own settings, HubSpot first", () => {
    expect(crmTargets(parseEnv({}))).toEqual([]);
    const both = crmTargets(
      parseEnv({ ...HUBSPOT, CRM_WEBHOOK_URL: "https://hooks.example/catch/1", CRM_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    );
    expect(both.map((target) => [target.name, target.perTenSeconds])).toEqual([
      ["hubspot", HUBSPOT_PACE.public],
      ["webhook", 100],
    ]);
    expect(both[0]?.description).toBe(
      `HubSpot form ${HUBSPOT_FORM} of account ${HUBSPOT_PORTAL} (public endpoint, https://api.hsforms.com; properties email, firstname, lastname, phone, company, state, message)`,
    );
    // The start-up line names no secret.
    expect(both[1]?.description).toBe("signed webhook to https://hooks.example");
    const authenticated = crmTargets(parseEnv({ ...HUBSPOT, HUBSPOT_ACCESS_TOKEN: "pat-na1-secret-token" }));
    expect(authenticated[0]?.perTenSeconds).toBe(HUBSPOT_PACE.authenticated);
    expect(authenticated[0]?.description).not.toContain("pat-na1-secret-token");
  });

  it("warns when a lead would cross the network unencrypted", () => {
    const webhook = (url: string) => parseEnv({ CRM_WEBHOOK_URL: url, CRM_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect(crmWarnings(webhook("http://crm.internal:5678/hook"))).toEqual([
      "CRM_WEBHOOK_URL is plain http: every lead (names, email addresses, phone numbers) crosses the network unencrypted; use https.",
    ]);
    expect(crmWarnings(webhook("https://hooks.example/1"))).toEqual([]);
    expect(crmWarnings(webhook("http://127.0.0.1:4000/hook"))).toEqual([]);
    expect(crmWarnings(parseEnv({ ...HUBSPOT, HUBSPOT_FORMS_URL: "http://hsforms.proxy.example" }))).toHaveLength(1);
  });

  it("a setting that cannot work alone stops the start, naming the variable", () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ HUBSPOT_PORTAL_ID: HUBSPOT_PORTAL }, /HUBSPOT_FORM_GUID: must be set when HUBSPOT_PORTAL_ID is/],
      [{ HUBSPOT_FORM_GUID: HUBSPOT_FORM }, /HUBSPOT_PORTAL_ID: must be set when HUBSPOT_FORM_GUID is/],
      [
        { HUBSPOT_ACCESS_TOKEN: "pat-na1-x" },
        /HUBSPOT_ACCESS_TOKEN: is set, but HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are not/,
      ],
      [{ ...HUBSPOT, HUBSPOT_PORTAL_ID: "acme" }, /HUBSPOT_PORTAL_ID: must be a HubSpot account \(portal\) id/],
      [{ ...HUBSPOT, HUBSPOT_FORM_GUID: "contact-form" }, /HUBSPOT_FORM_GUID: must be a HubSpot form GUID/],
      [{ ...HUBSPOT, HUBSPOT_FIELDS: "email,utm_source,fax" }, /HUBSPOT_FIELDS/],
      [{ ...HUBSPOT, HUBSPOT_FIELDS: "firstname,lastname" }, /HUBSPOT_FIELDS: must include email/],
      [{ CRM_WEBHOOK_URL: "https://hooks.example/1" }, /CRM_WEBHOOK_SECRET: must be set when CRM_WEBHOOK_URL is/],
      [{ CRM_WEBHOOK_SECRET: WEBHOOK_SECRET }, /CRM_WEBHOOK_URL: must be set when CRM_WEBHOOK_SECRET is/],
      [
        { CRM_WEBHOOK_URL: "https://hooks.example/1", CRM_WEBHOOK_SECRET: "short" },
        /CRM_WEBHOOK_SECRET: must be at least 16/,
      ],
      [{ CRM_RETRY_S: "10" }, /CRM_RETRY_S/],
    ];
    for (const [source, message] of refused) expect(() => parseEnv(source), JSON.stringify(source)).toThrow(message);
    expect(parseEnv({ ...HUBSPOT, HUBSPOT_FIELDS: " Email, utm_campaign ,email " }).HUBSPOT_FIELDS).toEqual([
      "email",
      "utm_campaign",
    ]);
  });
});

describe("the admin's CRM report", () => {
  it("lists each signup with the CRM's reason, in HTML and text; the preview renders", async () => {
    const leads = [sampleLead("notary"), sampleLead("contact")];
    const message = await renderCrmReport(
      [
        failureOf(
          leads[0]!,
          "hubspot",
          "HTTP 400: fields.email INVALID_EMAIL (Error in 'fields.email'. Invalid email address)",
          0,
        ),
        failureOf(leads[1]!, "webhook", "not taken after 9 attempt(s) in 60 min (last: HTTP 503)", 0),
      ],
      { notListed: 2, pendingAfter: 0 },
      { from: "Notavo <site@example.com>", adminEmail: "admin@example.com", brand: "Notavo" },
      (failure) => (failure.target === "hubspot" ? "HubSpot" : "The lead webhook"),
    );
    expect(message).toMatchObject({ to: "admin@example.com", subject: "[Notavo] CRM: 4 signups not delivered" });
    for (const expected of [
      `- Ada ${leads[0]!.signup.lastName} <${leads[0]!.signup.email}> (NOTARY), submitted 2026-11-27 10:00:00 UTC, submission ${leads[0]!.signup.id}`,
      "  HubSpot: HTTP 400: fields.email INVALID_EMAIL (Error in 'fields.email'. Invalid email address)",
      "  The lead webhook: not taken after 9 attempt(s) in 60 min (last: HTTP 503)",
      "2 more could not be listed (the report's list was full): the server's log names their submission ids (\"CRM lead not delivered\").",
    ])
      expect(message.text).toContain(expected);
    const html = message.html.replaceAll("<!-- -->", "");
    expect(html).toContain("Not in the CRM: 2 signups");
    expect(html).toContain(`&lt;${leads[1]!.signup.email}&gt;`);
    const preview = (await render(<CrmNotice {...CrmNotice.PreviewProps} />)).replaceAll("<!-- -->", "");
    expect(preview).toContain("Maria Delgado");
    expect(preview).toContain("fields.email INVALID_EMAIL");
  });
});
