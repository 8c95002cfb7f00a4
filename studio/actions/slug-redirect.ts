export type SlugDoc = { slug?: { current?: string } } | null | undefined;

/** The document types that live at an address made of their slug, and that address. */
export const SLUG_PAGES = {
  solutionPage: { path: (slug: string) => `/solutions/${slug}`, idPrefix: "redirect-solutions-" },
  page: { path: (slug: string) => `/${slug}`, idPrefix: "redirect-page-" },
} as const;

export type SlugPageType = keyof typeof SLUG_PAGES;

/**
 * The redirect to create when publishing a solution page or a general page whose slug changed,
 * so links to the old address keep working; null when nothing changed.
 */
export function redirectForSlugChange(published: SlugDoc, draft: SlugDoc, type: SlugPageType = "solutionPage") {
  const before = published?.slug?.current;
  const after = draft?.slug?.current;
  if (!before || !after || before === after) return null;
  const { path, idPrefix } = SLUG_PAGES[type];
  return {
    _id: `${idPrefix}${before}`,
    _type: "redirect" as const,
    from: path(before),
    to: path(after),
    permanent: true,
  };
}
