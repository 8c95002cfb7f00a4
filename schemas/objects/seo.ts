import { SearchIcon } from "@sanity/icons/Search";
import { defineField, defineType } from "sanity";

export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "title",
      type: "string",
      description: "Shown in search results and browser tabs. Falls back to the page title.",
      validation: (rule) => rule.max(60).warning("Search engines cut titles longer than 60 characters"),
    }),
    defineField({
      name: "description",
      type: "text",
      rows: 3,
      validation: (rule) => [
        rule.max(160).warning("Search engines cut descriptions longer than 160 characters"),
        rule.min(50).warning("A description under 50 characters says little"),
      ],
    }),
    defineField({
      name: "ogImage",
      title: "Link preview image",
      type: "image",
      description:
        "Shown when the page is shared (1200 × 630). Without one, the site draws a preview from the page title and brand.",
    }),
    defineField({
      name: "noindex",
      title: "Hide from search engines",
      type: "boolean",
      initialValue: false,
    }),
  ],
});
