// Where the Markdown renditions live. Every page at `<path>` has one at `<path>.md`, a language's
// home page at `<prefix>/index.md` (`/index.md`, `/es/index.md`); next.config.ts rewrites those
// addresses (lib/routing/next-rules.ts) to the route handlers under MARKDOWN_ROUTE_PREFIX
// (app/%5Fmd/[lang]/[...path], as `/_md/<lang>/<kind>/<params>`).
// Plain functions: next.config.ts, the CDN purge and the tests use them too.
import { LANGUAGE_INFO, LANGUAGES } from "../routing/languages.ts";

/** The route handlers' own prefix: `_` is never in a slug, so no page can be shadowed by it. */
export const MARKDOWN_ROUTE_PREFIX = "/_md";

/**
 * Where an outside request for the prefix itself goes: app/%5Fmd/[...path] with no page, its
 * plain-text 404. One segment, so the renditions' own route (`[lang]/[...path]`, two or more) never
 * matches it first: a fall-through from there to `[...path]` comes only after Next.js retried the
 * request, a listener added to the response each time (MaxListenersExceededWarning).
 */
export const MARKDOWN_NOT_FOUND_ROUTE = `${MARKDOWN_ROUTE_PREFIX}/_`;

/**
 * Whether a (decoded) path is the route handlers' own: the prefix or anything under it. Those are
 * never an address from outside: the rewrites below send them to the 404, and the proxy
 * (proxy.ts) sends their percent-encoded spellings (`/%5Fmd/…`) there too.
 */
export function isMarkdownRoutePath(path: string): boolean {
  return path === MARKDOWN_ROUTE_PREFIX || path.startsWith(`${MARKDOWN_ROUTE_PREFIX}/`);
}

/**
 * Whether a (decoded) path is another spelling of a rendition's address: it ends in `.md` in any
 * case and has an upper-case letter. Every rendition's address is lower-case (slugs are lowercase
 * letters, digits and dashes), but Next.js matches rewrites' sources regardless of case, so the
 * rewrites below alone would serve `/INDEX.MD` or `/resources.MD` as a second address of a
 * rendition. The proxy (proxy.ts) sends such a path to the renditions' 404 before the rewrites.
 */
export function isOtherMarkdownSpelling(path: string): boolean {
  return /\.md$/i.test(path) && /[A-Z]/.test(path);
}

/** The path prefixes of the languages that have one (`/es`): each one's home page is `<prefix>/index.md`. */
const PREFIXES = LANGUAGES.map((lang) => LANGUAGE_INFO[lang].prefix).filter((prefix) => prefix !== "");

/**
 * The address of a page's Markdown rendition: `/index.md` for `/`, `/es/index.md` for `/es` (a
 * language's home page is the index of its folder, as the English one is of the site's), and
 * `<path>.md` for any other page.
 */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, "");
  return path === "" || (PREFIXES as string[]).includes(path) ? `${path}/index.md` : `${path}.md`;
}
