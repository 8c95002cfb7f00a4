import "server-only";
import { formatArticleDate, readingTimeText } from "@/lib/articles/format";
import { articleBlock, findArticle, getPublishedArticles, getPublishedArticleSlugs } from "@/lib/articles/content";
import { listingCopy } from "@/lib/articles/listing";
import { getGeneralPageSlugs, getLayout, getSolutionSlugs, type PageBlock } from "@/lib/pages/site";
import {
  articlePath,
  earlyAccessPath,
  generalPath,
  homePath,
  type Lang,
  langOfPath,
  LANGUAGES,
  pricingPath,
  resourcesPath,
  solutionPath,
  stateIndexPath,
  statePath,
} from "@/lib/routing/paths";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages/page-documents";
import { absoluteUrl } from "@/lib/seo/metadata";
import { ROLES } from "@/lib/signup/constants";
import { getEarlyAccessPage, getRonStates, getSignupCopy } from "@/lib/signup/content";
import { findStatePage, getStateSlugs } from "@/lib/states/state-documents";
import { indexCoverageBlock, statePageSeo } from "@/lib/states/state-pages";
import { uiText } from "@/lib/text/ui-text";
import { blocksToMarkdown, type MarkdownContext } from "./blocks";
import { portableTextToPlainText } from "./portable-text";
import { stateIndexMarkdown, statePageMarkdown } from "./state-pages";
import { documentIndexMarkdown, documentPageMarkdown, stateDocumentLinksMarkdown } from "./document-pages";
import { documentsForState, findDocumentType, getDocumentSlugs, getDocumentTypes } from "@/lib/documents/content";
import { documentMetaTitle } from "@/lib/documents/pages";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import { pricingPageMarkdown } from "./pricing-page";
import { getPricingPage } from "@/lib/pricing/content";
import { blocks, emphasis, escapeText, heading, link, paragraph, plain, strong } from "./syntax";
import { markdownPath } from "./paths";
import { paramNamesOf, routeOf, type MarkdownKind, type RouteKind } from "@/lib/routing/table";

/*
 * Every kind of page that has a Markdown rendition (the routing table's MARKDOWN_KINDS,
 * lib/routing/table.ts), in one list per language: where its parameters come from and how its
 * document is read in that language (through the same cached, tagged queries as the HTML page, so
 * the content webhook refreshes both). Its address is the table's; one route serves every kind
 * (app/%5Fmd/[lang]/[...path], its pages of the build prerendered) and one the rest
 * (app/%5Fmd/[...path], per request).
 */

/** A page, as its Markdown rendition and llms.txt describe it. */
export type MarkdownPage = {
  /** The page's language. */
  lang: Lang;
  /** The HTML page's path (`/`, `/solutions/esign`, `/es/soluciones/firma-electronica`). */
  path: string;
  /** The path the HTML page names as canonical (a copy names the page it repeats, in its own language). */
  canonicalPath: string;
  /** Its title (the SEO title, else the document's). */
  title: string;
  /** One line about it: the SEO description, else a line from its content; null when there is neither. */
  summary: string | null;
  /** Hidden from search engines (`seo.noindex`). */
  noindex: boolean;
  /** The rendition's text, rendered on demand (llms.txt needs only the fields above). */
  markdown: () => string;
};

type Params = Record<string, string>;

type KindDefinition<P extends Params> = {
  /** The section of llms.txt that lists these pages (in the page's language). */
  section: string;
  /** The parameters of every page of this kind now (one cached query). */
  params: () => Promise<P[]>;
  /** The page, or null when it does not exist (any more). */
  load: (params: P) => Promise<MarkdownPage | null>;
};

const kind = <P extends Params>(definition: KindDefinition<P>) => definition;

/** How a rendition of `path` is written: links in content absolute, so the file stands on its own; in the path's language. */
export function contextFor(path: string): MarkdownContext {
  return {
    href: (href) =>
      href.startsWith("#")
        ? `${absoluteUrl(path)}${href}`
        : href.startsWith("/") && !href.startsWith("//")
          ? absoluteUrl(href)
          : href,
    lang: langOfPath(path),
  };
}

