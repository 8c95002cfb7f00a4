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

/** Lowercase letters, digits and single dashes: the form of every page and solution slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether a general page in `lang` may not take `slug` (English by default). */
export const isReservedSlug = (slug: string, lang: "en" | "es" = "en") =>
  ((lang === "es" ? RESERVED_SLUGS_ES : RESERVED_SLUGS) as readonly string[]).includes(slug);
