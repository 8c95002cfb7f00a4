import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { buildLead, type CrmLead, type LeadSignup } from "@/lib/crm/lead";
import type { Attribution, ConsentRecord } from "@/lib/signup/record";
import { signupSchema } from "@/lib/signup/schema";
import { sampleSubmission } from "./submissions";

/** The stand-in HubSpot account and form the CRM tests configure. */
export const HUBSPOT_PORTAL = "4242";
export const HUBSPOT_FORM = "0c7b5c3e-9a4f-4c6e-8d2b-1f3a5e7c9b11";
export const HUBSPOT_TOKEN = "pat-na1-test-private-app-token";
export const WEBHOOK_SECRET = "crm-webhook-test-secret-4f1c9a";

/** The settings of a site sending its leads to the stand-ins: HubSpot's authenticated endpoint and the signed webhook. */
export function crmEnv({ hubspotUrl, webhookUrl }: { hubspotUrl: string; webhookUrl: string }): Record<string, string> {
  return {
    HUBSPOT_PORTAL_ID: HUBSPOT_PORTAL,
    HUBSPOT_FORM_GUID: HUBSPOT_FORM,
    HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN,
    HUBSPOT_FORMS_URL: hubspotUrl,
    CRM_WEBHOOK_URL: webhookUrl,
    CRM_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
}

/** `days` before now (whole seconds, ISO): the server drops touches from the future or older than 90 days. */
const daysAgo = (days: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - days * 86_400_000).toISOString();

export const SAMPLE_ATTRIBUTION: Attribution = {
  first: {
    source: "newsletter",
    medium: "email",
    campaign: "fall-launch",
    referrer: "mail.example",
    landing: "/solutions/esign",
    lang: "en",
    at: daysAgo(7),
  },
  last: {
    source: "linkedin",
    medium: "paid-social",
    campaign: "title-week",
    content: "carousel-2",
    landing: "/early-access",
    lang: "en",
    at: daysAgo(0.01),
  },
};

export const SAMPLE_CONSENT: ConsentRecord = {
  notice: { revision: "sha256-0a1b2c3d4e5f6a7b", page: "/early-access", shownAt: daysAgo(0.001) },
  phone: {
    text: "I agree that Notavo may call or text me at this number about early access. Consent is not a condition of purchase.",
    revision: "sha256-7f6e5d4c3b2a1908",
  },
};

/**
 * An accepted signup of `role` as the server has it (the schema's output: `record`, the attribution
 * and consent the wizard sends, cleaned; the phone consent kept only where the form asks for it).
 */
export function sampleSignup(
  role: "notary" | "client" | "contact",
  overrides: Record<string, unknown> = {},
  record: { attribution?: Attribution; consent?: ConsentRecord } = {},
): LeadSignup {
  return signupSchema.parse({ ...sampleSubmission(role, overrides), ...record });
}

/** The lead of a sample signup, as the signup route would queue it. */
export function sampleLead(
  role: "notary" | "client" | "contact" = "client",
  overrides: Record<string, unknown> = {},
  record: { attribution?: Attribution; consent?: ConsentRecord } = {},
  { ip = "203.0.113.9", siteUrl = "https://www.notavo.example" }: { ip?: string | null; siteUrl?: string } = {},
): CrmLead {
  const signup = sampleSignup(role, overrides, record);
  return buildLead(signup, {
    key: `signup-${signup.id}-0123456789abcdef`,
    submittedAt: new Date("2026-11-27T10:00:00.000Z"),
    ip,
    siteUrl,
  });
}

/** A logger that keeps its lines (message and fields), to read what was logged. */
export function recordingLog() {
  const lines: { level: "info" | "warn" | "error"; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: "info" | "warn" | "error") => (msg: string, fields?: Record<string, unknown>) =>
    void lines.push({ level, msg, fields });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

/** The messages the outbox transport wrote to `dir`. */
export async function outboxMessages(
  dir: string,
): Promise<{ subject: string; text: string; html: string; to: string }[]> {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith(".json"));
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8"))));
}
