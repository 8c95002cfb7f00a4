import { TrendUpwardIcon } from "@sanity/icons/TrendUpward";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

/** A band of figure tiles, e.g. payout, uptime, satisfaction. */
export const statsSchema = defineBlock({
  name: "stats",
  title: "Stats",
  icon: TrendUpwardIcon,
  tone: "tint",
  fields: [
    defineField({
      name: "items",
      title: "Figures",
      type: "array",
      of: [defineArrayMember({ type: "statItem" })],
      validation: (rule) => rule.required().min(2).max(4),
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print, e.g. how a figure is measured.",
      validation: (rule) => rule.max(200),
    }),
  ],
});
