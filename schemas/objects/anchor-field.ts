import { defineField } from "sanity";

/** The section's id, so links such as `#workflow` can jump to it. */
export function anchorField() {
  return defineField({
    name: "anchor",
    title: "Section anchor",
    type: "string",
    description: "Lowercase letters, digits and dashes, e.g. workflow. Links use it as #workflow.",
    validation: (rule) => rule.regex(/^[a-z][a-z0-9-]*$/, { name: "URL-safe anchor" }).max(40),
  });
}
