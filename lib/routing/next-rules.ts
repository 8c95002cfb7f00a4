/**
 * Next.js's rewrites and redirects, generated from the routing table (lib/routing/table.ts) for
 * next.config.ts. Every language's pages render from one route tree, `app/[locale]/…`, in English
 * words; these rules put each page at its public address:
 *
 * - redirects: the default language's code (`/en/…` → `/…`) and a prefixed language's pages spelled
 *   with the routes' words (`/es/solutions/<slug>` → `/es/soluciones/<slug>`), for good (308);
 * - before the file-system routes: each Markdown rendition (`<path>.md`) to
 *   app/%5Fmd/[lang]/[...path] as `/_md/<lang>/<kind>/<params>`, and each link-preview image
 *   (`<path>/opengraph-image`, `<path>/preview.png`) to app/[locale]/%5Fog/[...path] as
 *   `/<lang>/_og/<kind>/<params>`; the routes' own prefixes, and any other `.md` address, to the
 *   renditions' plain-text 404;
 * - after the file-system routes: a prefixed language's words to the route's
 *   (`/es/soluciones/<slug>` → `/es/solutions/<slug>`), then every other path of the default
 *   language under its code (`/solutions/<slug>` → `/en/solutions/<slug>`).
 *
 * A kind's route that has no prerendered page for the parameters (a page published since the
 * build, a made-up slug) falls through to app/[locale]/[...rest] (pages, images) or
 * app/%5Fmd/[...path] (renditions), which answer per request and cache nothing.
 */
import { MARKDOWN_NOT_FOUND_ROUTE, MARKDOWN_ROUTE_PREFIX, markdownPath } from "../markdown/paths.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type Lang } from "./languages.ts";
import {
  internalPathOf,
  MARKDOWN_KINDS,
  paramNamesOf,
  patternOf,
  PREVIEW_KINDS,
  previewPathOf,
  ROUTE_KINDS,
  ROUTES,
  type RouteKind,
  type RouteParams,
} from "./table.ts";

/** The preview images' segment under app/[locale]/ (`_` is in no slug, so no page is shadowed). */
export const PREVIEW_ROUTE_SEGMENT = "_og";

type Rule = { source: string; destination: string };
type Redirect = Rule & { permanent: boolean };

/** A parameter's form in a rule's source (path-to-regexp): what PARAM_PATTERNS allows, loosely. */
const SOURCE_PATTERNS: Record<string, string> = { page: "\\d+" };
const sourcePattern = (name: string) => SOURCE_PATTERNS[name] ?? "[a-z0-9-]+";

/** `[slug]` → `:slug([a-z0-9-]+)`: a table pattern as a rule's source. */
const asSource = (pattern: string) =>
  pattern.replace(/\[(\w+)\]/g, (_whole, name: string) => `:${name}(${sourcePattern(name)})`);
/** `[slug]` → `:slug`: a table pattern as a rule's destination. */
const asDestination = (pattern: string) => pattern.replace(/\[(\w+)\]/g, (_whole, name: string) => `:${name}`);

/** `[slug]` for each parameter: a kind's pattern through the path builders. */
const patternParams = <K extends RouteKind>(kind: K) =>
  Object.fromEntries(paramNamesOf(kind).map((name) => [name, `[${name}]`])) as RouteParams<K>;

/** Prefixed languages first: the default language's `/<slug>` patterns would take `/es/…` otherwise. */
const LANGUAGES_BY_PREFIX = [...LANGUAGES].sort(
  (a, b) => Number(a === DEFAULT_LANGUAGE) - Number(b === DEFAULT_LANGUAGE),
);
const PREFIXED = LANGUAGES.filter((lang) => LANGUAGE_INFO[lang].prefix !== "");
const prefixSegment = (lang: Lang) => LANGUAGE_INFO[lang].prefix.slice(1);

/** The internal address of a kind's rendition or image: `<base>/<kind>/:slug`. */
const kindDestination = (base: string, kind: RouteKind) =>
  [base, kind, ...paramNamesOf(kind).map((name) => `:${name}`)].join("/");

/** Each page's rendition to app/%5Fmd/[lang]/[...path]; anything else ending in `.md` to the plain-text 404. */
export function markdownRewrites(): Rule[] {
  return [
    { source: `${MARKDOWN_ROUTE_PREFIX}/:path*`, destination: MARKDOWN_NOT_FOUND_ROUTE },
    // A prefixed language's home page's rendition is `<prefix>/index.md`, not `<prefix>.md`.
    ...PREFIXED.map((lang) => ({ source: `${LANGUAGE_INFO[lang].prefix}.md`, destination: MARKDOWN_NOT_FOUND_ROUTE })),
    ...LANGUAGES_BY_PREFIX.flatMap((lang) =>
      MARKDOWN_KINDS.map((kind) => ({
        source: asSource(markdownPath(patternOf(lang, kind))),
        destination: kindDestination(`${MARKDOWN_ROUTE_PREFIX}/${lang}`, kind),
      })),
    ),
    { source: "/:path+.md", destination: MARKDOWN_NOT_FOUND_ROUTE },
  ];
}

/** Each kind's link-preview image to app/[locale]/%5Fog/[...path]; the segment's own addresses to the 404. */
export function previewRewrites(): Rule[] {
  return [
    ...LANGUAGES.map((lang) => ({
      source: `/${lang}/${PREVIEW_ROUTE_SEGMENT}/:path*`,
      destination: MARKDOWN_NOT_FOUND_ROUTE,
    })),
    { source: `/${PREVIEW_ROUTE_SEGMENT}/:path*`, destination: MARKDOWN_NOT_FOUND_ROUTE },
    ...LANGUAGES_BY_PREFIX.flatMap((lang) =>
      PREVIEW_KINDS.flatMap((kind) => {
        const source = previewPathOf(lang, kind, patternParams(kind));
        return source
          ? [{ source: asSource(source), destination: kindDestination(`/${lang}/${PREVIEW_ROUTE_SEGMENT}`, kind) }]
          : [];
      }),
    ),
  ];
}

