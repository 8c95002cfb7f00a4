import { CreditCardIcon } from "@sanity/icons/CreditCard";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";
import { ROLES } from "@/lib/signup/constants";
import { languageField } from "../objects/translated-document";

/*
 * The pricing page (`/pricing`, `/es/precios`), one document per language like the home page. Every
 * price carries `confirmed`: a price sales has not confirmed is flagged here ("needs confirmation
 * by sales", a warning, so the page can still be published) and never reaches the site: its row
 * says "Ask us", the calculator leaves it out of the total and says so, and no Offer names it. The
 * calculator's in-person assumptions each carry their source (citation, https address, the date
 * someone checked it); one without all three is the editor's own figure and the page says
 * "our estimate".
 */

const NEEDS_CONFIRMATION = "Needs confirmation by sales: not shown on the site until confirmed";

/** A price in U.S. dollars that sales confirms before the site shows it. */
const priceFields = (): FieldDefinition[] => [
  defineField({
    name: "price",
    title: "Price (USD)",
    type: "number",
    validation: (rule) => rule.min(0).max(100_000).precision(2),
  }),
  defineField({
    name: "confirmed",
    title: "Confirmed by sales",
    type: "boolean",
    description:
      "Only a confirmed price is shown on the site, counted by the calculator and offered in search results.",
    initialValue: false,
    validation: (rule) =>
      rule.custom((confirmed, context) => {
        const price = (context.parent as { price?: number } | undefined)?.price;
        if (confirmed && typeof price !== "number") return "A confirmed price needs an amount";
        return true;
      }),
  }),
];

const lineItem = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: "object",
    group: "prices",
    description,
    fields: [
      defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(60) }),
      defineField({
        name: "unit",
        title: "Unit",
        type: "string",
        description: "e.g. per seal",
        validation: (rule) => rule.max(40),
      }),
      ...priceFields(),
    ],
    // A warning, not an error: the page can be published while sales confirms; the site shows "Ask us".
    validation: (rule) =>
      rule
        .custom((value) => ((value as { confirmed?: boolean } | undefined)?.confirmed ? true : NEEDS_CONFIRMATION))
        .warning(),
  });

const CHECKED_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An in-person assumption: its amount and, when it has one, its source. */
const assumption = (name: string, title: string, description: string, max: number) =>
  defineField({
    name,
    title,
    type: "object",
    description,
    options: { collapsible: true },
    fields: [
      defineField({ name: "value", type: "number", validation: (rule) => rule.required().min(0).max(max) }),
      defineField({
        name: "citation",
        type: "string",
        description: "The statute's section or the publication, as a reader would look it up.",
        validation: (rule) => rule.max(200),
      }),
      defineField({
        name: "sourceUrl",
        title: "Source (https)",
        type: "url",
        validation: (rule) => rule.uri({ scheme: ["https"] }),
      }),
      defineField({
        name: "checked",
        title: "Checked on",
        type: "date",
        description: "The day someone read the source and saw this figure.",
        validation: (rule) =>
          rule.custom((value) => (value === undefined || CHECKED_DATE.test(String(value)) ? true : "YYYY-MM-DD")),
      }),
    ],
    validation: (rule) =>
      rule
        .custom((value) => {
          const { citation, sourceUrl, checked } = (value ?? {}) as Record<string, unknown>;
          return citation && sourceUrl && checked
            ? true
            : "No source (citation, address and date): the site shows this figure as our estimate";
        })
        .warning(),
  });

