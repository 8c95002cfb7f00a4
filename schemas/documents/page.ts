import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType, type SlugValue } from "sanity";
import { documentPath, langOf, type Lang } from "../../lib/routing/paths";
import { isReservedSlug, slugFormProblem } from "../../lib/routing/slugs";
import { isUniqueInLanguage, languageField, notCopiedToTranslations } from "../objects/translated-document";

/** What the Studio asks of a general page's slug before it can be published. */
async function slugProblem(
  slug: string,
  lang: Lang,
  solutionPagesUsing: (slug: string) => Promise<number>,
): Promise<string | true> {
  const form = slugFormProblem(slug);
  if (form) return form;
  if (isReservedSlug(slug, lang))
    return `${documentPath("page", lang, slug)} is one of the site's own addresses: choose another slug`;
  if ((await solutionPagesUsing(slug)) > 0)
    return `A solution page uses the slug "${slug}" (${documentPath("solutionPage", lang, slug)}): choose another one`;
  return true;
}

/**
 * A general content page at `/<slug>` (privacy notice, terms, security, …): the same page
 * template and blocks as every other page, never at an address the site's own routes use.
 */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentTextIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "content", validation: (rule) => rule.required().max(80) }),
    defineField({
      name: "slug",
      type: "slug",
      group: "content",
      description:
        "The page lives at /<slug> (a Spanish page at /es/<slug>). The site's own addresses (early-access, solutions, studio, …) and solution pages' slugs in the same language are taken.",
      options: { source: "title", maxLength: 60, isUnique: isUniqueInLanguage, ...notCopiedToTranslations },
      validation: (rule) =>
        rule.required().custom(async (value: SlugValue | undefined, context) => {
          if (!value?.current) return true;
          const client = context.getClient({ apiVersion: "2025-01-01" });
          const lang = langOf(context.document?.language);
          return slugProblem(value.current, lang, (slug) =>
            client.fetch<number>(
              `count(*[_type == "solutionPage" && slug.current == $slug && coalesce(language, "en") == $lang])`,
              { slug, lang },
            ),
          );
        }),
    }),
    defineField({
      name: "needsCounselReview",
      title: "Needs review by counsel",
      type: "boolean",
      group: "content",
      initialValue: false,
      description:
        "Sample or draft legal copy. Studio warns on this page until counsel has reviewed it and this is cleared.",
      validation: (rule) =>
        rule
          .custom((value) =>
            value
              ? "Sample copy: have counsel review this page before launch, then clear “Needs review by counsel”."
              : true,
          )
          .warning(),
    }),
    defineField({ name: "blocks", title: "Sections", type: "pageBlocks", group: "content" }),
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", review: "needsCounselReview", language: "language" },
    prepare: ({ title, slug, review, language }) => ({
      title: title || "Untitled page",
      subtitle: [
        (slug && documentPath("page", langOf(language), slug)) || "No slug yet",
        review ? "needs counsel review" : null,
      ]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
