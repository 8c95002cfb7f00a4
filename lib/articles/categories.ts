import type { Lang } from "../routing/paths";

/*
 * The articles' categories: a fixed list, one per audience of the site plus guides about our own
 * data. Fixed rather than documents because each is an address in both languages
 * (`/resources/category/notaries`, `/es/recursos/categoria/notary-public`) that the build
 * prerenders and the feed, sitemap and Studio name; a new one is a new audience, rare enough to be
 * a code change, and a list in code never leaves an article pointing at a deleted category.
 */

export const ARTICLE_CATEGORIES = {
  signers: { en: { title: "For signers", slug: "signers" }, es: { title: "Para firmantes", slug: "firmantes" } },
  business: {
    en: { title: "Title, escrow and lending", slug: "title-and-lending" },
    es: { title: "Títulos, escrow y préstamos", slug: "titulos-y-prestamos" },
  },
  notaries: {
    en: { title: "For notaries", slug: "notaries" },
    es: { title: "Para notary public", slug: "notary-public" },
  },
  compliance: {
    en: { title: "Law and compliance", slug: "law-and-compliance" },
    es: { title: "Leyes y cumplimiento", slug: "leyes-y-cumplimiento" },
  },
} as const satisfies Record<string, Record<Lang, { title: string; slug: string }>>;

export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;

export const CATEGORY_KEYS = Object.keys(ARTICLE_CATEGORIES) as ArticleCategory[];

export const isArticleCategory = (value: unknown): value is ArticleCategory =>
  typeof value === "string" && Object.hasOwn(ARTICLE_CATEGORIES, value);

/** Studio's choices (English titles). */
export const CATEGORY_OPTIONS = CATEGORY_KEYS.map((value) => ({ value, title: ARTICLE_CATEGORIES[value].en.title }));

/** A category's title and address slug in a language. */
export const categoryIn = (category: ArticleCategory, lang: Lang) => ARTICLE_CATEGORIES[category][lang];

/** The category whose slug in `lang` is `slug`, or null. */
export function categoryBySlug(lang: Lang, slug: string): ArticleCategory | null {
  return CATEGORY_KEYS.find((key) => ARTICLE_CATEGORIES[key][lang].slug === slug) ?? null;
}
