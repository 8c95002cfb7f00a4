import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { ClockIcon } from "@sanity/icons/Clock";
import { CloseCircleIcon } from "@sanity/icons/CloseCircle";
import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { UsersIcon } from "@sanity/icons/Users";
import { WarningOutlineIcon } from "@sanity/icons/WarningOutline";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { longFormTextMember, noEmptyHeading } from "../../blocks/long-form/schema";
import {
  isRonStatus,
  RON_STATUS_LABELS,
  RON_STATUSES,
  ronStatusLabel,
  STATUSES_WITH_EFFECTIVE_DATE,
  STATUSES_WITH_LAW,
  type RonStatus,
} from "../../lib/states/status";
import { STATE_CODES, stateName } from "../../lib/signup/states";
import { sourcedFactField } from "../objects/sourced-fact";

const API_VERSION = "2025-01-01";

/** The fields whose change means the facts were looked up again, with the words the message uses. */
export const VERIFIED_FIELDS = {
  status: "the status",
  effectiveDate: "the effective date",
  citation: "the citation",
  facts: "the facts",
  sourceUrl: "the source link",
} as const;

type VerifiedField = keyof typeof VERIFIED_FIELDS;

/** The stored shape of the fields the last-verified rule compares (any document-like value will do). */
export type VerifiedFacts = Partial<Record<VerifiedField | "lastVerified", unknown>>;

/** "drafts.ronState-tx" and "versions.<release>.ronState-tx" → "ronState-tx". */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

/** A value with empty strings, nulls, empty objects and Studio's `_type`/`_key` bookkeeping left out, keys sorted. */
function normalized(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return undefined;
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key !== "_type" && key !== "_key")
    .map(([key, item]) => [key, normalized(item)] as const)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** The substantive fields in which `edited` differs from `published`, in the schema's order. */
export function changedVerifiedFields(edited: VerifiedFacts, published: VerifiedFacts): VerifiedField[] {
  return (Object.keys(VERIFIED_FIELDS) as VerifiedField[]).filter(
    (field) =>
      JSON.stringify(normalized(edited[field]) ?? null) !== JSON.stringify(normalized(published[field]) ?? null),
  );
}

const joined = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

/**
 * The "last verified" rule: a document whose facts differ from its published version needs a
 * Last verified date later than the published one. No published version: nothing to compare.
 */
export function lastVerifiedProblem(
  lastVerified: string | undefined,
  edited: VerifiedFacts,
  published: VerifiedFacts | null,
): string | true {
  if (!lastVerified || !published) return true;
  const changed = changedVerifiedFields(edited, published);
  if (changed.length === 0) return true;
  const before = typeof published.lastVerified === "string" ? published.lastVerified : undefined;
  if (before !== undefined && lastVerified > before) return true;
  return `Update Last verified: you changed ${joined(changed.map((field) => VERIFIED_FIELDS[field]))}${before ? `, so set a date after ${before}, when it was last verified` : ""}.`;
}

/** The async rule Studio runs: reads the published version of the edited document and applies lastVerifiedProblem. */
export async function lastVerifiedRule(
  value: string | undefined,
  context: Pick<ValidationContext, "document" | "getClient">,
): Promise<string | true> {
  const document = context.document;
  if (!value || !document?._id) return true;
  const id = publishedId(document._id);
  if (id === document._id) return true;
  const client = context.getClient({ apiVersion: API_VERSION });
  const published = await client.fetch<VerifiedFacts | null>(
    `*[_id == $id][0]{status, effectiveDate, citation, facts, sourceUrl, lastVerified}`,
    { id },
  );
  return lastVerifiedProblem(value, document as VerifiedFacts, published);
}

/** A state's code must be one of the fifty and used by no other state document (its own draft and versions aside). */
export async function codeRule(
  value: string | undefined,
  context: Pick<ValidationContext, "document" | "getClient">,
): Promise<string | true> {
  if (!value) return true;
  if (!(STATE_CODES as readonly string[]).includes(value))
    return `"${value}" is not one of the fifty states' two-letter codes`;
  const own = publishedId(context.document?._id ?? "");
  const client = context.getClient({ apiVersion: API_VERSION });
  const ids = await client.fetch<string[]>(`*[_type == "ronState" && code == $code]._id`, { code: value });
  const others = [...new Set(ids.map(publishedId))].filter((id) => id !== own);
  return others.length === 0 ? true : `Another state document (${others.join(", ")}) already has the code ${value}`;
}

