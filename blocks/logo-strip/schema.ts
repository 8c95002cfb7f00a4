import { ProjectsIcon } from "@sanity/icons/Projects";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

/** A row of customer or partner logos; until real ones exist, placeholder names drawn as wordmarks. */
export const logoStripSchema = defineBlock({
  name: "logoStrip",
  title: "Logo strip",
  icon: ProjectsIcon,
  heading: false,
  subtitle: "label",
  fields: [
    defineField({
      name: "label",
      type: "string",
      description: "The line above the logos, e.g. Built for teams like yours.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "logos",
      title: "Placeholder names",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(32) })],
      validation: (rule) => rule.required().min(3).max(8).unique(),
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print, e.g. that the names are placeholders.",
      validation: (rule) => rule.max(120),
    }),
  ],
});
