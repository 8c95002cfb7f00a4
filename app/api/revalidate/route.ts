import { revalidateTag } from "next/cache";
import { env, hasSanityProject } from "@/lib/env";
import { CONTENT_LAKE_SETTLE_MS, handleContentWebhook } from "@/lib/revalidate";

/** Sanity's GROQ-powered webhook: verify the signature, then revalidate the changed type's tag. */
export async function POST(request: Request) {
  return handleContentWebhook(request, {
    secret: env.SANITY_REVALIDATE_SECRET,
    revalidate: (tag) => revalidateTag(tag, "max"),
    // With a hosted project, wait briefly so the CDN serves the new content before pages re-render;
    // a local Content Lake (SANITY_API_HOST: `npm run edit`, tests) has no CDN to wait for.
    settle: hasSanityProject && !env.SANITY_API_HOST ? () => new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_SETTLE_MS)) : undefined,
  });
}
