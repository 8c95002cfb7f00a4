// Next.js's proxy (formerly middleware): runs on every deployment (`npm start`, `next start`, Vercel,
// Netlify) before the rewrites and the route cache, for the paths in `config.matcher` only.
//
// 1. A path with percent-encoded letters, digits or `-._~` (`/%5Fmd`, `/early-acces%73`) is served
//    as its decoded spelling (lib/routing/encoded-path.ts): Next.js 16.4 otherwise loops on such a spelling
//    of a static route and answers 500. The Markdown routes' own prefix (`/_md`, however spelled) is
//    never an outside address: its plain-text 404. Nor is a `.md` address with an upper-case letter
//    (`/INDEX.MD`, `/resources.MD`): Next.js matches the rewrites regardless of case, and would
//    serve it as a second address of a rendition (lib/markdown/paths.ts).
// 2. With a content source that changes (a hosted project, the local lake), `/solutions/<slug>` and
//    `/<slug>`, and in Spanish `/es/soluciones/<slug>` and `/es/<slug>`, of a page that is not
//    published now in that language get their redirect here (an editor's redirect, else the home
//    page of the path's language; lib/publishing/page-table.ts): the prerendered copy of a page unpublished
//    or moved since the build would re-render as a redirect that Next.js caches without its `Location`.
// 3. The calculator's answer (`/pricing/estimate`, `/es/precios/estimacion`) with figures that are
//    out of range or not numbers is answered 400 (its page shows the form and the messages).
import { createClient } from "@sanity/client";
import { NextResponse, type NextRequest } from "next/server";
import { withUnreservedDecoded } from "@/lib/routing/encoded-path";
import { hasSanityProject } from "@/lib/platform/env";
import { logger } from "@/lib/platform/log";
import { isMarkdownRoutePath, isOtherMarkdownSpelling, MARKDOWN_NOT_FOUND_ROUTE } from "@/lib/markdown/paths";
import { publishedClientConfig } from "@/lib/sanity/client-config";
import { parsePricingQuery } from "@/lib/pricing/query";
import { LANGUAGES, pricingEstimatePath } from "@/lib/routing/paths";
import {
  cachedPageTable,
  isPublished,
  pagePathOf,
  pageTableOf,
  pageTableQuery,
  unknownPathRedirect,
  type CachedPageTable,
} from "@/lib/publishing/page-table";

/** What Next.js sends with a redirect rendered per request: no cache keeps it (the table changes). */
const NOT_CACHED = "private, no-cache, no-store, max-age=0, must-revalidate";

let table: CachedPageTable | undefined;

/** The published slugs and redirects, read with the pages' own client settings (lib/sanity/client.ts). */
function pageTable(): CachedPageTable {
  table ??= (() => {
    const client = createClient(publishedClientConfig());
    const log = logger("proxy");
    return cachedPageTable({
      load: async (signal) => pageTableOf(await client.fetch(pageTableQuery, {}, { signal })),
      onError: (error) =>
        log.warn("could not read the published pages and redirects; the pages answer for themselves meanwhile", {
          err: error,
        }),
    });
  })();
  return table;
}

/**
 * A request the table may answer: a document load (GET/HEAD) of the published site. RSC requests
 * (client navigation) are left to the pages, whose redirect the client reads from the payload and
 * applies as a history replace; draft-mode previews show pages that are not published.
 */
function isPublicDocumentRequest(request: NextRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (
    request.headers.has("rsc") ||
    request.headers.has("next-router-prefetch") ||
    request.nextUrl.searchParams.has("_rsc")
  )
    return false;
  return !request.cookies.has("__prerender_bypass");
}

const ESTIMATE_PATHS = new Set(LANGUAGES.map(pricingEstimatePath));
const isEstimatePath = (path: string) => ESTIMATE_PATHS.has(path);

/** A query string's parameters as a page's searchParams has them (a repeated name: its values in order). */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/** The redirect for `path` when it is a page address with no published page now, else null. */
async function pageRedirect(request: NextRequest, path: string): Promise<NextResponse | null> {
  if (!hasSanityProject || !isPublicDocumentRequest(request)) return null;
  const page = pagePathOf(path);
  if (!page) return null;
  // Published (by the table at hand): the page renders. Not published: only a fresh table decides.
  const known = await pageTable().get({ fresh: false });
  if (!known || isPublished(known, page)) return null;
  const fresh = await pageTable().get({ fresh: true });
  if (!fresh || isPublished(fresh, page)) return null;
  const { location, permanent } = unknownPathRedirect(path, fresh.redirects);
  // Absolute here (Next.js parses a proxy's Location as a URL); it sends a same-site one as a path.
  const response = NextResponse.redirect(new URL(location, request.url), permanent ? 308 : 307);
  response.headers.set("Cache-Control", NOT_CACHED);
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const path = withUnreservedDecoded(pathname);
  // The calculator's answer with figures out of range or not numbers: the page renders its form with
  // what was typed and a message per field (features/pricing/), answered 400.
  if (isEstimatePath(path) && !parsePricingQuery(queryOf(request.nextUrl.searchParams)).ok)
    return NextResponse.next({ status: 400 });
  if (isMarkdownRoutePath(path) || isOtherMarkdownSpelling(path))
    return NextResponse.rewrite(new URL(MARKDOWN_NOT_FOUND_ROUTE, request.url));
  const redirect = await pageRedirect(request, path);
  if (redirect) return redirect;
  if (path === pathname) return NextResponse.next();
  const decoded = request.nextUrl.clone();
  decoded.pathname = path;
  return NextResponse.rewrite(decoded);
}

export const config = {
  // Literal values (Next.js reads them at build time). Every path with an escape in it; every `.md`
  // path with an upper-case letter; the page addresses the table decides on (slugs are lowercase
  // letters, digits and dashes), in English and under /es; nothing else (static files, /_next/,
  // /api/, the home pages `/` and `/es`, the renditions' own addresses never run the proxy: `/:slug`
  // leaves out `es`, the Spanish site's prefix).
  // They are the routing table's (lib/routing/next-rules.ts: proxyMatchers); tests/unit/proxy.test.ts
  // checks that, and what they match through Next.js's own matcher code.
  matcher: [
    "/(.*%.*)",
    "/((?=.*[A-Z]).*\\.[mM][dD])",
    "/:slug((?!(?:es)(?![a-z0-9-]))[a-z0-9-]+)",
    "/solutions/:slug([a-z0-9-]+)",
    "/es/:slug([a-z0-9-]+)",
    "/es/soluciones/:slug([a-z0-9-]+)",
    "/pricing/estimate",
    "/es/precios/estimacion",
  ],
};
