/**
 * The site's one routing table: every kind of page, its route under `app/[locale]/` and its public
 * path in each language, whether it has a Markdown rendition (`<path>.md`) and the name of its
 * link-preview image (`<path>/opengraph-image`). Everything that knows a URL derives from it: the
 * path builders (lib/routing/paths.ts), the parser below (a public path to its kind and parameters, used by
 * the proxy, the catch-all page, the renditions and the preview images), Next.js's rewrites and
 * redirects (lib/routing/next-rules.ts), the reserved slugs, the proxy's matcher, the sitemap, the
 * CDN purge, Presentation's locations, llms.txt and the benchmark's pages.
 *
 * A route is the English path: `app/[locale]/solutions/[slug]` renders `/solutions/<slug>` and, by a
 * rewrite, `/es/soluciones/<slug>`. A language's public path is its own words after its prefix
 * (lib/routing/languages.ts). `[name]` is one segment that is a parameter, always of the form
 * PARAM_PATTERNS gives.
 *
 * Pure data and functions: usable by next.config.ts, schemas, server and client code alike.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type Lang } from "./languages.ts";

type RouteEntry = {
  /** The route under app/[locale]/ (English words). */
  route: string;
  /** The public path in each language, after the language's prefix. */
  paths: Record<Lang, string>;
  /** Has a Markdown rendition at `<path>.md` (a home page's at `<prefix>/index.md`). */
  markdown?: true;
  /** The last segment of its own link-preview image's address, under the page's path. */
  preview?: "opengraph-image" | "preview.png";
  /** The document type whose documents are these pages, one per language (by slug where the route has one). */
  document?: string;
};

/**
 * The kinds of page, most specific first: a path is the first kind it matches (the general page,
 * `/<slug>`, last).
 */
