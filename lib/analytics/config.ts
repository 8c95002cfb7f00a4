// Where the analytics go, from the environment (lib/platform/env.ts): Plausible's hosted service or a
// self-hosted Community Edition (PLAUSIBLE_BASE_URL), for the site PLAUSIBLE_DOMAIN names. Without
// PLAUSIBLE_DOMAIN nothing is sent anywhere: page views are not even looked at, and the funnel's
// beacons are answered and dropped. Used by server/ (Node.js runs it as it is: relative imports).
import type { Env } from "../platform/env.ts";

export type AnalyticsConfig = {
  /** Plausible's address without a trailing slash: `https://plausible.io`, or a Community Edition's. */
  baseUrl: string;
  /** The site as added in Plausible: the events' `domain`, the Stats API's `site_id`. */
  domain: string;
  /** The public site's origin (NEXT_PUBLIC_SITE_URL): every event's `url` starts with it, whatever Host a request named. */
  siteOrigin: string;
  /** The Stats API key (the Studio's Signups tool), when set. */
  statsApiKey: string | null;
};

/** The analytics settings, or null when PLAUSIBLE_DOMAIN is unset (nothing is sent). */
export function analyticsConfig(
  env: Pick<Env, "PLAUSIBLE_DOMAIN" | "PLAUSIBLE_BASE_URL" | "PLAUSIBLE_STATS_API_KEY" | "NEXT_PUBLIC_SITE_URL">,
): AnalyticsConfig | null {
  if (!env.PLAUSIBLE_DOMAIN) return null;
  return {
    baseUrl: env.PLAUSIBLE_BASE_URL.replace(/\/+$/, ""),
    domain: env.PLAUSIBLE_DOMAIN,
    siteOrigin: new URL(env.NEXT_PUBLIC_SITE_URL).origin,
    statsApiKey: env.PLAUSIBLE_STATS_API_KEY ?? null,
  };
}
