import { RocketIcon } from "@sanity/icons/Rocket";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const heroSchema = defineBlock({
  name: "hero",
  title: "Hero",
  icon: RocketIcon,
  heading: false,
  subtitle: "headline",
  fields: [
    defineField({ name: "eyebrow", type: "string", validation: (rule) => rule.max(80) }),
    defineField({ name: "headline", type: "string", validation: (rule) => rule.required().max(120) }),
    defineField({ name: "body", type: "richText" }),
    defineField({
      name: "ctas",
      title: "Buttons",
      type: "array",
      of: [defineArrayMember({ type: "cta" })],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: "stats",
      title: "Stat tiles",
      type: "array",
      of: [defineArrayMember({ type: "statItem" })],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: "footnote",
      type: "string",
      description: "Small print under the buttons.",
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: "sampleCard",
      type: "sampleCard",
      description: "A mock record shown beside the headline: an upcoming session, a package, a matter or a loan.",
    }),
  ],
});
