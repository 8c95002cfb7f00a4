// Which requests are page views, and the event Plausible gets for one. server/ asks twice: when the
// request arrives (`pageViewRequest`: a cheap look at the method, path and headers, before anything
// is rendered) and when its answer has gone out (`pageViewAnswered`: the status and type sent).
//
// A page view is a person's browser loading one of the site's pages:
// - GET (not HEAD), to a page's path: not `/api/`, `/_next/`, `/studio`, an image, a preview
//   image, a Markdown rendition, a feed, `robots.txt`, `sitemap.xml`, `llms.txt`, or a page's
//   payload (`?_payload=`);
// - not a prefetch or prerender (`Sec-Purpose`/`Purpose: prefetch`, `Next-Router-Prefetch`), not a
//   client navigation's React Server Components request (`RSC: 1`, `?_rsc=`): what the browser
//   shows is counted once, when it loads the document;
// - not draft mode (Next.js's `__prerender_bypass` cookie: an editor previewing);
// - from a browser: a user agent that names no bot, crawler, monitor, HTTP library or headless
//   browser (isbot's list, kept up to date by its maintainers), and not an empty one;
// - answered with HTML and 200, or with 304 to the browser's own navigation (`Sec-Fetch-Dest:
//   document`): a page the browser holds and shows again, as Plausible's script would count it.
//   Redirects, not-found and error pages, and partial answers are not page views.
//
// The event's `url` is the site's public origin (NEXT_PUBLIC_SITE_URL, never the request's Host)
// with the path and only the campaign parameters Plausible reads (`utm_*`, `ref`, `source`): never
// the rest of a query string, which may carry anything (a `fbclid`, an address someone typed). The
// `referrer` is the browser's `Referer` without its query or fragment.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { PLAUSIBLE_LIMITS, type PlausibleEvent } from "./plausible.ts";
import type { AnalyticsRuntime } from "./runtime.ts";

/**
 * Sends the request's page view to Plausible once its answer has gone out in full, if it is one:
 * nothing is done before or during the answer but this look at the request, and the sender only
 * queues. `address` is the client's, as the server resolved it.
 */
export function watchPageView(
  { config, sender }: AnalyticsRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
): void {
  const request = pageViewRequest(req.method, req.url, req.headers);
  if (!request) return;
  res.once("finish", () => {
    const contentType = res.getHeader("content-type");
    if (
      pageViewAnswered(request, {
        status: res.statusCode,
        contentType: typeof contentType === "string" ? contentType : undefined,
      })
    )
      sender.send(pageViewEvent(request, config.siteOrigin), { address, userAgent: request.userAgent });
  });
}

/** A page view waiting for its answer: what is kept of the request (the headers change on the way). */
export type PageViewRequest = {
  path: string;
  query: string;
  referrer: string | null;
  userAgent: string;
  navigation: boolean;
};

/** Paths that are never pages: their first segment (or the whole path), before anything else is looked at. */
const NOT_PAGES =
  /^\/(?:api|_next|studio|images|%5fog|_og|_md|%5fmd)(?:\/|$)|\/(?:%5f|_)og\/|\.(?:md|xml|txt|svg|ico|png|jpe?g|webp|avif|gif|js|css|json|woff2?|map)$/i;

/** The query parameters Plausible reads a visit's source and campaign from. */
const CAMPAIGN_PARAMETERS = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "ref",
  "source",
]);
/** A campaign parameter's value longer than this is left out (Plausible would cut it anyway). */
const MAX_PARAMETER_LENGTH = 200;

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim();
};

/** Whether a request may be a page view, and what of it to keep until its answer; null when it cannot be one. */
export function pageViewRequest(
  method: string | undefined,
  target: string | undefined,
  headers: IncomingHttpHeaders,
): PageViewRequest | null {
  if (method !== "GET" || !target?.startsWith("/")) return null;
  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? "" : target.slice(queryAt + 1);
  if (NOT_PAGES.test(path)) return null;
  if (query && /(?:^|&)(?:_rsc|_payload)=/.test(query)) return null;
  if (headers.rsc !== undefined || headers["next-router-prefetch"] !== undefined) return null;
  const purpose = `${header(headers, "sec-purpose")} ${header(headers, "purpose")} ${header(headers, "x-purpose")} ${header(headers, "x-moz")}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return null;
  if (/(?:^|;)\s*__prerender_bypass=/.test(header(headers, "cookie"))) return null;
  const userAgent = header(headers, "user-agent");
  if (!userAgent || userAgent.length > 1_000 || isbot(userAgent)) return null;
  const dest = header(headers, "sec-fetch-dest");
  return {
    path,
    query,
    referrer: header(headers, "referer") || null,
    userAgent,
    navigation: dest === "document",
  };
}

/** Whether the answer makes it a page view: HTML with 200, or a 304 to the browser's navigation. */
export function pageViewAnswered(
  request: PageViewRequest,
  { status, contentType }: { status: number; contentType: string | undefined },
): boolean {
  if (status === 200) return /^text\/html\b/i.test(contentType ?? "");
  return status === 304 && request.navigation;
}

/** The page view as Plausible takes it, on the site's public origin. */
export function pageViewEvent(request: PageViewRequest, siteOrigin: string): PlausibleEvent {
  const campaign = campaignQuery(request.query);
  const url = `${siteOrigin}${request.path}${campaign ? `?${campaign}` : ""}`.slice(0, PLAUSIBLE_LIMITS.url);
  const referrer = cleanReferrer(request.referrer);
  return { name: "pageview", url, ...(referrer ? { referrer } : {}) };
}

/** Only the campaign parameters of a query string, in their order, each at most once. */
export function campaignQuery(query: string): string {
  if (!query) return "";
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    const key = name.toLowerCase();
    if (CAMPAIGN_PARAMETERS.has(key) && !kept.has(key) && value && value.length <= MAX_PARAMETER_LENGTH)
      kept.set(key, value);
  }
  return kept.toString();
}

/** An http(s) referrer without its query, fragment or credentials; null for anything else. */
export function cleanReferrer(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`.slice(0, PLAUSIBLE_LIMITS.referrer);
  } catch {
    return null;
  }
}
