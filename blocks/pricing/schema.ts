import { TagIcon } from "@sanity/icons/Tag";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const pricingSchema = defineBlock({
  name: "pricing",
  title: "Pricing",
  icon: TagIcon,
  tone: "tint",
  fields: [
    defineField({ name: "planName", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({
      name: "pricePrefix",
      type: "string",
      initialValue: "Starting at",
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: "price",
      type: "string",
      description: "e.g. $25",
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: "priceUnit",
      type: "string",
      description: "e.g. per document",
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: "features",
      title: "Included",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.max(10),
    }),
    defineField({ name: "cta", title: "Button", type: "cta" }),
    defineField({
      name: "detailsCta",
      title: "Link to the pricing page",
      type: "cta",
      description: "A second button under the first, e.g. “See every price” to /pricing (/es/precios in Spanish).",
    }),
    defineField({ name: "note", type: "string", validation: (rule) => rule.max(200) }),
  ],
});
