import "server-only";
import { isIP } from "node:net";
import { earlyAccessPath, langOf } from "@/lib/routing/paths";
import { callOrTextWithoutConsent } from "@/lib/signup/consent";
import type { Touch } from "@/lib/signup/record";
import type { Submission } from "@/lib/signup/schema";
import { consentSection, sourceSection, summarizeSubmission, type SummarySection } from "@/lib/signup/summary";

/**
 * An accepted signup, with what it carries besides the form (lib/signup/record.ts): where the
 * person came from and what they consented to, both optional and already cleaned by the server.
 */
export type LeadSignup = Submission;

/** One signup as every CRM gets it, and as the CRM queue keeps it until it is delivered. */
export type CrmLead = {
  /**
   * The signup's idempotency base (lib/signup/deliver.ts: the wizard's submission id plus a digest
   * of its fields): the same signup posted again (the wizard's retry after a lost answer) is the
   * same lead, queued and delivered once.
   */
  key: string;
  /** The signup as accepted, without its bot-challenge token. */
  signup: LeadSignup;
  /** When the signup was accepted (ISO 8601, UTC). */
  submittedAt: string;
  /** The visitor's address as the server resolved it, when it is an IP address (HubSpot's `context.ipAddress`). */
  ipAddress?: string;
  /** The absolute address of the page the form was on. */
  pageUri: string;
};

/** A path on this site, as the consent record names the page (no query, no fragment, bounded). */
const SITE_PATH = /^\/[^\s?#\\]{0,299}$/;

/** `::ffff:203.0.113.9` is the IPv4 address 203.0.113.9 (what HubSpot expects); anything not an IP address is left out. */
function visitorAddress(ip: string | null | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return isIP(address) ? address : undefined;
}

/** The lead of an accepted signup: `key` is its idempotency base, `ip` the client address the route resolved. */
export function buildLead(
  signup: LeadSignup,
  { key, submittedAt, ip, siteUrl }: { key: string; submittedAt: Date; ip: string | null; siteUrl: string },
): CrmLead {
  // The bot-challenge token is the request's, not the signup's.
  const accepted: LeadSignup = { ...signup, challenge: undefined };
  delete accepted.challenge;
  const page = signup.consent?.notice.page;
  const path = page && SITE_PATH.test(page) ? page : earlyAccessPath(langOf(signup.lang));
  return {
    key,
    signup: accepted,
    submittedAt: submittedAt.toISOString(),
    ipAddress: visitorAddress(ip),
    pageUri: new URL(path, siteUrl).toString(),
  };
}

/** The campaign of a lead: the last touch when there is one (the visit that converted), else the first. */
export function campaignTouch(lead: CrmLead): Touch | undefined {
  return lead.signup.attribution?.last ?? lead.signup.attribution?.first;
}

/** A section of the admin email (its heading, its groups' titles and rows) as indented text lines. */
function sectionLines({ heading, groups }: SummarySection): string[] {
  return [
    `${heading}:`,
    ...groups.flatMap(({ title, rows }) => [
      ...(title ? [`  ${title}:`] : []),
      ...rows.map(({ label, value }) => `${title ? "    " : "  "}${label}: ${value}`),
    ]),
  ];
}

/**
 * The whole lead as text, one `Label: value` line each, as the admin email has it: every field,
 * the Source (first and last touch) and the Consent sections, then the page and the submission.
 * HubSpot keeps it in the contact's `message` property, so a CRM user reads the signup whatever
 * properties exist.
 */
export function leadSummary(lead: CrmLead): string {
  const { signup } = lead;
  const rows = summarizeSubmission(signup).map(({ label, value }) =>
    value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`,
  );
  return [
    ...rows,
    ...sectionLines(sourceSection(signup.attribution)),
    ...sectionLines(consentSection(signup.consent, callOrTextWithoutConsent(signup))),
    `Page: ${lead.pageUri}`,
    `Submitted: ${lead.submittedAt} (submission ${signup.id})`,
  ].join("\n");
}

/** The fields a person types (the others are choices, flags and ids). */
const TYPED_FIELDS = ["firstName", "lastName", "email", "phone", "businessName", "message"] as const;

/**
 * `text` (a CRM's answer) with every value the person typed taken out, so it can be logged and
 * reported: a receiver that echoes the lead back in an error must not put a name in the log.
 */
export function withoutLeadValues(text: string, lead: CrmLead): string {
  const typed = lead.signup as Partial<Record<(typeof TYPED_FIELDS)[number], string>>;
  const values = TYPED_FIELDS.flatMap((field) => {
    const value = typed[field]?.trim();
    return value && value.length >= 2 ? [value] : [];
  }).sort((a, b) => b.length - a.length);
  return values.reduce((result, value) => result.split(value).join("[personal data]"), text);
}
