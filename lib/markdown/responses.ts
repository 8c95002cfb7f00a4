import "server-only";
import { etagOf } from "@/lib/platform/http/etag";
import { isLang, type Lang } from "@/lib/routing/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { markdownPageAt, type MarkdownPage } from "./documents";

/** What Next.js sends with a page rendered per request; a shared cache never keeps it. */
const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * A text answer with its type and a validator of its bytes (Next.js computes none for route
 * handlers): the production server files the Brotli encoding under it and answers If-None-Match
 * (server/policy/).
 */
export function textResponse(body: string, contentType: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { headers: { "Content-Type": contentType, ETag: etagOf(body), ...headers } });
}

/**
 * A page's rendition: `text/markdown`, the HTML page as its canonical address (`Link`, as
 * search engines read it for non-HTML documents), and `noindex` where the page has it.
 */
export function markdownResponse(page: MarkdownPage, { perRequest = false }: { perRequest?: boolean } = {}): Response {
  return textResponse(page.markdown(), "text/markdown; charset=utf-8", {
    Link: `<${absoluteUrl(page.canonicalPath)}>; rel="canonical"`,
    ...(page.noindex ? { "X-Robots-Tag": "noindex" } : {}),
    ...(perRequest ? { "Cache-Control": PER_REQUEST } : {}),
  });
}

/** The answer for an address with no rendition: short, plain text, never cached. */
export function markdownNotFound(): Response {
  return new Response(`Not found. The site's pages are listed at ${absoluteUrl("/llms.txt")}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PER_REQUEST },
  });
}

/** A rendition of the build (app/%5Fmd/[lang]/[...path]); one whose page is gone since answers 404. */
export async function markdownRouteResponse(lang: Lang, segments: readonly string[]): Promise<Response> {
  const page = await markdownPageAt(lang, segments);
  return page ? markdownResponse(page) : markdownNotFound();
}

/**
 * Any other address under the renditions' prefix (app/%5Fmd/[...path], `<lang>/<kind>/<params>`),
 * rendered per request and never cached: a page published since the build (until the next build
 * prerenders it), else 404.
 */
export async function unknownMarkdownResponse([lang, ...segments]: readonly string[]): Promise<Response> {
  const page = isLang(lang) ? await markdownPageAt(lang, segments) : null;
  return page ? markdownResponse(page, { perRequest: true }) : markdownNotFound();
}
