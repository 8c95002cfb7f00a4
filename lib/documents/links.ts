import type { Lang } from "@/lib/routing/languages";

/*
 * The addresses the document pages link to that another part of the site owns: the
 * "Can I notarize this online?" checker. Its routes are added with the checker; until they are in
 * the routing table, its public paths are spelled here, in this one place.
 */

const CHECKER_PATHS: Record<Lang, string> = {
  en: "/can-i-notarize-online",
  es: "/es/puedo-notarizar-en-linea",
};

/** The checker's page in a language. */
export const checkerPath = (lang: Lang): string => CHECKER_PATHS[lang];