export const ROUTES = {
  home: { route: "/", paths: { en: "/", es: "/" }, markdown: true, preview: "opengraph-image", document: "homePage" },
  earlyAccess: {
    route: "/early-access",
    paths: { en: "/early-access", es: "/acceso-anticipado" },
    markdown: true,
    document: "earlyAccessPage",
  },
  pricing: {
    route: "/pricing",
    paths: { en: "/pricing", es: "/precios" },
    markdown: true,
    preview: "opengraph-image",
    document: "pricingPage",
  },
  // The calculator's answer, rendered per request from its query string (features/pricing/).
  pricingEstimate: {
    route: "/pricing/estimate",
    paths: { en: "/pricing/estimate", es: "/precios/estimacion" },
  },
  solution: {
    route: "/solutions/[slug]",
    paths: { en: "/solutions/[slug]", es: "/soluciones/[slug]" },
    markdown: true,
    preview: "opengraph-image",
    document: "solutionPage",
  },
  stateIndex: {
    route: "/remote-online-notarization",
    paths: { en: "/remote-online-notarization", es: "/notarizacion-en-linea" },
    markdown: true,
    preview: "opengraph-image",
  },
  state: {
    route: "/remote-online-notarization/[state]",
    paths: { en: "/remote-online-notarization/[state]", es: "/notarizacion-en-linea/[state]" },
    markdown: true,
    preview: "opengraph-image",
  },
  resources: {
    route: "/resources",
    paths: { en: "/resources", es: "/recursos" },
    markdown: true,
    preview: "preview.png",
  },
  resourcesPage: {
    route: "/resources/page/[page]",
    paths: { en: "/resources/page/[page]", es: "/recursos/pagina/[page]" },
  },
  category: {
    route: "/resources/category/[category]",
    paths: { en: "/resources/category/[category]", es: "/recursos/categoria/[category]" },
  },
  categoryPage: {
    route: "/resources/category/[category]/page/[page]",
    paths: { en: "/resources/category/[category]/page/[page]", es: "/recursos/categoria/[category]/pagina/[page]" },
  },
  feed: { route: "/resources/feed.xml", paths: { en: "/resources/feed.xml", es: "/recursos/feed.xml" } },
  article: {
    route: "/resources/[slug]",
    paths: { en: "/resources/[slug]", es: "/recursos/[slug]" },
    markdown: true,
    preview: "preview.png",
    document: "article",
  },
  documentIndex: {
    route: "/documents",
    paths: { en: "/documents", es: "/documentos" },
    markdown: true,
    preview: "opengraph-image",
  },
  document: {
    route: "/documents/[slug]",
    paths: { en: "/documents/[slug]", es: "/documentos/[slug]" },
    markdown: true,
    preview: "opengraph-image",
    document: "documentType",
  },
  checker: {
    route: "/can-i-notarize-online",
    paths: { en: "/can-i-notarize-online", es: "/puedo-notarizar-en-linea" },
    preview: "opengraph-image",
  },
  checkerAnswer: {
    route: "/can-i-notarize-online/[document]/[signer]/[use]",
    paths: {
      en: "/can-i-notarize-online/[document]/[signer]/[use]",
      es: "/puedo-notarizar-en-linea/[document]/[signer]/[use]",
    },
  },
  general: {
    route: "/[slug]",
    paths: { en: "/[slug]", es: "/[slug]" },
    markdown: true,
    preview: "opengraph-image",
    document: "page",
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteKind = keyof typeof ROUTES;

export const ROUTE_KINDS = Object.keys(ROUTES) as RouteKind[];

type ParamNames<S extends string> = S extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;

/** A kind's parameters: `{ slug: string }` for `/solutions/[slug]`, `{}` for the home page. */
export type RouteParams<K extends RouteKind> = { [Name in ParamNames<(typeof ROUTES)[K]["route"]>]: string };

/** A path's kind of page, language and parameters. */
export type RouteMatch = { [K in RouteKind]: { lang: Lang; kind: K; params: RouteParams<K> } }[RouteKind];

/** A kind's parameter names, in the order of its route: `["category", "page"]`. */
export const paramNamesOf = (kind: RouteKind): string[] =>
  [...ROUTES[kind].route.matchAll(/\[(\w+)\]/g)].map((match) => match[1] as string);

/** The kinds whose entry has `field` (`markdown`, `preview`). */
type KindWith<F extends string> = {
  [K in RouteKind]: (typeof ROUTES)[K] extends Record<F, unknown> ? K : never;
}[RouteKind];

/**
 * The kinds that have a Markdown rendition / a link-preview image of their own. Their loaders
 * (lib/markdown/documents.ts, features/pages/preview-images.tsx) are typed by these, so a kind given
 * `markdown` or `preview` in the table without a loader fails to compile.
 */
export type MarkdownKind = KindWith<"markdown">;
export type PreviewKind = KindWith<"preview">;
export const MARKDOWN_KINDS = ROUTE_KINDS.filter((kind): kind is MarkdownKind => "markdown" in ROUTES[kind]);
export const PREVIEW_KINDS = ROUTE_KINDS.filter((kind): kind is PreviewKind => "preview" in ROUTES[kind]);

/** The kind whose pages are documents of `type` (`solutionPage` → `solution`), or null. */
export function kindOfDocument(type: string): RouteKind | null {
  return ROUTE_KINDS.find((kind) => (ROUTES[kind] as RouteEntry).document === type) ?? null;
}

/** Lowercase letters, digits and single dashes: every slug, state and category segment. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The form of each parameter: a page number is digits (the pages decide which exist). */
export const PARAM_PATTERNS: Record<string, RegExp> = {
  slug: SLUG_PATTERN,
  state: SLUG_PATTERN,
  category: SLUG_PATTERN,
  page: /^\d{1,6}$/,
  /** The checker's answers (lib/checker/choices.ts decides which combinations exist). */
  document: SLUG_PATTERN,
  signer: SLUG_PATTERN,
  use: SLUG_PATTERN,
};

const PARAM = /^\[(\w+)\]$/;

const segmentsOf = (path: string) => (path === "/" ? [] : path.split("/").slice(1));

/** A pattern with its parameters filled in (a missing one stays `[name]`). */
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/\[(\w+)\]/g, (whole, name: string) => params[name] ?? whole);

/** A language's prefix joined to a path after it: `/es` + `/` is `/es`, `""` + `/` is `/`. */
const prefixed = (lang: Lang, path: string) =>
  path === "/" ? LANGUAGE_INFO[lang].prefix || "/" : `${LANGUAGE_INFO[lang].prefix}${path}`;

/** A kind's public path pattern in a language: `/es/soluciones/[slug]`. */
export const patternOf = (lang: Lang, kind: RouteKind): string => prefixed(lang, ROUTES[kind].paths[lang]);

/**
 * A page's public path: `pathOf("es", "solution", { slug: "api" })` is `/es/soluciones/api`.
 * Parameters are put in as given (a caller with text from outside encodes it first).
 */
export function pathOf<K extends RouteKind>(lang: Lang, kind: K, params?: RouteParams<K>): string {
  return fill(patternOf(lang, kind), (params ?? {}) as Record<string, string>);
}

/** The route Next.js renders a page at: `/es/solutions/api` (every language under its code). */
export function internalPathOf<K extends RouteKind>(lang: Lang, kind: K, params?: RouteParams<K>): string {
  const route = fill(ROUTES[kind].route, (params ?? {}) as Record<string, string>);
  return route === "/" ? `/${lang}` : `/${lang}${route}`;
}

/** The address of a kind's own link-preview image, or null for a kind without one (it shows the home page's). */
export function previewPathOf<K extends RouteKind>(lang: Lang, kind: K, params?: RouteParams<K>): string | null {
  const entry: RouteEntry = ROUTES[kind];
  if (!entry.preview) return null;
  const path = pathOf(lang, kind, params);
  return `${path === "/" ? "" : path}/${entry.preview}`;
}

/** The parameters `pattern` (after a language's prefix) takes from `segments`, or null. */
function matchSegments(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  if (expected.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = segments[index] ?? "";
    const name = PARAM.exec(part)?.[1];
    if (name) {
      if (!(PARAM_PATTERNS[name] ?? SLUG_PATTERN).test(value)) return null;
      params[name] = value;
    } else if (part !== value) return null;
  }
  return params;
}

/** Top-level names of app/ that are no page of the default language (tests/unit/page-slugs.test.ts checks them against app/). */
export const APP_SEGMENTS = ["api", "bench-reference", "images", "studio", "_next"] as const;

/** Names no page takes in any language: a rendition's `index.md` and the browser's favicon. */
const ALWAYS_RESERVED = ["index", "favicon"] as const;

/**
 * The first segments a general page of `lang` may not take: the language's own words for the
 * site's segments (its public paths and preview images), for a prefixed language also the routes'
 * English words (`/es/solutions/…` redirects to `/es/soluciones/…`), and for the default language
 * every other language's prefix, its own code (`/en/…` redirects) and app/'s other routes.
 */
export function reservedSegments(lang: Lang): ReadonlySet<string> {
  const firstOf = (path: string) => segmentsOf(path)[0];
  const words = ROUTE_KINDS.flatMap((kind) => {
    const preview = previewPathOf(lang, kind, {} as never);
    return [
      firstOf(ROUTES[kind].paths[lang]),
      ...(LANGUAGE_INFO[lang].prefix ? [firstOf(ROUTES[kind].route)] : []),
      preview ? firstOf(preview.slice(LANGUAGE_INFO[lang].prefix.length)) : undefined,
    ];
  });
  const others = lang === DEFAULT_LANGUAGE ? [...LANGUAGES, ...APP_SEGMENTS] : [];
  return new Set(
    [...words, ...others, ...ALWAYS_RESERVED].filter(
      (word): word is string => typeof word === "string" && !PARAM.test(word),
    ),
  );
}

const reserved = new Map<Lang, ReadonlySet<string>>();

/** Whether a general page of `lang` may not take `slug` (reservedSegments, computed once per language). */
export function isReservedSegment(lang: Lang, slug: string): boolean {
  let words = reserved.get(lang);
  if (!words) reserved.set(lang, (words = reservedSegments(lang)));
  return words.has(slug);
}

/** The kind and parameters of `segments` (after `lang`'s prefix), read with the language's words (`public`) or the routes' (`route`). */
function kindAt(lang: Lang, segments: readonly string[], spelling: "public" | "route"): RouteMatch | null {
  for (const kind of ROUTE_KINDS) {
    const params = matchSegments(spelling === "public" ? ROUTES[kind].paths[lang] : ROUTES[kind].route, segments);
    if (!params) continue;
    if (kind === "general" && isReservedSegment(lang, params.slug ?? "")) return null;
    return { lang, kind, params } as RouteMatch;
  }
  return null;
}

/** The language a public path is in and its segments after the language's prefix. */
export function splitLanguage(path: string): { lang: Lang; segments: string[] } {
  for (const lang of LANGUAGES) {
    const { prefix } = LANGUAGE_INFO[lang];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`)))
      return { lang, segments: segmentsOf(path.slice(prefix.length) || "/") };
  }
  return { lang: DEFAULT_LANGUAGE, segments: segmentsOf(path) };
}

/**
 * The page a public path names by its form alone (no content read), or null: `/es/soluciones/api`
 * is `{ lang: "es", kind: "solution", params: { slug: "api" } }`. The inverse of pathOf.
 */
export function routeOf(path: string): RouteMatch | null {
  const { lang, segments } = splitLanguage(path);
  return kindAt(lang, segments, "public");
}

/**
 * The page the segments after app/[locale]/ name: what a rewrite made of a public path (the
 * routes' words), else the public path itself (no rewrite matched it). The catch-all page's
 * question.
 */
export function routeAtSegments(lang: Lang, segments: readonly string[]): RouteMatch | null {
  return kindAt(lang, segments, "route") ?? kindAt(lang, segments, "public");
}
