import "server-only";
import type { MetadataRoute } from "next";
import { LANGUAGES, resourcesPath } from "@/lib/routing/paths";
import { absoluteUrl, hreflangAlternates, languagePaths, type LanguagePaths } from "@/lib/seo/metadata";
import { getPublishedArticles, withTranslationsOutNow } from "./content";

type Entry = MetadataRoute.Sitemap[number];

const alternatesOf = (paths: LanguagePaths): Pick<Entry, "alternates"> => {
  const languages = hreflangAlternates(paths);
  return languages
    ? {
        alternates: {
          languages: Object.fromEntries(Object.entries(languages).map(([key, path]) => [key, absoluteUrl(path)])),
        },
      }
    : {};
};

/** The later of two ISO dates. */
const later = (a: string, b: string | null) => (b && Date.parse(b) > Date.parse(a) ? b : a);

/**
 * The listing of each language (modified when its newest article was) and every article out now
 * that is not hidden from search engines, each with its translations out now as alternates and the
 * last time it changed as `lastmod` (its document's last edit, never before it was published).
 */
export async function articleSitemapEntries(): Promise<Entry[]> {
  const perLanguage = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, await getPublishedArticles(lang)] as const),
  );
  const listingPaths = Object.fromEntries(LANGUAGES.map((lang) => [lang, resourcesPath(lang)]));
  return perLanguage.flatMap(([lang, articles]) => {
    const newest = articles[0];
    const listing: Entry = {
      url: absoluteUrl(resourcesPath(lang)),
      ...(newest ? { lastModified: new Date(later(newest.publishedAt, newest.updatedAt)) } : {}),
      priority: 0.6,
      ...alternatesOf(listingPaths),
    };
    const entries = articles
      .filter((article) => !article.noindex)
      .map((summary): Entry => {
        const article = withTranslationsOutNow(summary);
        const paths = languagePaths({ type: "article", lang, slug: article.slug, translations: article.translations });
        return {
          url: absoluteUrl(paths[lang] ?? resourcesPath(lang)),
          lastModified: new Date(later(article.publishedAt, later(article._updatedAt, article.updatedAt))),
          priority: 0.5,
          ...alternatesOf(paths),
        };
      });
    return [listing, ...entries];
  });
}
