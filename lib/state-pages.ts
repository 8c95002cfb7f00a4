/**
 * The state pages (issue 25): one page per `ronState` document, at
 * `/remote-online-notarization/<state>` (`/es/notarizacion-en-linea/<state>`, lib/i18n.ts), and
 * their index. Pure: the slugs, the paths, and what a page derives from its document (title,
 * description, date of change, its prose as the long-form and FAQ blocks the template already
 * renders, structured data and Markdown reuse). Usable by server code, Studio and tests.
 */
import { LANGUAGES, statePath, type Lang } from "./i18n";
import type { PageBlock } from "./content";
import type { StatePageQueryResult } from "./sanity/sanity.types";
import { US_STATES, type StateCode } from "./signup/states";
import { fillTemplate } from "./template";
import { statusLabel, uiText } from "./ui-text";

/** "New Hampshire" → "new-hampshire": lowercase ASCII letters and single dashes. */
const slugify = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const SLUG_OF = new Map<string, string>(US_STATES.map(([code, name]) => [code, slugify(name)]));
const CODE_OF = new Map<string, StateCode>(US_STATES.map(([code, name]) => [slugify(name), code]));

/**
 * A state's slug: its English name's (`TX` → `texas`), in both languages, fixed by its code so a
 * renamed document keeps its address. Null for a code that is not one of the fifty.
 */
export const stateSlug = (code: string | null | undefined): string | null => (code ? (SLUG_OF.get(code.toUpperCase()) ?? null) : null);

/** The state a slug from a URL names (`texas` → `TX`), or null. */
export const stateCodeOfSlug = (slug: string): StateCode | null => CODE_OF.get(slug) ?? null;

/** The fifty slugs, alphabetically by the state's English name. */
export const STATE_SLUGS: readonly string[] = US_STATES.map(([code]) => SLUG_OF.get(code) as string);

/** A state's page in a language, by its code; null for an unknown code. */
export function statePagePath(lang: Lang, code: string | null | undefined): string | null {
  const slug = stateSlug(code);
  return slug ? statePath(lang, slug) : null;
}

/** Both language versions of a state's page (every state has both: its Spanish fields fall back to English). */
export function statePagePaths(code: string): Partial<Record<Lang, string>> {
  const slug = stateSlug(code);
  return slug ? Object.fromEntries(LANGUAGES.map((lang) => [lang, statePath(lang, slug)])) : {};
}

export type StatePage = NonNullable<StatePageQueryResult>;

/** The page's visible heading: "Remote online notarization in Texas". */
export const statePageHeading = (name: string, lang: Lang) => fillTemplate(uiText(lang).statePage.title, { state: name });

/** The page's `<title>` and its description, from the state's fields. */
export function statePageSeo(page: Pick<StatePage, "name" | "status">, lang: Lang): { title: string; description: string } {
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
export function stateLastModified(page: { _updatedAt?: string | null; lastVerified?: string | null }): string | undefined {
  const dates = [page._updatedAt, page.lastVerified].filter((date): date is string => Boolean(date)).map((date) => (date.length === 10 ? `${date}T00:00:00.000Z` : date));
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
