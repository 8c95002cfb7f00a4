// Redirect repair. Next.js 16.4 re-renders a cached page in the background after its tag is
// revalidated; when that render redirects (a solution page unpublished or moved since the build),
// the cache keeps the redirect's status but not its Location, and every later visitor got a
// 307/308 with no address to go to. The address is in the page's flight data.
import { isHtml, type Captured, type Head } from "./types.ts";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Where a page Next.js rendered as a redirect sends the visitor, read from the redirect's digest
 * in the page's flight data (`NEXT_REDIRECT;<push|replace>;<url>;<status>;`, JSON-escaped once or
 * twice inside the HTML), or null. Only a path on this site or an http(s) address with the given
 * status is accepted.
 */
export function redirectLocationOf(html: string, status: number): string | null {
  const match = /NEXT_REDIRECT;(?:push|replace);([^"\s]{1,2048}?);(30[12378]);/.exec(html);
  if (!match || Number(match[2]) !== status) return null;
  let url = match[1] ?? "";
  for (let round = 0; round < 3 && url.includes("\\"); round++) {
    try {
      url = JSON.parse(`"${url}"`) as string;
    } catch {
      return null;
    }
  }
  if (!/^[\x21-\x7e]+$/.test(url) || /["'<>\\]/.test(url) || !(/^\/(?!\/)/.test(url) || /^https?:\/\//.test(url)))
    return null;
  return url;
}

/** Whether an answer is an HTML redirect without a Location: the step needs its body. */
export function lacksLocation({ status, headers }: Head): boolean {
  return REDIRECT_STATUSES.has(status) && !headers.location && isHtml(headers);
}

/** The step: an HTML redirect without a Location gets the one its flight data names (when it names one). */
export function repairRedirect(response: Captured): Captured {
  const { status, headers, body } = response;
  if (!lacksLocation(response)) return response;
  const location = redirectLocationOf(body.toString("utf8"), status);
  return location ? { ...response, headers: { ...headers, location } } : response;
}
