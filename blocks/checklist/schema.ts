import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

/** A readiness or compliance checklist: short items with a tick, and an optional note under them. */
export const checklistSchema = defineBlock({
  name: "checklist",
  title: "Checklist",
  icon: CheckmarkCircleIcon,
  tone: "white",
  fields: [
    defineField({
      name: "listTitle",
      title: "List title",
      type: "string",
      description: "Heading on the checklist card, e.g. Closing-day readiness.",
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: "items",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(140) })],
      validation: (rule) => rule.required().min(2).max(12),
    }),
    defineField({
      name: "note",
      type: "text",
      rows: 2,
      description: "Shown under the list, e.g. a limitation to point out.",
      validation: (rule) => rule.max(280),
    }),
  ],
});
