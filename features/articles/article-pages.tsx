import "server-only";
import type { Metadata } from "next";
import { notFoundIn } from "@/lib/routing/request";
import {
  AuthorBox,
  ArticleCard,
  CategoryLinks,
  formatArticleDate,
  readingTimeText,
} from "@/features/articles/article-parts";
import { SiteFrame } from "@/components/layout/site-frame";
import { JsonLd } from "@/components/ui/json-ld";
import { LongFormBlock } from "@/blocks/long-form/component";
import { getLayout } from "@/lib/pages/site";
import { listingArticles, type ListingRef } from "@/lib/articles/addresses";
import { CATEGORY_KEYS, categoryIn, type ArticleCategory } from "@/lib/articles/categories";
import { articleBlock, findArticle, getPublishedArticles, type Article } from "@/lib/articles/content";
import { listingCopy, pageCount, pageOf, relatedArticles, wordCount } from "@/lib/articles/listing";
import { articleData } from "@/lib/articles/structured-data";
import {
  articlePath,
  articlePreviewImagePath,
  LANGUAGES,
  resourcesFeedPath,
  resourcesPath,
  resourcesPreviewImagePath,
  type Lang,
} from "@/lib/routing/paths";
import { languagePaths, pageMetadata, type LanguagePaths } from "@/lib/seo/metadata";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { imageUrl, responsiveImage } from "@/lib/sanity/image";

/** A no-break space: keeps a byline's "·" on the line of the word before it. */
const NBSP = "\u00a0";

/** A cover's shape on the page and as a link preview (1200 × 630). */
const COVER_ASPECT = 1200 / 630;

/*
 * The articles' pages of every language, for the thin route files of app/[locale]/resources: the
 * listing (all articles or one category, page by page) and an article.
 * Which articles are out is decided per render (lib/articles/content.ts); the routes revalidate
 * every ARTICLE_REVALIDATE_S seconds, so a scheduled article appears on time without a rebuild.
 */

/** The listing's path in every language (the category's slug is per language). */
const listingPaths = ({ category, page }: ListingRef): LanguagePaths =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      resourcesPath(lang, { category: category ? categoryIn(category, lang).slug : null, page }),
    ]),
  );

/** The feed, as every articles' page names it in `<head>`. */
const feedAlternate = (lang: Lang, product: string) => ({
  "application/rss+xml": [
    { url: resourcesFeedPath(lang), title: fillTemplate(uiText(lang).resources.feedTitle, { product }) },
  ],
});

// --- Static parameters (the build's; anything else falls through to the catch-all) ---

export const categoryParams = (lang: Lang) => CATEGORY_KEYS.map((key) => ({ category: categoryIn(key, lang).slug }));

export async function listingPageParams(lang: Lang) {
  const pages = pageCount((await listingArticles(lang, null)).length);
  return Array.from({ length: pages - 1 }, (_, index) => ({ page: String(index + 2) }));
}

export async function categoryPageParams(lang: Lang) {
  const perCategory = await Promise.all(
    CATEGORY_KEYS.map(async (key) => {
      const pages = pageCount((await listingArticles(lang, key)).length);
      return Array.from({ length: pages - 1 }, (_, index) => ({
        category: categoryIn(key, lang).slug,
        page: String(index + 2),
      }));
    }),
  );
  return perCategory.flat();
}

export async function articleParams(lang: Lang) {
  return (await getPublishedArticles(lang)).map((article) => ({ slug: article.slug }));
}

// --- The listing ---

export async function listingMetadata(lang: Lang, listing: ListingRef | null): Promise<Metadata> {
  if (!listing) return {};
  const [{ settings, brand }, articles] = await Promise.all([getLayout(lang), listingArticles(lang, listing.category)]);
  const text = uiText(lang).resources;
  const copy = listingCopy(settings, lang);
  const paths = listingPaths(listing);
  const heading = listing.category
    ? fillTemplate(text.categoryTitle, { category: categoryIn(listing.category, lang).title })
    : copy.title;
  const title =
    listing.page > 1
      ? `${heading} · ${fillTemplate(text.pageOf, { page: listing.page, pages: pageCount(articles.length) })}`
      : heading;
  const product = brand?.productName ?? "";
  const meta = pageMetadata({
    seo: {
      title: product ? `${title} | ${product}` : title,
      description: copy.intro,
      noindex: false,
      ogImage: resourcesPreviewImagePath(lang),
    },
    fallbackTitle: title,
    canonicalPath: paths[lang] ?? resourcesPath(lang),
    lang,
    paths,
  });
  return { ...meta, alternates: { ...meta.alternates, types: feedAlternate(lang, product) } };
}

