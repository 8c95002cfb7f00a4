/**
 * Content types the site caches by tag; the webhook revalidates the tag named
 * after the changed document's type (every fetch is tagged with the types it reads).
 */
export const CONTENT_TAGS = ["siteSettings", "homePage", "brand", "solutionPage", "redirect", "earlyAccessPage"] as const;

export type ContentTag = (typeof CONTENT_TAGS)[number];

/** The tags to revalidate for a webhook body `{_type, ...}`, or null when the type is not ours. */
export function tagsForChange(body: unknown): ContentTag[] | null {
  const type = body && typeof body === "object" ? (body as { _type?: unknown })._type : undefined;
  return (CONTENT_TAGS as readonly unknown[]).includes(type) ? [type as ContentTag] : null;
}
