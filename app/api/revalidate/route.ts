import { getDocumentSlugs } from "@/lib/documents/content";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { cloudflarePurgeConfig, purgeChangedPages } from "@/lib/publishing/cdn/purge-on-publish";
import { getGeneralPageSlugs, getSolutionSlugs } from "@/lib/pages/site";
import { getPublishedArticleSlugs } from "@/lib/articles/content";
import { env, hasSanityProject } from "@/lib/platform/env";
import { CONTENT_LAKE_SETTLE_MS, handleContentWebhook } from "@/lib/publishing/webhook";

const purge = cloudflarePurgeConfig(env);

/**
 * Sanity's GROQ-powered webhook: verify the signature, then revalidate the changed type's tag and,
 * with Cloudflare configured, purge the affected pages of every language from its cache once the
 * answer is sent.
 */
export async function POST(request: Request) {
  return handleContentWebhook(request, {
    secret: env.SANITY_REVALIDATE_SECRET,
    // Expired at once rather than served stale once more (`"max"`): the next request for a page,
    // a visitor's or the CDN's right after the purge, waits for the new render instead of getting
    // the old page and filing it for another CDN lifetime.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    // With a hosted project, wait briefly so the CDN serves the new content before pages re-render;
    // a local Content Lake (SANITY_API_HOST: `npm run edit`, tests) has no CDN to wait for.
    settle:
      hasSanityProject && !env.SANITY_API_HOST
        ? () => new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_SETTLE_MS))
        : undefined,
    // After the answer: Next.js applies this request's revalidation when the handler returns, before
    // the answer goes out, so the origin is fresh before Cloudflare forgets its copies (checked by
    // tests/reliability/cdn.test.ts); and the webhook never waits for Cloudflare.
    afterRevalidate: purge
      ? (change) =>
          after(() =>
            purgeChangedPages(change, {
              config: purge,
              siteUrl: env.NEXT_PUBLIC_SITE_URL,
              solutionSlugs: (lang) => getSolutionSlugs(lang),
              generalSlugs: (lang) => getGeneralPageSlugs(lang),
              articleSlugs: (lang) => getPublishedArticleSlugs(lang),
              documentSlugs: (lang) => getDocumentSlugs(lang),
            }),
          )
      : undefined,
  });
}
