import { TranslateIcon } from "@sanity/icons/Translate";
import { defineField, defineType, type StringRule } from "sanity";
import { LANGUAGE_INFO, LANGUAGES } from "../../lib/routing/paths";

/*
 * Field-level translation for the small shared things (site settings' menu, footer and modal
 * copy, status labels): one field holds every language's text side by side. Pages are translated
 * per document instead (@sanity/document-internationalization). Queries read one language with
 * the `localized()` fragment of lib/sanity/fragments.ts, falling back to English.
 */

type Limits = { max: number; required?: boolean };

const languageFields = (type: "string" | "text", { max, required = false }: Limits) =>
  LANGUAGES.map((lang) =>
    defineField({
      name: lang,
      title: LANGUAGE_INFO[lang].title,
      type,
      ...(type === "text" ? { rows: 2 } : {}),
      validation: (rule: StringRule) => {
        const limited = rule.max(max);
        // English is the fallback of every language, so it is the one a required field needs.
        return required && lang === "en" ? limited.required() : limited;
      },
    }),
  );

/** A single line in every language. */
export const localeString = defineType({
  name: "localeString",
  title: "Text in each language",
  type: "object",
  icon: TranslateIcon,
  // Side by side, so an editor sees the English text while typing the Spanish one.
  options: { columns: 2 },
  fields: languageFields("string", { max: 200 }),
});

/** A paragraph in every language. */
export const localeText = defineType({
  name: "localeText",
  title: "Paragraph in each language",
  type: "object",
  icon: TranslateIcon,
  fields: languageFields("text", { max: 1000 }),
});

/** A localized line field: English required when the field is, each language at most `max` characters. */
export function localeField(
  name: string,
  options: { title?: string; description?: string; group?: string; max: number; required?: boolean; text?: boolean },
) {
  const { title, description, group, max, required = false, text = false } = options;
  return defineField({
    name,
    title,
    description,
    group,
    type: text ? "localeText" : "localeString",
    validation: (rule) =>
      rule.custom((value: Partial<Record<string, string>> | undefined) => {
        if (required && !value?.en?.trim()) return "The English text is required (every language falls back to it)";
        const tooLong = LANGUAGES.find((lang) => (value?.[lang]?.length ?? 0) > max);
        return tooLong ? `${LANGUAGE_INFO[tooLong].title}: at most ${max} characters` : true;
      }),
  });
}
