import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import {
  AdminNotification,
  adminNotificationText,
  type AdminNotificationProps,
} from "@/lib/signup/email-templates/admin-notification";
import { ApplicantConfirmation, type PrivacyLine } from "@/lib/signup/email-templates/applicant-confirmation";
import type { EmailMessage } from "@/lib/platform/email/types";
import { env } from "@/lib/platform/env";
import { langOf, type Lang } from "@/lib/routing/paths";
import { DEFAULT_SIGNUP_COPY, privacyHref, type SignupCopy } from "./copy";
import { callOrTextWithoutConsent } from "./consent";
import { APPLICANT_EMAIL_TEXT } from "./email-text";
import { toSingleLine, withoutInvisibleFormatting, type Submission } from "./schema";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import {
  findState,
  stateEmailSection,
  statusShown,
  toSignupState,
  type StateStatusCopy,
  type StatusLabels,
} from "./state-status";
import { consentSection, formatTime, sourceSection, summarizeSubmission } from "./summary";

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
  /** Site settings' status labels in the context's language (lib/states/status.ts's stand in for any missing). */
  statusLabels?: StatusLabels;
  /** The language the content above is in (default English). */
  lang?: Lang;
};

export type StateContent = { rows: RonStatesQueryResult; copy: StateStatusCopy };

/** The confirmation's privacy line from the wizard's copy: a path becomes an absolute URL on `siteUrl`, an https address stays as it is. */
export function privacyLine(
  form: Pick<SignupCopy["form"], "confirmationPrivacyNote" | "privacyLinkLabel" | "privacyHref">,
  siteUrl: string,
): PrivacyLine {
  const href = privacyHref(form.privacyHref);
  return {
    note: form.confirmationPrivacyNote,
    label: form.privacyLinkLabel,
    url: href.startsWith("https://") ? href : new URL(href, siteUrl).toString(),
  };
}

const MAX_SUBJECT = 200;

/** One line, bounded: user text in a subject can never add a header or a second line. */
export function subjectLine(text: string): string {
  const line = toSingleLine(text);
  return line.length > MAX_SUBJECT ? `${line.slice(0, MAX_SUBJECT - 1)}…` : line;
}

async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/**
 * The admin notification: role in upper case and the name in the subject, every field in the
 * body, then where the person came from ("Source") and what they saw and agreed to ("Consent").
 */
export async function renderAdminEmail(
  submission: Submission,
  context: EmailContext & { submittedAt: Date },
): Promise<EmailMessage> {
  const role = submission.role.toUpperCase();
  const name = toSingleLine(`${submission.firstName} ${submission.lastName}`);
  const submittedAt = formatTime(context.submittedAt);
  // The schema has removed bidi controls already; the rows lose them again in case a value skipped it.
  const shown =
    submission.role === "notary"
      ? statusShown(
          findState(context.states?.rows ?? [], submission.commissionState),
          submission.commissionState,
          context.statusLabels,
        )
      : undefined;
  const rows = summarizeSubmission(submission, DEFAULT_SIGNUP_COPY, shown).map((row) => ({
    ...row,
    value: withoutInvisibleFormatting(row.value),
  }));
  // Where the person came from and what they agreed to: values cleaned by the schema, single-line.
  const sections = [
    sourceSection(submission.attribution),
    consentSection(submission.consent, callOrTextWithoutConsent(submission)),
  ].map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({ ...row, value: withoutInvisibleFormatting(row.value) })),
    })),
  }));
  const props: AdminNotificationProps = {
    brand: context.brand,
    role,
    name,
    rows,
    sections,
    submittedAt,
    submissionId: submission.id,
  };
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
 * not them. The subjects are fixed text, in the submission's language (lib/signup/email-text.ts).
 */

/** "a day", "2 days", "12 hours", "30 minutes" (Spanish: "un día", "2 días"...): the recipient window in words. */
export function windowInWords(seconds: number, lang: Lang = "en"): string {
  return APPLICANT_EMAIL_TEXT[lang].windowInWords(seconds);
}

/**
 * The applicant confirmation, sent after the admin email was accepted (and the answer given),
 * in the submission's language: `context` is that language's (its privacy line, state copy and
 * status labels). After a call or a text asked for without consent to them, it says the answer
 * comes by email.
 */
export async function renderApplicantEmail(submission: Submission, context: EmailContext): Promise<EmailMessage> {
  const lang = langOf(submission.lang);
  const text = APPLICANT_EMAIL_TEXT[lang];
  const copy = text.applicant[submission.role];
  const row =
    submission.role === "notary" ? findState(context.states?.rows ?? [], submission.commissionState) : undefined;
  const state = row && context.states ? toSignupState(row) : null;
  const body = await renderBoth(
    <ApplicantConfirmation
      lang={lang}
      brand={context.brand}
      heading={copy.heading}
      request={copy.request(context.brand)}
      ifYouLabel={text.ifYouLabel}
      ifYou={callOrTextWithoutConsent(submission) ? text.contactIfYouByEmail : copy.ifYou}
      ifNotYouLabel={text.ifNotYouLabel}
      ifNotYou={text.ifNotYou}
      footer={text.footer(context.brand, windowInWords(context.recipientWindowSeconds ?? 86_400, lang))}
      privacy={
        context.privacy ?? privacyLine(text.privacyFallback ?? DEFAULT_SIGNUP_COPY.form, env.NEXT_PUBLIC_SITE_URL)
      }
      state={
        state && context.states
          ? stateEmailSection(state, context.states.copy, {
              lang,
              labels: context.statusLabels,
              statusLine: text.status,
            })
          : undefined
      }
    />,
  );
  return { from: context.from, to: submission.email, subject: subjectLine(copy.subject(context.brand)), ...body };
}
