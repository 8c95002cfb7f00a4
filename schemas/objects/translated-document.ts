import { defineField, type SlugIsUniqueValidator } from "sanity";
import { DEFAULT_LANGUAGE } from "../../lib/routing/paths";
import { slugFormProblem } from "../../lib/routing/slugs";

/*
 * What every page type translated per document shares (@sanity/document-internationalization,
 * configured in studio/sanity.config.ts): the language field the plugin writes, and slugs unique
 * within a language only (`/solutions/notaries` and `/es/soluciones/notaries` may share a slug;
 * two Spanish pages may not).
 */

/** The document's language, set by the plugin when it creates a translation; editors see it as a badge. */
export const languageField = defineField({
  name: "language",
  type: "string",
  readOnly: true,
  hidden: true,
  initialValue: DEFAULT_LANGUAGE,
});

/**
 * Field options that keep a value out of a new translation (the plugin copies the source document
 * otherwise): a slug must be typed in the new language, so a fresh Spanish page never carries the
 * English slug; a reference to a page of the source language has no place in another one.
 */
export const notCopiedToTranslations = { documentInternationalization: { exclude: true } } as const;

/** Published id of a document id (drafts and versions share it). */
const publishedId = (id: string) => id.replace(/^(drafts|versions\.[^.]+)\./, "");

/**
 * A slug is free when no other document of the same type in the same language uses it (its draft
 * and published copies are the same document). A document without a language is English.
 */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context;
  if (!document) return true;
  const id = publishedId(document._id);
  const language = typeof document.language === "string" ? document.language : DEFAULT_LANGUAGE;
  const taken = await getClient({ apiVersion: "2025-01-01" }).fetch<number>(
    `count(*[_type == $type && slug.current == $slug && coalesce(language, $default) == $language && !(_id in [$id, $draft]) && !(_id in path("versions.**"))])`,
    { type: document._type, slug, language, default: DEFAULT_LANGUAGE, id, draft: `drafts.${id}` },
  );
  return taken === 0;
};

/**
 * The slug of a page translated per document whose only rule is the slugs' form: unique within its
 * language, suggested from the title, not copied into a new translation. `description` says where the
 * page lives.
 */
export const translatedSlugField = (description: string) =>
  defineField({
    name: "slug",
    type: "slug",
    group: "content",
    description,
    options: { source: "title", maxLength: 60, isUnique: isUniqueInLanguage, ...notCopiedToTranslations },
    validation: (rule) =>
      rule
        .required()
        .custom((value: { current?: string } | undefined) =>
          value?.current ? (slugFormProblem(value.current) ?? true) : true,
        ),
  });
