import { PlugIcon } from "@sanity/icons/Plug";
import { defineField } from "sanity";
import { defineBlock, itemsField } from "../define-block";

/** Systems the product connects to: a compact list of names with a line each. */
export const integrationsSchema = defineBlock({
  name: "integrations",
  title: "Integrations",
  icon: PlugIcon,
  tone: "white",
  fields: [
    itemsField({
      item: "integration",
      fields: [
        defineField({ name: "icon", type: "iconName" }),
        defineField({ name: "name", type: "string", validation: (rule) => rule.required().max(60) }),
        defineField({ name: "description", type: "string", validation: (rule) => rule.max(160) }),
        defineField({
          name: "badge",
          type: "string",
          description: "e.g. SDK, Webhook, Coming soon",
          validation: (rule) => rule.max(20),
        }),
      ],
      preview: { title: "name", subtitle: "description" },
      min: 2,
      max: 12,
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print under the list.",
      validation: (rule) => rule.max(160),
    }),
  ],
});
