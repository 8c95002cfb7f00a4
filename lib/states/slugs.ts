/**
 * The state pages' slugs (lib/states/paths.ts has their addresses, lib/states/state-pages.ts the
 * rest): pure, no dictionary and no routing table, so the signup wizard's state message can link to
 * a state's page (with the address pattern the server gives it) without shipping anything else.
 */
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
