// The Studio's Signups tool's data: the last 30 days' funnel per language and campaign, read from
// Plausible's Stats API v2 (POST <base>/api/v2/query, `Authorization: Bearer <key>`) on the server,
// so the key never reaches a browser. One query: the funnel's goals (FUNNEL_GOALS, configured in
// Plausible as custom event goals) by `event:goal`, `event:props:lang` and `event:props:campaign`,
// unique visitors and events; Plausible answers `{results: [{dimensions, metrics}], meta, query}`
// with `(none)` for an event without the property.
//
// GET /api/studio/signups (app/api/studio/signups/route.ts) answers only a Studio user: the
// request carries the Studio's Sanity token, and Sanity must grant it read access to the dataset
// (its ACL endpoint, as the Studio itself asks), checked at most once per CHECK_CACHE_MS per token.
// The answer is kept STATS_CACHE_MS, one query at a time, so Studio users cannot spend the key's
// hourly quota (600 requests on the hosted service). Every call is bounded in time and size.
import { createHash } from "node:crypto";
import { TTLCache } from "@isaacs/ttlcache";
import { readLimitedStream } from "@/lib/platform/http/limited-body";
import type { AnalyticsConfig } from "./config.ts";
import { FUNNEL_GOALS, FUNNEL_STEPS, type FunnelStep } from "./funnel";

/** One language and campaign: unique visitors and events at each step. */
export type FunnelRow = {
  lang: string;
  /** `(none)` for visits without a campaign. */
  campaign: string;
  visitors: Record<FunnelStep, number>;
  events: Record<FunnelStep, number>;
};

export type SignupsStats =
  | { configured: false; missing: string[] }
  | { configured: true; range: string; rows: FunnelRow[]; generatedAt: string }
  | { configured: true; error: string };

export const STATS_RANGE = "30d";
/** How long an answer is kept (ms) before Plausible is asked again. */
export const STATS_CACHE_MS = 5 * 60_000;
const CHECK_CACHE_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
/** The largest answer read from Plausible or Sanity. */
const MAX_ANSWER_BYTES = 1_000_000;
/** Rows asked for: languages × campaigns × steps, far more than a site has. */
const MAX_ROWS = 5_000;

const GOAL_STEPS = new Map<string, FunnelStep>(FUNNEL_STEPS.map((step) => [FUNNEL_GOALS[step], step]));

/** The Stats API v2 query for the funnel. */
export function funnelQuery(siteId: string): Record<string, unknown> {
  return {
    site_id: siteId,
    metrics: ["visitors", "events"],
    date_range: STATS_RANGE,
    dimensions: ["event:goal", "event:props:lang", "event:props:campaign"],
    filters: [["is", "event:goal", Object.values(FUNNEL_GOALS)]],
    pagination: { limit: MAX_ROWS },
  };
}

/** Plausible's rows as the funnel per language and campaign, the most visitors who opened the wizard first. */
export function funnelRows(answer: unknown): FunnelRow[] {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new Error("Plausible's answer has no results");
  const zero = () => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
  const rows = new Map<string, FunnelRow>();
  for (const result of results as { dimensions?: unknown; metrics?: unknown }[]) {
    const [goal, lang, campaign] = Array.isArray(result.dimensions) ? result.dimensions.map(String) : [];
    const [visitors, events] = Array.isArray(result.metrics) ? result.metrics.map(Number) : [];
    const step = goal === undefined ? undefined : GOAL_STEPS.get(goal);
    if (!step || lang === undefined || campaign === undefined) continue;
    const key = JSON.stringify([lang, campaign]);
    const row = rows.get(key) ?? { lang, campaign, visitors: zero(), events: zero() };
    row.visitors[step] += Number.isFinite(visitors) ? (visitors ?? 0) : 0;
    row.events[step] += Number.isFinite(events) ? (events ?? 0) : 0;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.visitors.opened - a.visitors.opened || a.lang.localeCompare(b.lang) || a.campaign.localeCompare(b.campaign),
  );
}

