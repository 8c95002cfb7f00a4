import { Heading, Section, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

/** One signup the CRM did not take, as the admin's report lists it. */
export type CrmNoticeEntry = {
  /** First and last name. */
  name: string;
  email: string;
  /** e.g. "NOTARY". */
  role: string;
  submittedAt: string;
  submissionId: string;
  /** Which CRM: "HubSpot", "the lead webhook". */
  crm: string;
  /** What it answered last, naming the field when it named one. */
  reason: string;
};

export type CrmNoticeProps = {
  brand: string;
  entries: CrmNoticeEntry[];
  /** Failures that could not be kept for the report (their submission ids are in the server's log). */
  notListed: number;
  /** Failures left for the next report. */
  pendingAfter: number;
};

const INTRO =
  "These signups reached you by email, but not the CRM: it refused them, or did not take them in all the time they were retried. Enter them by hand, or fix what the reason says and let the next signups through.";

const entryLine = (entry: CrmNoticeEntry) =>
  `${entry.name} <${entry.email}> (${entry.role}), submitted ${entry.submittedAt}, submission ${entry.submissionId}`;

const tail = ({ notListed, pendingAfter }: CrmNoticeProps) =>
  [
    notListed > 0
      ? `${notListed} more could not be listed (the report's list was full): the server's log names their submission ids ("CRM lead not delivered").`
      : "",
    pendingAfter > 0 ? `${pendingAfter} more follow in the next report.` : "",
  ].filter(Boolean);

/** To the admin: the signups a CRM did not take, each with the CRM's reason (the signup's own email has every field). */
export function CrmNotice(props: CrmNoticeProps) {
  const { brand, entries } = props;
  return (
    <EmailLayout
      preview={`CRM: ${entries.length} signup${entries.length === 1 ? "" : "s"} not delivered`}
      brand={brand}
      footer="Sent by the site's CRM queue. Each signup's own notification has every field it submitted."
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "8px 0 4px" }}>
        Not in the CRM: {entries.length} signup{entries.length === 1 ? "" : "s"}
      </Heading>
      <Text style={{ color: "#475569", fontSize: "14px", margin: "0 0 16px" }}>{INTRO}</Text>
      {entries.map((entry) => (
        <Section key={`${entry.submissionId}-${entry.crm}`} style={{ margin: "0 0 12px" }}>
          <Text style={{ color: "#0f172a", fontSize: "14px", fontWeight: 600, margin: "0" }}>{entryLine(entry)}</Text>
          <Text style={{ color: "#475569", fontSize: "13px", margin: "0" }}>
            {entry.crm}: {entry.reason}
          </Text>
        </Section>
      ))}
      {tail(props).map((line) => (
        <Text key={line} style={{ color: "#475569", fontSize: "13px", margin: "8px 0 0" }}>
          {line}
        </Text>
      ))}
    </EmailLayout>
  );
}

/** Sample props for React Email's preview (`npm run email`). */
CrmNotice.PreviewProps = {
  brand: "Notavo",
  entries: [
    {
      name: "Maria Delgado",
      email: "maria.delgado@example.com",
      role: "NOTARY",
      submittedAt: "2026-11-23 14:05:32 UTC",
      submissionId: "9b5ece15-4949-4a0b-aba7-91c8bd2edfa1",
      crm: "HubSpot",
      reason: "HTTP 400: fields.email INVALID_EMAIL (Error in 'fields.email'. Invalid email address)",
    },
    {
      name: "Sam Okafor",
      email: "sam@titleco.example",
      role: "CLIENT",
      submittedAt: "2026-11-23 14:07:10 UTC",
      submissionId: "0f1d5c8e-8a41-4c59-9d0b-2f1c9e7b3a10",
      crm: "the lead webhook",
      reason: "no answer after 14 attempts in 60 minutes (last: HTTP 503: upstream unavailable)",
    },
  ],
  notListed: 0,
  pendingAfter: 0,
} satisfies CrmNoticeProps;

export default CrmNotice;

/** The same report as plain text, one block per signup. */
export function crmNoticeText(props: CrmNoticeProps): string {
  return [
    `${props.brand}: ${props.entries.length} signup${props.entries.length === 1 ? "" : "s"} not in the CRM`,
    "",
    INTRO,
    "",
    ...props.entries.flatMap((entry) => [`- ${entryLine(entry)}`, `  ${entry.crm}: ${entry.reason}`]),
    ...(tail(props).length > 0 ? ["", ...tail(props)] : []),
    "",
  ].join("\n");
}
