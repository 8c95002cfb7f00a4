import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

/** Questions and answers shown as an accordion (native disclosure widgets, no script). */
export const faqSchema = defineBlock({
  name: "faq",
  title: "FAQ",
  icon: HelpCircleIcon,
  tone: "white",
  fields: [
    defineField({
      name: "items",
      title: "Questions",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "faqItem",
          fields: [
            defineField({ name: "question", type: "string", validation: (rule) => rule.required().max(140) }),
            defineField({ name: "answer", type: "richText", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "question" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
});
