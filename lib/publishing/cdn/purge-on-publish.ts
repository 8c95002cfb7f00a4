// Purge on publish: once the content webhook has revalidated the origin, the CDN forgets the
// pages the change affects, so its next request for them fetches the new version. Runs after
// the webhook's answer (the route's `after()`), so neither a slow Cloudflare nor a failed purge
// reaches Sanity: a failure is logged, and the CDN's copies expire on their own within
// CDN_MAX_AGE_S (+ as long again served stale). Every log line of the purge is written here.
import { LANGUAGES, type Lang } from "@/lib/routing/paths";
import { logger, type Logger } from "@/lib/platform/log";
import type { ContentChange } from "@/lib/publishing/webhook";
import {
  PURGE_LIMITS,
  purgeCloudflareUrls,
  type CloudflarePurgeConfig,
  type PurgeLimits,
  type PurgeReport,
} from "./cloudflare";
import { absoluteUrls, purgePaths, type SitePages } from "./purge-targets";

type PurgeEnv = { CLOUDFLARE_ZONE_ID?: string; CLOUDFLARE_API_TOKEN?: string; CLOUDFLARE_API_URL: string };

/** The purge's settings when both Cloudflare variables are set (lib/platform/env.ts refuses one without the other), else null. */
export function cloudflarePurgeConfig(env: PurgeEnv): CloudflarePurgeConfig | null {
  if (!env.CLOUDFLARE_ZONE_ID || !env.CLOUDFLARE_API_TOKEN) return null;
  return { apiUrl: env.CLOUDFLARE_API_URL, zoneId: env.CLOUDFLARE_ZONE_ID, token: env.CLOUDFLARE_API_TOKEN };
}

export type PurgeOnPublishOptions = {
  config: CloudflarePurgeConfig;
  /** NEXT_PUBLIC_SITE_URL: the origin visitors (and so the CDN's cache keys) use. */
  siteUrl: string;
  /** A language's solution pages' slugs as the site now has them (read after the revalidation). */
  solutionSlugs: (lang: Lang) => Promise<string[]>;
  /** A language's general pages' slugs, likewise. */
  generalSlugs?: (lang: Lang) => Promise<string[]>;
  /** A language's articles out now, likewise. */
  articleSlugs?: (lang: Lang) => Promise<string[]>;
  /** The document pages' slugs in a language (lib/documents/content.ts). */
  documentSlugs?: (lang: Lang) => Promise<string[]>;
  limits?: PurgeLimits;
  fetch?: typeof fetch;
  log?: Pick<Logger, "info" | "error">;
};

/** Purges the pages `change` affects from Cloudflare and logs the outcome in one line. Never throws. */
export async function purgeChangedPages(
  change: ContentChange,
  {
    config,
    siteUrl,
    solutionSlugs,
    generalSlugs = async () => [],
    articleSlugs = async () => [],
    documentSlugs = async () => [],
    limits = PURGE_LIMITS,
    fetch: fetchImpl = fetch,
    log = logger("revalidate"),
  }: PurgeOnPublishOptions,
): Promise<PurgeReport | null> {
  const what = `${change.type}${typeof change.slug === "string" ? ` "${change.slug}"` : ""}${change.language && (change.type === "solutionPage" || change.type === "page" || change.type === "documentType" || change.type === "homePage" || change.type === "earlyAccessPage") ? ` (${change.language})` : ""}`;
  try {
    let pages: SitePages | null = null;
    let slugProblem = "";
    try {
      const perLanguage = await Promise.all(
        LANGUAGES.map(
          async (lang) =>
            [
              lang,
              {
                solutions: await solutionSlugs(lang),
                general: await generalSlugs(lang),
                articles: await articleSlugs(lang),
                documents: await documentSlugs(lang),
              },
            ] as const,
        ),
      );
      pages = Object.fromEntries(perLanguage);
    } catch (error) {
      slugProblem = ` (the pages could not be listed: ${(error as Error)?.message ?? String(error)}; only the changed paths were purged)`;
    }
    const urls = absoluteUrls(purgePaths(change, pages), siteUrl);
    const report = await purgeCloudflareUrls(urls, config, limits, fetchImpl);
    const calls = `${report.batches.length} call${report.batches.length === 1 ? "" : "s"}, ${report.ms} ms`;
    // Past the threshold one call purges everything: said so, with the URLs it stands for.
    const everything = report.everything ? `, as one purge of everything (past ${limits.everythingPast} URLs)` : "";
    if (report.purged === report.requested && !slugProblem) {
      log.info(`purged ${report.purged} URLs of ${what} from Cloudflare's cache (${calls}${everything})`);
    } else {
      const failures = report.batches.flatMap((batch) => (batch.ok ? [] : [`${batch.urls} URLs: ${batch.error}`]));
      if (report.notSent > 0)
        failures.push(
          `${report.notSent} URLs not sent (at most ${limits.maxBatches} calls of ${limits.batchSize} within ${limits.deadlineMs / 1000} s)`,
        );
      log.error(
        `Cloudflare purge of ${what}: ${report.purged} of ${report.requested} URLs purged (${calls}${everything})${failures.length ? `; ${failures.join("; ")}` : ""}${slugProblem}; the rest stay cached until their CDN lifetime (CDN_MAX_AGE_S) runs out`,
      );
    }
    return report;
  } catch (error) {
    log.error(`Cloudflare purge of ${what} failed: ${(error as Error)?.message ?? String(error)}`);
    return null;
  }
}
