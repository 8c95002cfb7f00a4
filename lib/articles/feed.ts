import "server-only";
import { getLayout } from "@/lib/pages/site";
import { articlePath, resourcesFeedPath, resourcesPath, type Lang } from "@/lib/routing/paths";
import { textResponse } from "@/lib/markdown/responses";
import { absoluteUrl } from "@/lib/seo/metadata";
import { plain } from "@/lib/sanity/stega";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { categoryIn, isArticleCategory } from "./categories";
import { getPublishedArticles } from "./content";
import { FEED_ITEMS, listingCopy } from "./listing";
import { rssFeed } from "./rss";

/** A language's feed: its newest FEED_ITEMS articles out now, with absolute links. */
export async function feedXml(lang: Lang): Promise<string> {
  const [{ settings, brand }, articles] = await Promise.all([getLayout(lang), getPublishedArticles(lang)]);
  const text = uiText(lang);
  return rssFeed(
    {
      title: fillTemplate(text.resources.feedTitle, { product: plain(brand?.productName ?? "") }).trim(),
      description: plain(listingCopy(settings, lang).intro),
      link: absoluteUrl(resourcesPath(lang)),
      self: absoluteUrl(resourcesFeedPath(lang)),
      language: text.locale,
    },
    articles
      .filter((article) => !article.noindex)
      .slice(0, FEED_ITEMS)
      .map((article) => ({
        title: plain(article.title),
        url: absoluteUrl(articlePath(lang, article.slug)),
        description: plain(article.excerpt),
        publishedAt: article.publishedAt,
        author: article.author ? plain(article.author.name) : null,
        categories: article.categories.filter(isArticleCategory).map((category) => categoryIn(category, lang).title),
      })),
  );
}

export async function feedResponse(lang: Lang): Promise<Response> {
  return textResponse(await feedXml(lang), "application/rss+xml; charset=utf-8");
}
