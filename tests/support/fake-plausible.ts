import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isbot } from "isbot";

/** One event the fake took, as Plausible's Events API received it. */
export type FakeEvent = {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
  interactive: boolean;
  /** The request's headers, which Plausible hashes into its visitor id. */
  userAgent: string;
  forwardedFor: string | null;
  contentType: string;
  /** Plausible's visitor id for this event: a hash of the user agent, the address and the domain (no daily salt here). */
  visitor: string;
  receivedAt: number;
};

/** One `POST /api/v2/query` as the fake saw it. */
export type FakeQuery = { authorization: string | null; body: unknown; status: number };

export type FakePlausible = {
  url: string;
  port: number;
  /** Events taken, oldest first (not those dropped as bots' or refused). */
  events: () => FakeEvent[];
  /** Events answered 202 but dropped as a bot's (`x-plausible-dropped: 1`), and those refused with 400. */
  dropped: () => number;
  refused: () => number;
  queries: () => FakeQuery[];
  reset: () => void;
  /** Answer every `POST /api/event` with `status` (`null`: as Plausible would), or never (`"hang"`). */
  failEvents: (status: number | "hang" | null) => void;
  /** Delay every answer (to fill a sender's queue). */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
};

/** Names Plausible caps (its ingestion's validations). */
const MAX_NAME = 120;
const MAX_URL = 2_000;
const MAX_PROPS = 30;

/**
 * A real HTTP stand-in for Plausible at its HTTP edge (point PLAUSIBLE_BASE_URL at it):
 *
 * - `POST /api/event` as the Events API: JSON (or text/plain holding JSON) with `name`, `url`,
 *   `domain`, optional `referrer`, `props`, `interactive`; answers `202 ok`, `202` with
 *   `x-plausible-dropped: 1` for a bot's user agent, `400 {errors}` for a missing or too long name
 *   or url, a missing domain, or props that are not an object. Only `sites` are taken (others are
 *   dropped, as Plausible drops events for a site it does not have).
 * - `POST /api/v2/query` as the Stats API v2: `Authorization: Bearer <statsKey>` (else 401
 *   `{error}`), `site_id` one of `sites` (else 400), `metrics` among `visitors` and `events`,
 *   `dimensions` among `event:goal`, `event:page`, `event:props:<name>`; `filters` of the form
 *   `["is", dimension, [values]]`; `date_range` a shortcut or two ISO dates. Goals are the custom
 *   event names listed in `goals` (as configured in a site's settings). Answers `{results, meta,
 *   query}` with `(none)` for a property an event does not have, as Plausible does.
 * - `GET /__events` lists the events taken, `DELETE /__events` forgets everything (browser tests).
 */
