import { isLang, type Lang } from "./languages.ts";
import { isReservedSegment, reservedSegments, SLUG_PATTERN } from "./table.ts";

export { SLUG_PATTERN };

/**
 * General pages (`page` documents) live at `/<slug>` (`/es/<slug>`), next to the site's own
 * segments. A slug that is one of them would either never be reached or shadow a route, so Studio
 * refuses it and the site never renders a page at it. The lists come from the routing table
 * (lib/routing/table.ts: reservedSegments); `tests/unit/page-slugs.test.ts` checks them against the
 * folders of `app/`.
 */
export const RESERVED_SLUGS: readonly string[] = [...reservedSegments("en")];

/** The Spanish site's own segments under `/es`: a Spanish general page lives at `/es/<slug>` next to them. */
export const RESERVED_SLUGS_ES: readonly string[] = [...reservedSegments("es")];

/** A slug's length at most (the Studio generates them up to 80 from a title; the dataset's longest is 63). */
export const SLUG_MAX_LENGTH = 96;

/**
 * What is wrong with the form of a page's, a solution page's or an article's slug, or null when
 * nothing is: the Studio's rule for each (schemas/documents/) and the content webhook's for the
 * slugs it is told of (lib/publishing/webhook.ts).
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
  if (!REDIRECT_SOURCE_PATTERN.test(path))
    return "A path starting with /, of lowercase letters, digits, dashes and slashes";
  if (path === "/") return "The home page cannot be redirected";
  if (path.length > REDIRECT_SOURCE_MAX_LENGTH) return `At most ${REDIRECT_SOURCE_MAX_LENGTH} characters`;
  return null;
}

/** Whether a general page in `lang` may not take `slug` (English by default). */
export const isReservedSlug = (slug: string, lang: Lang = "en") => isReservedSegment(isLang(lang) ? lang : "en", slug);
