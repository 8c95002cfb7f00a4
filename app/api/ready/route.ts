import { env } from "@/lib/platform/env";
import { readiness } from "@/lib/platform/readiness";
import { getSignupRuntime } from "@/lib/signup/runtime";

// GET /api/ready: 200 when this process can serve signups, else 503 naming what failed
// (lib/platform/readiness.ts); 503 from the moment a graceful shutdown starts. No caching.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const result = await readiness(getSignupRuntime(), Boolean(env.ALTCHA_HMAC_KEY));
  return Response.json(result, {
    status: result.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

export async function HEAD(): Promise<Response> {
  const response = await GET();
  return new Response(null, { status: response.status, headers: response.headers });
}
