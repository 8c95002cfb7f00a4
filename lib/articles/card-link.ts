import { articlePath, type Lang } from "../routing/paths";
import { isPublishedAt } from "./listing";

/** An article as a Resources card references it (blocks/resources/query.ts): its own slug and language, and its translations'. */
export type LinkedArticle = {
  slug: string | null;
  language: string | null;
  publishedAt: string | null;
  translations?: readonly { language: string | null; slug: string | null; publishedAt: string | null }[] | null;
} | null;

/**
 * Where a card that references an article links on a page in `lang`: that article, or its
 * translation in `lang`, once it is out at `now`; null otherwise (the card stays an announcement).
 */
export function linkedArticleHref(article: LinkedArticle, lang: Lang, now: Date): string | null {
  if (!article) return null;
  const version =
    (article.language ?? "en") === lang
      ? article
      : article.translations?.find((translation) => translation.language === lang);
  return version?.slug && isPublishedAt(version, now) ? articlePath(lang, version.slug) : null;
}
