import { Heading, Text } from "@react-email/components";
import type { Lang } from "@/lib/routing/paths";
import { splitAtPrivacyLink } from "@/lib/signup/copy";
import type { StateEmailSection } from "@/lib/signup/state-status";
import { EmailLayout } from "./email-layout";

/** The line pointing to the privacy notice: its text ({privacyLink} marks where it is named), its name and absolute address. */
export type PrivacyLine = { note: string; label: string; url: string };

export type ApplicantConfirmationProps = {
  /** The email's language (`<html lang>`); every text below is in it (lib/signup/email-text.ts). */
  lang: Lang;
  brand: string;
  heading: string;
  /** What was asked for, said of "someone": the address is not verified. */
  request: string;
  /** "If this was you:" */
  ifYouLabel: string;
  /** What happens next if it was them. */
  ifYou: string;
  /** "If this wasn't you:" */
  ifNotYouLabel: string;
  /** What to do if it was not them. */
  ifNotYou: string;
  /** Why they got it, and that at most one such email goes to an address per window (in words). */
  footer: string;
  privacy: PrivacyLine;
  /** A notary's state of commission: its RON status and what they will need there (from content, never typed text). */
  state?: StateEmailSection;
};

const paragraph = { fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" };

/**
 * To the applicant. It repeats nothing anyone typed, not even a name: the address is
 * unverified, so whoever enters someone else's address must not be able to put words in
 * our mouth. It says plainly that someone used this address on our site, what to do if it
 * was not them, and promises only what the code keeps: at most one such email per address
 * per window (lib/signup/recipient-limit.ts). It ends with where our privacy notice is.
 */
export function ApplicantConfirmation({
  lang,
  brand,
  heading,
  request,
  ifYouLabel,
  ifYou,
  ifNotYouLabel,
  ifNotYou,
  footer,
  privacy,
  state,
}: ApplicantConfirmationProps) {
  const { before, after } = splitAtPrivacyLink(privacy.note);
  return (
    <EmailLayout lang={lang} preview={heading} brand={brand} footer={footer}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "8px 0 16px" }}>
        {heading}
      </Heading>
      <Text style={paragraph}>{request}</Text>
      <Text style={paragraph}>
        <strong>{ifYouLabel}</strong> {ifYou}
      </Text>
      <Text style={paragraph}>
        <strong>{ifNotYouLabel}</strong> {ifNotYou}
      </Text>
      {state ? <StateSection state={state} /> : null}
      {/* The address is written out, not an <a>: this email carries no markup links at all (mail clients link the address themselves). */}
      <Text style={{ ...paragraph, margin: 0 }}>{`${before}${privacy.label} (${privacy.url})${after}`}</Text>
    </EmailLayout>
  );
}

/** Sample props for React Email's preview (`npm run email`): the confirmation to a notary commissioned in Texas, with the bundled copy. */
ApplicantConfirmation.PreviewProps = {
  lang: "en",
  brand: "Notavo",
  heading: "Early-access request received",
  request:
    "Someone asked to join the Notavo notary network's early-access list on our website and gave this email address.",
  ifYouLabel: "If this was you:",
  ifYou:
    "thank you. There is nothing else to do: we'll let you know at this address as soon as the notary network opens.",
  ifNotYouLabel: "If this wasn't you:",
  ifNotYou:
    "someone else typed your address. You don't need to do anything: ignore this email. Nothing in it was written by them.",
  footer:
    "You're receiving this because this address was entered on the Notavo early-access page. We send at most one of these confirmations to an address in a day.",
  privacy: {
    note: "Read our {privacyLink} to see what we keep from the early-access page, for how long, and how to use your privacy rights.",
    label: "privacy notice",
    url: "https://www.notavo.com/privacy",
  },
  state: {
    heading: "Remote notarization in Texas",
    status: "Status: Permanent law in force (effective July 1, 2018).",
    needsIntro: "What you'll need:",
    needs: [
      "An electronic seal and an X.509 digital certificate",
      "A surety bond of $10,000",
      "Registration as a remote notary with your commissioning authority",
    ],
    notRecorded: null,
    draftNote: "Our state details are a first draft: please confirm them with your commissioning authority.",
  },
} satisfies ApplicantConfirmationProps;

export default ApplicantConfirmation;

/** The notary's state: heading, status, the recorded requirements as a list. */
function StateSection({ state }: { state: StateEmailSection }) {
  return (
    <>
      <Heading as="h2" style={{ fontSize: "17px", margin: "20px 0 8px" }}>
        {state.heading}
      </Heading>
      <Text style={paragraph}>{state.status}</Text>
      {state.needsIntro ? <Text style={{ ...paragraph, margin: "0 0 4px" }}>{state.needsIntro}</Text> : null}
      {state.needs.length > 0 ? (
        <ul style={{ ...paragraph, paddingLeft: "20px" }}>
          {state.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      ) : null}
      {state.notRecorded ? <Text style={paragraph}>{state.notRecorded}</Text> : null}
      {state.draftNote ? <Text style={{ ...paragraph, color: "#475569" }}>{state.draftNote}</Text> : null}
    </>
  );
}
