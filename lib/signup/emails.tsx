import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { AdminNotification, adminNotificationText, type AdminNotificationProps } from "@/components/emails/admin-notification";
import { ApplicantConfirmation } from "@/components/emails/applicant-confirmation";
import type { EmailMessage } from "@/lib/email/types";
import { toSingleLine, type Role, type Submission } from "./schema";
import { summarizeSubmission } from "./summary";

export type EmailContext = {
  from: string;
  adminEmail: string;
  /** The product name shown in the emails. */
  brand: string;
};

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
  const props: AdminNotificationProps = { brand: context.brand, role, name, rows: summarizeSubmission(submission), submittedAt, submissionId: submission.id };
  const body = { html: await render(<AdminNotification {...props} />), text: adminNotificationText(props) };
  return {
    from: context.from,
    to: context.adminEmail,
    replyTo: submission.email,
    subject: subjectLine(`[${context.brand}] New ${role} signup: ${name}`),
    ...body,
  };
}

const APPLICANT_COPY: Record<Role, { subject: (brand: string) => string; heading: string; body: string }> = {
  notary: {
    subject: (brand) => `You're on the ${brand} early-access list`,
    heading: "You're on the early-access list",
    body: "Thanks for signing up as a notary. We'll keep your place and let you know as soon as the notary network opens.",
  },
  client: {
    subject: (brand) => `You're on the ${brand} early-access list`,
    heading: "You're on the early-access list",
    body: "Thanks for your interest in online notarization. We'll email you as soon as early access opens.",
  },
  contact: {
    subject: (brand) => `We received your message to ${brand}`,
    heading: "We received your message",
    body: "Thanks for reaching out. A member of our team will respond within 24 hours on business days.",
  },
};

/** The applicant confirmation, sent only after the admin email was accepted. */
export async function renderApplicantEmail(submission: Submission, context: EmailContext): Promise<EmailMessage> {
  const copy = APPLICANT_COPY[submission.role];
  const body = await renderBoth(
    <ApplicantConfirmation brand={context.brand} firstName={submission.firstName} heading={copy.heading} body={copy.body} />,
  );
  return { from: context.from, to: submission.email, subject: subjectLine(copy.subject(context.brand)), ...body };
}
