import { RocketIcon } from "@sanity/icons/Rocket";
import { languageField } from "../objects/translated-document";
import { defineField, defineType, type FieldDefinition } from "sanity";
import { COMPANY_PLACEHOLDER, PRIVACY_HREF_PATTERN, PRIVACY_LINK_PLACEHOLDER } from "@/lib/signup/copy";

/** A required single-line text field (labels, buttons, headings). */
const line = (name: string, title: string, max = 60): FieldDefinition =>
  defineField({ name, title, type: "string", validation: (rule) => rule.required().max(max) });

/** A group of labelled options, one field per option value. */
const optionGroup = (name: string, title: string, options: [name: string, title: string][]): FieldDefinition =>
  defineField({
    name,
    title,
    type: "object",
    options: { collapsible: true, collapsed: true },
    fields: options.map(([optionName, optionTitle]) => line(optionName, optionTitle, 60)),
    validation: (rule) => rule.required(),
  });

/** A short text with exactly one {privacyLink}, where the link to the privacy notice goes. */
const withPrivacyLink = (name: string, title: string, description: string): FieldDefinition =>
  defineField({
    name,
    title,
    type: "text",
    rows: 3,
    description: `${description} ${PRIVACY_LINK_PLACEHOLDER} becomes the link to the privacy notice.`,
    validation: (rule) =>
      rule
        .required()
        .max(300)
        .custom((value) =>
          typeof value !== "string" || value.split(PRIVACY_LINK_PLACEHOLDER).length === 2
            ? true
            : `Include ${PRIVACY_LINK_PLACEHOLDER} once, where the link to the privacy notice goes`,
        ),
  });

/** A state message: {state} becomes the state's name (required unless `withState` is false). */
const stateText = (name: string, title: string, description: string, withState = true): FieldDefinition =>
  defineField({
    name,
    title,
    type: "text",
    rows: 2,
    description: `${description}${withState ? " {state} becomes the state's name." : ""}`.trim(),
    validation: (rule) =>
      rule
        .required()
        .max(300)
        .custom((value) =>
          !withState || typeof value !== "string" || value.includes("{state}")
            ? true
            : "Include {state}, where the state's name goes",
        ),
  });

const section = (name: string, title: string, fields: FieldDefinition[], group: string): FieldDefinition =>
  defineField({ name, title, type: "object", group, fields, validation: (rule) => rule.required() });

/**
 * The early-access wizard's copy: role choice, the three forms, the security check,
 * and the thank-you screen. Every text is required; the site falls back to the bundled copy
 * (lib/signup/copy.ts) for anything missing, e.g. before the document is first published.
 */
