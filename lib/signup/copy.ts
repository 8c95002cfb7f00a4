import type { EarlyAccessPageQueryResult } from "@/lib/sanity/sanity.types";

/** Every text of the wizard, as the early-access page query returns it. */
export type SignupCopy = Omit<
  NonNullable<EarlyAccessPageQueryResult>,
  "_id" | "_updatedAt" | "title" | "seo" | "language" | "translations"
>;

/**
 * The bundled copy: the same texts as `content/early-access.ndjson` (a test keeps them
 * equal). The wizard falls back to these for anything the content lacks, so it works
 * before the document is published in a hosted project, or with a half-filled draft.
 */
export const DEFAULT_SIGNUP_COPY: SignupCopy = {
  steps: { choose: "Choose your role", details: "Your details", done: "Done", progressLabel: "Signup progress" },
  choice: {
    eyebrow: "Early access",
    heading: "Join the early-access list",
    intro: "Tell us who you are and we'll tailor your invitation. It takes about a minute.",
  },
  roles: {
    notary: {
      label: "I'm a notary",
      description: "Traditional and remote notaries who want RON assignments and a priority listing.",
      formHeading: "Early access for notaries",
      formIntro: "Tell us about your commission and we'll reserve your place in the notary network.",
      submitLabel: "Get Early Access",
    },
    client: {
      label: "I need documents notarized",
      description: "Attorneys, title and escrow teams, lenders, businesses and individuals.",
      formHeading: "Early access for clients",
      formIntro: "Tell us how you'd use online notarization and we'll invite you as soon as we open.",
      submitLabel: "Get Early Access",
    },
    contact: {
      label: "Contact us",
      description: "Questions, partnerships or API access: talk to our team.",
      formHeading: "Contact us",
      formIntro: "Send us a message and we'll reply within 24 hours on business days.",
      submitLabel: "Send Message",
    },
  },
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    state: "State",
    commissionState: "State of commission",
    experience: "Notary experience",
    certificateType: "X.509 certificate type",
    notaryTypes: "Notary type",
    priorityListing: "I'd like a priority listing when the notary network opens",
    businessName: "Business name",
    industry: "Industry",
    uses: "Expected use",
    discountedEarlyAccess: "I'm interested in discounted early-access pricing",
    message: "Message",
    preferredContact: "Preferred contact method",
    urgency: "Urgency",
    bestTime: "Best time to contact you",
    optional: "(optional)",
    selectPlaceholder: "Select…",
  },
  options: {
    experience: { new: "New notary", oneToThree: "1–3 years", moreThanThree: "More than 3 years" },
    certificateType: { identrust: "IdenTrust", other: "Other provider" },
    notaryTypes: { traditional: "Traditional notary", ron: "Remote online notary (RON)" },
    industry: {
      attorney: "Attorney / law firm",
      titleEscrow: "Title / escrow",
      lender: "Lender",
      business: "Business",
      individual: "Individual",
    },
    uses: { re: "Real estate", legal: "Legal", business: "Business", personal: "Personal" },
    preferredContact: { email: "Email", phone: "Phone call", text: "Text message", any: "Any" },
    urgency: { low: "Low", medium: "Medium", high: "High", asap: "As soon as possible" },
    bestTime: {
      morning: "Morning (9 AM–12 PM)",
      afternoon: "Afternoon (12 PM–5 PM)",
      evening: "Evening (5 PM–8 PM)",
      anytime: "Anytime",
    },
  },
  form: {
    backLabel: "Back",
    requiredNote: "Fields marked with * are required.",
    submittingLabel: "Sending…",
    gatingHint: "Enter your first name, last name and email, and let the security check finish.",
    challengeLabel: "Security check",
    challengeLoading: "Loading the security check…",
    challengeVerifying: "Checking that you're a person, not a bot…",
    challengeSlow:
      "The security check is taking longer than usual on this device. It is still working: you can keep filling in the form.",
    challengeVerified: "Security check complete.",
    challengeExpired: "The security check expired. Checking again…",
    challengeFailed: "The security check could not finish.",
    retryChallengeLabel: "Try again",
    collectionNotice:
      "We use these details only to reply to you and to set up your early access. We don't sell them or share them for advertising. Read our {privacyLink}.",
    privacyLinkLabel: "privacy notice",
    privacyHref: "/privacy",
    newTabLabel: "(opens in a new tab)",
    confirmationPrivacyNote:
      "Read our {privacyLink} to see what we keep from the early-access page, for how long, and how to use your privacy rights.",
    phoneConsent:
      "I agree that {company} may call me or text me at the phone number I entered about my message, including with automated technology. Agreeing is not a condition of any purchase. Message and data rates may apply; reply STOP to stop texts.",
  },
  stateStatus: {
    prompt: "Choose your state of commission to see whether it allows remote online notarization and what you'll need.",
    permanent: "{state} authorizes remote online notarization. Here is what you'll need:",
    enacted: "{state} has passed a RON law that takes effect {date}. Sign up now and we'll tell you when it opens.",
    temporary:
      "{state} allows remote online notarization only under temporary or emergency rules so far. Sign up and we'll tell you when a permanent law opens it.",
    ipen: "{state} allows only in-person electronic notarization so far. Sign up and we'll tell you when your state opens.",
    none: "{state} does not authorize remote online notarization yet. Sign up and we'll tell you when your state opens.",
    dateUnknown: "on a date not yet set",
    needsIntro: "What you'll need:",
    training: "RON training",
    trainingHours: "RON training ({hours} hours)",
    exam: "An exam",
    certificate: "An electronic seal and an X.509 digital certificate",
    eo: "E&O insurance of at least {amount}",
    bond: "A surety bond of {amount}",
    registration: "Registration as a remote notary with your commissioning authority",
    registrationFee: "Registration as a remote notary with your commissioning authority ({amount} fee)",
    notRecorded: "We haven't recorded {state}'s requirements yet: your commissioning authority lists them.",
    draftNote: "Our state details are a first draft: please confirm them with your commissioning authority.",
    pageLink: "Remote online notarization in {state}: the law and what a notary needs",
    emailHeading: "Remote notarization in {state}",
  },
  thankYou: {
    heading: "You're on the list!",
    body: "Thanks for signing up. We'll email you as soon as early access opens.",
    contactHeading: "Message sent",
    contactBody: "Thanks for reaching out. We'll respond within 24 hours on business days.",
    contactBodyByEmail: "Thanks for reaching out. We'll reply by email within 24 hours on business days.",
    shareLabel: "Share via Email",
    shareSubject: "Early access to online notarization",
    shareBody: "I just signed up for early access to remote online notarization. You can join here: {url}",
    homeLabel: "Back to Home",
  },
};

