import "server-only";
import type { Env } from "@/lib/platform/env";
import type { AttemptLimit, AttemptOutcome } from "./attempt";
import { hubspotConfig, submitToHubSpot } from "./hubspot";
import type { CrmLead } from "./lead";
import { postLeadWebhook, webhookConfig } from "./webhook";

export type CrmTargetName = "hubspot" | "webhook";

/** Where leads go, and how fast: each target is delivered to on its own (one may fail while the other takes the lead). */
export type CrmTarget = {
  name: CrmTargetName;
  /** Its name in the log and the admin's report. */
  label: string;
  /** What the start-up log says (no secret). */
  description: string;
  /** Requests started per 10 s at most, under the CRM's own limit. */
  perTenSeconds: number;
  /** Requests in flight at most. */
  concurrency: number;
  deliver(lead: CrmLead, limit: AttemptLimit): Promise<AttemptOutcome>;
};

/**
 * HubSpot allows 50 submissions per 10 s on the public endpoint and 100 (Free, Starter) to 200 on
 * the authenticated one, per account: the queue stays at 80 % of the lowest, leaving room for the
 * account's other integrations. A webhook receiver gets 10 a second.
 */
export const HUBSPOT_PACE = { public: 40, authenticated: 80 } as const;
export const WEBHOOK_PACE = 100;

/** The targets the environment configures, HubSpot first; none: no lead is queued or sent. */
export function crmTargets(env: Env): CrmTarget[] {
  const targets: CrmTarget[] = [];
  const hubspot = hubspotConfig(env);
  if (hubspot)
    targets.push({
      name: "hubspot",
      label: "HubSpot",
      description: `HubSpot form ${env.HUBSPOT_FORM_GUID} of account ${env.HUBSPOT_PORTAL_ID} (${hubspot.token ? "authenticated" : "public"} endpoint, ${new URL(hubspot.url).origin}; properties ${hubspot.fields.join(", ")})`,
      perTenSeconds: hubspot.token ? HUBSPOT_PACE.authenticated : HUBSPOT_PACE.public,
      concurrency: 4,
      deliver: (lead, limit) => submitToHubSpot(lead, hubspot, limit),
    });
  const webhook = webhookConfig(env);
  if (webhook)
    targets.push({
      name: "webhook",
      label: "the lead webhook",
      description: `signed webhook to ${new URL(webhook.url).origin}`,
      perTenSeconds: WEBHOOK_PACE,
      concurrency: 4,
      deliver: (lead, limit) => postLeadWebhook(lead, webhook, limit),
    });
  return targets;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** What the start-up log warns about: a lead (names, addresses, phone numbers) sent unencrypted off this machine. */
export function crmWarnings(env: Env): string[] {
  return (
    [
      ["CRM_WEBHOOK_URL", env.CRM_WEBHOOK_URL],
      ["HUBSPOT_FORMS_URL", env.HUBSPOT_PORTAL_ID ? env.HUBSPOT_FORMS_URL : undefined],
    ] as const
  ).flatMap(([name, url]) => {
    if (!url) return [];
    const { protocol, hostname } = new URL(url);
    return protocol === "http:" && !LOOPBACK.has(hostname)
      ? [
          `${name} is plain http: every lead (names, email addresses, phone numbers) crosses the network unencrypted; use https.`,
        ]
      : [];
  });
}
