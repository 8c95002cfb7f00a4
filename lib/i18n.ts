/**
 * The site's languages and where each one's pages live. English is unprefixed (`/solutions/api`);
 * Spanish lives under `/es` with its own words for the site's own route segments
 * (`/es/soluciones/<slug>`, `/es/acceso-anticipado`). Pages' slugs are per language, from their
 * documents. Pure data and functions: usable by schemas, server and client code alike.
 */
export const LANGUAGES = ["en", "es"] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Lang = "en";

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** A value read from content or a request as a language: anything unknown is English. */
export const langOf = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANGUAGE);

type LanguageInfo = {
  /** The language's own name, as the header's language link shows it. */
  name: string;
  /** In English, for Studio. */
  title: string;
  /** The path prefix of its pages ("" for English). */
  prefix: "" | `/${string}`;
  /** Open Graph locale. */
  locale: string;
  /**
   * The first segment of solution pages, of the early-access page's address and of the state pages
   * (`/remote-online-notarization[/<state>]`, `/es/notarizacion-en-linea[/<state>]`; a state's slug
   * is its English name's in both languages: lib/state-slugs.ts).
   */
  segments: { solutions: string; earlyAccess: string; states: string };
  /** The articles' listing (`/resources`) and the words of its addresses: `…/page/2`, `…/category/<slug>`. */
  resources: { root: string; page: string; category: string };
};

export const LANGUAGE_INFO: Record<Lang, LanguageInfo> = {
  en: { name: "English", title: "English", prefix: "", locale: "en_US", segments: { solutions: "solutions", earlyAccess: "early-access", states: "remote-online-notarization" }, resources: { root: "resources", page: "page", category: "category" } },
  es: { name: "Español", title: "Spanish", prefix: "/es", locale: "es_US", segments: { solutions: "soluciones", earlyAccess: "acceso-anticipado", states: "notarizacion-en-linea" }, resources: { root: "recursos", page: "pagina", category: "categoria" } },
};

/** The home page of a language: `/` or `/es`. */
export const homePath = (lang: Lang): string => LANGUAGE_INFO[lang].prefix || "/";

/** A solution page: `/solutions/<slug>`, `/es/soluciones/<slug>`. */
export const solutionPath = (lang: Lang, slug: string): string => `${LANGUAGE_INFO[lang].prefix}/${LANGUAGE_INFO[lang].segments.solutions}/${slug}`;

/** A general page: `/<slug>`, `/es/<slug>`. */
export const generalPath = (lang: Lang, slug: string): string => `${LANGUAGE_INFO[lang].prefix}/${slug}`;

/** The early-access wizard: `/early-access`, `/es/acceso-anticipado`. */
export const earlyAccessPath = (lang: Lang): string => `${LANGUAGE_INFO[lang].prefix}/${LANGUAGE_INFO[lang].segments.earlyAccess}`;

/** The state pages' index: `/remote-online-notarization`, `/es/notarizacion-en-linea`. */
export const stateIndexPath = (lang: Lang): string => `${LANGUAGE_INFO[lang].prefix}/${LANGUAGE_INFO[lang].segments.states}`;

/** A state's page: `/remote-online-notarization/texas`, `/es/notarizacion-en-linea/texas`. */
export const statePath = (lang: Lang, slug: string): string => `${stateIndexPath(lang)}/${slug}`;

/**
 * The articles' listing: `/resources`, `/resources/page/2`, `/resources/category/<category>`,
 * `/resources/category/<category>/page/2`; in Spanish `/es/recursos`, `/es/recursos/pagina/2`,
 * `/es/recursos/categoria/<category>`. Page 1 has no page segment.
 */
export function resourcesPath(lang: Lang, { category, page = 1 }: { category?: string | null; page?: number } = {}): string {
  const { prefix, resources } = LANGUAGE_INFO[lang];
  const base = `${prefix}/${resources.root}${category ? `/${resources.category}/${category}` : ""}`;
  return page > 1 ? `${base}/${resources.page}/${page}` : base;
}

/** An article: `/resources/<slug>`, `/es/recursos/<slug>`. */
export const articlePath = (lang: Lang, slug: string): string => `${resourcesPath(lang)}/${slug}`;

/** An article's generated link-preview image (a PNG drawn at build time from its title). */
export const articlePreviewImagePath = (lang: Lang, slug: string): string => `${articlePath(lang, slug)}/preview.png`;

/** The articles' listing's generated link-preview image, for all its pages and categories: `/resources/preview.png`. */
export const resourcesPreviewImagePath = (lang: Lang): string => `${resourcesPath(lang)}/preview.png`;

/** The articles' RSS feed: `/resources/feed.xml`, `/es/recursos/feed.xml`. */
export const resourcesFeedPath = (lang: Lang): string => `${resourcesPath(lang)}/feed.xml`;

/**
 * The parts of the site that are no page document, which a footer link can name as its "site
 * section" (schemas/singletons/site-settings.ts): each at its address in the page's language.
 */
export const SITE_SECTIONS = {
  resources: { title: "Resources (the articles' listing)", path: (lang: Lang) => resourcesPath(lang) },
  states: { title: "Remote online notarization by state (the state pages' index)", path: stateIndexPath },
} as const;
export type SiteSection = keyof typeof SITE_SECTIONS;

/** A site section's address in a language; null for an unknown name. */
export const sectionPath = (lang: Lang, section: string | null | undefined): string | null =>
  section && Object.hasOwn(SITE_SECTIONS, section) ? SITE_SECTIONS[section as SiteSection].path(lang) : null;

/** The kinds of page a language has, each with its address. */
export type PageRef =
  | { kind: "home" }
  | { kind: "earlyAccess" }
  | { kind: "solution"; slug: string }
  | { kind: "general"; slug: string }
  | { kind: "stateIndex" }
  | { kind: "state"; slug: string };

export function pagePath(lang: Lang, page: PageRef): string {
  switch (page.kind) {
    case "home":
      return homePath(lang);
    case "earlyAccess":
      return earlyAccessPath(lang);
    case "solution":
      return solutionPath(lang, page.slug);
    case "general":
      return generalPath(lang, page.slug);
    case "stateIndex":
      return stateIndexPath(lang);
    case "state":
      return statePath(lang, page.slug);
  }
}

/** The document type of each kind of page (the types the translation plugin manages). */
export const TRANSLATED_TYPES = ["homePage", "earlyAccessPage", "solutionPage", "page", "article"] as const;

export type TranslatedType = (typeof TRANSLATED_TYPES)[number];

/** A page's address from its document type, language and slug; null when it has none (no slug yet). */
export function documentPath(type: string, lang: Lang, slug: string | null | undefined): string | null {
  if (type === "homePage") return homePath(lang);
  if (type === "earlyAccessPage") return earlyAccessPath(lang);
  if (!slug) return null;
  if (type === "solutionPage") return solutionPath(lang, slug);
  if (type === "page") return generalPath(lang, slug);
  if (type === "article") return articlePath(lang, slug);
  return null;
}

/** The language of a path on this site: Spanish under `/es`, English anywhere else. */
export function langOfPath(path: string): Lang {
  for (const lang of LANGUAGES) {
    const { prefix } = LANGUAGE_INFO[lang];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}#`) || path.startsWith(`${prefix}?`))) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** hreflang values: the language's code. */
export const hreflang = (lang: Lang): string => lang;
