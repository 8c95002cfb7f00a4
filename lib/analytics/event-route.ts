// POST /api/event: a signup wizard's beacon (lib/analytics/beacon.ts) checked and forwarded to
// Plausible as a custom event, with the visitor's address (the one the server resolved,
// lib/platform/http/client-address.ts) and user agent, as Plausible's Events API wants them for
// its visitor hash. Answers at once, before Plausible does (the sender queues):
// 202 taken, 204 nothing to do (analytics unset, or a bot's), 400 not a beacon, 403 another site's
// page, 405 not POST, 413 over MAX_BEACON_BYTES, 429 past the client's limit. Never 500.
import { isbot } from "isbot";
import { clientRateKey } from "@/lib/platform/http/client-address";
import { readLimitedBody } from "@/lib/platform/http/limited-body";
import { checkOrigin } from "@/lib/signup/origin";
import type { ClientLimit } from "./client-limit.ts";
import { funnelEvent, MAX_BEACON_BYTES, parseBeacon } from "./funnel-event.ts";
import type { AnalyticsRuntime } from "./runtime.ts";

export type EventRouteDeps = { analytics: AnalyticsRuntime | null; limit: ClientLimit; siteUrl: string };

const answer = (status: number, error?: string, headers: Record<string, string> = {}) =>
  error
    ? Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The client as the route sees it: the first X-Forwarded-For entry (our server leaves exactly one, the resolved address). */
const clientAddress = (headers: Headers) => headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;

export async function handleEvent(request: Request, { analytics, limit, siteUrl }: EventRouteDeps): Promise<Response> {
  if (request.method !== "POST") return answer(405, "Send events with POST.", { Allow: "POST" });
  if (!checkOrigin(request, siteUrl).ok) return answer(403, "Events are accepted only from this site's own pages.");
  const body = await readLimitedBody(request, MAX_BEACON_BYTES);
  if (!body.ok)
    return answer(body.status, body.status === 413 ? "The event is too large." : "The body must be UTF-8 JSON.");
  const parsed = parseBeacon(body.text);
  if (!parsed.ok) return answer(400, parsed.error);
  if (!analytics) return answer(204);
  const address = clientAddress(request.headers);
  const userAgent = request.headers.get("user-agent")?.trim() ?? "";
  if (!address || !userAgent || userAgent.length > 1_000 || isbot(userAgent)) return answer(204);
  if (!limit.take(clientRateKey(address))) return answer(429, "Too many events.", { "Retry-After": "600" });
  analytics.sender.send(funnelEvent(parsed.beacon, analytics.config.siteOrigin), { address, userAgent });
  return answer(202);
}
