import type { SanityDocumentLike } from "@/lib/sanity/bundled";

/*
 * The legal rule of the Spanish site, for tests: a US notary public is not a "notario público"
 * (CA Gov. Code §8219.5, TX Gov. Code §406.017, NRS 240.085, 5 ILCS 312/3-103, NY Exec. Law §135-b),
 * so no Spanish text of the site may say notario, notaria, notarios, notarias (with or without the
 * accent: notaría) or notarial; the English term "notary public" stays. Shared by the unit test of
 * the dataset (tests/unit/i18n/banned-words.test.ts) and any test that reads Spanish pages or emails.
 */

/** The banned words, on text without its accents (`withoutAccents`); "notario público" is caught by its first word. */
export const BANNED_SPANISH = /\bnotari[oa]s?\b|\bnotarial(?:es)?\b/gi;

/** Text with its accents and other combining marks removed ("notaría" → "notaria"), so one ASCII pattern finds every spelling. */
export const withoutAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "");

/** The banned words a text holds, as written in it (empty when none). */
export function bannedWordsIn(text: string): string[] {
  // Reported as found in the text without its accents.
  return [...withoutAccents(text).matchAll(BANNED_SPANISH)].map((match) => match[0]);
}

/** One string of the dataset: its document, where it sits (`blocks[_key=="a1"].heading`) and its value. */
export type LocatedString = { id: string; path: string; value: string };

const segment = (parent: string, field: string) => (parent ? `${parent}.${field}` : field);
const element = (parent: string, item: unknown, index: number) =>
  `${parent}[${item && typeof item === "object" && typeof (item as { _key?: unknown })._key === "string" ? `_key=="${(item as { _key: string })._key}"` : index}]`;

/** Every string value in a value, recursively (keys of objects are field names, not text). */
export function stringsIn(value: unknown, id: string, path = ""): LocatedString[] {
  if (typeof value === "string") return [{ id, path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, id, element(path, item, index)));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([field, child]) => stringsIn(child, id, segment(path, field)));
  return [];
}

/** A field that holds Spanish in a document every language shares: `es` (a language object, a state's `es{name, note}`) or `<name>Es` (a fact's `detailEs`). */
const isSpanishField = (field: string) => field === "es" || /^[a-z]+Es$/.test(field);

/** The values of every Spanish field (`isSpanishField`) in a value, with their paths. */
export function spanishFieldsIn(value: unknown, id: string, path = ""): LocatedString[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => spanishFieldsIn(item, id, element(path, item, index)));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, child]) =>
    isSpanishField(field)
      ? stringsIn(child, id, segment(path, field))
      : spanishFieldsIn(child, id, segment(path, field)),
  );
}

/** A source's address (a fact's or an exception's `sourceUrl`): the publisher's words, not ours. */
const isSourceAddress = (string: LocatedString) => /(^|\.)sourceUrl$/.test(string.path);

/**
 * Every Spanish string of a dataset: every string of each document in Spanish (`language: "es"`:
 * text, slugs, ids, keys, references), and the Spanish values of the documents every language
 * shares (site settings' language objects, each state's `es` and its facts' `detailEs`). The
 * addresses of sources are left out: a statute's address is in its publisher's words.
 */
export function spanishStrings(dataset: SanityDocumentLike[]): LocatedString[] {
  return dataset
    .flatMap((document) =>
      document.language === "es" ? stringsIn(document, document._id) : spanishFieldsIn(document, document._id),
    )
    .filter((string) => !isSourceAddress(string));
}
