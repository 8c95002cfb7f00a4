import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const cardGridSchema = defineBlock({
  name: "cardGrid",
  title: "Card grid",
  icon: ThLargeIcon,
  tone: "tint",
  fields: [
    defineField({
      name: "cards",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "card",
          fields: [
            defineField({ name: "icon", type: "iconName" }),
            defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "body", type: "text", rows: 3, validation: (rule) => rule.max(400) }),
          ],
          preview: { select: { title: "title", subtitle: "body" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: "columns",
      type: "number",
      initialValue: 3,
      options: { list: [2, 3, 4], layout: "radio", direction: "horizontal" },
    }),
  ],
});
