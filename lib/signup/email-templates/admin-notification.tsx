import { Column, Heading, Row, Section, Text } from "@react-email/components";
import { consentSection, sourceSection, type SummaryRow, type SummarySection } from "@/lib/signup/summary";
import { EmailLayout } from "./email-layout";

export type AdminNotificationProps = {
  brand: string;
  /** e.g. "NOTARY". */
  role: string;
  name: string;
  rows: SummaryRow[];
  /** After the fields: "Source" (first and last touch) and "Consent" (the notice, calls and texts). */
  sections?: SummarySection[];
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

const sectionHeading = { fontSize: "16px", margin: "24px 0 4px" };
const groupTitle = { color: "#0f172a", fontSize: "14px", fontWeight: 600, margin: "12px 0 0" };

function Rows({ rows }: { rows: SummaryRow[] }) {
  return rows.map((row) => (
    <Row key={row.label}>
      <Column style={label}>{row.label}:</Column>
      <Column style={value}>{row.value}</Column>
    </Row>
  ));
}

/** To the admin: every field the applicant entered, and when; then where they came from and what they agreed to. */
export function AdminNotification({
  brand,
  role,
  name,
  rows,
  sections = [],
  submittedAt,
  submissionId,
}: AdminNotificationProps) {
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
        <Rows rows={rows} />
        <Row>
          <Column style={label}>Submitted:</Column>
          <Column style={value}>{submittedAt}</Column>
        </Row>
      </Section>
      {sections.map((section) => (
        <Section key={section.heading}>
          <Heading as="h2" style={sectionHeading}>
            {section.heading}
          </Heading>
          {section.groups.map((group, index) => (
            <Section key={group.title ?? index}>
              {group.title ? <Text style={groupTitle}>{group.title}</Text> : null}
              <Rows rows={group.rows} />
            </Section>
          ))}
        </Section>
      ))}
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
  sections: [
    sourceSection({
      first: {
        source: "newsletter",
        medium: "email",
        campaign: "notary-network-launch",
        content: "hero-button",
        landing: "/solutions/notaries",
        lang: "en",
        at: "2026-11-20T09:12:44.000Z",
      },
      last: {
        referrer: "www.google.com",
        landing: "/remote-online-notarization/texas",
        lang: "en",
        at: "2026-11-23T13:58:10.000Z",
      },
    }),
    consentSection(
      { notice: { revision: "sha256-3f1c9a0be27d4c55", page: "/early-access", shownAt: "2026-11-23T14:03:51.000Z" } },
      false,
    ),
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
  sections = [],
  submittedAt,
  submissionId,
}: AdminNotificationProps): string {
  const linesOf = (list: SummaryRow[], indent = "") =>
    list.map(({ label, value }) =>
      value.includes("\n")
        ? `${indent}${label}:\n${value.replace(/^/gm, `${indent}  `)}`
        : `${indent}${label}: ${value}`,
    );
  const sectionLines = sections.flatMap((section) => [
    "",
    section.heading,
    ...section.groups.flatMap((group) =>
      group.title ? [`${group.title}:`, ...linesOf(group.rows, "  ")] : linesOf(group.rows),
    ),
  ]);
  return [
    `${brand}: new early-access signup (${role})`,
    `${name}, submitted ${submittedAt}`,
    "",
    ...linesOf(rows),
    `Submitted: ${submittedAt}`,
    ...sectionLines,
    "",
    `Submission ${submissionId}. Reply to this email to answer the applicant.`,
    "",
  ].join("\n");
}
