import { earlyAccessPath, LANGUAGE_INFO, langOf } from "@/lib/routing/paths";
import { choiceLabel, type ChoiceField } from "./choices";
import { DEFAULT_SIGNUP_COPY, type SignupCopy } from "./copy";
import type { Attribution, ConsentRecord, Touch } from "./record";
import type { Role, Submission } from "./schema";
import { stateName } from "./states";

export type SummaryRow = { label: string; value: string };
/** A part of the admin email after the fields: a heading, then groups of rows (each with its own title, if any). */
export type SummarySection = { heading: string; groups: { title?: string; rows: SummaryRow[] }[] };

const NOT_PROVIDED = "Not provided";
export const STATE_STATUS_SHOWN = "State RON status shown";
export const SITE_LANGUAGE = "Site language";

export const ROLE_NAMES: Record<Role, string> = { notary: "Notary", client: "Client", contact: "Contact us" };

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const orNone = (value: string | undefined) => (value && value !== "" ? value : NOT_PROVIDED);
const state = (code: string | undefined) => (code ? `${stateName(code)} (${code})` : NOT_PROVIDED);
const flags = (values: [boolean, string][]) =>
  values
    .filter(([on]) => on)
    .map(([, label]) => label)
    .join(", ") || "None";

/**
 * Every field of a submission with its label, in form order: the admin email's body.
 * Empty optional fields say "Not provided", so the admin sees what was left out. For a notary,
 * `stateStatusShown` (looked up on the server) follows the state of commission. A signup from
 * another language's wizard says so after the role ("Site language: Spanish (/es/acceso-anticipado)");
 * the admin email itself stays in English.
 */
export function summarizeSubmission(
  submission: Submission,
  copy: SignupCopy = DEFAULT_SIGNUP_COPY,
  stateStatusShown?: string,
): SummaryRow[] {
  const { labels, options } = copy;
  const choice = (field: ChoiceField, value: string | undefined) =>
    value ? choiceLabel(field, value, options) : NOT_PROVIDED;
  const rows: SummaryRow[] = [
    { label: "Role", value: ROLE_NAMES[submission.role] },
    ...siteLanguage(submission),
    { label: labels.firstName, value: submission.firstName },
    { label: labels.lastName, value: submission.lastName },
    { label: labels.email, value: submission.email },
    { label: labels.phone, value: orNone(submission.phone) },
    { label: labels.state, value: state(submission.state) },
  ];
  switch (submission.role) {
    case "notary":
      rows.push(
        { label: labels.commissionState, value: state(submission.commissionState) },
        ...(stateStatusShown ? [{ label: STATE_STATUS_SHOWN, value: stateStatusShown }] : []),
        { label: labels.experience, value: choice("experience", submission.experience) },
        { label: labels.certificateType, value: choice("certificateType", submission.certificateType) },
        {
          label: labels.notaryTypes,
          value: flags([
            [submission.notaryTypes.traditional, options.notaryTypes.traditional],
            [submission.notaryTypes.ron, options.notaryTypes.ron],
          ]),
        },
        { label: labels.priorityListing, value: yesNo(submission.priorityListing) },
      );
      break;
    case "client":
      rows.push(
        { label: labels.businessName, value: orNone(submission.businessName) },
        { label: labels.industry, value: choice("industry", submission.industry) },
        {
          label: labels.uses,
          value: flags([
            [submission.uses.re, options.uses.re],
            [submission.uses.legal, options.uses.legal],
            [submission.uses.business, options.uses.business],
            [submission.uses.personal, options.uses.personal],
          ]),
        },
        { label: labels.discountedEarlyAccess, value: yesNo(submission.discountedEarlyAccess) },
      );
      break;
    case "contact":
      rows.push(
        { label: labels.message, value: orNone(submission.message) },
        { label: labels.preferredContact, value: choice("preferredContact", submission.preferredContact) },
        { label: labels.urgency, value: choice("urgency", submission.urgency) },
        { label: labels.bestTime, value: choice("bestTime", submission.bestTime) },
      );
      break;
  }
  return rows;
}

/** The row naming a non-English wizard (none for English: the admin email is as it always was). */
function siteLanguage(submission: Submission): SummaryRow[] {
  const lang = langOf(submission.lang);
  return lang === "en"
    ? []
    : [{ label: SITE_LANGUAGE, value: `${LANGUAGE_INFO[lang].title} (${earlyAccessPath(lang)})` }];
}

/** "2026-11-22 08:16:57 UTC" */
export function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

const NONE = "None";

function touchRows(touch: Touch): SummaryRow[] {
  return [
    { label: "Campaign", value: touch.campaign ?? NONE },
    { label: "Source", value: touch.source ?? NONE },
    { label: "Medium", value: touch.medium ?? NONE },
    { label: "Term", value: touch.term ?? NONE },
    { label: "Content", value: touch.content ?? NONE },
    { label: "Referrer", value: touch.referrer ?? "None (a direct visit, or the referring site sent none)" },
    { label: "Landing page", value: touch.landing },
    { label: "Language", value: LANGUAGE_INFO[langOf(touch.lang)].title },
    { label: "Time", value: formatTime(new Date(touch.at)) },
  ];
}

const sameTouch = (a: Touch, b: Touch) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The admin email's "Source": where the person came from, first touch (within 90 days) and last
 * touch (the latest visit with a campaign or a referrer), as the browser recorded them and the
 * server cleaned them. One group when both are the same visit.
 */
export function sourceSection(attribution: Attribution | undefined): SummarySection {
  const { first, last } = attribution ?? {};
  const groups =
    first && last && sameTouch(first, last)
      ? [{ title: "First and last touch", rows: touchRows(first) }]
      : [
          ...(first ? [{ title: "First touch", rows: touchRows(first) }] : []),
          ...(last ? [{ title: "Last touch", rows: touchRows(last) }] : []),
        ];
  return {
    heading: "Source",
    groups: groups.length
      ? groups
      : [
          {
            rows: [
              { label: "Not recorded", value: "the browser kept no record of the visit (storage off or cleared)" },
            ],
          },
        ],
  };
}

/**
 * The admin email's "Consent": the notice at collection the person saw (its content revision,
 * the page, when), and whether they agreed to calls and texts, with the exact words they ticked.
 * Without that consent it says not to call or text, and to reply by email when `askedForCallOrText`
 * (a call or a text was asked for: lib/signup/consent.ts's `callOrTextWithoutConsent`).
 */
export function consentSection(consent: ConsentRecord | undefined, askedForCallOrText: boolean): SummarySection {
  const { notice, phone } = consent ?? {};
  const rows: SummaryRow[] = notice
    ? [
        { label: "Notice at collection", value: `revision ${notice.revision}` },
        { label: "Shown on", value: notice.page },
        { label: "Shown at", value: formatTime(new Date(notice.shownAt)) },
      ]
    : [{ label: "Notice at collection", value: "Not recorded" }];
  if (phone) {
    rows.push(
      { label: "Calls and texts", value: `Consent given (revision ${phone.revision})` },
      { label: "Consent text", value: phone.text },
    );
  } else {
    rows.push({
      label: "Calls and texts",
      value: askedForCallOrText
        ? "No consent: do not call or text; reply by email only"
        : "No consent: do not call or text",
    });
  }
  return { heading: "Consent", groups: [{ rows }] };
}
