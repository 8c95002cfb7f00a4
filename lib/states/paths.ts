/** The state pages' addresses, by the states' codes (lib/routing/table.ts has the patterns). */
import { LANGUAGES, statePath, type Lang } from "../routing/paths.ts";
import { stateSlug } from "./slugs.ts";

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
