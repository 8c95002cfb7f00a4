import "server-only";
import { HUBSPOT_PROPERTIES, type Env } from "@/lib/platform/env";
import { stateName } from "@/lib/signup/states";
import { postJson, type AttemptLimit, type AttemptOutcome } from "./attempt";
import { campaignTouch, leadSummary, type CrmLead } from "./lead";

/*
 * HubSpot's Forms API: one form submission per lead,
 * `POST {HUBSPOT_FORMS_URL}/submissions/v3/integration/submit/{portalId}/{formGuid}`, or with an
 * access token (scope `forms`) the authenticated `…/integration/secure/submit/…`, whose
 * rate limit is higher (100 to 200 requests per 10 s by plan, against 50) and whose fields need
 * not be on the form (the properties must exist). The body:
 *
 *   { fields: [{ objectTypeId: "0-1", name, value }], submittedAt,
 *     context: { pageUri, pageName, ipAddress }, legalConsentOptions? }
 *
 * `context.hutk` (HubSpot's tracking cookie) is never sent: the site sets no cookie. HubSpot answers
 * 200 on success, 400 `{status: "error", message, errors: [{message: "Error in 'fields.email'.
 * Invalid email address", errorType: "INVALID_EMAIL"}]}` for a validation error (final: reported
 * naming the field), 401/403/404 for a wrong token, account or form (final), and 429 past its rate
 * limit; ten 429s within a second block the caller's address for a minute, so the queue stops
 * sending to HubSpot until the rate limit's window has passed (lib/crm/worker.ts).
 */

/** HubSpot's object type id of contacts: every field of a lead is a contact property. */
export const CONTACT_OBJECT_TYPE = "0-1";

export type HubSpotProperty = NonNullable<Env["HUBSPOT_FIELDS"]>[number];

/** Which properties a lead fills when HUBSPOT_FIELDS is unset: HubSpot's own, which every account has. */
export const DEFAULT_HUBSPOT_FIELDS: readonly HubSpotProperty[] = HUBSPOT_PROPERTIES.filter(
  (name) => !name.startsWith("utm_"),
);

export type HubSpotConfig = {
  /** The submit endpoint, the authenticated one when `token` is set. */
  url: string;
  token?: string;
  fields: readonly HubSpotProperty[];
  /** The subscription type the phone/text consent is recorded for (legalConsentOptions), when set. */
  phoneSubscriptionTypeId?: number;
};

/** The HubSpot settings of the environment, or null when no account and form are set (then nothing is sent). */
export function hubspotConfig(env: Env): HubSpotConfig | null {
  if (!env.HUBSPOT_PORTAL_ID || !env.HUBSPOT_FORM_GUID) return null;
  const base = env.HUBSPOT_FORMS_URL.replace(/\/+$/, "");
  const path = `${env.HUBSPOT_ACCESS_TOKEN ? "secure/" : ""}submit/${env.HUBSPOT_PORTAL_ID}/${env.HUBSPOT_FORM_GUID.toLowerCase()}`;
  return {
    url: `${base}/submissions/v3/integration/${path}`,
    token: env.HUBSPOT_ACCESS_TOKEN,
    fields: env.HUBSPOT_FIELDS ?? DEFAULT_HUBSPOT_FIELDS,
    phoneSubscriptionTypeId: env.HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID
      ? Number(env.HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID)
      : undefined,
  };
}

/** Each property's value for a lead (undefined: nothing to send). */
function propertyValue(lead: CrmLead, property: HubSpotProperty): string | undefined {
  const { signup } = lead;
  const touch = campaignTouch(lead);
  switch (property) {
    case "email":
      return signup.email;
    case "firstname":
      return signup.firstName;
    case "lastname":
      return signup.lastName;
    case "phone":
      return signup.phone;
    case "company":
      return signup.role === "client" ? signup.businessName : undefined;
    case "state": {
      const code = signup.state ?? (signup.role === "notary" ? signup.commissionState : undefined);
      return code ? stateName(code) : undefined;
    }
    case "message":
      return leadSummary(lead);
    case "utm_source":
      return touch?.source;
    case "utm_medium":
      return touch?.medium;
    case "utm_campaign":
      return touch?.campaign;
    case "utm_term":
      return touch?.term;
    case "utm_content":
      return touch?.content;
  }
}

