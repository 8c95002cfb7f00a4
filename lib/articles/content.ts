import "server-only";
import { cache } from "react";
import type { BlockOf } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { articleQuery, articlesQuery } from "@/lib/sanity/article-queries";
import { isDraftMode } from "@/lib/sanity/draft";
import { sanityFetch } from "@/lib/sanity/fetch";
import type { ArticleQueryResult, ArticlesQueryResult } from "@/lib/sanity/sanity.types";
import { isPublishedAt, publishedArticles } from "./listing";

/*
 * The articles as the routes read them: one cached, tagged query per language for every list, one
 * per article for its page. Whether an article is out is decided here, per render, against the
 * clock (articleClock): the cached answers hold scheduled articles too.
 */

const TAGS = ["article", "author", "translation.metadata"];

export type ArticleSummary = ArticlesQueryResult[number];
export type Article = NonNullable<ArticleQueryResult>;

/** Every article of a language, scheduled ones included (at most MAX_ARTICLES). */
export const getAllArticles = cache((lang: Lang) =>
  sanityFetch({ query: articlesQuery, params: { lang }, tags: TAGS }),
);

/** "Now" for the schedule: the real clock (a function, so each render reads it afresh). */
export const articleClock = (): Date => new Date();

/** The articles of a language that are out now, newest first. */
export const getPublishedArticles = cache(async (lang: Lang) =>
  publishedArticles(await getAllArticles(lang), articleClock()),
);

/** The slugs of the articles out now (the routes' static parameters). */
export const getPublishedArticleSlugs = cache(async (lang: Lang) =>
  (await getPublishedArticles(lang)).flatMap((article) => (article.slug ? [article.slug] : [])),
);

/** Only its published translations that are out at `now` (a scheduled translation is no alternate yet). */
export function withTranslationsOutAt<
  A extends { translations: { language: string | null; slug: string | null; publishedAt: string | null }[] },
>(article: A, now: Date): A {
  return { ...article, translations: article.translations.filter((translation) => isPublishedAt(translation, now)) };
}

/** Far enough ahead that every scheduled article is out: an editor previewing in draft mode sees them. */
const PREVIEW_NOW = new Date("9999-12-31T23:59:59Z");

/**
 * The article at a slug taken from a URL when it is out now, else null. The slug is checked
 * against the one cached list first, so a made-up slug never becomes a query of its own. In draft
 * mode (the Studio's Presentation) a scheduled article's page shows too, so it can be previewed;
 * the listing, the feed and the rest never show it before its time.
 */
export const findArticle = cache(async (lang: Lang, slug: string): Promise<Article | null> => {
  const now = (await isDraftMode()) ? PREVIEW_NOW : articleClock();
  const listed = (await getAllArticles(lang)).find((article) => article.slug === slug);
  if (!listed || !isPublishedAt(listed, now)) return null;
  const article = await sanityFetch({ query: articleQuery, params: { lang, slug }, tags: TAGS });
  return article && isPublishedAt(article, now) ? withTranslationsOutAt(article, now) : null;
});

/** A summary with only the translations that are out now. */
export const withTranslationsOutNow = <A extends ArticleSummary>(article: A): A =>
  withTranslationsOutAt(article, articleClock());

/**
 * An article as the long-form block that renders it (its page and its Markdown rendition): the
 * title as the heading (the page's h1), the excerpt as the intro, its text with a table of contents.
 */
export function articleBlock(article: Pick<Article, "title" | "excerpt" | "body">): BlockOf<"longForm"> {
  return {
    _key: "article",
    _type: "longForm",
    anchor: null,
    eyebrow: null,
    heading: article.title,
    intro: article.excerpt,
    tone: "white",
    lastUpdated: null,
    lastUpdatedLabel: null,
    toc: true,
    tocLabel: null,
    body: article.body,
  };
}