/** A line about a page from its content, for a page without an SEO description: its hero's text or headline, else its long-form text's intro. */
export function summaryFromBlocks(pageBlocks: readonly PageBlock[]): string | null {
  const hero = pageBlocks.find((block) => block._type === "hero");
  if (hero?._type === "hero") return portableTextToPlainText(hero.body) || plain(hero.headline) || null;
  const text = pageBlocks.find((block) => block._type === "longForm");
  return text?._type === "longForm" ? plain(text.intro) || plain(text.heading) || null : null;
}

type SlugPageDocument = {
  slug: string | null;
  title: string;
  seo: { title: string | null; description: string | null; noindex: boolean | null } | null;
  blocks: PageBlock[];
};

/** A solution or general page's rendition, at `path` (naming `canonicalPath` as canonical). */
function slugPage(lang: Lang, page: SlugPageDocument, path: string, canonicalPath = path): MarkdownPage {
  return {
    lang,
    path,
    canonicalPath,
    title: plain(page.seo?.title ?? page.title) || page.slug || path,
    summary: plain(page.seo?.description) || summaryFromBlocks(page.blocks),
    noindex: Boolean(page.seo?.noindex),
    markdown: () => blocksToMarkdown(page.blocks, contextFor(path)),
  };
}

/** The kinds of page of one language, each at its address in that language (lib/routing/paths.ts). */
function kindsOf(lang: Lang) {
  const text = uiText(lang);
  return {
    home: kind<Params>({
      section: text.markdownPagesSection,
      params: async () => [{}],
      load: async () => {
        const page = await getHomePage(lang);
        const pageBlocks = page?.blocks ?? [];
        const path = homePath(lang);
        return {
          lang,
          path,
          canonicalPath: path,
          title: plain(page?.seo?.title ?? page?.title) || text.markdownHomeTitle,
          summary: plain(page?.seo?.description) || summaryFromBlocks(pageBlocks),
          noindex: Boolean(page?.seo?.noindex),
          markdown: () => blocksToMarkdown(pageBlocks, contextFor(path)),
        };
      },
    }),
    earlyAccess: kind<Params>({
      section: text.markdownPagesSection,
      params: async () => [{}],
      load: async () => {
        const [page, copy] = await Promise.all([getEarlyAccessPage(lang), getSignupCopy(lang)]);
        const path = earlyAccessPath(lang);
        return {
          lang,
          path,
          canonicalPath: path,
          title: plain(page?.seo?.title ?? page?.title) || text.earlyAccessTitle,
          summary: plain(page?.seo?.description) || plain(copy.choice.intro) || null,
          noindex: Boolean(page?.seo?.noindex),
          // The wizard's first step, as the page shows it before anyone chooses: the heading, its
          // intro and what each role is for (the forms behind them are interface).
          markdown: () =>
            `${blocks(
              heading(1, copy.choice.heading),
              emphasis(copy.choice.eyebrow),
              paragraph(copy.choice.intro),
              ROLES.map(
                (role) =>
                  `- ${[strong(copy.roles[role].label), escapeText(plain(copy.roles[role].description))].filter(Boolean).join(": ")}`,
              ).join("\n"),
            )}\n`,
        };
      },
    }),
    pricing: kind<Params>({
      section: text.markdownPagesSection,
      params: async () => [{}],
      load: async () => {
        const page = await getPricingPage(lang);
        const path = pricingPath(lang);
        return {
          lang,
          path,
          canonicalPath: path,
          title: plain(page?.seo?.title ?? page?.title) || text.pricing.eyebrow,
          summary: plain(page?.seo?.description ?? page?.intro) || null,
          noindex: Boolean(page?.seo?.noindex),
          markdown: () => pricingPageMarkdown(page, lang),
        };
      },
    }),
    solution: kind<{ slug: string }>({
      section: text.markdownSolutionsSection,
      params: async () => (await getSolutionSlugs(lang)).map((slug) => ({ slug })),
      load: async ({ slug }) => {
        const page = await getSolutionPage(lang, slug);
        return page
          ? slugPage(
              lang,
              page,
              solutionPath(lang, page.slug ?? slug),
              solutionPath(lang, page.canonicalSlug ?? page.slug ?? slug),
            )
          : null;
      },
    }),
    general: kind<{ slug: string }>({
      section: text.markdownAboutSection,
      params: async () => (await getGeneralPageSlugs(lang)).map((slug) => ({ slug })),
      load: async ({ slug }) => {
        const page = await getGeneralPage(lang, slug);
        return page ? slugPage(lang, page, generalPath(lang, page.slug ?? slug)) : null;
      },
    }),
    stateIndex: kind<Params>({
      section: text.statePage.markdownSection,
      params: async () => [{}],
      load: async () => {
        const [states, layout] = await Promise.all([getRonStates(lang), getLayout(lang)]);
        const path = stateIndexPath(lang);
        const block = indexCoverageBlock(lang, states, layout.settings?.statusLabels);
        return {
          lang,
          path,
          canonicalPath: path,
          title: text.statePage.indexMetaTitle,
          summary: text.statePage.indexDescription,
          noindex: false,
          markdown: () => stateIndexMarkdown(block, { ...contextFor(path), lang }),
        };
      },
    }),
    state: kind<{ state: string }>({
      section: text.statePage.markdownSection,
      params: async () => (await getStateSlugs(lang)).map((state) => ({ state })),
      load: async ({ state }) => {
        const page = await findStatePage(lang, state);
        if (!page) return null;
        const documents = await documentsForState(page.code, lang);
        const path = statePath(lang, state);
        const seo = statePageSeo(page, lang);
        return {
          lang,
          path,
          canonicalPath: path,
          title: seo.title,
          summary: seo.description,
          noindex: false,
          markdown: () => {
            const context = { ...contextFor(path), lang };
            return statePageMarkdown(page, context, stateDocumentLinksMarkdown(documents, page.name, context));
          },
        };
      },
    }),
    // The documents' index: every document of the language with its usual answer.
    documentIndex: kind<Params>({
      section: text.documents.markdownSection,
      params: async () => [{}],
      load: async () => {
        const path = documentIndexPath(lang);
        const documents = await getDocumentTypes(lang);
        return {
          lang,
          path,
          canonicalPath: path,
          title: text.documents.indexMetaTitle,
          summary: text.documents.indexDescription,
          noindex: false,
          markdown: () => documentIndexMarkdown(documents, { ...contextFor(path), lang }),
        };
      },
    }),
    document: kind<{ slug: string }>({
      section: text.documents.markdownSection,
      params: async () => (await getDocumentSlugs(lang)).map((slug) => ({ slug })),
      load: async ({ slug }) => {
        const page = await findDocumentType(lang, slug);
        if (!page) return null;
        const path = documentTypePath(lang, page.slug);
        return {
          lang,
          path,
          canonicalPath: path,
          title: plain(documentMetaTitle(page, lang)),
          summary: plain(page.seo?.description ?? page.summary) || null,
          noindex: Boolean(page.seo?.noindex),
          markdown: () => documentPageMarkdown(page, { ...contextFor(path), lang }),
        };
      },
    }),
    // The articles' listing: every article out now, newest first, each a link to its rendition.
    resources: kind<Params>({
      section: text.resources.markdownSection,
      params: async () => [{}],
      load: async () => {
        const path = resourcesPath(lang);
        const [{ settings }, published] = await Promise.all([getLayout(lang), getPublishedArticles(lang)]);
        const articles = published.filter((article) => !article.noindex);
        const copy = listingCopy(settings, lang);
        return {
          lang,
          path,
          canonicalPath: path,
          title: plain(copy.title),
          summary: plain(copy.intro),
          noindex: false,
          markdown: () =>
            `${blocks(
              heading(1, copy.title),
              paragraph(copy.intro),
              articles
                .map(
                  (article) =>
                    `- ${link(article.title, absoluteUrl(markdownPath(articlePath(lang, article.slug))))} (${formatArticleDate(article.publishedAt, text.locale)}): ${escapeText(plain(article.excerpt))}`,
                )
                .join("\n"),
            )}\n`,
        };
      },
    }),
    // The articles out now (a scheduled one has no rendition until its time: lib/articles/content.ts).
    article: kind<{ slug: string }>({
      section: text.resources.markdownSection,
      params: async () => (await getPublishedArticleSlugs(lang)).map((slug) => ({ slug })),
      load: async ({ slug }) => {
        const article = await findArticle(lang, slug);
        if (!article) return null;
        const path = articlePath(lang, article.slug);
        const byline = [
          article.author
            ? `${text.resources.by} ${[article.author.name, article.author.role].filter(Boolean).join(", ")}`
            : null,
          `${text.resources.published} ${formatArticleDate(article.publishedAt, text.locale)}`,
          readingTimeText(article.text, lang),
        ]
          .filter(Boolean)
          .join(" · ");
        return {
          lang,
          path,
          canonicalPath: path,
          title: plain(article.seo?.title ?? article.title) || slug,
          summary: plain(article.seo?.description ?? article.excerpt) || null,
          noindex: Boolean(article.noindex),
          markdown: () => {
            const [title = "", ...rest] = blocksToMarkdown([articleBlock(article)], contextFor(path)).split("\n\n");
            return [title, emphasis(byline), ...rest].join("\n\n");
          },
        };
      },
    }),
  } satisfies Record<MarkdownKind, unknown>;
}

