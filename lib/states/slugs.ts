/**
 * The state pages' slugs and paths (lib/states/state-pages.ts has the rest): pure, no dictionary, so the
 * signup wizard's state message can link to a state's page without shipping any other text.
 */
import { LANGUAGES, statePath, type Lang } from "../routing/paths.ts";
import { US_STATES, type StateCode } from "../signup/states.ts";

/** "New Hampshire" → "new-hampshire": lowercase ASCII letters and single dashes. */
const slugify = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const SLUG_OF = new Map<string, string>(US_STATES.map(([code, name]) => [code, slugify(name)]));
const CODE_OF = new Map<string, StateCode>(US_STATES.map(([code, name]) => [slugify(name), code]));

/**
 * A state's slug: its English name's (`TX` → `texas`), in both languages, fixed by its code so a
 * renamed document keeps its address. Null for a code that is not one of the fifty.
 */
export const stateSlug = (code: string | null | undefined): string | null =>
  code ? (SLUG_OF.get(code.toUpperCase()) ?? null) : null;

/** The state a slug from a URL names (`texas` → `TX`), or null. */
export const stateCodeOfSlug = (slug: string): StateCode | null => CODE_OF.get(slug) ?? null;

/** The fifty slugs, alphabetically by the state's English name. */
export const STATE_SLUGS: readonly string[] = US_STATES.map(([code]) => SLUG_OF.get(code) as string);

/** A state's page in a language, by its code; null for an unknown code. */
export function statePagePath(lang: Lang, code: string | null | undefined): string | null {
  const slug = stateSlug(code);
  return slug ? statePath(lang, slug) : null;
}

/** Both language versions of a state's page (every state has both: its Spanish fields fall back to English). */
export function statePagePaths(code: string): Partial<Record<Lang, string>> {
  const slug = stateSlug(code);
  return slug ? Object.fromEntries(LANGUAGES.map((lang) => [lang, statePath(lang, slug)])) : {};
}
