import { DocumentPdfIcon } from "@sanity/icons/DocumentPdf";
import { defineArrayMember, defineField, defineType } from "sanity";
import { longFormTextMember, noEmptyHeading } from "../../blocks/long-form/schema";
import {
  ABROAD_ANSWERS,
  ANSWER_TITLES,
  APPLIES_TO,
  EXCEPTION_ANSWERS,
  ONLINE_ANSWERS,
  sourceProblem,
} from "../../lib/documents/rules";
import { documentPath, langOf } from "../../lib/routing/paths";
import { STATE_CODES, stateName } from "../../lib/signup/states";
import { languageField, translatedSlugField } from "../objects/translated-document";

/*
 * A kind of document people ask to have notarized online (a power of attorney, a deed, USPS Form
 * 1583…): its page at /documents/<slug> (/es/documentos/<slug>), one document per language like the
 * pages. Its answers are what the page and the "Can I notarize this online?" checker show, so a
 * statement of the law carries its source: a citation, an https link and the date it was checked.
 */

const STATE_OPTIONS = STATE_CODES.map((code) => ({ title: `${code} — ${stateName(code)}`, value: code }));

const answerList = (answers: readonly string[]) => ({
  list: answers.map((value) => ({ title: ANSWER_TITLES[value as keyof typeof ANSWER_TITLES], value })),
  layout: "radio" as const,
});

/** The source fields of an answer: optional as a group, all three once a citation is given. */
const sourceFields = [
  defineField({
    name: "citation",
    type: "string",
    description:
      "The statute, rule or official page, with its section (e.g. Fla. Stat. § 117.285). Leave empty for general wording that states no rule.",
    validation: (rule) => rule.max(200),
  }),
  defineField({
    name: "sourceUrl",
    title: "Source",
    type: "url",
    description: "Where the citation can be read (https).",
    validation: (rule) => rule.uri({ scheme: ["https"] }),
  }),
  defineField({
    name: "checked",
    title: "Checked",
    type: "date",
    description: "When an editor last read the source.",
  }),
];

/** An answer object (the usual answer, the answer for use abroad): an answer, why, and its source. */
const answerObject = (name: string, title: string, answers: readonly string[], description: string) =>
  defineField({
    name,
    title,
    type: "object",
    group: "rules",
    description,
    options: { collapsible: true, collapsed: false },
    fields: [
      defineField({
        name: "answer",
        type: "string",
        options: answerList(answers),
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "reason",
        type: "text",
        rows: 3,
        description: "One or two sentences a visitor reads beside the answer.",
        validation: (rule) => rule.required().max(500),
      }),
      ...sourceFields,
    ],
    validation: (rule) => rule.required().custom((value) => sourceProblem(value as never)),
  });

const refuser = defineArrayMember({
  type: "object",
  name: "documentRefuser",
  title: "Who may refuse it",
  fields: [
    defineField({ name: "who", type: "string", validation: (rule) => rule.required().max(100) }),
    defineField({ name: "why", type: "text", rows: 2, validation: (rule) => rule.required().max(400) }),
  ],
  preview: { select: { title: "who", subtitle: "why" } },
});

const exception = defineArrayMember({
  type: "object",
  name: "documentException",
  title: "State exception",
  fields: [
    defineField({
      name: "states",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { list: STATE_OPTIONS },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: "appliesTo",
      title: "Applies when",
      type: "string",
      options: {
        list: [
          { title: "The signer is in the state", value: "signer" },
          { title: "The document is used or recorded in the state", value: "use" },
          { title: "Either", value: "either" },
        ],
        layout: "radio",
      },
      initialValue: "either",
      validation: (rule) =>
        rule.required().custom((value) => (!value || APPLIES_TO.includes(value as never) ? true : "Pick one")),
    }),
    defineField({
      name: "answer",
      type: "string",
      options: answerList(EXCEPTION_ANSWERS),
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "reason", type: "text", rows: 3, validation: (rule) => rule.required().max(500) }),
    ...sourceFields,
  ],
  validation: (rule) => rule.custom((value) => sourceProblem(value as never, { required: true })),
  preview: {
    select: { states: "states", answer: "answer", citation: "citation" },
    prepare: ({ states, answer, citation }) => ({
      title: Array.isArray(states) && states.length > 0 ? states.join(", ") : "No state yet",
      subtitle: [answer ? ANSWER_TITLES[answer as keyof typeof ANSWER_TITLES] : null, citation]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});

const question = defineArrayMember({
  type: "object",
  name: "documentQuestion",
  title: "Question",
  fields: [
    defineField({ name: "question", type: "string", validation: (rule) => rule.required().max(140) }),
    defineField({ name: "answer", type: "richText", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "question" } },
});

export const documentType = defineType({
  name: "documentType",
  title: "Document",
  type: "document",
  icon: DocumentPdfIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "rules", title: "Online or not" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "content", validation: (rule) => rule.required().max(80) }),
    translatedSlugField(
      "The page lives at /documents/<slug> (a Spanish one at /es/documentos/<slug>). Unique within its language.",
    ),
    defineField({
      name: "summary",
      type: "text",
      rows: 3,
      group: "content",
      description: "What the document is, in one or two sentences: the page's lead and the index's card.",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "body",
      title: "Text",
      type: "array",
      group: "content",
      of: [longFormTextMember],
      description: "Optional longer text, shown under the answers.",
      validation: (rule) => rule.custom(noEmptyHeading),
    }),
    answerObject(
      "online",
      "Can it usually be notarized online?",
      ONLINE_ANSWERS,
      "The usual answer across the states that allow remote online notarization. A rule of law needs its citation, source and check date; general advice leaves them empty.",
    ),
    defineField({
      name: "refusers",
      title: "Who may refuse a remotely notarized one",
      type: "array",
      group: "rules",
      of: [refuser],
      validation: (rule) => rule.max(8),
    }),
    answerObject(
      "abroad",
      "Used or recorded outside the United States",
      ABROAD_ANSWERS,
      "What it takes for use abroad (an apostille, for example).",
    ),
    defineField({
      name: "exceptions",
      title: "State exceptions",
      type: "array",
      group: "rules",
      of: [exception],
      description:
        "Where a state's law treats this document differently. Each needs the statute's citation, its https link and the date it was checked.",
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: "prepare",
      title: "What to prepare",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: "faq",
      title: "Questions and answers",
      type: "array",
      group: "content",
      of: [question],
      description: "Shown on the page and given to search engines as an FAQ.",
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: "relatedStates",
      title: "Related states",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "string" })],
      options: { list: STATE_OPTIONS },
      description: "States whose pages the document links to (the states of its exceptions are linked anyway).",
      validation: (rule) => rule.unique().max(20),
    }),
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language", answer: "online.answer" },
    prepare: ({ title, slug, language, answer }) => ({
      title: title || "Untitled document",
      subtitle: [
        answer ? ANSWER_TITLES[answer as keyof typeof ANSWER_TITLES] : null,
        (slug && documentPath("documentType", langOf(language), slug)) || "No slug yet",
      ]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