export const pricingPage = defineType({
  name: "pricingPage",
  title: "Pricing page",
  type: "document",
  icon: CreditCardIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "prices", title: "Prices" },
    { name: "calculator", title: "Calculator" },
    { name: "faq", title: "Questions" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "content", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "intro", type: "text", rows: 3, group: "content", validation: (rule) => rule.max(400) }),
    defineField({
      name: "plans",
      type: "array",
      group: "prices",
      description: "The first plan is pay-as-you-go: its price is the calculator's price per document.",
      validation: (rule) => rule.required().min(1).max(4),
      of: [
        defineArrayMember({
          name: "pricingPlan",
          type: "object",
          fields: [
            defineField({ name: "name", type: "string", validation: (rule) => rule.required().max(60) }),
            defineField({ name: "description", type: "text", rows: 2, validation: (rule) => rule.max(300) }),
            defineField({
              name: "pricePrefix",
              title: "Before the price",
              type: "string",
              description: "e.g. From",
              validation: (rule) => rule.max(20),
            }),
            ...priceFields(),
            defineField({
              name: "priceUnit",
              title: "After the price",
              type: "string",
              description: "e.g. per document",
              validation: (rule) => rule.max(40),
            }),
            defineField({
              name: "includedSigners",
              title: "Signers included in the price",
              type: "number",
              initialValue: 1,
              validation: (rule) => rule.integer().min(1).max(10),
            }),
            defineField({
              name: "includedSeals",
              title: "Seals included in the price",
              type: "number",
              initialValue: 1,
              validation: (rule) => rule.integer().min(1).max(20),
            }),
            defineField({
              name: "features",
              type: "array",
              of: [defineArrayMember({ type: "string" })],
              validation: (rule) => rule.max(8),
            }),
            defineField({
              name: "salesRole",
              title: "Goes to sales",
              type: "string",
              description:
                "A plan that goes to sales: its button opens the early-access form with this role chosen. Empty: the button starts a notarization.",
              options: { list: [...ROLES] },
            }),
            defineField({ name: "buttonLabel", type: "string", validation: (rule) => rule.required().max(40) }),
          ],
          preview: {
            select: { title: "name", price: "price", confirmed: "confirmed", sales: "salesRole" },
            prepare: ({ title, price, confirmed, sales }) => ({
              title: title || "Plan",
              subtitle: sales
                ? "Contact sales"
                : typeof price === "number"
                  ? `$${price}${confirmed ? "" : " (needs confirmation by sales)"}`
                  : "No price",
            }),
          },
          validation: (rule) =>
            rule
              .custom((value) => {
                const plan = (value ?? {}) as { salesRole?: string; price?: number; confirmed?: boolean };
                return plan.salesRole || plan.confirmed ? true : NEEDS_CONFIRMATION;
              })
              .warning(),
        }),
      ],
    }),
    lineItem("extraSeal", "Extra seal", "Each seal on a document beyond those the document's price includes."),
    lineItem("extraSigner", "Extra signer", "Each signer of a document beyond those the document's price includes."),
    lineItem("witness", "Witness", "Each witness we provide for a document."),
    defineField({
      name: "askUs",
      title: "Unconfirmed price",
      type: "string",
      group: "prices",
      description: "What a price row says while its price is not confirmed.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "inPerson",
      title: "In person (the calculator's comparison)",
      type: "object",
      group: "calculator",
      fields: [
        assumption("travelFee", "Mobile notary's travel or visit fee (USD per visit)", "One visit per document.", 1000),
        assumption("perSignatureFee", "Notary's fee per signature (USD)", "Charged for each signer's signature.", 1000),
        assumption(
          "signerHours",
          "Signer's time (hours per document)",
          "Arranging, waiting for and attending the visit.",
          24,
        ),
        assumption("timeValue", "Value of the signer's time (USD per hour)", "", 1000),
      ],
    }),
    defineField({
      name: "faq",
      title: "Questions",
      type: "array",
      group: "faq",
      validation: (rule) => rule.max(12),
      of: [
        defineArrayMember({
          name: "pricingQuestion",
          type: "object",
          fields: [
            defineField({ name: "question", type: "string", validation: (rule) => rule.required().max(160) }),
            defineField({ name: "answer", type: "text", rows: 4, validation: (rule) => rule.required().max(1200) }),
          ],
          preview: { select: { title: "question" }, prepare: ({ title }) => ({ title: title || "Question" }) },
        }),
      ],
    }),
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: title || "Pricing page" }) },
});