export async function startFakePlausible({
  port = 0,
  sites = [],
  statsKey,
  goals = [],
}: { port?: number; sites?: string[]; statsKey?: string; goals?: string[] } = {}): Promise<FakePlausible> {
  let events: FakeEvent[] = [];
  let queries: FakeQuery[] = [];
  let dropped = 0;
  let refused = 0;
  let failing: number | "hang" | null = null;
  let delayMs = 0;
  const hung = new Set<ServerResponse>();

  const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    response.end(JSON.stringify(body));
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  const handleEvent = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    if (failing === "hang") {
      hung.add(response);
      response.once("close", () => hung.delete(response));
      return;
    }
    if (failing !== null) return json(response, failing, { error: "failing on purpose" });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      refused += 1;
      return json(response, 400, { errors: { request: ["Unable to parse request body as json"] } });
    }
    const errors: Record<string, string[]> = {};
    const name = body.name ?? body.n;
    const url = body.url ?? body.u;
    const domain = body.domain ?? body.d;
    const props = body.props ?? body.p ?? {};
    if (typeof name !== "string" || !name) errors.name = ["can't be blank"];
    else if (name.length > MAX_NAME) errors.name = [`should be at most ${MAX_NAME} character(s)`];
    if (typeof url !== "string" || !url) errors.url = ["is required"];
    else if (url.length > MAX_URL) errors.url = [`should be at most ${MAX_URL} character(s)`];
    if (typeof domain !== "string" || !domain) errors.domain = ["can't be blank"];
    if (typeof props !== "object" || props === null || Array.isArray(props)) errors.props = ["is invalid"];
    if (Object.keys(errors).length > 0) {
      refused += 1;
      return json(response, 400, { errors });
    }
    const userAgent = request.headers["user-agent"] ?? "";
    if (!userAgent || isbot(userAgent) || !sites.includes(domain as string)) {
      dropped += 1;
      response.writeHead(202, { "content-type": "text/plain", "x-plausible-dropped": "1" });
      return response.end("ok");
    }
    const forwardedFor =
      typeof request.headers["x-forwarded-for"] === "string" ? request.headers["x-forwarded-for"] : null;
    const address = forwardedFor?.split(",")[0]?.trim() ?? request.socket.remoteAddress ?? "";
    events.push({
      name: name as string,
      url: url as string,
      domain: domain as string,
      referrer: typeof body.referrer === "string" ? body.referrer : typeof body.r === "string" ? body.r : null,
      props: Object.fromEntries(
        Object.entries(props as Record<string, unknown>)
          .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))
          .slice(0, MAX_PROPS)
          .map(([key, value]) => [key, String(value)]),
      ),
      interactive: body.interactive !== false,
      userAgent,
      forwardedFor,
      contentType: request.headers["content-type"] ?? "",
      visitor: createHash("sha256")
        .update(`${userAgent}${address}${domain as string}`)
        .digest("hex")
        .slice(0, 16),
      receivedAt: Date.now(),
    });
    response.writeHead(202, { "content-type": "text/plain" });
    response.end("ok");
  };

  const handleQuery = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const authorization = request.headers.authorization ?? null;
    const record = (status: number, body: unknown) => queries.push({ authorization, body, status });
    let query: Record<string, unknown>;
    try {
      query = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      record(400, raw);
      return json(response, 400, { error: "Invalid JSON" });
    }
    if (!statsKey || authorization !== `Bearer ${statsKey}`) {
      record(401, query);
      return json(response, 401, {
        error:
          "Invalid API key or site ID. Please make sure you're using a valid API key with access to the site you've requested.",
      });
    }
    const answer = runQuery(query, events, sites, goals);
    record(answer.status, query);
    json(response, answer.status, answer.body);
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    const route = async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (request.method === "POST" && path === "/api/event") return handleEvent(request, response);
      if (request.method === "POST" && path === "/api/v2/query") return handleQuery(request, response);
      if (request.method === "GET" && path === "/__events") return json(response, 200, events);
      if (request.method === "DELETE" && path === "/__events") {
        reset();
        return json(response, 200, {});
      }
      if (request.method === "GET" && path === "/api/health")
        return json(response, 200, { clickhouse: "ok", postgres: "ok" });
      json(response, 404, { error: "Not found" });
    };
    route().catch(() => {
      if (!response.headersSent) json(response, 500, { error: "fake failed" });
    });
  });
  const reset = () => {
    events = [];
    queries = [];
    dropped = 0;
    refused = 0;
  };
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    events: () => [...events],
    dropped: () => dropped,
    refused: () => refused,
    queries: () => [...queries],
    reset,
    failEvents: (status) => {
      failing = status;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type QueryAnswer = { status: number; body: unknown };

const METRICS = new Set(["visitors", "events"]);
const DAY_MS = 86_400_000;

/** The Stats API v2's answer over the events taken, for the subset of queries described above. */
function runQuery(query: Record<string, unknown>, events: FakeEvent[], sites: string[], goals: string[]): QueryAnswer {
  const fail = (error: string): QueryAnswer => ({ status: 400, body: { error } });
  const siteId = query.site_id;
  if (typeof siteId !== "string" || !sites.includes(siteId)) return fail(`Site not found: ${String(siteId)}`);
  const metrics = query.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0 || !metrics.every((metric) => METRICS.has(metric as string)))
    return fail(`Invalid metrics: ${JSON.stringify(metrics)}`);
  const dimensions = (query.dimensions ?? []) as unknown[];
  if (
    !Array.isArray(dimensions) ||
    !dimensions.every(
      (dimension) =>
        typeof dimension === "string" &&
        (dimension === "event:goal" || dimension === "event:page" || /^event:props:[\w-]{1,300}$/.test(dimension)),
    )
  )
    return fail(`Invalid dimensions: ${JSON.stringify(dimensions)}`);
  const since = sinceOf(query.date_range);
  if (since === null) return fail(`Invalid date_range: ${JSON.stringify(query.date_range)}`);
  const filters = (query.filters ?? []) as unknown[];
  if (!Array.isArray(filters)) return fail("Invalid filters");

  const valueOf = (event: FakeEvent, dimension: string): string | null => {
    if (dimension === "event:goal") return goals.includes(event.name) ? event.name : null;
    if (dimension === "event:page") return new URL(event.url).pathname;
    return event.props[dimension.slice("event:props:".length)] ?? "(none)";
  };
  const matches = (event: FakeEvent) =>
    filters.every((filter) => {
      if (!Array.isArray(filter) || filter[0] !== "is" || typeof filter[1] !== "string" || !Array.isArray(filter[2]))
        return false;
      const value = valueOf(event, filter[1]);
      return value !== null && (filter[2] as unknown[]).includes(value);
    });

  const groups = new Map<string, { dimensions: string[]; visitors: Set<string>; events: number }>();
  for (const event of events) {
    if (event.domain !== siteId || event.receivedAt < since || !matches(event)) continue;
    const values = (dimensions as string[]).map((dimension) => valueOf(event, dimension));
    // An event that is no goal has no row under event:goal (Plausible lists goals only).
    if (values.some((value) => value === null)) continue;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { dimensions: values as string[], visitors: new Set<string>(), events: 0 };
    group.visitors.add(event.visitor);
    group.events += 1;
    groups.set(key, group);
  }
  const results = [...groups.values()]
    .map((group) => ({
      dimensions: group.dimensions,
      metrics: (metrics as string[]).map((metric) => (metric === "visitors" ? group.visitors.size : group.events)),
    }))
    .sort((a, b) => (b.metrics[0] ?? 0) - (a.metrics[0] ?? 0));
  return {
    status: 200,
    body: {
      results,
      meta: {},
      query: { ...query, date_range: [new Date(since).toISOString(), new Date().toISOString()] },
    },
  };
}

/** The start of a date range (ms), or null for one the fake does not know. */
function sinceOf(range: unknown): number | null {
  if (Array.isArray(range) && range.length === 2 && range.every((value) => typeof value === "string")) {
    const from = Date.parse(range[0] as string);
    return Number.isNaN(from) ? null : from;
  }
  const days = { day: 1, "7d": 7, "28d": 28, "30d": 30, "91d": 91 }[range as string];
  return days === undefined ? null : Date.now() - days * DAY_MS;
}
