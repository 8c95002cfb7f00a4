/*
 * Which pages may post a signup: the `Origin` rule of POST /api/signup.
 *
 * A browser sends `Origin` with every POST (same-origin ones included), and cannot be made
 * to lie about it. A request is accepted when its `Origin` is
 * - the site's configured origin (`NEXT_PUBLIC_SITE_URL`), or
 * - the origin the request itself was addressed to: the protocol and host a proxy reports
 *   (first `X-Forwarded-Proto` / `X-Forwarded-Host` entry, which Next.js fills from the
 *   connection and the `Host` header when no proxy did), so the same build serves
 *   127.0.0.1:3100, a preview host or a second domain without configuration.
 * A present but different `Origin` (another site, `null` from a sandboxed frame or a file) is
 * refused. A request without `Origin` does not come from a web page, so it cannot be a
 * cross-site forgery: it is let through to the same challenge, replay and rate-limit checks
 * as everyone else (a script can send any `Origin` it likes anyway).
 *
 * A cross-site page cannot spoof the forwarded headers either: any non-simple header (and a
 * JSON content type) makes the browser ask first with a CORS preflight, which the route
 * refuses (405, no CORS headers).
 */

export type OriginCheck = { ok: true; origin: string | null } | { ok: false; origin: string };

/** `scheme://host[:port]` in canonical form (lowercase, default port dropped), or null. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

const firstEntry = (value: string | null) => value?.split(",")[0]?.trim() || null;

/** The origin the request was addressed to, as the client saw it (see the module comment). */
export function requestOrigin(request: Pick<Request, "headers" | "url">): string | null {
  let fallback: URL | null = null;
  try {
    fallback = new URL(request.url);
  } catch {
    fallback = null;
  }
  const proto =
    firstEntry(request.headers.get("x-forwarded-proto"))?.toLowerCase() ?? fallback?.protocol.replace(/:$/, "");
  const host =
    firstEntry(request.headers.get("x-forwarded-host")) ?? firstEntry(request.headers.get("host")) ?? fallback?.host;
  if (!proto || !host || (proto !== "http" && proto !== "https")) return null;
  // A host with a path, credentials or spaces is not a host.
  if (!/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return null;
  return normalizeOrigin(`${proto}://${host}`);
}

/** Applies the rule: the site's origin or the request's own; no `Origin` at all is allowed. */
export function checkOrigin(request: Pick<Request, "headers" | "url">, siteOrigin: string): OriginCheck {
  const header = request.headers.get("origin");
  if (header === null) return { ok: true, origin: null };
  const origin = normalizeOrigin(header.trim());
  if (!origin) return { ok: false, origin: header.slice(0, 200) };
  if (origin === normalizeOrigin(siteOrigin) || origin === requestOrigin(request)) return { ok: true, origin };
  return { ok: false, origin };
}
