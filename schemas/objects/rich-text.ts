import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineArrayMember, defineField, defineType } from "sanity";

/** A link inside formatted text: a site path, an in-page anchor, an https address or an email. */
export const linkAnnotation = defineArrayMember({
  name: "link",
  type: "object",
  title: "Link",
  fields: [
    defineField({
      name: "href",
      type: "string",
      title: "Address",
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === "string" && /^(\/|#|https:\/\/|mailto:)/.test(value)
              ? true
              : "Start with /, #, https:// or mailto:",
          ),
    }),
  ],
});

export const textDecorators = [
  { title: "Strong", value: "strong" },
  { title: "Emphasis", value: "em" },
];

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
      marks: { decorators: textDecorators, annotations: [linkAnnotation] },
    }),
  ],
});
