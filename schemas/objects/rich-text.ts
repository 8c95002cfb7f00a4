import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineArrayMember, defineType } from "sanity";

/** Short formatted copy: paragraphs, bullet lists, bold, italic and links. */
export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: "block",
      styles: [{ title: "Normal", value: "normal" }],
      lists: [{ title: "Bullet", value: "bullet" }],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
        ],
        annotations: [
          {
            name: "link",
            type: "object",
            title: "Link",
            fields: [
              {
                name: "href",
                type: "string",
                title: "Address",
                validation: (rule) =>
                  rule.required().custom((value) =>
                    typeof value === "string" && /^(\/|#|https:\/\/|mailto:)/.test(value)
                      ? true
                      : "Start with /, #, https:// or mailto:",
                  ),
              },
            ],
          },
        ],
      },
    }),
  ],
});
