import "server-only";
import type { Env } from "@/lib/platform/env";
import { computeSignature } from "@/lib/sanity/webhook-signature";
import { postJson, type AttemptLimit, type AttemptOutcome } from "./attempt";
import type { CrmLead } from "./lead";

/*
 * The lead webhook, for any CRM or automation that takes JSON (Salesforce through a flow, Zapier,
 * Make): one signed POST per lead to CRM_WEBHOOK_URL. Signed the way Sanity signs the site's
 * publish webhook (lib/sanity/webhook-signature.ts), so one receiver routine checks both:
 *
 *   Signup-Signature: t=<unix time in ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>" keyed with CRM_WEBHOOK_SECRET>
 *   Idempotency-Key: <the lead's id>   (the same for every retry of a lead: a receiver keeps the ids it took)
 *
 * A receiver recomputes the HMAC over the raw body as received, compares in constant time, and
 * refuses a timestamp more than 5 minutes from its clock (docs/crm.md has the code). Any 2xx
 * answer takes the lead; 408, 425, 429 (with `Retry-After`) and 5xx are retried; any other
 * status is final and reported to the admin.
 */

export const SIGNATURE_HEADER = "signup-signature";
export const IDEMPOTENCY_HEADER = "idempotency-key";

export type WebhookConfig = { url: string; secret: string };

export function webhookConfig(env: Env): WebhookConfig | null {
  return env.CRM_WEBHOOK_URL && env.CRM_WEBHOOK_SECRET
    ? { url: env.CRM_WEBHOOK_URL, secret: env.CRM_WEBHOOK_SECRET }
    : null;
}

/** What the webhook posts: the signup's fields, and beside them the page, the visitor's address, the attribution and the consent. */
export type LeadEvent = {
  type: "signup.accepted";
  /** The lead's id, the same in `Idempotency-Key`. */
  id: string;
  submittedAt: string;
  /** The form's fields as accepted (role, id, lang, names, email, phone and the role's own). */
  signup: Record<string, unknown>;
  page: string;
  ipAddress: string | null;
  attribution: CrmLead["signup"]["attribution"] | null;
  consent: CrmLead["signup"]["consent"] | null;
};

export function leadEvent(lead: CrmLead): LeadEvent {
  const { attribution, consent, ...fields } = lead.signup;
  return {
    type: "signup.accepted",
    id: lead.key,
    submittedAt: lead.submittedAt,
    signup: fields,
    page: lead.pageUri,
    ipAddress: lead.ipAddress ?? null,
    attribution: attribution ?? null,
    consent: consent ?? null,
  };
}

/** The `Signup-Signature` header of `body` signed at `timestamp` (ms). */
export function signatureHeader(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${computeSignature(body, timestamp, secret)}`;
}

function webhookRefusal(status: number, text: string): string {
  return `HTTP ${status}: ${text.trim().slice(0, 200) || "empty body"}`;
}

/** Posts a lead, signed at the moment of sending (a retry is signed afresh), within `limit`. */
export function postLeadWebhook(
  lead: CrmLead,
  config: WebhookConfig,
  limit: AttemptLimit,
  now = Date.now(),
): Promise<AttemptOutcome> {
  const body = JSON.stringify(leadEvent(lead));
  return postJson({
    url: config.url,
    body,
    headers: { [SIGNATURE_HEADER]: signatureHeader(body, config.secret, now), [IDEMPOTENCY_HEADER]: lead.key },
    limit,
    refusal: webhookRefusal,
  });
}
