// Which URLs a CDN must forget when a document is published: the pages that show what changed.
import {
  articlePath,
  checkerPath,
  DEFAULT_LANGUAGE,
  earlyAccessPath,
  generalPath,
  homePath,
  type Lang,
  LANGUAGES,
  pricingPath,
  resourcesFeedPath,
  resourcesPath,
  solutionPath as solutionPathIn,
  stateIndexPath,
  statePath,
} from "@/lib/routing/paths";
import { STATE_SLUGS } from "@/lib/states/slugs";
import { CATEGORY_KEYS, categoryIn } from "@/lib/articles/categories";
import { markdownPath } from "@/lib/markdown/paths";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import type { ContentChange } from "@/lib/publishing/webhook";

/** Served from the brand and cached for an hour (app/brand-icon.svg): forgotten with every page. */
const SITE_WIDE_EXTRAS = ["/brand-icon.svg", "/sitemap.xml"];

/** Lists every page with its title and summary, the product's name and the site's description (lib/markdown/llms-txt.ts). */
const LLMS_TXT = "/llms.txt";

/** A solution page's path in a language (English by default), its slug percent-encoded. */
export const solutionPath = (slug: string, lang: Lang = DEFAULT_LANGUAGE) =>
  solutionPathIn(lang, encodeURIComponent(slug));
/** A general page's path in a language (English by default), its slug percent-encoded. */
export const generalPagePath = (slug: string, lang: Lang = DEFAULT_LANGUAGE) =>
  generalPath(lang, encodeURIComponent(slug));

/** The state pages of a language (lib/states/state-pages.ts): the index and each of the fifty states (their slugs are fixed). */
export const statePagePaths = (lang: Lang) => [
  stateIndexPath(lang),
  ...STATE_SLUGS.map((slug) => statePath(lang, slug)),
];
/** The articles' listing and each category's first page, and the feed, in a language. */
export const resourcesPagePaths = (lang: Lang) => [
  resourcesPath(lang),
  ...CATEGORY_KEYS.map((key) => resourcesPath(lang, { category: categoryIn(key, lang).slug })),
  resourcesFeedPath(lang),
];

/** The site's pages now, language by language: the solution pages', the general pages' and the articles' (out now) slugs. */
export type SitePages = Partial<
  Record<
    Lang,
    {
      solutions: readonly string[];
      general?: readonly string[];
      articles?: readonly string[];
      documents?: readonly string[];
    }
  >
>;

/**
 * Every page of the site in every language (English first): home, early access, each solution and
 * general page, the state pages, the articles' listing (with each category's first page and the
 * feed) and each article out now, then the sitemap and the drawn favicon.
 */
export function everyPagePath(pages: SitePages = {}): string[] {
  return [
    ...LANGUAGES.flatMap((lang) => [
      homePath(lang),
      earlyAccessPath(lang),
      pricingPath(lang),
      ...(pages[lang]?.solutions ?? []).map((slug) => solutionPath(slug, lang)),
      ...(pages[lang]?.general ?? []).map((slug) => generalPagePath(slug, lang)),
      ...statePagePaths(lang),
      ...resourcesPagePaths(lang),
      ...(pages[lang]?.articles ?? []).map((slug) => articlePath(lang, encodeURIComponent(slug))),
      documentIndexPath(lang),
      ...(pages[lang]?.documents ?? []).map((slug) => documentTypePath(lang, encodeURIComponent(slug))),
      // The checker's form (its answers are rendered per request and expire with their CDN lifetime).
      checkerPath(lang),
    ]),
    ...SITE_WIDE_EXTRAS,
  ];
}

/**
 * The paths whose answers change with `change`, given the site's pages now (null when they could
 * not be read: the paths the change names are purged anyway). A page's paths are in its language
 * (`change.language`); when the webhook does not say which, in every language. What each page
 * shows (lib/sanity/queries.ts):
 * - site settings (menu, header, footer, modals, default SEO, both languages' texts) and brands
 *   (names, colours, logo, favicon): on every page → every page.
 * - the home page: `/` (or `/es`), and its date in `sitemap.xml`.
 * - the early-access page: `/early-access` (or `/es/acceso-anticipado`).
 * - a solution page: its own page and its date in `sitemap.xml`. Other pages show only its slug
 *   (the Solutions menu on every page of its language, the canonical link of a page that copies
 *   it, and its translation's hreflang alternates and language link), so when the slug changed,
 *   or it is not known that it did not (created, first published, unpublished, deleted, a webhook
 *   without `previousSlug`), every page of every language, plus the old and the new path.
 * - a general page: the same as a solution page, at `/<slug>` (`/es/<slug>`; other pages show its
 *   slug in the footer links that point at it).
 * - a translation link (`translation.metadata`, which pages are each other's translations): every
 *   page (hreflang alternates, the header's language link, the Spanish menu's and footer's links
 *   to translated pages, the sitemap's alternates), but no rendition and not `/llms.txt`.
 * - a redirect: the path(s) it redirects from (old and new); without them, every page.
 * - a state's RON coverage: every page (with the state pages and their index, and their renditions)
 *   and `/llms.txt`, until it is settled which pages show it (the notary page's coverage block, the
 *   signup wizard, a summary figure anywhere).
 * A page's Markdown rendition (`<path>.md`, lib/markdown/paths.ts) shows its own document only, and
 * a copy's names the page it repeats as canonical: it goes with its page's document, never with
 * site settings, brands, redirects or translation links; with any slug change, every solution
 * page's of that language. `/llms.txt` goes with every change but a redirect's and a translation
 * link's (it lists every page's title and summary, the product's name and the site's description).
 * - an article: its own page and rendition (old and new slug), the listing's and each category's first
 *   page and the feed of its language, `sitemap.xml` and `/llms.txt`. Later listing pages and the
 *   related articles on other articles follow within CDN_MAX_AGE_S (and the pages' own 60 s).
 * - a document (`documentType`): its own page and rendition (old and new slug), the documents'
 *   index and its rendition, the state pages of its language (they link to the documents with an
 *   exception for their state) and their renditions, `sitemap.xml` and `/llms.txt`.
 * - an author: every language's listing pages and feed (the article pages that show the author
 *   follow within CDN_MAX_AGE_S).
 * `robots.txt` is sent `max-age=0, must-revalidate`, so no cache keeps it. Link-preview images
 * (lib/seo/preview-image.tsx) are not purged: a CDN keeps them CDN_MAX_AGE_S, like later listing pages.
 */
