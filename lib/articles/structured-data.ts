import { absoluteUrl } from "../seo/metadata";
import type { Lang } from "../routing/paths";

/** What an article's structured data is made of (absolute URLs are made here). */
export type ArticleDataInput = {
  path: string;
  title: string;
  description: string | null;
  publishedAt: string;
  updatedAt: string | null;
  /** The link-preview image (the cover, else the generated image): a path or an absolute URL. */
  image: string;
  lang: Lang;
  author: { name: string; role: string | null } | null;
  categories: readonly string[];
  wordCount: number;
};

/**
 * schema.org BlogPosting for an article page: its author (a Person working for the organization
 * of every page), dates, image and language. `dateModified` is the updated date, else the
 * published one (never before it).
 */
export function articleData({
  path,
  title,
  description,
  publishedAt,
  updatedAt,
  image,
  lang,
  author,
  categories,
  wordCount,
}: ArticleDataInput) {
  const modified = updatedAt && Date.parse(updatedAt) > Date.parse(publishedAt) ? updatedAt : publishedAt;
  return {
    "@type": "BlogPosting",
    "@id": `${absoluteUrl(path)}#article`,
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    headline: title,
    description: description ?? undefined,
    datePublished: publishedAt,
    dateModified: modified,
    image: [absoluteUrl(image)],
    inLanguage: `${lang}-US`,
    author: author
      ? {
          "@type": "Person",
          name: author.name,
          jobTitle: author.role ?? undefined,
          worksFor: { "@id": absoluteUrl("/#organization") },
        }
      : undefined,
    publisher: { "@id": absoluteUrl("/#organization") },
    articleSection: categories.length > 0 ? [...categories] : undefined,
    wordCount,
  };
}
