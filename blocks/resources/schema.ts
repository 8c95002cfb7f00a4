import { BookIcon } from "@sanity/icons/Book";
import { defineField } from "sanity";
import { defineBlock, itemsField } from "../define-block";

export const RESOURCE_KINDS = [
  { value: "guide", title: "Guide" },
  { value: "article", title: "Article" },
  { value: "caseStudy", title: "Case study" },
  { value: "webinar", title: "Webinar" },
] as const;

/** Guides, articles, case studies and webinars: announcements, or links to an article of the resources hub. */
export const resourcesSchema = defineBlock({
  name: "resources",
  title: "Resources",
  icon: BookIcon,
  tone: "white",
  fields: [
    itemsField({
      item: "resource",
      fields: [
        defineField({
          name: "kind",
          type: "string",
          options: {
            list: RESOURCE_KINDS.map(({ value, title }) => ({ value, title })),
            layout: "radio",
            direction: "horizontal",
          },
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(100) }),
        defineField({ name: "summary", type: "text", rows: 2, validation: (rule) => rule.max(240) }),
        defineField({
          name: "meta",
          type: "string",
          description: "e.g. 8 min read, On demand · 30 min",
          validation: (rule) => rule.max(40),
        }),
        defineField({
          name: "article",
          type: "reference",
          to: [{ type: "article" }],
          description:
            "Optional: the card links to this article (on a page in another language, to its translation there) once it is published and its date has come.",
        }),
      ],
      preview: { title: "title", subtitle: "kind" },
      min: 1,
      max: 8,
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print, e.g. when the resources will be published.",
      validation: (rule) => rule.max(160),
    }),
  ],
});
