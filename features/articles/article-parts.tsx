import type { ArticleSummary } from "@/lib/articles/content";
import { categoryIn, isArticleCategory } from "@/lib/articles/categories";
import { formatArticleDate, readingTimeText } from "@/lib/articles/format";
import { articlePath, resourcesPath, type Lang } from "@/lib/routing/paths";
import { uiText } from "@/lib/text/ui-text";
import { responsiveImage } from "@/lib/sanity/image";

/*
 * The pieces of the articles' pages (features/articles/article-pages.tsx): server components with
 * no script, plain links only.
 */

export { formatArticleDate, readingTimeText };

/** An article's categories as links to their listings. */
export function CategoryLinks({
  categories,
  lang,
  className = "",
}: {
  categories: readonly string[];
  lang: Lang;
  className?: string;
}) {
  const known = categories.filter(isArticleCategory);
  if (known.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {known.map((category) => (
        <li key={category}>
          <a
            href={resourcesPath(lang, { category: categoryIn(category, lang).slug })}
            className="relative z-10 inline-block rounded-full bg-brand/10 px-3 py-1 text-xs font-semibold text-brand-dark hover:bg-brand/20"
          >
            {categoryIn(category, lang).title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** An article in a list: title (the link), excerpt, date, reading time and categories. */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const text = uiText(lang);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col rounded-2xl bg-white p-6 text-ink ring-1 ring-slate-200 hover:ring-slate-300">
      <p className="text-sm text-slate-600">
        <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt, text.locale)}</time>
        {/* A no-break space before the "·": a wrap comes after it, never before. */}
        <span aria-hidden="true">{"\u00a0"}· </span>
        {readingTimeText(article.text, lang)}
      </p>
      <Heading className="mt-2 text-lg font-semibold text-pretty">
        <a
          href={articlePath(lang, article.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand"
        >
          {article.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-600">{article.excerpt}</p>
      <CategoryLinks categories={article.categories} lang={lang} className="mt-4" />
    </article>
  );
}

/** Initials for an author without a photo: "Dana Whitfield" → "DW". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => Array.from(word ?? "")[0]?.toUpperCase() ?? "").join("") || "?";
}

type Author = ArticleSummary["author"];

/** The author's photo (square, around its hotspot, 56 px), else their initials in a circle (drawn, no request). */
export function AuthorAvatar({ author, size = "size-14" }: { author: NonNullable<Author>; size?: string }) {
  const photo = responsiveImage(author.photo, { displayWidth: 56, sizes: "56px", aspect: 1 });
  return photo ? (
    // eslint-disable-next-line @next/next/no-img-element -- a server-rendered srcset from Sanity's image pipeline (lib/sanity/image.ts), no client code
    <img {...photo} alt="" loading="lazy" decoding="async" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-dark text-lg font-bold text-white`}
    >
      {initialsOf(author.name)}
    </span>
  );
}

/** Who wrote the article: photo, name, role and short bio. */
export function AuthorBox({ author, lang }: { author: Author | null; lang: Lang }) {
  if (!author) return null;
  const text = uiText(lang).resources;
  return (
    <aside aria-labelledby="about-author" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
      <div className="max-w-3xl rounded-2xl bg-surface p-6 ring-1 ring-slate-200 lg:ml-[19rem]">
        <h2 id="about-author" className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
          {text.aboutAuthor}
        </h2>
        <div className="mt-4 flex items-start gap-4">
          <AuthorAvatar author={author} />
          <div>
            <p className="font-semibold text-ink">{author.name}</p>
            {author.role ? <p className="text-sm text-slate-600">{author.role}</p> : null}
            {author.bio ? <p className="mt-2 text-sm text-slate-700">{author.bio}</p> : null}
          </div>
        </div>
      </div>
    </aside>
  );
}
