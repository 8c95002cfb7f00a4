import { documentInternationalization } from "@sanity/document-internationalization";
import { LANGUAGE_INFO, LANGUAGES, TRANSLATED_TYPES } from "@/lib/routing/paths";
import { keepFirstTranslation } from "./translation-guard";

/*
 * Document-level translation of the pages (@sanity/document-internationalization): each language
 * is its own document, linked to the others by a `translation.metadata` document. Editors see the
 * language as a badge, open or create a translation from the document's "Translations" menu, and
 * find what lacks one in the structure's "Missing Spanish" list (studio/structure.ts).
 *
 * The plugin's known pitfalls, and how none reaches our editors:
 * - Duplicate translations (a double click on "Create", a click while the menu still shows an
 *   old state, two tabs): the plugin disables the option after the first click but re-enables it
 *   as soon as its transaction is in, before its own list of translations has caught up.
 *   `keepFirstTranslation` (translation-guard.ts, the plugin's `callback`, run after each creation) reads the metadata
 *   as the Content Lake has it and undoes the creation it follows when an earlier entry of that
 *   language exists: one document and one metadata entry per language, whatever the clicks.
 * - "Slug already in use" across languages: slugs are unique within a language only
 *   (schemas/objects/translated-document.ts), and the slug is not copied into a new translation
 *   (`documentInternationalization.exclude` on the slug fields), so the editor types the
 *   Spanish one.
 * - Singletons: the Spanish home and early-access pages exist in the dataset (`homePage-es`,
 *   `earlyAccessPage-es`, linked in content/translations.ndjson) and the structure shows both
 *   languages; the Translations menu is not offered on them, and they have no templates, so
 *   the Studio never offers to create a second one.
 */

/** Singletons with one document per language, made in advance: no Translations menu. */
export const TRANSLATED_SINGLETONS = ["homePage", "earlyAccessPage", "pricingPage"] as const;

/** The languages as the plugin lists them, English first. */
export const SUPPORTED_LANGUAGES = LANGUAGES.map((id) => ({ id, title: LANGUAGE_INFO[id].title }));

/** The plugin, configured for the site's page types. */
export const translations = documentInternationalization({
  supportedLanguages: SUPPORTED_LANGUAGES,
  schemaTypes: [...TRANSLATED_TYPES],
  languageField: "language",
  apiVersion: "2025-02-19",
  hideLanguageFilter: [...TRANSLATED_SINGLETONS],
  callback: keepFirstTranslation,
});
