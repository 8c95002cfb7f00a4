import { cleanPath, cleanText, cleanTime } from "./attribution";
import { asksForPhoneConsent } from "./constants";
import type { ConsentRecord } from "./record";

/*
 * The server's cleaning of the consent record the wizard sends (lib/signup/record.ts): which
 * notice at collection was shown, on which page and when, and, when the box was ticked, the
 * exact one-to-one consent to calls or texts with its revision. As for attribution, anything
 * malformed is dropped, never refused; dropping fails safe: a signup without a valid record of
 * the phone consent is one nobody may call or text. Pure functions, client-safe (the signup
 * schema runs them). The revisions are made on the server when the page renders
 * (`consentTexts`, lib/signup/content.ts).
 */

export const CONSENT_LIMITS = {
  /** The phone consent's text, in characters (the Studio allows 600). */
  text: 1000,
} as const;

// A content revision: a digest such as `sha256-0123456789abcdef` (lib/signup/content.ts), or a Sanity `_rev`.
const REVISION = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export const cleanRevision = (value: unknown): string | undefined =>
  typeof value === "string" && REVISION.test(value) ? value : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The consent record the wizard sent, cleaned. Without a valid notice (revision, page, time)
 * there is no record at all; a phone consent without a valid text and revision is left out.
 */
export function cleanConsent(value: unknown, now: Date = new Date()): ConsentRecord | undefined {
  if (!isRecord(value) || !isRecord(value.notice)) return undefined;
  const revision = cleanRevision(value.notice.revision);
  const page = cleanPath(value.notice.page);
  const shownAt = cleanTime(value.notice.shownAt, now);
  if (!revision || !page || !shownAt) return undefined;
  const record: ConsentRecord = { notice: { revision, page, shownAt } };
  if (isRecord(value.phone)) {
    const text = cleanText(value.phone.text, CONSENT_LIMITS.text);
    const phoneRevision = cleanRevision(value.phone.revision);
    if (text && phoneRevision) record.phone = { text, revision: phoneRevision };
  }
  return record;
}

type WithConsent = { role: string; preferredContact?: string; consent?: ConsentRecord };

/**
 * The phone consent is kept only where the form shows its box: the Contact us form with a
 * contact method that includes a call or a text. Anywhere else it is dropped.
 */
export function keepPhoneConsentWhereAsked<T extends WithConsent>(submission: T): T {
  if (!submission.consent?.phone || asksForPhoneConsent(submission.role, submission.preferredContact))
    return submission;
  return { ...submission, consent: { notice: submission.consent.notice } };
}

/**
 * Whether the person asked for a call or a text and gave no one-to-one consent: then the team
 * replies by email, and nothing (thank-you screen, confirmation, admin email) promises a call or a text.
 */
export const callOrTextWithoutConsent = (submission: WithConsent): boolean =>
  asksForPhoneConsent(submission.role, submission.preferredContact) && !submission.consent?.phone;

/**
 * What the page gives the wizard to record (made on the server when the page renders,
 * `consentTexts` in lib/signup/content.ts): the notice at collection's revision, and the consent
 * to calls and texts exactly as the form shows it, with its revision. No stega: these are data.
 */
export type ConsentTexts = { noticeRevision: string; phone: { text: string; revision: string } };