/** Reads at most MAX_ANSWER_BYTES of a response as JSON. */
async function boundedJson(response: Response): Promise<unknown> {
  if (!response.body) return null;
  const bytes = await readLimitedStream(response.body, MAX_ANSWER_BYTES);
  if (!bytes) throw new Error(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
  return JSON.parse(new TextDecoder().decode(bytes));
}

export type SignupsStatsDeps = {
  config: AnalyticsConfig | null;
  /** Sanity: where the Studio's token is checked. */
  sanity: { projectId?: string; dataset: string; apiHost?: string; apiVersion: string };
  fetch?: typeof fetch;
  now?: () => number;
};

export type SignupsStatsService = { handle(request: Request): Promise<Response> };

/** The Signups tool's endpoint: see the module comment. */
export function createSignupsStats({
  config,
  sanity,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: SignupsStatsDeps): SignupsStatsService {
  const checked = new TTLCache<string, true>({ max: 100, ttl: CHECK_CACHE_MS });
  let cached: { at: number; stats: SignupsStats } | null = null;
  let pending: Promise<SignupsStats> | null = null;

  const answer = (status: number, body: unknown) =>
    Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

  /** Whether Sanity grants the token read access to the dataset (its ACL, as the Studio asks for it). */
  const isStudioUser = async (token: string): Promise<boolean> => {
    const key = createHash("sha256").update(token).digest("hex");
    if (checked.has(key)) return true;
    if (!sanity.projectId) return false;
    const base = sanity.apiHost ? sanity.apiHost.replace(/\/+$/, "") : `https://${sanity.projectId}.api.sanity.io`;
    const url = `${base}/v${sanity.apiVersion}/projects/${encodeURIComponent(sanity.projectId)}/datasets/${encodeURIComponent(sanity.dataset)}/acl`;
    try {
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return false;
      }
      const grants = await boundedJson(response);
      const ok =
        Array.isArray(grants) &&
        grants.some(
          (grant: { permissions?: unknown }) => Array.isArray(grant.permissions) && grant.permissions.includes("read"),
        );
      if (ok) checked.set(key, true);
      return ok;
    } catch {
      return false;
    }
  };

  const query = async (current: AnalyticsConfig & { statsApiKey: string }): Promise<SignupsStats> => {
    try {
      const response = await fetchImpl(`${current.baseUrl}/api/v2/query`, {
        method: "POST",
        headers: { authorization: `Bearer ${current.statsApiKey}`, "content-type": "application/json" },
        body: JSON.stringify(funnelQuery(current.domain)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await boundedJson(response).catch(() => null);
      if (!response.ok) {
        const said =
          typeof (body as { error?: unknown } | null)?.error === "string"
            ? `: ${(body as { error: string }).error.slice(0, 300)}`
            : "";
        const hint =
          response.status === 401
            ? " (check PLAUSIBLE_STATS_API_KEY: a Stats API key of an account with access to the site)"
            : response.status === 400
              ? " (are the funnel's goals configured in Plausible? docs/analytics.md)"
              : "";
        return { configured: true, error: `Plausible answered ${response.status}${said}${hint}` };
      }
      return {
        configured: true,
        range: STATS_RANGE,
        rows: funnelRows(body),
        generatedAt: new Date(now()).toISOString(),
      };
    } catch (error) {
      const why =
        error instanceof Error && error.name === "TimeoutError" ? `no answer in ${TIMEOUT_MS / 1000} s` : String(error);
      return { configured: true, error: `Could not read Plausible's stats at ${current.baseUrl} (${why})` };
    }
  };

  return {
    async handle(request) {
      if (request.method !== "GET") return answer(405, { error: "GET only" });
      const token = /^Bearer (\S{1,2000})$/.exec(request.headers.get("authorization") ?? "")?.[1];
      if (!token || !(await isStudioUser(token)))
        return answer(401, { error: "Sign in to the Studio: the Signups tool answers only its users." });
      const missing = [
        ...(config ? [] : ["PLAUSIBLE_DOMAIN"]),
        ...(config?.statsApiKey ? [] : ["PLAUSIBLE_STATS_API_KEY"]),
      ];
      if (!config?.statsApiKey || missing.length > 0) return answer(200, { configured: false, missing });
      if (cached && now() - cached.at < STATS_CACHE_MS) return answer(200, cached.stats);
      pending ??= query({ ...config, statsApiKey: config.statsApiKey }).then((stats) => {
        // A failure is not kept: the next visit to the tool asks again.
        if (!("error" in stats)) cached = { at: now(), stats };
        pending = null;
        return stats;
      });
      return answer(200, await pending);
    },
  };
}
