import { PlugIcon } from "@sanity/icons/Plug";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "./define-block";

/** Systems the product connects to: a compact list of names with a line each. */
export const integrations = defineBlock({
  name: "integrations",
  title: "Integrations",
  icon: PlugIcon,
  tone: "white",
  fields: [
    defineField({
      name: "items",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "integration",
          fields: [
            defineField({ name: "icon", type: "iconName" }),
            defineField({ name: "name", type: "string", validation: (rule) => rule.required().max(60) }),
            defineField({ name: "description", type: "string", validation: (rule) => rule.max(160) }),
            defineField({ name: "badge", type: "string", description: "e.g. SDK, Webhook, Coming soon", validation: (rule) => rule.max(20) }),
          ],
          preview: { select: { title: "name", subtitle: "description" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(12),
    }),
    defineField({ name: "note", type: "string", description: "Small print under the list.", validation: (rule) => rule.max(160) }),
  ],
});
