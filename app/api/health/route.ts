// GET /api/health: the process is up (a liveness probe, the container's HEALTHCHECK). No work, no caching.
export const dynamic = "force-dynamic";

const HEADERS = { "Cache-Control": "no-store" };

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: HEADERS });
}

export function HEAD(): Response {
  return new Response(null, { headers: HEADERS });
}
