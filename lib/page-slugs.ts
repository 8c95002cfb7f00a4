/**
 * General pages (`page` documents) live at `/<slug>`, next to the site's own routes. A slug that is
 * the first segment of one of those routes would either never be reached or shadow the route, so
 * Studio refuses it and the site never renders a page at it. `tests/unit/page-slugs.test.ts`
 * checks this list against the folders of `app/`: a new top-level route must be added here.
 */
export const RESERVED_SLUGS = [
  // Routes of app/ (route groups left out).
  "api",
  "bench-reference",
  "early-access",
  "es",
  "images",
  "opengraph-image",
  "remote-online-notarization",
  "resources",
  "solutions",
  "studio",
  // Next.js's own files and names a page must not take.
  "_next",
  "favicon",
  "index",
] as const;

/**
 * The Spanish site's own segments under `/es` (lib/i18n.ts): a Spanish general page lives at
 * `/es/<slug>` next to them.
 */
export const RESERVED_SLUGS_ES = ["soluciones", "acceso-anticipado", "recursos", "notarizacion-en-linea", "opengraph-image", "index", "favicon"] as const;

/** Lowercase letters, digits and single dashes: the form of every page, solution and article slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug's length at most (the Studio generates them up to 80 from a title; the dataset's longest is 63). */
export const SLUG_MAX_LENGTH = 96;

/**
 * What is wrong with the form of a page's, a solution page's or an article's slug, or null when
 * nothing is: the Studio's rule for each (schemas/documents/) and the content webhook's for the
 * slugs it is told of (lib/revalidate.ts).
 */
export function slugFormProblem(slug: string): string | null {
  if (!SLUG_PATTERN.test(slug)) return "Lowercase letters, digits and single dashes only";
  if (slug.length > SLUG_MAX_LENGTH) return `At most ${SLUG_MAX_LENGTH} characters`;
  return null;
}

/** A redirect's source: a path of lowercase letters, digits, dashes and slashes (the home page cannot be redirected). */
export const REDIRECT_SOURCE_PATTERN = /^\/[a-z0-9\-/]*$/;

/** A redirect source's length at most. */
export const REDIRECT_SOURCE_MAX_LENGTH = 2048;

/** What is wrong with a redirect's source (`from`), or null: the Studio's rule (schemas/documents/redirect.ts) and the content webhook's. */
export function redirectSourceProblem(path: string): string | null {
  if (!REDIRECT_SOURCE_PATTERN.test(path)) return "A path starting with /, of lowercase letters, digits, dashes and slashes";
  if (path === "/") return "The home page cannot be redirected";
  if (path.length > REDIRECT_SOURCE_MAX_LENGTH) return `At most ${REDIRECT_SOURCE_MAX_LENGTH} characters`;
  return null;
}

/** Whether a general page in `lang` may not take `slug` (English by default). */
export const isReservedSlug = (slug: string, lang: "en" | "es" = "en") =>
  ((lang === "es" ? RESERVED_SLUGS_ES : RESERVED_SLUGS) as readonly string[]).includes(slug);
