import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { AdminNotification, adminNotificationText, type AdminNotificationProps } from "@/components/emails/admin-notification";
import { ApplicantConfirmation, type PrivacyLine } from "@/components/emails/applicant-confirmation";
import type { EmailMessage } from "@/lib/email/types";
import { env } from "@/lib/env";
import { DEFAULT_SIGNUP_COPY, privacyHref, type SignupCopy } from "./copy";
import { toSingleLine, withoutInvisibleFormatting, type Role, type Submission } from "./schema";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import { findState, stateEmailSection, statusShown, toSignupState, type StateStatusCopy } from "./state-status";
import { summarizeSubmission } from "./summary";

export type EmailContext = {
  from: string;
  adminEmail: string;
  /** The product name shown in the emails. */
  brand: string;
  /** One applicant confirmation per address in this many seconds (SIGNUP_RECIPIENT_WINDOW_S; default a day): the confirmation says so. */
  recipientWindowSeconds?: number;
  /** The confirmation's link to the privacy notice; default: the bundled copy on NEXT_PUBLIC_SITE_URL. */
  privacy?: PrivacyLine;
  /**
   * The states' RON status and requirements, and the copy that words them: the server's own
   * content, looked up by the submitted state of commission (a status sent by a client is never read).
   * Without it the admin email says the status is not recorded and the confirmation has no state section.
   */
  states?: StateContent;
};

export type StateContent = { rows: RonStatesQueryResult; copy: StateStatusCopy };

/** The confirmation's privacy line from the wizard's copy: a path becomes an absolute URL on `siteUrl`, an https address stays as it is. */
export function privacyLine(form: Pick<SignupCopy["form"], "confirmationPrivacyNote" | "privacyLinkLabel" | "privacyHref">, siteUrl: string): PrivacyLine {
  const href = privacyHref(form.privacyHref);
  return { note: form.confirmationPrivacyNote, label: form.privacyLinkLabel, url: href.startsWith("https://") ? href : new URL(href, siteUrl).toString() };
}

const MAX_SUBJECT = 200;

/** One line, bounded: user text in a subject can never add a header or a second line. */
export function subjectLine(text: string): string {
  const line = toSingleLine(text);
  return line.length > MAX_SUBJECT ? `${line.slice(0, MAX_SUBJECT - 1)}…` : line;
}

/** "2026-11-22 08:16:57 UTC" */
export function formatSubmittedAt(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** The admin notification: role in upper case and the name in the subject, every field in the body. */
export async function renderAdminEmail(submission: Submission, context: EmailContext & { submittedAt: Date }): Promise<EmailMessage> {
  const role = submission.role.toUpperCase();
  const name = toSingleLine(`${submission.firstName} ${submission.lastName}`);
  const submittedAt = formatSubmittedAt(context.submittedAt);
  // The schema has removed bidi controls already; the rows lose them again in case a value skipped it.
  const shown = submission.role === "notary" ? statusShown(findState(context.states?.rows ?? [], submission.commissionState), submission.commissionState) : undefined;
  const rows = summarizeSubmission(submission, DEFAULT_SIGNUP_COPY, shown).map((row) => ({ ...row, value: withoutInvisibleFormatting(row.value) }));
  const props: AdminNotificationProps = { brand: context.brand, role, name, rows, submittedAt, submissionId: submission.id };
  const body = { html: await render(<AdminNotification {...props} />), text: adminNotificationText(props) };
  return {
    from: context.from,
    to: context.adminEmail,
    replyTo: submission.email,
    subject: subjectLine(`[${context.brand}] New ${role} signup: ${name}`),
    ...body,
  };
}

/*
 * The applicant confirmation goes to an address nobody has verified. So it contains no
 * text anyone typed (no "Hi <first name>": that would let anyone greet a stranger with
 * words of their choice in our name), speaks of "someone", and says what to do if it was
 * not them. The subjects are unchanged fixed text.
 */
const APPLICANT_COPY: Record<Role, { subject: (brand: string) => string; heading: string; request: (brand: string) => string; ifYou: string }> = {
  notary: {
    subject: (brand) => `You're on the ${brand} early-access list`,
    heading: "Early-access request received",
    request: (brand) => `Someone asked to join the ${brand} notary network's early-access list on our website and gave this email address.`,
    ifYou: "thank you. There is nothing else to do: we'll let you know at this address as soon as the notary network opens.",
  },
  client: {
    subject: (brand) => `You're on the ${brand} early-access list`,
    heading: "Early-access request received",
    request: (brand) => `Someone asked for early access to ${brand} online notarization on our website and gave this email address.`,
    ifYou: "thank you. There is nothing else to do: we'll email you at this address as soon as early access opens.",
  },
  contact: {
    subject: (brand) => `We received your message to ${brand}`,
    heading: "Message received",
    request: (brand) => `Someone sent a message to the ${brand} team through our website and gave this email address for the answer.`,
    ifYou: "thank you. A member of our team will respond within 24 hours on business days.",
  },
};

/** "a day", "2 days", "12 hours", "30 minutes": the recipient window in words. */
export function windowInWords(seconds: number): string {
  const plural = (count: number, unit: string) => (count === 1 ? `a ${unit}` : `${count} ${unit}s`);
  if (seconds >= 86_400 && seconds % 86_400 === 0) return plural(seconds / 86_400, "day");
  if (seconds >= 3_600 && seconds % 3_600 === 0) return plural(seconds / 3_600, "hour");
  if (seconds >= 60) return plural(Math.ceil(seconds / 60), "minute");
  return plural(seconds, "second");
}

/** The applicant confirmation, sent after the admin email was accepted (and the answer given). */
export async function renderApplicantEmail(submission: Submission, context: EmailContext): Promise<EmailMessage> {
  const copy = APPLICANT_COPY[submission.role];
  const row = submission.role === "notary" ? findState(context.states?.rows ?? [], submission.commissionState) : undefined;
  const state = row && context.states ? toSignupState(row) : null;
  const body = await renderBoth(
    <ApplicantConfirmation
      brand={context.brand}
      heading={copy.heading}
      request={copy.request(context.brand)}
      ifYou={copy.ifYou}
      window={windowInWords(context.recipientWindowSeconds ?? 86_400)}
      privacy={context.privacy ?? privacyLine(DEFAULT_SIGNUP_COPY.form, env.NEXT_PUBLIC_SITE_URL)}
      state={state && context.states ? stateEmailSection(state, context.states.copy) : undefined}
    />,
  );
  return { from: context.from, to: submission.email, subject: subjectLine(copy.subject(context.brand)), ...body };
}
