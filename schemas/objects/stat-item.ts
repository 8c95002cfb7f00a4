import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineField, defineType } from "sanity";

export const statItem = defineType({
  name: "statItem",
  title: "Figure",
  type: "object",
  icon: BarChartIcon,
  fields: [
    defineField({
      name: "value",
      type: "string",
      description: "e.g. 24/7, <10 min, 50",
      validation: (rule) => rule.required().max(16),
    }),
    defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(60) }),
  ],
  preview: {
    select: { title: "value", subtitle: "label" },
    prepare: ({ title, subtitle }) => ({ title: title || "Figure", subtitle }),
  },
});
