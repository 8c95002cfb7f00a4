import { CommentIcon } from "@sanity/icons/Comment";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const testimonialsSchema = defineBlock({
  name: "testimonials",
  title: "Testimonials",
  icon: CommentIcon,
  tone: "white",
  fields: [
    defineField({
      name: "items",
      title: "Testimonials",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "testimonial",
          fields: [
            defineField({ name: "quote", type: "text", rows: 4, validation: (rule) => rule.required().max(600) }),
            defineField({ name: "name", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "role", type: "string", validation: (rule) => rule.max(80) }),
            defineField({ name: "company", type: "string", validation: (rule) => rule.max(80) }),
            defineField({
              name: "figures",
              title: "Result figures",
              type: "array",
              of: [defineArrayMember({ type: "statItem" })],
              validation: (rule) => rule.max(3),
            }),
          ],
          preview: { select: { title: "name", subtitle: "company" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print, e.g. that names are placeholders.",
      validation: (rule) => rule.max(160),
    }),
  ],
});
