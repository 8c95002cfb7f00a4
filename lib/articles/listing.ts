import type { Lang } from "../routing/paths";
import { plain } from "../sanity/stega";
import { uiText } from "../text/ui-text";
import type { ArticleCategory } from "./categories";

/*
 * What the listing, the feed, the sitemap and llms.txt do with the articles of a language: pure
 * functions of the articles and of "now", so the schedule is tested with any clock.
 */

/** The fields these functions read. */
export type ArticleLike = { slug: string | null; publishedAt: string | null; categories?: readonly string[] | null };

/**
 * The listing's heading and introduction: site settings' (Studio: Site settings → Resources, per
 * language), else the built-in words of lib/text/ui-text.ts. The listing, its metadata, its Markdown
 * rendition and the RSS feed all read them here.
 */
export function listingCopy(
  settings: { resourcesTitle?: string | null; resourcesIntro?: string | null } | null | undefined,
  lang: Lang,
) {
  const text = uiText(lang).resources;
  // Blank is judged on the clean text; a value is used as it came, so draft mode's stega marks stay intact.
  const or = (value: string | null | undefined, fallback: string) => (value && plain(value).trim() ? value : fallback);
  return { title: or(settings?.resourcesTitle, text.title), intro: or(settings?.resourcesIntro, text.intro) };
}

/** Articles per listing page. */
export const ARTICLES_PER_PAGE = 4;

/** The most articles the queries read in a language (the listing's pages, the feed, the sitemap). */
export const MAX_ARTICLES = 500;

/** The feed's newest items. */
export const FEED_ITEMS = 20;

/**
 * Whether an article is out at `now`: it has a slug and a published date that is not in the
 * future. An article without a date is a draft in all but name: not shown.
 */
export function isPublishedAt(article: ArticleLike, now: Date): boolean {
  if (!article.slug || !article.publishedAt) return false;
  const at = Date.parse(article.publishedAt);
  return Number.isFinite(at) && at <= now.getTime();
}

/** The articles out at `now`, newest first (ties by slug, so the order is stable). */
export function publishedArticles<A extends ArticleLike>(articles: readonly A[], now: Date): A[] {
  return articles
    .filter((article) => isPublishedAt(article, now))
    .sort(
      (a, b) =>
        Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? "") || (a.slug ?? "").localeCompare(b.slug ?? ""),
    );
}

/** The articles not out yet at `now`, soonest first (Studio's "Scheduled" list shows the same). */
export function scheduledArticles<A extends ArticleLike>(articles: readonly A[], now: Date): A[] {
  return articles
    .filter((article) => article.slug && article.publishedAt && Date.parse(article.publishedAt) > now.getTime())
    .sort((a, b) => Date.parse(a.publishedAt ?? "") - Date.parse(b.publishedAt ?? ""));
}

export const inCategory = <A extends ArticleLike>(articles: readonly A[], category: ArticleCategory | null) =>
  category ? articles.filter((article) => article.categories?.includes(category)) : [...articles];

/** How many listing pages `count` articles fill (one, empty, when there are none). */
export const pageCount = (count: number, perPage = ARTICLES_PER_PAGE) => Math.max(1, Math.ceil(count / perPage));

/**
 * A listing page number from an address segment: digits only, no leading zero, 2 or more (page 1
 * is the listing's own address), at most `pages`; null for anything else (the route answers 404).
 */
export function pageNumberOf(segment: string | undefined, pages: number): number | null {
  if (!segment || !/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= pages ? page : null;
}

/** The articles of listing page `page` (1-based). */
export const pageOf = <A>(articles: readonly A[], page: number, perPage = ARTICLES_PER_PAGE): A[] =>
  articles.slice((page - 1) * perPage, page * perPage);

/**
 * Up to `count` other articles to read next: those sharing a category with `article` first (the
 * most categories shared, then newest), then the newest of the rest. `published` is newest first.
 */
export function relatedArticles<A extends ArticleLike>(article: ArticleLike, published: readonly A[], count = 3): A[] {
  const own = new Set(article.categories ?? []);
  const others = published.filter((candidate) => candidate.slug !== article.slug);
  const shared = (candidate: A) => (candidate.categories ?? []).filter((category) => own.has(category)).length;
  const withShared = others.filter((candidate) => shared(candidate) > 0).sort((a, b) => shared(b) - shared(a));
  const rest = others.filter((candidate) => shared(candidate) === 0);
  return [...withShared, ...rest].slice(0, count);
}

/** Words a minute, by language: Spanish runs longer in words for the same content. */
const WORDS_PER_MINUTE: Record<Lang, number> = { en: 238, es: 218 };

/** The words of a text (letters and digits, any script; "e-seal" and "it's" are one each). */
export const wordCount = (text: string): number => text.match(/[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/** Minutes to read `text` in `lang`, rounded up, at least 1. */
export const readingMinutes = (text: string, lang: Lang): number =>
  Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE[lang]));

/** Portable Text's plain text: every span of every block, a block per line. */
export function portableTextWords(
  body: readonly { children?: readonly { text?: string | null }[] | null }[] | null | undefined,
): string {
  return (body ?? []).map((block) => (block.children ?? []).map((child) => child.text ?? "").join("")).join("\n");
}
