import { ComposeIcon } from "@sanity/icons/Compose";
import { defineArrayMember, defineField, defineType } from "sanity";
import { longFormBodyField } from "../../blocks/long-form/schema";
import { articlePath, langOf } from "../../lib/routing/paths";
import { ROUTES } from "../../lib/routing/table";
import { CATEGORY_OPTIONS } from "../../lib/articles/categories";
import { slugFormProblem } from "../../lib/routing/slugs";
import { isUniqueInLanguage, languageField, notCopiedToTranslations } from "../objects/translated-document";

/** Words of the listing's own addresses in a language (`/resources/page/2`): no article may take them. */
const reservedArticleSlugs = (lang: string) => [
  ...(["resourcesPage", "category"] as const).map((kind) => ROUTES[kind].paths[langOf(lang)].split("/")[2] ?? ""),
  "feed",
];

/** "Mar 4, 2026, 9:00" in the editor's time zone, for previews. */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/**
 * An article of the resources hub (`/resources/<slug>`, `/es/recursos/<slug>`), translated per
 * document like the pages. It is out once its published date has passed: until then it is listed
 * nowhere and its address answers 404 (a future date schedules it; docs/editing.md).
 */
export const article = defineType({
  name: "article",
  title: "Article",
  type: "document",
  icon: ComposeIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "content", validation: (rule) => rule.required().max(100) }),
    defineField({
      name: "slug",
      type: "slug",
      group: "content",
      description: "The article lives at /resources/<slug> (a Spanish one at /es/recursos/<slug>).",
      options: { source: "title", maxLength: 80, isUnique: isUniqueInLanguage, ...notCopiedToTranslations },
      validation: (rule) =>
        rule.required().custom((value: { current?: string } | undefined, context) => {
          const slug = value?.current;
          if (!slug) return true;
          const form = slugFormProblem(slug);
          if (form) return form;
          if (reservedArticleSlugs(String(context.document?.language ?? "en")).includes(slug))
            return `"${slug}" is part of the listing's own addresses: choose another slug`;
          return true;
        }),
    }),
    defineField({
      name: "excerpt",
      type: "text",
      rows: 3,
      group: "content",
      description: "One or two sentences: the listing's card, the feed and the search description when SEO has none.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "author",
      type: "reference",
      to: [{ type: "author" }],
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "publishedAt",
      title: "Published",
      type: "datetime",
      group: "content",
      description:
        "A future date and time schedules the article: it appears on the site by itself within a minute of it.",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "updatedAt",
      title: "Updated",
      type: "datetime",
      group: "content",
      description:
        "Set when the article is revised in substance (shown and given to search engines). Leave empty otherwise.",
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const published = context.document?.publishedAt;
          return value && typeof published === "string" && Date.parse(value) < Date.parse(published)
            ? "The update cannot be before the published date"
            : true;
        }),
    }),
    defineField({
      name: "categories",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "string" })],
      options: { list: CATEGORY_OPTIONS, layout: "grid" },
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
    defineField({
      name: "cover",
      title: "Cover image",
      type: "image",
      group: "content",
      description:
        "Shown on the article and as its link preview (1200 × 630 works best). Without one, the site draws a preview from the title.",
      options: { hotspot: true },
      fields: [
        defineField({
          name: "alt",
          title: "Alternative text",
          type: "string",
          description: "What the image shows, for people who cannot see it.",
          validation: (rule) =>
            rule
              .max(160)
              .custom((value: string | undefined, context) =>
                (context.parent as { asset?: unknown } | undefined)?.asset && !value?.trim()
                  ? "Describe the image"
                  : true,
              ),
        }),
      ],
    }),
    { ...longFormBodyField, group: "content" },
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  orderings: [
    { title: "Published, newest first", name: "publishedDesc", by: [{ field: "publishedAt", direction: "desc" }] },
  ],
  preview: {
    select: {
      title: "title",
      slug: "slug.current",
      language: "language",
      publishedAt: "publishedAt",
      author: "author.name",
      media: "cover",
    },
    prepare: ({ title, slug, language, publishedAt, author, media }) => {
      const scheduled = typeof publishedAt === "string" && Date.parse(publishedAt) > Date.now();
      const date =
        typeof publishedAt === "string" ? `${scheduled ? "Scheduled " : ""}${shortDate(publishedAt)}` : "No date";
      return {
        title: title || "Untitled article",
        subtitle: [date, author, (slug && articlePath(langOf(language), slug)) || "No slug yet"]
          .filter(Boolean)
          .join(" · "),
        media,
      };
    },
  },
});