const statusOf = (context: ValidationContext): RonStatus | undefined => {
  const status = (context.document as { status?: unknown } | undefined)?.status;
  return isRonStatus(status) ? status : undefined;
};

const STATUS_ICONS: Record<RonStatus, typeof EarthAmericasIcon> = {
  permanent: CheckmarkCircleIcon,
  enacted: ClockIcon,
  temporary: WarningOutlineIcon,
  ipen: UsersIcon,
  none: CloseCircleIcon,
};

/** One question of a state page's FAQ (its answer is short formatted text, as the FAQ block's). */
const stateQuestion = defineArrayMember({
  type: "object",
  name: "stateQuestion",
  title: "Question",
  fields: [
    defineField({ name: "question", type: "string", validation: (rule) => rule.required().max(140) }),
    defineField({ name: "answer", type: "richText", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "question" } },
});

/**
 * The state page's own prose, optional, in one language: a text under the facts and a list of
 * questions (also the page's FAQPage structured data). Without them the page shows the facts alone.
 */
const proseFields = (language: string) => [
  defineField({
    name: "body",
    title: "Text for the state page",
    type: "array",
    of: [longFormTextMember],
    description: `Optional, in ${language}: what the law means for signers and notaries in this state, shown on the state's page under the facts. Headings, lists and links as in a long-form text.`,
    validation: (rule) => rule.custom(noEmptyHeading),
  }),
  defineField({
    name: "faq",
    title: "Questions and answers",
    type: "array",
    of: [stateQuestion],
    description: `Optional, in ${language}: shown on the state's page after the text, and given to search engines as an FAQ.`,
    validation: (rule) => rule.max(12),
  }),
];

/**
 * Where a notary can perform remote online notarization: one document per state, with the law,
 * what a notary needs, a source and the date an editor last checked it against that source.
 */
export const ronState = defineType({
  name: "ronState",
  title: "State RON coverage",
  type: "document",
  icon: EarthAmericasIcon,
  fields: [
    defineField({
      name: "code",
      title: "State",
      type: "string",
      description: "The state's two-letter postal code. One document per state.",
      options: { list: STATE_CODES.map((code) => ({ title: `${code} — ${stateName(code)}`, value: code })) },
      validation: (rule) => rule.required().custom(codeRule),
    }),
    defineField({
      name: "name",
      type: "string",
      description: "As the site shows it, e.g. Texas.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "es",
      title: "Spanish",
      type: "object",
      description:
        "The state's name, note, page text and questions on the Spanish site. The name and note fall back to the English ones while empty; the Spanish page shows no text or questions until they are written here.",
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: "name",
          type: "string",
          description: "e.g. Nueva York.",
          validation: (rule) => rule.max(40),
        }),
        defineField({ name: "note", type: "text", rows: 3, validation: (rule) => rule.max(500) }),
        ...proseFields("Spanish"),
      ],
    }),
    defineField({
      name: "status",
      title: "RON status",
      type: "string",
      options: { list: RON_STATUSES.map((value) => ({ title: RON_STATUS_LABELS[value], value })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "effectiveDate",
      type: "date",
      description: "When the law took effect, or takes effect. Required for a permanent or a passed law.",
      validation: (rule) =>
        rule.custom((value, context) => {
          const status = statusOf(context);
          return !value && status && STATUSES_WITH_EFFECTIVE_DATE.includes(status)
            ? `An effective date is required when the status is “${RON_STATUS_LABELS[status]}”`
            : true;
        }),
    }),
    defineField({
      name: "citation",
      type: "string",
      description:
        "The statute or rule, e.g. Tex. Gov't Code ch. 406, subch. C. Required when the status rests on a law or order.",
      validation: (rule) =>
        rule.max(200).custom((value, context) => {
          const status = statusOf(context);
          return !value?.trim() && status && STATUSES_WITH_LAW.includes(status)
            ? `A citation is required when the status is “${RON_STATUS_LABELS[status]}”`
            : true;
        }),
    }),
    defineField({
      name: "note",
      title: "Note",
      type: "text",
      rows: 3,
      description:
        "Optional, about the law as a whole, shown on the state's page under its facts, e.g. when a passed law takes effect.",
      validation: (rule) => rule.max(500),
    }),
    defineField({
      name: "facts",
      title: "What a notary and a signer need",
      type: "object",
      description:
        "Each requirement with its own source. A fact is shown on the site only once it has a value, a citation, a source link and the day you checked it; leave it empty until you have read it in a source.",
      options: { collapsible: true, collapsed: false },
      fields: [
        sourcedFactField(
          "training",
          "Training course",
          "Whether a notary must take a course before notarizing online. Put the hours in the detail if the law gives them.",
        ),
        sourcedFactField("exam", "Exam", "Whether a notary must pass an exam before notarizing online."),
        sourcedFactField(
          "bond",
          "Surety bond",
          "Whether the law requires a bond for online notarization, and its amount.",
        ),
        sourcedFactField(
          "eoInsurance",
          "E&O insurance",
          "Whether the law requires errors-and-omissions insurance, and its minimum amount.",
        ),
        sourcedFactField(
          "registration",
          "Registration or commission",
          "What a commissioned notary must do before notarizing online: a separate online commission, a registration (or authorization) with the commissioning authority, or nothing more.",
        ),
        sourcedFactField(
          "technologyProviders",
          "Technology providers",
          "Whether the notary must use a provider on the state's approved list, or any provider meeting its standards.",
        ),
        sourcedFactField(
          "recordingRetention",
          "Recording kept",
          "Whether the audio-video recording must be kept, and for how many years.",
        ),
        sourcedFactField(
          "notaryLocation",
          "Where the notary must be",
          "Where the notary must physically be during an online notarization.",
        ),
        sourcedFactField(
          "signerLocation",
          "Where the signer may be",
          "Where the signer may be during the session (inside the United States).",
        ),
        sourcedFactField(
          "signerAbroad",
          "Signer outside the United States",
          "Whether a signer outside the United States may use a notary of this state. Say the conditions in the detail.",
        ),
      ],
    }),
    defineField({
      name: "sourceUrl",
      title: "Source",
      type: "url",
      description:
        "Where the facts were checked: the Secretary of State's (or commissioning authority's) page, or the statute.",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "lastVerified",
      title: "Last verified",
      type: "date",
      description:
        "When an editor last checked this state against its sources. Changing the status, the effective date, the citation, a fact or the source needs a later date.",
      validation: (rule) => rule.required().custom(lastVerifiedRule),
    }),
    defineField({
      name: "unverified",
      title: "First draft, not yet verified",
      type: "boolean",
      initialValue: true,
      description:
        "Set while the facts are a draft that no editor has checked against the source. Studio warns on the document until it is cleared.",
      validation: (rule) =>
        rule
          .custom((value) =>
            value
              ? "First draft: check these facts against the source, update Last verified, then clear “First draft, not yet verified”."
              : true,
          )
          .warning(),
    }),
    ...proseFields("English"),
  ],
  orderings: [
    { title: "Name", name: "nameAsc", by: [{ field: "name", direction: "asc" }] },
    {
      title: "Status",
      name: "statusAsc",
      by: [
        { field: "status", direction: "asc" },
        { field: "name", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { name: "name", code: "code", status: "status", unverified: "unverified" },
    prepare: ({ name, code, status, unverified }) => ({
      title: name || (code ? stateName(code) : "Untitled state"),
      subtitle: [code || "No code", status ? ronStatusLabel(status) : "No status", unverified ? "unverified" : null]
        .filter(Boolean)
        .join(" · "),
      media: isRonStatus(status) ? STATUS_ICONS[status] : EarthAmericasIcon,
    }),
  },
});
