import { DEFAULT_LANGUAGE, documentPath, langOf, type Lang } from "../../lib/routing/paths";

export type SlugDoc = { slug?: { current?: string }; language?: string } | null | undefined;

/** The document types that live at an address made of their slug (lib/routing/paths.ts `documentPath`), and their redirects' ids. */
export const SLUG_PAGES = {
  solutionPage: { idPrefix: "redirect-solutions-" },
  page: { idPrefix: "redirect-page-" },
} as const;

export type SlugPageType = keyof typeof SLUG_PAGES;

/** A redirect's id: English ones as before (`redirect-solutions-<slug>`), other languages with theirs (`redirect-es-solutions-<slug>`). */
const redirectId = (type: SlugPageType, lang: Lang, slug: string) =>
  lang === DEFAULT_LANGUAGE
    ? `${SLUG_PAGES[type].idPrefix}${slug}`
    : SLUG_PAGES[type].idPrefix.replace(/^redirect-/, `redirect-${lang}-`) + slug;

/**
 * The redirect to create when publishing a solution page or a general page whose slug changed,
 * so links to the old address keep working; null when nothing changed. The addresses are the
 * page's language's (`/es/soluciones/<slug>` for a Spanish solution page).
 */
export function redirectForSlugChange(published: SlugDoc, draft: SlugDoc, type: SlugPageType = "solutionPage") {
  const before = published?.slug?.current;
  const after = draft?.slug?.current;
  if (!before || !after || before === after) return null;
  const lang = langOf(draft?.language ?? published?.language);
  return {
    _id: redirectId(type, lang, before),
    _type: "redirect" as const,
    from: documentPath(type, lang, before) as string,
    to: documentPath(type, lang, after) as string,
    permanent: true,
  };
}
