import { DocumentSheetIcon } from "@sanity/icons/DocumentSheet";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * A mock record shown beside the hero: an upcoming session, a signature
 * package, a matter or a loan. Labelled rows (Borrower, Loan #, Date, Status…),
 * an optional progress bar and short notes. The data is illustrative only.
 */
export const sampleCard = defineType({
  name: "sampleCard",
  title: "Sample card",
  type: "object",
  icon: DocumentSheetIcon,
  fields: [
    defineField({
      name: "title",
      type: "string",
      description: "e.g. Upcoming session",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "badge",
      type: "string",
      description: "Small label in the corner, e.g. Today.",
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: "rows",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "sampleRow",
          fields: [
            defineField({
              name: "label",
              type: "string",
              description: "e.g. Borrower, Loan #, Status",
              validation: (rule) => rule.required().max(30),
            }),
            defineField({ name: "value", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "tone", title: "Show as a status pill", type: "statusTone" }),
          ],
          preview: { select: { title: "label", subtitle: "value" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: "progress",
      type: "object",
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: "label",
          type: "string",
          description: "e.g. Fields complete",
          validation: (rule) => rule.required().max(40),
        }),
        defineField({ name: "current", type: "number", validation: (rule) => rule.required().integer().min(0) }),
        defineField({
          name: "total",
          type: "number",
          validation: (rule) =>
            rule
              .required()
              .integer()
              .min(1)
              .custom((total, context) => {
                const current = (context.parent as { current?: number } | undefined)?.current;
                return (
                  typeof total !== "number" ||
                  typeof current !== "number" ||
                  current <= total ||
                  "Must not be less than the current value"
                );
              }),
        }),
      ],
    }),
    defineField({
      name: "notes",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(100) })],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: "caption",
      type: "string",
      description: "Small print under the card, e.g. that the data is a placeholder.",
      validation: (rule) => rule.max(100),
    }),
  ],
  preview: { select: { title: "title", subtitle: "badge" } },
});
