import { analyticsConfig } from "@/lib/analytics/config";
import { createSignupsStats } from "@/lib/analytics/signups-stats";
import { env } from "@/lib/platform/env";
import { processSingleton } from "@/lib/platform/singleton";
import { apiVersion } from "@/lib/sanity/api-version";

export const dynamic = "force-dynamic";

/** The Studio's Signups tool's funnel (Plausible's Stats API, for Studio users only): see lib/analytics/signups-stats.ts. */
function answer(request: Request): Promise<Response> {
  const stats = processSingleton("analytics-signups-stats", () =>
    createSignupsStats({
      config: analyticsConfig(env),
      sanity: {
        projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
        dataset: env.NEXT_PUBLIC_SANITY_DATASET,
        apiHost: env.SANITY_API_HOST,
        apiVersion,
      },
    }),
  );
  return stats.handle(request);
}

export const GET = answer;
export const POST = answer;
export const HEAD = answer;
