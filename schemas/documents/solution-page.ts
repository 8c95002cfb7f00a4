import { DocumentsIcon } from "@sanity/icons/Documents";
import { DEFAULT_LANGUAGE, documentPath, langOf } from "../../lib/routing/paths";
import { defineField, defineType } from "sanity";
import { languageField, notCopiedToTranslations, translatedSlugField } from "../objects/translated-document";

export const solutionPage = defineType({
  name: "solutionPage",
  title: "Solution page",
  type: "document",
  icon: DocumentsIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "content", validation: (rule) => rule.required().max(80) }),
    translatedSlugField(
      "The page lives at /solutions/<slug> (a Spanish page at /es/soluciones/<slug>). Unique within its language.",
    ),
    defineField({
      name: "canonical",
      title: "Canonical page",
      type: "reference",
      group: "seo",
      to: [{ type: "solutionPage" }],
      description:
        "Set when this page repeats another one of the same language; search engines are pointed at that page.",
      options: {
        ...notCopiedToTranslations,
        filter: ({ document }) => ({
          filter: "coalesce(language, $default) == $lang",
          params: { default: DEFAULT_LANGUAGE, lang: langOf(document.language) },
        }),
      },
    }),
    defineField({ name: "blocks", title: "Sections", type: "pageBlocks", group: "content" }),
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language" },
    prepare: ({ title, slug, language }) => ({
      title: title || "Untitled page",
      subtitle: (slug && documentPath("solutionPage", langOf(language), slug)) || "No slug yet",
    }),
  },
});