/** Every language's kinds of page: `markdownKinds.es.solution` is `/es/soluciones/[slug]`. */
export const markdownKinds: Record<Lang, ReturnType<typeof kindsOf>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, kindsOf(lang)]),
) as Record<Lang, ReturnType<typeof kindsOf>>;

export type MarkdownKindName = keyof ReturnType<typeof kindsOf>;

/** Every kind of every language, English first, with its name. */
const everyKind = () =>
  LANGUAGES.flatMap((lang) =>
    Object.entries(markdownKinds[lang]).map(([name, definition]) => ({
      lang,
      name: name as MarkdownKindName,
      definition: definition as KindDefinition<Params>,
    })),
  );

const sameParams = (a: Params, b: Params) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

const isMarkdownKind = (lang: Lang, kind: string): kind is MarkdownKindName => Object.hasOwn(markdownKinds[lang], kind);

/** A rendition's parameters as the routes carry them: `[kind, ...values]` (`["solution", "esign"]`). */
const asSegments = (kind: string, params: Params) => [
  kind,
  ...paramNamesOf(kind as RouteKind).map((name) => params[name] ?? ""),
];

/** The parameters of `kind` from the values after it, or null when their number is not the kind's. */
function paramsOf(kind: MarkdownKindName, values: readonly string[]): Params | null {
  const names = paramNamesOf(kind);
  return names.length === values.length
    ? Object.fromEntries(names.map((name, index) => [name, values[index] ?? ""]))
    : null;
}

