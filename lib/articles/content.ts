import "server-only";
import { cache } from "react";
import type { Lang } from "@/lib/i18n";
import { articleQuery, articlesQuery } from "@/lib/sanity/article-queries";
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
export const getAllArticles = cache((lang: Lang) => sanityFetch({ query: articlesQuery, params: { lang }, tags: TAGS }));

/** "Now" for the schedule: the real clock (a function, so each render reads it afresh). */
export const articleClock = (): Date => new Date();

/** The articles of a language that are out now, newest first. */
export const getPublishedArticles = cache(async (lang: Lang) => publishedArticles(await getAllArticles(lang), articleClock()));

/** The slugs of the articles out now (the routes' static parameters). */
export const getPublishedArticleSlugs = cache(async (lang: Lang) => (await getPublishedArticles(lang)).flatMap((article) => (article.slug ? [article.slug] : [])));

/** Only its published translations that are out now (a scheduled translation is no alternate yet). */
function outNow<A extends { translations: { language: string | null; slug: string | null; publishedAt: string | null }[] }>(article: A, now: Date): A {
  return { ...article, translations: article.translations.filter((translation) => isPublishedAt(translation, now)) };
}

/**
 * The article at a slug taken from a URL when it is out now, else null. The slug is checked
 * against the one cached list first, so a made-up slug never becomes a query of its own.
 */
export const findArticle = cache(async (lang: Lang, slug: string): Promise<Article | null> => {
  const now = articleClock();
  const listed = (await getAllArticles(lang)).find((article) => article.slug === slug);
  if (!listed || !isPublishedAt(listed, now)) return null;
  const article = await sanityFetch({ query: articleQuery, params: { lang, slug }, tags: TAGS });
  return article && isPublishedAt(article, now) ? outNow(article, now) : null;
});

/** A summary with only the translations that are out now. */
export const withTranslationsOutNow = <A extends ArticleSummary>(article: A): A => outNow(article, articleClock());