/** The shape content may have: anything can be missing or null (an unpublished or partial document). */
export type PartialCopy<T> = T extends string
  ? string | null | undefined
  : { [K in keyof T]?: PartialCopy<T[K]> | null };

/** Content over the defaults, field by field: missing, null or blank texts take the default. */
export function withDefaults<T extends object>(defaults: T, value: PartialCopy<T> | null | undefined): T {
  const result = {} as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const given = (value as Record<string, unknown> | null | undefined)?.[key];
    if (typeof fallback === "string") {
      result[key] = typeof given === "string" && given.trim() !== "" ? given : fallback;
    } else {
      result[key] = withDefaults(fallback as object, given as PartialCopy<object>);
    }
  }
  return result as T;
}

/** Where the company's name goes in the consent to calls and texts (the brand's company name). */
export const COMPANY_PLACEHOLDER = "{company}";

/** Where the link to the privacy notice goes in the notice at collection and the confirmation email's privacy line. */
export const PRIVACY_LINK_PLACEHOLDER = "{privacyLink}";

/** A path on this site (never `//host`, which leaves it) or an https address. */
export const PRIVACY_HREF_PATTERN = /^(\/(?![/\\])|https:\/\/)/;

/** The privacy notice's address from content, or the default when it is neither a path on this site nor an https address. */
export function privacyHref(href: string): string {
  return PRIVACY_HREF_PATTERN.test(href.trim()) ? href.trim() : DEFAULT_SIGNUP_COPY.form.privacyHref;
}

/** The words before and after the privacy link; without its placeholder the link follows the text. */
export function splitAtPrivacyLink(text: string): { before: string; after: string } {
  const at = text.indexOf(PRIVACY_LINK_PLACEHOLDER);
  if (at === -1) return { before: `${text.trimEnd()} `, after: "" };
  return {
    before: text.slice(0, at),
    after: text.slice(at + PRIVACY_LINK_PLACEHOLDER.length).replaceAll(PRIVACY_LINK_PLACEHOLDER, ""),
  };
}

/** The mail link of the thank-you screen: prefilled subject and body ({url} → the page address). */
export function shareMailto(copy: Pick<SignupCopy["thankYou"], "shareSubject" | "shareBody">, url: string): string {
  const body = copy.shareBody.replaceAll("{url}", url);
  return `mailto:?subject=${encodeURIComponent(copy.shareSubject)}&body=${encodeURIComponent(body)}`;
}