/** The build's renditions of a language, as app/%5Fmd/[lang]/[...path] prerenders them. */
export async function markdownParams(lang: Lang): Promise<{ path: string[] }[]> {
  const perKind = await Promise.all(
    Object.entries(markdownKinds[lang]).map(async ([kind, definition]) =>
      (await (definition as KindDefinition<Params>).params()).map((params) => ({ path: asSegments(kind, params) })),
    ),
  );
  return perKind.flat();
}

/**
 * The page a rendition's route segments name now (`["solution", "esign"]` in a language), or null.
 * They come from a URL: they are matched against the kind's cached list of parameters before
 * anything is loaded, so a made-up address runs no query of its own (and adds no entry to the data
 * cache).
 */
export async function markdownPageAt(
  lang: Lang,
  [kind = "", ...values]: readonly string[],
): Promise<MarkdownPage | null> {
  if (!isMarkdownKind(lang, kind)) return null;
  const params = paramsOf(kind, values);
  const definition = markdownKinds[lang][kind] as KindDefinition<Params>;
  if (!params || !(await definition.params()).some((known) => sameParams(known, params))) return null;
  return definition.load(params);
}

/** The page at a public path now (`/es/soluciones/firma-electronica`), or null. */
export async function findMarkdownPage(path: string): Promise<MarkdownPage | null> {
  const match = routeOf(path);
  return match ? markdownPageAt(match.lang, asSegments(match.kind, match.params)) : null;
}

/** Every page that has a rendition now, language by language and kind by kind, with the llms.txt section it belongs to. */
export async function allMarkdownPages(): Promise<{ section: string; page: MarkdownPage }[]> {
  const perKind = await Promise.all(
    everyKind().map(async ({ definition }) => {
      const pages = await Promise.all((await definition.params()).map((params) => definition.load(params)));
      return pages.flatMap((page) => (page ? [{ section: definition.section, page }] : []));
    }),
  );
  return perKind.flat();
}