export type HubSpotSubmission = {
  fields: { objectTypeId: string; name: string; value: string }[];
  submittedAt: string;
  context: { pageUri: string; pageName: string; ipAddress?: string };
  legalConsentOptions?: {
    consent: {
      consentToProcess: true;
      text: string;
      communications: { value: true; subscriptionTypeId: number; text: string }[];
    };
  };
};

/**
 * The form submission of a lead. The phone/text consent, when the person ticked its box and a
 * subscription type is configured, is HubSpot's `legalConsentOptions.consent`: the exact text the
 * person agreed to, as the consent to process and as the communication consent for that
 * subscription type. Without the box nothing claims a consent (the notice at collection is a
 * notice, not a consent); the record is in the `message` property either way.
 */
export function hubspotSubmission(lead: CrmLead, config: HubSpotConfig): HubSpotSubmission {
  const fields = config.fields.flatMap((name) => {
    const value = propertyValue(lead, name);
    return value ? [{ objectTypeId: CONTACT_OBJECT_TYPE, name, value }] : [];
  });
  const phone = lead.signup.consent?.phone;
  return {
    fields,
    submittedAt: String(Date.parse(lead.submittedAt)),
    context: {
      pageUri: lead.pageUri,
      pageName: "Early-access signup",
      ...(lead.ipAddress ? { ipAddress: lead.ipAddress } : {}),
    },
    ...(phone && config.phoneSubscriptionTypeId
      ? {
          legalConsentOptions: {
            consent: {
              consentToProcess: true,
              text: phone.text,
              communications: [{ value: true, subscriptionTypeId: config.phoneSubscriptionTypeId, text: phone.text }],
            },
          },
        }
      : {}),
  };
}

type HubSpotError = { message?: unknown; errorType?: unknown; errors?: unknown; policyName?: unknown };

/**
 * A refusal in one line, naming the field HubSpot names: `HTTP 400: fields.email INVALID_EMAIL
 * (Error in 'fields.email'. Invalid email address)`.
 */
export function hubspotRefusal(status: number, text: string): string {
  let answer: HubSpotError | null = null;
  try {
    answer = JSON.parse(text) as HubSpotError;
  } catch {
    return `HTTP ${status}: ${text.trim().slice(0, 200) || "empty body"}`;
  }
  const errors = Array.isArray(answer?.errors) ? (answer.errors as HubSpotError[]) : [];
  const described = errors.slice(0, 5).map((error) => {
    const message = typeof error?.message === "string" ? error.message : "";
    const field = /'((?:fields|context|legalConsentOptions)[^']*)'/.exec(message)?.[1];
    const type = typeof error?.errorType === "string" ? error.errorType : "";
    return [field, type, message && `(${message})`].filter(Boolean).join(" ");
  });
  if (described.length > 0) return `HTTP ${status}: ${described.join("; ")}`;
  const type = typeof answer?.errorType === "string" ? `${answer.errorType} ` : "";
  const message = typeof answer?.message === "string" ? answer.message : "no message";
  return `HTTP ${status}: ${type}(${message})`;
}

/** Submits a lead to the form, within `limit`. */
export function submitToHubSpot(lead: CrmLead, config: HubSpotConfig, limit: AttemptLimit): Promise<AttemptOutcome> {
  return postJson({
    url: config.url,
    body: JSON.stringify(hubspotSubmission(lead, config)),
    headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
    limit,
    refusal: hubspotRefusal,
  });
}
