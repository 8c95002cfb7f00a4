import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { defineField } from "sanity";
import { defineBlock, itemsField } from "../define-block";

/** What someone needs before they can start, e.g. notary eligibility: a titled item and a line of detail each. */
export const requirementsSchema = defineBlock({
  name: "requirements",
  title: "Requirements",
  icon: ClipboardIcon,
  tone: "white",
  fields: [
    itemsField({
      item: "requirement",
      fields: [
        defineField({ name: "icon", type: "iconName" }),
        defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(80) }),
        defineField({ name: "body", type: "text", rows: 2, validation: (rule) => rule.max(300) }),
      ],
      preview: { title: "title", subtitle: "body" },
      min: 1,
      max: 10,
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print, e.g. that rules vary by state.",
      validation: (rule) => rule.max(200),
    }),
  ],
});
