import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export type ApplicantConfirmationProps = {
  brand: string;
  heading: string;
  /** What was asked for, said of "someone": the address is not verified. */
  request: string;
  /** What happens next if it was them. */
  ifYou: string;
  /** The recipient window in words, e.g. "a day". */
  window: string;
};

const paragraph = { fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" };

/**
 * To the applicant. It repeats nothing anyone typed, not even a name: the address is
 * unverified, so whoever enters someone else's address must not be able to put words in
 * our mouth. It says plainly that someone used this address on our site, what to do if it
 * was not them, and promises only what the code keeps: at most one such email per address
 * per window (lib/signup/recipient-limit.ts).
 */
export function ApplicantConfirmation({ brand, heading, request, ifYou, window }: ApplicantConfirmationProps) {
  return (
    <EmailLayout
      preview={heading}
      brand={brand}
      footer={`You're receiving this because this address was entered on the ${brand} early-access page. We send at most one of these confirmations to an address in ${window}.`}
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "8px 0 16px" }}>
        {heading}
      </Heading>
      <Text style={paragraph}>{request}</Text>
      <Text style={paragraph}>
        <strong>If this was you:</strong> {ifYou}
      </Text>
      <Text style={{ ...paragraph, margin: 0 }}>
        <strong>If this wasn&apos;t you:</strong> someone else typed your address. You don&apos;t need to do anything: ignore this email.
        Nothing in it was written by them.
      </Text>
    </EmailLayout>
  );
}
