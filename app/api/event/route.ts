import { analyticsRuntime } from "@/lib/analytics/runtime";
import { createClientLimit } from "@/lib/analytics/client-limit";
import { handleEvent } from "@/lib/analytics/event-route";
import { env } from "@/lib/platform/env";
import { processSingleton } from "@/lib/platform/singleton";

export const dynamic = "force-dynamic";

/** The signup wizard's funnel beacons, forwarded to Plausible: see lib/analytics/event-route.ts. */
function answer(request: Request): Promise<Response> {
  return handleEvent(request, {
    analytics: analyticsRuntime(),
    limit: processSingleton("analytics-client-limit", () => createClientLimit()),
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
  });
}

export const POST = answer;
// Every other method (a CORS preflight included) is 405 with `Allow: POST`.
export const GET = answer;
export const HEAD = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const OPTIONS = answer;