function Pagination({ lang, listing, pages }: { lang: Lang; listing: ListingRef; pages: number }) {
  if (pages < 2) return null;
  const text = uiText(lang).resources;
  const category = listing.category ? categoryIn(listing.category, lang).slug : null;
  const link = "rounded-lg px-4 py-2 font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-surface";
  return (
    <nav aria-label={text.pagination} className="mt-12 flex flex-wrap items-center justify-between gap-4 text-sm">
      {listing.page > 1 ? (
        <a rel="prev" className={link} href={resourcesPath(lang, { category, page: listing.page - 1 })}>
          ← {text.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-slate-600" aria-current="page">
        {fillTemplate(text.pageOf, { page: listing.page, pages })}
      </p>
      {listing.page < pages ? (
        <a rel="next" className={link} href={resourcesPath(lang, { category, page: listing.page + 1 })}>
          {text.older} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

function CategoryNav({ lang, current }: { lang: Lang; current: ArticleCategory | null }) {
  const text = uiText(lang).resources;
  const item = (href: string, label: string, active: boolean) => (
    <li key={href}>
      <a
        href={href}
        aria-current={active ? "page" : undefined}
        className={`inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1 ${active ? "bg-brand-dark text-white ring-brand-dark" : "text-brand-dark ring-slate-300 hover:bg-surface"}`}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label={text.categoriesLabel} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {item(resourcesPath(lang), text.allCategories, current === null)}
        {CATEGORY_KEYS.map((key) =>
          item(
            resourcesPath(lang, { category: categoryIn(key, lang).slug }),
            categoryIn(key, lang).title,
            current === key,
          ),
        )}
      </ul>
    </nav>
  );
}

/** A listing page; null parameters (nothing there now) answer 404. */
export async function ListingRoute({ lang, listing }: { lang: Lang; listing: ListingRef | null }) {
  if (!listing) notFoundIn("resources");
  const [layout, all] = await Promise.all([getLayout(lang), listingArticles(lang, listing.category)]);
  const pages = pageCount(all.length);
  // The page may have emptied since the build (articles unpublished): 404, like any page past the last.
  if (listing.page > pages) notFoundIn("resources");
  const text = uiText(lang).resources;
  const copy = listingCopy(layout.settings, lang);
  const articles = pageOf(all, listing.page);
  const heading = listing.category ? categoryIn(listing.category, lang).title : copy.title;
  const product = layout.brand?.productName ?? "";
  return (
    <SiteFrame layout={layout} lang={lang} paths={listingPaths(listing)}>
      <section aria-labelledby="resources-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <header className="max-w-3xl">
            {listing.category ? (
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">
                <a href={resourcesPath(lang)} className="hover:underline">
                  {copy.title}
                </a>
              </p>
            ) : null}
            <h1 id="resources-heading" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {heading}
              {listing.page > 1 ? (
                <span className="sr-only"> · {fillTemplate(text.pageOf, { page: listing.page, pages })}</span>
              ) : null}
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">{copy.intro}</p>
            <p className="mt-4 text-sm">
              <a
                href={resourcesFeedPath(lang)}
                className="font-semibold text-brand-dark underline underline-offset-2 hover:text-brand"
                title={fillTemplate(text.feedTitle, { product })}
              >
                {text.feedLink}
              </a>
            </p>
          </header>
          <CategoryNav lang={lang} current={listing.category} />
          {articles.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-2" data-testid="article-list">
              {articles.map((article) => (
                <li key={article._id}>
                  <ArticleCard article={article} lang={lang} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-10 text-slate-600">{text.empty}</p>
          )}
          <Pagination lang={lang} listing={listing} pages={pages} />
        </div>
      </section>
    </SiteFrame>
  );
}

// --- An article ---

function articlePaths(article: Article, lang: Lang): LanguagePaths {
  return languagePaths({ type: "article", lang, slug: article.slug, translations: article.translations });
}

/**
 * An article's link-preview image: its SEO image, else its cover (1200 × 630 around its hotspot, in
 * its own format: not every link-preview reader takes WebP), else the image drawn from its title
 * (`generated`: an article of the build, app/…/[slug]/preview.png), else the site's default.
 */
export function articleImage(
  article: Pick<Article, "slug" | "seo" | "cover">,
  lang: Lang,
  { generated, defaultOgImage }: { generated: boolean; defaultOgImage?: string | null },
): string | null {
  return (
    article.seo?.ogImage ??
    (article.cover ? imageUrl(article.cover, { width: 1200, aspect: COVER_ASPECT, format: "source" }) : null) ??
    (generated ? articlePreviewImagePath(lang, article.slug) : (defaultOgImage ?? null))
  );
}

/** An article's metadata (exported for the unit tests). */
export function articleMetadata(
  article: Article,
  lang: Lang,
  {
    product = "",
    generated = true,
    defaultOgImage,
  }: { product?: string; generated?: boolean; defaultOgImage?: string | null } = {},
): Metadata {
  const paths = articlePaths(article, lang);
  const canonicalPath = paths[lang] ?? articlePath(lang, article.slug);
  const ogImage = articleImage(article, lang, { generated, defaultOgImage });
  const meta = pageMetadata({
    seo: {
      title: article.seo?.title ?? null,
      description: article.seo?.description ?? article.excerpt,
      noindex: article.seo?.noindex ?? false,
      ogImage,
    },
    fallbackTitle: product ? `${article.title} | ${product}` : article.title,
    canonicalPath,
    lang,
    paths,
  });
  return {
    ...meta,
    alternates: { ...meta.alternates, types: feedAlternate(lang, product) },
    openGraph: {
      ...meta.openGraph,
      type: "article",
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt ?? undefined,
      authors: article.author?.name ? [article.author.name] : undefined,
    },
  };
}

export async function articleRouteMetadata(
  lang: Lang,
  slug: string,
  { generated }: { generated: boolean },
): Promise<Metadata> {
  const article = await findArticle(lang, slug);
  if (!article) return {};
  const { settings, brand } = await getLayout(lang);
  // An article of the build has its drawn image; one published since uses the site's default
  // image until the next build.
  return articleMetadata(article, lang, {
    product: brand?.productName ?? "",
    generated,
    defaultOgImage: settings?.seo?.ogImage,
  });
}

/** An article page; an address with no article out now (a made-up slug, a scheduled article) answers 404. */
export async function ArticleRoute({ lang, slug, generated }: { lang: Lang; slug: string; generated: boolean }) {
  const [article, layout, published] = await Promise.all([
    findArticle(lang, slug),
    getLayout(lang),
    getPublishedArticles(lang),
  ]);
  if (!article) notFoundIn("resources");
  const text = uiText(lang);
  const paths = articlePaths(article, lang);
  const path = paths[lang] ?? articlePath(lang, article.slug);
  const related = relatedArticles(article, published);
  const block = articleBlock(article);
  const image = articleImage(article, lang, { generated, defaultOgImage: layout.settings?.seo?.ogImage });
  // The text column's width: 768 px (max-w-3xl) inside the page's side padding (1rem, 1.5rem from sm).
  const cover = responsiveImage(article.cover, {
    displayWidth: 768,
    aspect: COVER_ASPECT,
    sizes: "(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
  });
  const byline = (
    <div className="mt-6 space-y-4">
      {/* The author on a line of their own, then the dates and reading time as running text: each "·"
          is tied to the word before it, so a narrow screen wraps after one, never starts a line with one. */}
      <div className="text-sm text-slate-600" data-testid="byline">
        {article.author ? (
          <p className="mb-1">
            {text.resources.by} <span className="font-semibold text-ink">{article.author.name}</span>
            {article.author.role ? <span>, {article.author.role}</span> : null}
          </p>
        ) : null}
        <p>
          {text.resources.published}{" "}
          <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt, text.locale)}</time>
          {article.updatedAt && Date.parse(article.updatedAt) > Date.parse(article.publishedAt) ? (
            <>
              {NBSP}
              <span aria-hidden="true">·</span> {text.resources.updated}{" "}
              <time dateTime={article.updatedAt}>{formatArticleDate(article.updatedAt, text.locale)}</time>
            </>
          ) : null}
          {NBSP}
          <span aria-hidden="true">·</span>{" "}
          <span data-testid="reading-time">{readingTimeText(article.text, lang)}</span>
        </p>
      </div>
      <CategoryLinks categories={article.categories} lang={lang} />
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- a server-rendered srcset from Sanity's image pipeline (lib/sanity/image.ts), no client code
        <img
          {...cover}
          alt={article.cover?.alt ?? ""}
          fetchPriority="high"
          className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover"
        />
      ) : null}
    </div>
  );
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <JsonLd
        data={articleData({
          path,
          title: article.title,
          description: article.seo?.description ?? article.excerpt,
          publishedAt: article.publishedAt,
          updatedAt: article.updatedAt,
          image: image ?? "/brand-icon.svg",
          lang,
          author: article.author ? { name: article.author.name, role: article.author.role } : null,
          categories: article.categories.flatMap((category) =>
            (CATEGORY_KEYS as string[]).includes(category) ? [categoryIn(category as ArticleCategory, lang).title] : [],
          ),
          wordCount: wordCount(article.text ?? ""),
        })}
      />
      <article>
        <LongFormBlock block={block} leading lang={lang} byline={byline} />
        <AuthorBox author={article.author} lang={lang} />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-white">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              {text.resources.related}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-articles">
              {related.map((item) => (
                <li key={item._id}>
                  <ArticleCard article={item} lang={lang} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </SiteFrame>
  );
}
