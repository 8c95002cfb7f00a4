import { ColorWheelIcon } from "@sanity/icons/ColorWheel";
import { defineField, defineType } from "sanity";

const hexColor = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: "string",
    description,
    validation: (rule) => rule.required().regex(/^#[0-9a-fA-F]{6}$/, { name: "hex colour such as #1d4ed8" }),
  });

export const brand = defineType({
  name: "brand",
  title: "Brand",
  type: "document",
  icon: ColorWheelIcon,
  fields: [
    defineField({
      name: "key",
      title: "Variant",
      type: "string",
      description:
        "The site shows the variant named by NEXT_PUBLIC_BRAND; the header always shows the default wordmark.",
      options: { list: ["default", "partner"], layout: "radio" },
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "companyName", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({ name: "productName", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({
      name: "wordmark",
      type: "string",
      description: "The text of the logo in the header.",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({ name: "logo", type: "image", description: "Optional image that replaces the text wordmark." }),
    defineField({
      name: "favicon",
      type: "image",
      description: "Optional square image; without it the site draws one from the wordmark and colours.",
    }),
    defineField({
      name: "colors",
      type: "object",
      options: { columns: 2 },
      fields: [
        hexColor("primary", "Primary", "Buttons, links and accents."),
        hexColor("primaryDark", "Primary, dark", "Hover states and dark sections."),
        hexColor("accent", "Accent", "Highlights and figures."),
        hexColor("ink", "Text"),
        hexColor("surface", "Tinted background"),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "companyName", subtitle: "key" },
    prepare: ({ title, subtitle }) => ({
      title: title || "Brand",
      subtitle: subtitle ? `${subtitle} brand` : undefined,
    }),
  },
});
