// How long a shared cache (a CDN in front of the site) may keep a page. Next.js sends every page
// with `s-maxage=<the route's revalidate>` (3600 here, from the site layout) and a
// `stale-while-revalidate` of about a year, and overwrites any Cache-Control a page or
// next.config.ts sets; behind a CDN a publish could then stay invisible for an hour after the
// content webhook refreshed the origin. The server rewrites that header as each answer leaves
// (the first step of the policy, server/policy/index.ts), so CDN_MAX_AGE_S applies at run time,
// without a rebuild.
import type { OutgoingHttpHeaders } from "node:http";

/**
 * The Cache-Control to send instead of `value` for a shared-cache lifetime of `maxAgeS` seconds,
 * or null to leave the answer alone. Only what Next.js marked shared-cacheable (`s-maxage`) is
 * touched; anything private, `no-store` or `no-cache` (draft mode, errors, pages rendered per
 * request) and anything without `s-maxage` (static files, images, route handlers' own headers)
 * keeps its header.
 *
 * - `maxAgeS > 0`: `s-maxage=maxAgeS, stale-while-revalidate=maxAgeS`. The stale window equals the
 *   lifetime, so a CDN that is never purged shows a publish at most 2 × CDN_MAX_AGE_S after the
 *   origin has it (a copy fetched just before the publish: fresh for one lifetime, served stale
 *   while refetching for at most one more), and a visitor never waits for the origin on a page
 *   visited within that window.
 * - `maxAgeS === 0`: `no-cache`, no shared caching: every cache asks the origin first (a 304 for
 *   an unchanged page, thanks to the ETag).
 *
 * Other directives (none today) are kept.
 */
export function sharedCacheControl(value: string, maxAgeS: number): string | null {
  if (!/(^|[\s,])s-maxage\s*=/i.test(value) || /(^|[\s,])(private|no-store|no-cache)\b/i.test(value)) return null;
  const kept = value
    .split(",")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^(s-maxage|stale-while-revalidate)\s*=/i.test(directive));
  const lifetime = maxAgeS > 0 ? [`s-maxage=${maxAgeS}`, `stale-while-revalidate=${maxAgeS}`] : ["no-cache"];
  return [...kept, ...lifetime].join(", ");
}

/**
 * The step: the headers of an answer with the shared-cache lifetime of `maxAgeS` seconds
 * (sharedCacheControl); undefined leaves Next.js's header as it is.
 */
export function withSharedLifetime(headers: OutgoingHttpHeaders, maxAgeS: number | undefined): OutgoingHttpHeaders {
  const current = headers["cache-control"];
  const value = maxAgeS !== undefined && typeof current === "string" ? sharedCacheControl(current, maxAgeS) : null;
  return value === null ? headers : { ...headers, "cache-control": value };
}