export const earlyAccessPage = defineType({
  name: "earlyAccessPage",
  title: "Early-access page",
  type: "document",
  icon: RocketIcon,
  groups: [
    { name: "choice", title: "Role choice", default: true },
    { name: "form", title: "Forms" },
    { name: "thankYou", title: "Thank you" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "choice", validation: (rule) => rule.required().max(80) }),
    section(
      "steps",
      "Progress steps",
      [
        line("choose", "Step 1: role choice", 40),
        line("details", "Step 2: the form", 40),
        line("done", "Step 3: thank you", 40),
        line("progressLabel", "Progress label (for screen readers)", 40),
      ],
      "choice",
    ),
    section(
      "choice",
      "Role choice",
      [
        line("eyebrow", "Eyebrow", 60),
        line("heading", "Heading", 80),
        defineField({
          name: "intro",
          title: "Introduction",
          type: "text",
          rows: 3,
          validation: (rule) => rule.required().max(400),
        }),
      ],
      "choice",
    ),
    section(
      "roles",
      "Roles",
      [
        defineField({ name: "notary", type: "signupRoleCopy", validation: (rule) => rule.required() }),
        defineField({ name: "client", type: "signupRoleCopy", validation: (rule) => rule.required() }),
        defineField({
          name: "contact",
          title: "Contact us",
          type: "signupRoleCopy",
          validation: (rule) => rule.required(),
        }),
      ],
      "choice",
    ),
    section(
      "labels",
      "Field labels",
      [
        line("firstName", "First name"),
        line("lastName", "Last name"),
        line("email", "Email"),
        line("phone", "Phone"),
        line("state", "State"),
        line("commissionState", "State of commission"),
        line("experience", "Experience"),
        line("certificateType", "Certificate type"),
        line("notaryTypes", "Notary type (group)"),
        line("priorityListing", "Priority listing", 120),
        line("businessName", "Business name"),
        line("industry", "Industry"),
        line("uses", "Expected use (group)"),
        line("discountedEarlyAccess", "Discounted early access", 120),
        line("message", "Message"),
        line("preferredContact", "Preferred contact method"),
        line("urgency", "Urgency"),
        line("bestTime", "Best time to contact"),
        line("optional", "Marker for optional fields", 20),
        line("selectPlaceholder", "Empty choice in drop-downs", 40),
      ],
      "form",
    ),
    section(
      "options",
      "Option labels",
      [
        optionGroup("experience", "Experience", [
          ["new", "New"],
          ["oneToThree", "1–3 years"],
          ["moreThanThree", "More than 3 years"],
        ]),
        optionGroup("certificateType", "Certificate type", [
          ["identrust", "IdenTrust"],
          ["other", "Other"],
        ]),
        optionGroup("notaryTypes", "Notary type", [
          ["traditional", "Traditional"],
          ["ron", "RON"],
        ]),
        optionGroup("industry", "Industry", [
          ["attorney", "Attorney"],
          ["titleEscrow", "Title / escrow"],
          ["lender", "Lender"],
          ["business", "Business"],
          ["individual", "Individual"],
        ]),
        optionGroup("uses", "Expected use", [
          ["re", "Real estate"],
          ["legal", "Legal"],
          ["business", "Business"],
          ["personal", "Personal"],
        ]),
        optionGroup("preferredContact", "Preferred contact method", [
          ["email", "Email"],
          ["phone", "Phone"],
          ["text", "Text"],
          ["any", "Any"],
        ]),
        optionGroup("urgency", "Urgency", [
          ["low", "Low"],
          ["medium", "Medium"],
          ["high", "High"],
          ["asap", "As soon as possible"],
        ]),
        optionGroup("bestTime", "Best time", [
          ["morning", "Morning (9 AM–12 PM)"],
          ["afternoon", "Afternoon (12 PM–5 PM)"],
          ["evening", "Evening (5 PM–8 PM)"],
          ["anytime", "Anytime"],
        ]),
      ],
      "form",
    ),
    section(
      "form",
      "Form texts",
      [
        line("backLabel", "Back button", 30),
        line("requiredNote", "Required-fields note", 120),
        line("submittingLabel", "Submit button while sending", 30),
        line("gatingHint", "Why the button is disabled", 200),
        line("challengeLabel", "Security check heading", 60),
        line("challengeLoading", "Security check: loading", 120),
        line("challengeVerifying", "Security check: running", 120),
        line("challengeSlow", "Security check: taking longer than usual", 200),
        line("challengeVerified", "Security check: done", 120),
        line("challengeExpired", "Security check: expired", 120),
        line("challengeFailed", "Security check: failed", 200),
        line("retryChallengeLabel", "Security check: retry button", 30),
        withPrivacyLink(
          "collectionNotice",
          "Notice at collection",
          "Shown above each form's submit button: what the details are used for (California's CCPA asks for it where data is collected).",
        ),
        line("privacyLinkLabel", "Privacy notice: link text", 60),
        defineField({
          name: "privacyHref",
          title: "Privacy notice: address",
          type: "string",
          description:
            "A path on this site such as /privacy, or a full https:// address. On the forms it opens in a new tab, so nothing typed is lost.",
          initialValue: "/privacy",
          validation: (rule) => rule.required().regex(PRIVACY_HREF_PATTERN, { name: "path or https address" }),
        }),
        line("newTabLabel", "Privacy notice: said to screen readers after the link", 60),
        withPrivacyLink(
          "confirmationPrivacyNote",
          "Confirmation email: privacy line",
          "The line of the applicant's confirmation email that points to the privacy notice.",
        ),
        defineField({
          name: "phoneConsent",
          title: "Consent to calls and texts (legal wording: for counsel)",
          type: "text",
          rows: 4,
          description: `Legal wording, for counsel to review in each language. The box beside it appears on the Contact us form only when the chosen contact method includes a call or a text, and is never ticked in advance; the team calls or texts only people who ticked it. One-to-one consent: it must name the one company that will call or text, ${COMPANY_PLACEHOLDER} (the brand's company name). Its exact words as shown are recorded with each signup that ticks it, so a change applies to signups from then on.`,
          validation: (rule) =>
            rule
              .required()
              .max(600)
              .custom((value) =>
                typeof value !== "string" || value.includes(COMPANY_PLACEHOLDER)
                  ? true
                  : `Include ${COMPANY_PLACEHOLDER}, where the company's name goes: the consent must name it`,
              ),
        }),
        defineField({
          name: "phoneConsentNeedsCounselReview",
          title: "Consent to calls and texts: needs review by counsel",
          type: "boolean",
          initialValue: true,
          description:
            "Legal wording: Studio warns until counsel has reviewed it in each language and this is cleared.",
          validation: (rule) =>
            rule
              .custom((value) =>
                value
                  ? "Consent to calls and texts: have counsel review its wording, then clear “needs review by counsel”."
                  : true,
              )
              .warning(),
        }),
      ],
      "form",
    ),
    section(
      "stateStatus",
      "State of commission messages",
      [
        stateText(
          "prompt",
          "Before a state is chosen",
          "Shown under the notary form's State of commission until a state is chosen.",
          false,
        ),
        stateText("permanent", "Permanent law in force", "Followed by the list of what a notary needs there."),
        stateText("enacted", "Law passed, not yet in force", "{date} becomes the date the law takes effect."),
        stateText("temporary", "Temporary or emergency only", ""),
        stateText("ipen", "In-person electronic only", ""),
        stateText("none", "Not authorized", ""),
        line("dateUnknown", "Said for {date} when no effective date is recorded", 60),
        line("needsIntro", "Before the list of requirements (statuses other than permanent)", 80),
        line("training", "Requirement: training", 120),
        line("trainingHours", "Requirement: training with hours ({hours})", 120),
        line("exam", "Requirement: exam", 120),
        line("certificate", "Requirement: electronic seal and certificate", 120),
        line("eo", "Requirement: E&O insurance ({amount})", 120),
        line("bond", "Requirement: bond ({amount})", 120),
        line("registration", "Requirement: registration", 120),
        line("registrationFee", "Requirement: registration with fee ({amount})", 120),
        stateText("notRecorded", "Permanent law, but no requirements recorded", ""),
        line("draftNote", "Note while a state's data is not yet verified", 200),
        line("pageLink", "Link to the state's page ({state})", 100),
        line("emailHeading", "Confirmation email: heading of the state section ({state})", 80),
      ],
      "form",
    ),
    section(
      "thankYou",
      "Thank-you screen",
      [
        line("heading", "Heading", 80),
        defineField({ name: "body", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
        line("contactHeading", "Heading after Contact us", 80),
        defineField({
          name: "contactBody",
          title: "Text after Contact us",
          type: "text",
          rows: 3,
          description:
            "Promise the response time here (within 24 hours on business days). Shown when the person chose email (or no contact method), or agreed to calls and texts.",
          validation: (rule) => rule.required().max(400),
        }),
        defineField({
          name: "contactBodyByEmail",
          title: "Text after Contact us, when the answer can only be an email",
          type: "text",
          rows: 3,
          description:
            "Shown instead when the person chose a call, a text or any method but did not tick the consent to calls and texts: say the answer comes by email, and promise no call or text.",
          validation: (rule) => rule.required().max(400),
        }),
        line("shareLabel", "Share button", 40),
        line("shareSubject", "Share email: subject", 120),
        defineField({
          name: "shareBody",
          title: "Share email: text",
          type: "text",
          rows: 3,
          description: "{url} becomes the early-access page's address.",
          validation: (rule) => rule.required().max(600),
        }),
        line("homeLabel", "Back to Home button", 40),
      ],
      "thankYou",
    ),
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: title || "Early-access page" }) },
});
