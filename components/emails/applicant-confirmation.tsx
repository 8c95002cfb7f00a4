import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export type ApplicantConfirmationProps = {
  brand: string;
  firstName: string;
  heading: string;
  body: string;
};

/**
 * To the applicant. It repeats nothing they typed except their first name: the address
 * is unverified, so the message must be useless to anyone sending it to someone else.
 */
export function ApplicantConfirmation({ brand, firstName, heading, body }: ApplicantConfirmationProps) {
  return (
    <EmailLayout
      preview={heading}
      brand={brand}
      footer={`You're receiving this because this address was entered on the ${brand} early-access page. If that wasn't you, ignore this email: we won't write again.`}
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "8px 0 16px" }}>
        {heading}
      </Heading>
      <Text style={{ fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" }}>Hi {firstName},</Text>
      <Text style={{ fontSize: "15px", lineHeight: "24px", margin: 0 }}>{body}</Text>
    </EmailLayout>
  );
}
