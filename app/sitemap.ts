import type { MetadataRoute } from "next";
import { articleSitemapEntries } from "@/lib/articles/sitemap";
import { documentSitemapEntries } from "@/lib/documents/sitemap";
import { getSitemapEntries } from "@/lib/pages/site";
import { langOf } from "@/lib/routing/paths";
import { isReservedSlug } from "@/lib/routing/slugs";
import { absoluteUrl, hreflangAlternates, languagePaths, type Translation } from "@/lib/seo/metadata";
import { getStateSitemapEntries } from "@/lib/states/state-documents";
import { stateSitemapItems } from "@/lib/states/state-pages";

export const revalidate = 3600;

type Entry = {
  _type: string;
  _updatedAt: string;
  language: string;
  slug?: string | null;
  noindex: boolean;
  translations: Translation[];
};

/**
 * The indexable pages of every language: home, early access, pricing, every solution page that is neither
 * hidden from search engines nor a copy pointing its canonical elsewhere, and every general page
 * not hidden, then the state pages and their index (lib/states/state-pages.ts). Each names its published translations as `xhtml:link` alternates (and x-default,
 * the English one). A translation that is not published is in no list.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ home, earlyAccess, pricing, pages, generalPages }, states] = await Promise.all([
    getSitemapEntries(),
    getStateSitemapEntries(),
  ]);
  const withAlternates = (paths: Partial<Record<string, string>>) => {
    const languages = hreflangAlternates(paths);
    return languages
      ? {
          alternates: {
            languages: Object.fromEntries(Object.entries(languages).map(([key, path]) => [key, absoluteUrl(path)])),
          },
        }
      : {};
  };
  const entry = (page: Entry, priority: number): MetadataRoute.Sitemap[number] | [] => {
    const lang = langOf(page.language);
    const paths = languagePaths({ type: page._type, lang, slug: page.slug, translations: page.translations });
    const own = paths[lang];
    if (!own) return [];
    const languages = hreflangAlternates(paths);
    return {
      url: absoluteUrl(own),
      lastModified: page._updatedAt ? new Date(page._updatedAt) : undefined,
      priority,
      ...(languages
        ? {
            alternates: {
              languages: Object.fromEntries(Object.entries(languages).map(([key, path]) => [key, absoluteUrl(path)])),
            },
          }
        : {}),
    };
  };
  return [
    ...home.filter((page) => !page.noindex).flatMap((page) => entry(page, 1)),
    // The wizard is listed even while its document is not published: the page exists with its defaults.
    ...(earlyAccess.length > 0
      ? earlyAccess.flatMap((page) => entry({ ...page, noindex: false }, 0.8))
      : [{ url: absoluteUrl("/early-access"), priority: 0.8 }]),
    ...pricing.filter((page) => !page.noindex).flatMap((page) => entry(page, 0.8)),
    ...pages
      .filter((page) => !page.noindex && (!page.canonicalSlug || page.canonicalSlug === page.slug))
      .flatMap((page) => entry(page, 0.7)),
    ...generalPages
      .filter((page) => !page.noindex && !isReservedSlug(page.slug ?? "", langOf(page.language)))
      .flatMap((page) => entry(page, 0.4)),
    // The state pages and their index, in every language (lib/states/state-pages.ts).
    ...stateSitemapItems(states).map((item) => ({
      url: absoluteUrl(item.path),
      lastModified: item.lastModified ? new Date(item.lastModified) : undefined,
      priority: item.priority,
      ...withAlternates(item.paths),
    })),
    // The articles out now and their listing (lib/articles/sitemap.ts).
    ...(await articleSitemapEntries()),
    // The documents' index and pages (lib/documents/sitemap.ts).
    ...(await documentSitemapEntries()),
  ];
}
