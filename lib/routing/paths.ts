/**
 * The site's languages (lib/routing/languages.ts) and the addresses of its pages in each, built
 * from the one routing table (lib/routing/table.ts): `solutionPath("es", "api")` is
 * `/es/soluciones/api`. Pure data and functions: usable by schemas, server and client code alike.
 */
import type { Lang } from "./languages.ts";
import { kindOfDocument, pathOf, previewPathOf, ROUTES } from "./table.ts";

export * from "./languages.ts";

/** The home page of a language: `/` or `/es`. */
export const homePath = (lang: Lang): string => pathOf(lang, "home");

/** A solution page: `/solutions/<slug>`, `/es/soluciones/<slug>`. */
export const solutionPath = (lang: Lang, slug: string): string => pathOf(lang, "solution", { slug });

/** A general page: `/<slug>`, `/es/<slug>`. */
export const generalPath = (lang: Lang, slug: string): string => pathOf(lang, "general", { slug });

/** The early-access wizard: `/early-access`, `/es/acceso-anticipado`. */
export const earlyAccessPath = (lang: Lang): string => pathOf(lang, "earlyAccess");

/** The pricing page: `/pricing`, `/es/precios`. */
export const pricingPath = (lang: Lang): string => pathOf(lang, "pricing");

/** The calculator's answer page (its inputs in the query string): `/pricing/estimate`, `/es/precios/estimacion`. */
export const pricingEstimatePath = (lang: Lang): string => pathOf(lang, "pricingEstimate");

/** The state pages' index: `/remote-online-notarization`, `/es/notarizacion-en-linea`. */
export const stateIndexPath = (lang: Lang): string => pathOf(lang, "stateIndex");

/** A state's page: `/remote-online-notarization/texas`, `/es/notarizacion-en-linea/texas`. */
export const statePath = (lang: Lang, state: string): string => pathOf(lang, "state", { state });

/** "Can I notarize this online?": the checker's form. */
export const checkerPath = (lang: Lang): string => pathOf(lang, "checker");

/**
 * The articles' listing: `/resources`, `/resources/page/2`, `/resources/category/<category>`,
 * `/resources/category/<category>/page/2`; in Spanish `/es/recursos`, `/es/recursos/pagina/2`,
 * `/es/recursos/categoria/<category>`. Page 1 has no page segment.
 */
export function resourcesPath(
  lang: Lang,
  { category, page = 1 }: { category?: string | null; page?: number } = {},
): string {
  if (category)
    return page > 1
      ? pathOf(lang, "categoryPage", { category, page: String(page) })
      : pathOf(lang, "category", { category });
  return page > 1 ? pathOf(lang, "resourcesPage", { page: String(page) }) : pathOf(lang, "resources");
}

/** An article: `/resources/<slug>`, `/es/recursos/<slug>`. */
export const articlePath = (lang: Lang, slug: string): string => pathOf(lang, "article", { slug });

/** An article's generated link-preview image (a PNG drawn at build time from its title). */
export const articlePreviewImagePath = (lang: Lang, slug: string): string =>
  previewPathOf(lang, "article", { slug }) as string;

/** The articles' listing's generated link-preview image, for all its pages and categories: `/resources/preview.png`. */
export const resourcesPreviewImagePath = (lang: Lang): string => previewPathOf(lang, "resources") as string;

/** The articles' RSS feed: `/resources/feed.xml`, `/es/recursos/feed.xml`. */
export const resourcesFeedPath = (lang: Lang): string => pathOf(lang, "feed");

/**
 * The parts of the site that are no page document, which a footer link can name as its "site
 * section" (schemas/singletons/site-settings.ts): each at its address in the page's language.
 */
export const SITE_SECTIONS = {
  resources: { title: "Resources (the articles' listing)", path: (lang: Lang) => resourcesPath(lang) },
  states: { title: "Remote online notarization by state (the state pages' index)", path: stateIndexPath },
  pricing: { title: "Pricing (the pricing page)", path: pricingPath },
} as const;
export type SiteSection = keyof typeof SITE_SECTIONS;

/** A site section's address in a language; null for an unknown name. */
export const sectionPath = (lang: Lang, section: string | null | undefined): string | null =>
  section && Object.hasOwn(SITE_SECTIONS, section) ? SITE_SECTIONS[section as SiteSection].path(lang) : null;

/** The document type of each kind of page (the types the translation plugin manages). */
export const TRANSLATED_TYPES = [
  "homePage",
  "earlyAccessPage",
  "pricingPage",
  "solutionPage",
  "page",
  "article",
  "documentType",
] as const;

export type TranslatedType = (typeof TRANSLATED_TYPES)[number];

/** A page's address from its document type, language and slug; null when it has none (no slug yet). */
export function documentPath(type: string, lang: Lang, slug: string | null | undefined): string | null {
  const kind = kindOfDocument(type);
  if (!kind) return null;
  if (!ROUTES[kind].route.includes("[slug]")) return pathOf(lang, kind, {} as never);
  return slug ? pathOf(lang, kind, { slug } as never) : null;
}
