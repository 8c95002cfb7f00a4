import { Column, Heading, Row, Section, Text } from "@react-email/components";
import type { SummaryRow } from "@/lib/signup/summary";
import { EmailLayout } from "./email-layout";

export type AdminNotificationProps = {
  brand: string;
  /** e.g. "NOTARY". */
  role: string;
  name: string;
  rows: SummaryRow[];
  submittedAt: string;
  submissionId: string;
};

const label = {
  color: "#475569",
  fontSize: "13px",
  fontWeight: 600,
  margin: "0",
  padding: "6px 12px 6px 0",
  verticalAlign: "top" as const,
  width: "38%",
};
const value = {
  color: "#0f172a",
  fontSize: "14px",
  margin: "0",
  padding: "6px 0",
  whiteSpace: "pre-wrap" as const,
  wordBreak: "break-word" as const,
};

/** To the admin: every field the applicant entered, and when. */
export function AdminNotification({ brand, role, name, rows, submittedAt, submissionId }: AdminNotificationProps) {
  return (
    <EmailLayout
      preview={`New ${role} signup: ${name}`}
      brand={brand}
      footer={`Submission ${submissionId}. Reply to this email to answer the applicant.`}
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "8px 0 4px" }}>
        New early-access signup: {role}
      </Heading>
      <Text style={{ color: "#475569", fontSize: "14px", margin: "0 0 16px" }}>
        {name} · submitted {submittedAt}
      </Text>
      <Section>
        {rows.map((row) => (
          <Row key={row.label}>
            <Column style={label}>{row.label}:</Column>
            <Column style={value}>{row.value}</Column>
          </Row>
        ))}
        <Row>
          <Column style={label}>Submitted:</Column>
          <Column style={value}>{submittedAt}</Column>
        </Row>
      </Section>
    </EmailLayout>
  );
}

/** Sample props for React Email's preview (`npm run email`): a notary's signup as the route builds it. */
AdminNotification.PreviewProps = {
  brand: "Notavo",
  role: "NOTARY",
  name: "Maria Delgado",
  rows: [
    { label: "Role", value: "Notary" },
    { label: "First name", value: "Maria" },
    { label: "Last name", value: "Delgado" },
    { label: "Email", value: "maria.delgado@example.com" },
    { label: "Phone", value: "+1 (555) 010-0142" },
    { label: "State", value: "Texas (TX)" },
    { label: "State of commission", value: "Texas (TX)" },
    { label: "State RON status shown", value: "Permanent law in force (as of last verified 2026-11-23)" },
    { label: "Notary experience", value: "1–3 years" },
    { label: "X.509 certificate type", value: "IdenTrust" },
    { label: "Notary type", value: "Traditional notary, Remote online notary (RON)" },
    { label: "I'd like a priority listing when the notary network opens", value: "Yes" },
  ],
  submittedAt: "2026-11-23 14:05:32 UTC",
  submissionId: "9b5ece15-4949-4a0b-aba7-91c8bd2edfa1",
} satisfies AdminNotificationProps;

export default AdminNotification;

/**
 * The same notification as plain text. Written out rather than derived from the HTML so
 * every field keeps its "Label: value" line and multi-line messages keep their breaks.
 */
export function adminNotificationText({
  brand,
  role,
  name,
  rows,
  submittedAt,
  submissionId,
}: AdminNotificationProps): string {
  const lines = rows.map(({ label, value }) =>
    value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`,
  );
  return [
    `${brand}: new early-access signup (${role})`,
    `${name}, submitted ${submittedAt}`,
    "",
    ...lines,
    `Submitted: ${submittedAt}`,
    "",
    `Submission ${submissionId}. Reply to this email to answer the applicant.`,
    "",
  ].join("\n");
}
