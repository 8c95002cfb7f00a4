import "server-only";
import type { MetadataRoute } from "next";
import { LANGUAGES } from "@/lib/routing/paths";
import { absoluteUrl, hreflangAlternates } from "@/lib/seo/metadata";
import { getDocumentTypes } from "./content";
import { documentSitemapItems } from "./pages";

/** The documents' index and every document not hidden from search engines, in every language, with their hreflang alternates. */
export async function documentSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const perLanguage = await Promise.all(LANGUAGES.map(async (lang) => [lang, await getDocumentTypes(lang)] as const));
  return documentSitemapItems(perLanguage).map((item) => {
    const languages = hreflangAlternates(item.paths);
    return {
      url: absoluteUrl(item.path),
      lastModified: item.lastModified ? new Date(item.lastModified) : undefined,
      priority: item.priority,
      ...(languages
        ? {
            alternates: {
              languages: Object.fromEntries(Object.entries(languages).map(([key, path]) => [key, absoluteUrl(path)])),
            },
          }
        : {}),
    };
  });
}
