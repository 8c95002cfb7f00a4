export type SlugDoc = { slug?: { current?: string } } | null | undefined;

/**
 * The redirect to create when publishing a solution page whose slug changed,
 * so links to the old address keep working; null when nothing changed.
 */
export function redirectForSlugChange(published: SlugDoc, draft: SlugDoc) {
  const before = published?.slug?.current;
  const after = draft?.slug?.current;
  if (!before || !after || before === after) return null;
  return {
    _id: `redirect-solutions-${before}`,
    _type: "redirect" as const,
    from: `/solutions/${before}`,
    to: `/solutions/${after}`,
    permanent: true,
  };
}
