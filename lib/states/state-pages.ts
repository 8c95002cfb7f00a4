/**
 * The state pages: one page per `ronState` document, at
 * `/remote-online-notarization/<state>` (`/es/notarizacion-en-linea/<state>`, lib/routing/paths.ts), and
 * their index. Pure: the slugs, the paths, and what a page derives from its document (title,
 * description, date of change, its prose as the long-form and FAQ blocks the template already
 * renders, structured data and Markdown reuse). Usable by server code, Studio and tests; the
 * slugs alone are lib/states/slugs.ts and their addresses lib/states/paths.ts (this module loads the dictionary).
 */
export { statePagePath, statePagePaths } from "./paths";
export { STATE_SLUGS, stateCodeOfSlug, stateSlug } from "./slugs";
import { LANGUAGES, stateIndexPath, type Lang } from "../routing/paths";
import type { BlockOf, PageBlock } from "../pages/site";
import type { StatePageQueryResult } from "../sanity/sanity.types";
import { statePagePaths } from "./paths";
import { stateSlug } from "./slugs";
import { fillTemplate } from "../text/template";
import { statusLabel, uiText } from "../text/ui-text";

export type StatePage = NonNullable<StatePageQueryResult>;

/** The page's visible heading: "Remote online notarization in Texas". */
export const statePageHeading = (name: string, lang: Lang) =>
  fillTemplate(uiText(lang).statePage.title, { state: name });

/** The page's `<title>` and its description, from the state's fields. */
export function statePageSeo(
  page: Pick<StatePage, "name" | "status">,
  lang: Lang,
): { title: string; description: string } {
  const text = uiText(lang).statePage;
  const status = statusLabel(lang, page.status, (page as Partial<StatePage>).statusLabels);
  return {
    title: fillTemplate(text.metaTitle, { state: page.name }),
    description: fillTemplate(text.description, { state: page.name, status }),
  };
}

/**
 * When the page last changed, for the sitemap and the structured data: the document's
 * `_updatedAt`, or its last-verified date when that is later (or the only one).
 */
export function stateLastModified(page: {
  _updatedAt?: string | null;
  lastVerified?: string | null;
}): string | undefined {
  const dates = [page._updatedAt, page.lastVerified]
    .filter((date): date is string => Boolean(date))
    .map((date) => (date.length === 10 ? `${date}T00:00:00.000Z` : date));
  return dates.sort().at(-1);
}

/**
 * The state's own prose in the page's language as the template's blocks: its text as a long-form
 * block and its questions as an FAQ block, each only when it has content. Rendered by the blocks'
 * own components, turned into Markdown by their Markdown, and the FAQ into FAQPage data.
 */
export function stateProseBlocks(page: Pick<StatePage, "code" | "name" | "body" | "faq">, lang: Lang): PageBlock[] {
  const text = uiText(lang).statePage;
  const key = page.code.toLowerCase();
  const blocks: PageBlock[] = [];
  if (page.body.length > 0) {
    blocks.push({
      _key: `${key}-text`,
      _type: "longForm",
      anchor: "about",
      eyebrow: null,
      heading: fillTemplate(text.proseHeading, { state: page.name }),
      intro: null,
      tone: "white",
      lastUpdated: null,
      lastUpdatedLabel: null,
      toc: false,
      tocLabel: null,
      body: page.body,
    });
  }
  if (page.faq.length > 0) {
    blocks.push({
      _key: `${key}-faq`,
      _type: "faq",
      anchor: "questions",
      eyebrow: null,
      heading: fillTemplate(text.faqHeading, { state: page.name }),
      intro: null,
      tone: "tint",
      items: page.faq.map((item) => ({ _key: item._key, question: item.question, answer: item.answer })),
    });
  }
  return blocks;
}

/** One sitemap entry of the state pages: its path, every language version's, and when it last changed. */
export type StateSitemapItem = {
  path: string;
  paths: Partial<Record<Lang, string>>;
  lastModified: string | undefined;
  priority: number;
};

/**
 * The state pages in the sitemap, every language: the index (changed when any state did), then each
 * state with a document, alphabetically by code, English then Spanish.
 */
export function stateSitemapItems(
  rows: readonly { code: string | null; _updatedAt?: string | null; lastVerified?: string | null }[],
): StateSitemapItem[] {
  const states = rows.flatMap((row) =>
    row.code && stateSlug(row.code) ? [{ code: row.code, lastModified: stateLastModified(row) }] : [],
  );
  const newest = states
    .map((state) => state.lastModified)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  const index = Object.fromEntries(LANGUAGES.map((lang) => [lang, stateIndexPath(lang)])) as Record<Lang, string>;
  return [
    ...LANGUAGES.map((lang) => ({ path: index[lang], paths: index, lastModified: newest, priority: 0.6 })),
    ...states.flatMap((state) => {
      const paths = statePagePaths(state.code);
      return LANGUAGES.flatMap((lang) =>
        paths[lang] ? [{ path: paths[lang], paths, lastModified: state.lastModified, priority: 0.5 }] : [],
      );
    }),
  ];
}

/** The index's coverage table: the block with the dictionary's words, every state, Site settings' status labels. */
export function indexCoverageBlock(
  lang: Lang,
  states: BlockOf<"stateCoverage">["states"],
  statusLabels: BlockOf<"stateCoverage">["statusLabels"] | undefined,
): BlockOf<"stateCoverage"> {
  return {
    _key: "index",
    _type: "stateCoverage",
    anchor: "states",
    eyebrow: null,
    heading: uiText(lang).statePage.coverageHeading,
    intro: null,
    tone: "white",
    summary: null,
    tableCaption: null,
    note: null,
    filter: null,
    columns: null,
    states,
    statusLabels: statusLabels ?? null,
  };
}