/** What no default-language page is under: other languages' prefixes, the internal prefixes and routes with parameters of their own. */
const NOT_DEFAULT_LANGUAGE = [
  ...LANGUAGES.map((lang) => `${lang}(?:/|$)`),
  `${MARKDOWN_ROUTE_PREFIX.slice(1)}(?:/|$)`,
  `${PREVIEW_ROUTE_SEGMENT}(?:/|$)`,
  "images/[^/]+/[^/]+/[^/]+$",
];

/** Public paths to the routes of app/[locale]/: each language's own words to the routes', then the default language's everything. */
export function pageRewrites(): Rule[] {
  const perKind = LANGUAGES_BY_PREFIX.flatMap((lang) =>
    ROUTE_KINDS.flatMap((kind) => {
      const source = patternOf(lang, kind);
      const destination = internalPathOf(lang, kind, patternParams(kind));
      // The default language's paths in the routes' own words are the last rule's.
      if (lang === DEFAULT_LANGUAGE && ROUTES[kind].paths[lang] === ROUTES[kind].route) return [];
      return source === destination ? [] : [{ source: asSource(source), destination: asDestination(destination) }];
    }),
  );
  return [
    ...perKind,
    { source: "/", destination: `/${DEFAULT_LANGUAGE}` },
    { source: `/:path((?!${NOT_DEFAULT_LANGUAGE.join("|")}).+)`, destination: `/${DEFAULT_LANGUAGE}/:path` },
  ];
}

/** Other spellings of a page, for good: `/en/…` without its code, a prefixed language's pages in the routes' words in its own. */
export function pageRedirects(): Redirect[] {
  const code = `/${DEFAULT_LANGUAGE}`;
  const wrongWords = PREFIXED.flatMap((lang) =>
    ROUTE_KINDS.flatMap((kind) => {
      const params = patternParams(kind);
      const own = patternOf(lang, kind);
      const routeWords = `${LANGUAGE_INFO[lang].prefix}${ROUTES[kind].route === "/" ? "" : ROUTES[kind].route}`;
      if (own === routeWords || ROUTES[kind].route === "/[slug]") return [];
      const preview = previewPathOf(lang, kind, params);
      return [
        { source: asSource(routeWords), destination: asDestination(own), permanent: true },
        ...(preview
          ? [
              {
                source: asSource(`${routeWords}/${preview.split("/").at(-1)}`),
                destination: asDestination(preview),
                permanent: true,
              },
            ]
          : []),
      ];
    }),
  );
  return [
    { source: code, destination: "/", permanent: true },
    { source: `${code}/:path*`, destination: "/:path*", permanent: true },
    ...wrongWords,
  ];
}

/** Next.js's `rewrites()`. */
export function nextRewrites(extraBeforeFiles: Rule[] = []) {
  return {
    beforeFiles: [...extraBeforeFiles, ...markdownRewrites(), ...previewRewrites()],
    afterFiles: pageRewrites(),
    fallback: [] as Rule[],
  };
}

/** The language segment a prefixed language's paths start with (`es`), for the proxy's matcher. */
export const prefixSegments = () => PREFIXED.map(prefixSegment);

/**
 * The proxy's matcher (proxy.ts keeps it as literal values, which the build reads; a unit test checks
 * they are these): every path with an escape in it, every `.md` path with an upper-case letter, and
 * the addresses of solution and general pages in every language, the default language's `/<slug>`
 * leaving out the other languages' prefixes.
 */
export function proxyMatchers(): string[] {
  const others = PREFIXED.map(prefixSegment).join("|");
  const pageSources = LANGUAGES.flatMap((lang) =>
    (["general", "solution"] as const).map((kind) => {
      const source = asSource(patternOf(lang, kind));
      return lang === DEFAULT_LANGUAGE && kind === "general" && others
        ? source.replace(":slug(", `:slug((?!(?:${others})(?![a-z0-9-]))`)
        : source;
    }),
  );
  // The calculator's answer, whose query string the proxy checks (a 400 for bad figures).
  const estimate = LANGUAGES.map((lang) => asSource(patternOf(lang, "pricingEstimate")));
  return ["/(.*%.*)", "/((?=.*[A-Z]).*\\.[mM][dD])", ...pageSources, ...estimate];
}

/**
 * The kinds rendered per request that a shared cache may keep anyway (the checker's answers: too
 * many to prerender, the same for everyone). Next.js keeps a Cache-Control that next.config.ts's
 * headers set on a page it renders per request (it writes its own `private, no-store` only when
 * none is set, in draft mode and on errors); our server then gives it CDN_MAX_AGE_S like every page.
 */
export const SHARED_PER_REQUEST_KINDS = ["checkerAnswer"] as const satisfies readonly RouteKind[];

/** Their lifetime on the platform path, where nothing rewrites it: the pages' own hour. */
export const SHARED_PER_REQUEST_CACHE_CONTROL = "public, s-maxage=3600, stale-while-revalidate=3600";

/** next.config.ts's `headers()` rules for them, at every language's public address. */
export function sharedPerRequestRules(): { source: string; headers: { key: string; value: string }[] }[] {
  return LANGUAGES.flatMap((lang) =>
    SHARED_PER_REQUEST_KINDS.map((kind) => ({
      source: asSource(patternOf(lang, kind)),
      headers: [{ key: "Cache-Control", value: SHARED_PER_REQUEST_CACHE_CONTROL }],
    })),
  );
}