export function purgePaths(change: ContentChange, pages: SitePages | null): string[] {
  const all = () => everyPagePath(pages ?? {});
  const langs: readonly Lang[] = change.language ? [change.language] : LANGUAGES;
  const named = (values: (string | null | undefined)[], toPath: (value: string, lang: Lang) => string) =>
    langs.flatMap((lang) => values.flatMap((value) => (typeof value === "string" ? [toPath(value, lang)] : [])));
  const renditions = (pagePaths: string[]) => pagePaths.map(markdownPath);
  let paths: string[];
  switch (change.type) {
    case "siteSettings":
    case "brand":
      paths = [...all(), LLMS_TXT];
      break;
    case "ronState":
      // Every page (the summary count and the signup's state messages may show anywhere), and the
      // state pages' renditions, which show the state documents alone.
      paths = [...all(), ...renditions(LANGUAGES.flatMap(statePagePaths)), LLMS_TXT];
      break;
    case "translation.metadata":
      paths = all();
      break;
    case "homePage": {
      const own = langs.map(homePath);
      paths = [...own, "/sitemap.xml", ...renditions(own), LLMS_TXT];
      break;
    }
    case "earlyAccessPage": {
      const own = langs.map(earlyAccessPath);
      paths = [...own, ...renditions(own), LLMS_TXT];
      break;
    }
    // The estimate page is rendered per request and never cached: only the pricing page and its rendition.
    case "pricingPage": {
      const own = langs.map(pricingPath);
      paths = [...own, "/sitemap.xml", ...renditions(own), LLMS_TXT];
      break;
    }
    case "solutionPage":
    case "page": {
      const own = named([change.slug, change.previousSlug], change.type === "page" ? generalPagePath : solutionPath);
      const slugUnchanged = typeof change.slug === "string" && change.previousSlug === change.slug;
      const solutionRenditions = () =>
        langs.flatMap((lang) => (pages?.[lang]?.solutions ?? []).map((slug) => solutionPath(slug, lang)));
      paths = slugUnchanged
        ? [...own, "/sitemap.xml", ...renditions(own), LLMS_TXT]
        : [...all(), ...own, ...renditions([...solutionRenditions(), ...own]), LLMS_TXT];
      break;
    }
    case "article": {
      const own = named([change.slug, change.previousSlug], (slug, lang) =>
        articlePath(lang, encodeURIComponent(slug)),
      );
      paths = [...own, ...renditions(own), ...langs.flatMap(resourcesPagePaths), "/sitemap.xml", LLMS_TXT];
      break;
    }
    case "documentType": {
      const own = named([change.slug, change.previousSlug], (slug, lang) =>
        documentTypePath(lang, encodeURIComponent(slug)),
      );
      const index = langs.map(documentIndexPath);
      const states = langs.flatMap(statePagePaths);
      // The checker's form lists the documents.
      const checker = langs.map(checkerPath);
      paths = [
        ...own,
        ...index,
        ...states,
        ...checker,
        ...renditions([...own, ...index, ...states]),
        "/sitemap.xml",
        LLMS_TXT,
      ];
      break;
    }
    case "author":
      paths = LANGUAGES.flatMap(resourcesPagePaths);
      break;
    case "redirect": {
      const from = [change.from, change.previousFrom].flatMap((path) => (typeof path === "string" ? [path] : []));
      paths = from.length > 0 ? from : all();
      break;
    }
  }
  return [...new Set(paths)];
}

/** Absolute URLs on the site's public origin (NEXT_PUBLIC_SITE_URL), as a CDN files them. */
export function absoluteUrls(paths: readonly string[], siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  return [
    ...new Set(paths.map((path) => new URL(path, `${origin}/`).href).filter((url) => url.startsWith(`${origin}/`))),
  ];
}
