import { OlistIcon } from "@sanity/icons/Olist";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const stepsSchema = defineBlock({
  name: "steps",
  title: "Steps",
  icon: OlistIcon,
  tone: "white",
  fields: [
    defineField({
      name: "items",
      title: "Steps",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "step",
          fields: [
            defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "body", type: "text", rows: 3, validation: (rule) => rule.max(400) }),
            defineField({ name: "icon", type: "iconName" }),
          ],
          preview: { select: { title: "title", subtitle: "body" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
});
