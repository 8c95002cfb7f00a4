import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How a CRM stand-in (fake-hubspot.ts, fake-crm-webhook.ts) answers one request: as the real
 * service would (`answer`: success, or its own validation's refusal), `rate-limit` (429 with
 * `Retry-After`), `5xx` (a failing server or proxy), `slow` (its real answer, `ms` late) or `hang`
 * (headers never sent; the connection stays open until the client gives up; nothing is taken).
 */
export type Behaviour =
  | { kind: "answer" }
  | { kind: "rate-limit"; retryAfterSeconds?: number }
  | { kind: "5xx"; status?: number }
  | { kind: "slow"; ms: number }
  | { kind: "hang" };

/** A deterministic plan: the behaviour for the request that arrives `arrival`-th (0-based). */
export type Plan = (arrival: number) => Behaviour;

/** Requests per 10 s a stand-in takes before it answers 429, like HubSpot's rolling window. */
export type RateWindow = { perTenSeconds: number };

/**
 * The script a stand-in follows: behaviours queued for the next requests first, then the plan,
 * then its real answer; past the rate window's limit a 429 whose `Retry-After` is when the window
 * frees a place. It keeps hung responses, to end them on `reset` or `close`.
 */
export function createScript() {
  let arrivals = 0;
  let queued: Behaviour[] = [];
  let plan: Plan | null = null;
  let window: RateWindow | null = null;
  let taken: number[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters = new Set<() => void>();

  return {
    /** The behaviour for the request arriving now. */
    next(): Behaviour {
      const arrival = arrivals++;
      const now = Date.now();
      if (window) {
        taken = taken.filter((time) => time > now - 10_000);
        if (taken.length >= window.perTenSeconds) {
          const frees = (taken[0] ?? now) + 10_000 - now;
          return { kind: "rate-limit", retryAfterSeconds: Math.max(1, Math.ceil(frees / 1000)) };
        }
        taken.push(now);
      }
      return queued.shift() ?? plan?.(arrival) ?? { kind: "answer" };
    },
    /** The next `count` requests behave this way (before the plan). */
    queue(behaviour: Behaviour, count = 1) {
      queued.push(...Array.from({ length: count }, () => behaviour));
    },
    setPlan(next: Plan | null) {
      plan = next;
    },
    setRateWindow(next: RateWindow | null) {
      window = next;
      taken = [];
    },
    /** Keeps `response` open, unanswered. */
    hang(response: ServerResponse) {
      hanging.add(response);
      response.once("close", () => hanging.delete(response));
    },
    /** Something a test may wait for happened: check the waiters. */
    changed() {
      for (const wake of waiters) wake();
    },
    /** Resolves with `read()` once `ready(read())` (rejects after `timeoutMs`, saying `what`). */
    waitFor<T>(read: () => T, ready: (value: T) => boolean, what: string, timeoutMs: number): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const value = read();
          if (!ready(value)) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(value);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    get arrivals() {
      return arrivals;
    },
    reset() {
      arrivals = 0;
      queued = [];
      plan = null;
      window = null;
      taken = [];
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
  };
}

export type Script = ReturnType<typeof createScript>;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

/** A proxy's error page, as a 502 or 503 arrives from a load balancer in front of an API. */
export function sendProxyError(response: ServerResponse, status: number) {
  response.writeHead(status, { "content-type": "text/html" });
  response.end(`<html><body><h1>${status} Bad Gateway</h1></body></html>`);
}

/** Waits `ms`, or less if the client went away meanwhile. */
function pause(ms: number, response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    response.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Sends `body` as the answer to `record`'s request, unless the client went away; the script's waiters look again. */
export function answerRecorded(
  script: Script,
  response: ServerResponse,
  record: { status: number },
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (response.destroyed || response.writableEnded) return;
  record.status = status;
  sendJson(response, status, body, headers);
  script.changed();
}

/** Listens on 127.0.0.1:`port` (0: a free one); resolves with the port. */
export async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** What every stand-in offers to script its answers, and its closing. */
export function scriptControls(script: Script, server: Server) {
  return {
    /** The next `count` requests behave this way (before the plan). */
    queue: (behaviour: Behaviour, count?: number) => script.queue(behaviour, count),
    /** Every later request follows the plan by its arrival index (null: the service's own answer). */
    setPlan: (plan: Plan | null) => script.setPlan(plan),
    /** A rolling rate limit: past this many requests per 10 s, 429 with `Retry-After` (null: none). */
    setRateLimit: (perTenSeconds: number | null) => script.setRateWindow(perTenSeconds ? { perTenSeconds } : null),
    close: () =>
      new Promise<void>((resolve) => {
        script.reset();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ScriptControls = ReturnType<typeof scriptControls>;

/** A CRM stand-in: where it listens, its script, and `reset` (forgets what it received, and its script). */
export type StandIn = ScriptControls & { url: string; port: number; reset: () => void };

/**
 * Acts out the script's next behaviour for one request: keeps it hanging, answers 429 with
 * `limited` and `Retry-After`, a 5xx (`failure(status)`'s JSON, or a proxy's error page when it
 * gives none), or waits. True when the stand-in is to give its real answer now (at once or late).
 */
export async function actOut(
  script: Script,
  response: ServerResponse,
  record: { status: number },
  {
    limited,
    failure = () => undefined,
    defaultStatus,
  }: {
    limited: unknown;
    failure?: (status: number) => unknown;
    defaultStatus: number;
  },
): Promise<boolean> {
  const behaviour = script.next();
  switch (behaviour.kind) {
    case "hang":
      script.hang(response);
      return false;
    case "rate-limit":
      answerRecorded(script, response, record, 429, limited, {
        "retry-after": String(behaviour.retryAfterSeconds ?? 1),
      });
      return false;
    case "5xx": {
      const status = behaviour.status ?? defaultStatus;
      const body = failure(status);
      if (body !== undefined) {
        answerRecorded(script, response, record, status, body);
        return false;
      }
      record.status = status;
      sendProxyError(response, status);
      script.changed();
      return false;
    }
    case "slow":
      await pause(behaviour.ms, response);
      return !response.destroyed;
    case "answer":
      return true;
  }
}
