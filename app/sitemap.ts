import type { MetadataRoute } from "next";
import { getSitemapEntries } from "@/lib/content";
import { isReservedSlug } from "@/lib/page-slugs";
import { absoluteUrl } from "@/lib/seo";

export const revalidate = 3600;

/**
 * The indexable pages: home, early access, every solution page that is neither hidden from
 * search engines nor a copy pointing its canonical elsewhere, and every general page not hidden.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { home, pages, generalPages } = await getSitemapEntries();
  const lastModified = (value: string | null | undefined) => (value ? new Date(value) : undefined);
  return [
    ...(home && !home.noindex ? [{ url: absoluteUrl("/"), lastModified: lastModified(home._updatedAt), priority: 1 }] : []),
    { url: absoluteUrl("/early-access"), priority: 0.8 },
    ...pages
      .filter((page) => !page.noindex && (!page.canonicalSlug || page.canonicalSlug === page.slug))
      .map((page) => ({ url: absoluteUrl(`/solutions/${page.slug}`), lastModified: lastModified(page._updatedAt), priority: 0.7 })),
    ...generalPages
      .filter((page) => !page.noindex && !isReservedSlug(page.slug ?? ""))
      .map((page) => ({ url: absoluteUrl(`/${page.slug}`), lastModified: lastModified(page._updatedAt), priority: 0.4 })),
  ];
}
