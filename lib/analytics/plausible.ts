// Plausible's Events API (POST <base>/api/event), as its reference describes it: a JSON body with
// `name` ("pageview" or a custom event's name), `url`, `domain`, optional `referrer`, `props` (at
// most 30, string values) and `interactive`; the visitor's `User-Agent` and `X-Forwarded-For` as
// headers, from which Plausible derives its daily-rotating visitor hash (a hash of the day's salt,
// the user agent, the address and the domain: nothing stored that names a person, no cookie). It
// answers 202 for an event it took or dropped as a bot's (`x-plausible-dropped`), 400 with
// `{errors}` for an invalid one.
//
// Sending is bounded and never in a visitor's way: `send` only queues (at most QUEUE_LIMIT events
// waiting, CONCURRENCY requests at a time, each given up after TIMEOUT_MS) and answers at once;
// past the queue's limit an event is dropped and counted. No retries: an event sent twice would be
// counted twice. Used by server/ (page views) and the funnel's route: one sender per process.
import type { Logger } from "../platform/log.ts";
import { throttledLog } from "../platform/throttled-log.ts";
import { WorkLimiter } from "../platform/work-limiter.ts";

/** Plausible's limits (its Events API reference): longer values are cut to these, more props dropped. */
export const PLAUSIBLE_LIMITS = { url: 2_000, referrer: 2_000, props: 30, propValue: 2_000 } as const;

/** One event as Plausible takes it, without the `domain` the sender adds. */
export type PlausibleEvent = {
  name: string;
  url: string;
  referrer?: string;
  props?: Record<string, string>;
  /** False for an event that must not count as an interaction (bounce rate). Default true. */
  interactive?: boolean;
};

/** Whose event it is, as Plausible counts unique visitors: the resolved client address and the raw user agent. */
export type Visitor = { address: string; userAgent: string };

export type SenderOptions = {
  baseUrl: string;
  domain: string;
  log: Pick<Logger, "warn">;
  concurrency?: number;
  queueLimit?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type SenderStats = { sent: number; refused: number; failed: number; dropped: number };

export type PlausibleSender = {
  /** Queues the event; false when it was dropped at once (the queue was full). Never throws, never waits. */
  send(event: PlausibleEvent, visitor: Visitor): boolean;
  /** Resolves once nothing is being sent or waiting (tests). */
  idle(): Promise<void>;
  /** Counts since start: accepted by Plausible, refused (4xx), failed (5xx, timeout, network), dropped (queue full). */
  stats(): SenderStats;
};

export const DEFAULT_SENDER_BOUNDS = { concurrency: 4, queueLimit: 1_000, timeoutMs: 5_000 } as const;

export function createPlausibleSender({
  baseUrl,
  domain,
  log,
  concurrency = DEFAULT_SENDER_BOUNDS.concurrency,
  queueLimit = DEFAULT_SENDER_BOUNDS.queueLimit,
  timeoutMs = DEFAULT_SENDER_BOUNDS.timeoutMs,
  fetch: fetchImpl = fetch,
}: SenderOptions): PlausibleSender {
  const endpoint = `${baseUrl.replace(/\/+$/, "")}/api/event`;
  const limiter = new WorkLimiter({ concurrency, queueLimit });
  const stats: SenderStats = { sent: 0, refused: 0, failed: 0, dropped: 0 };
  // A dead or refusing Plausible, or a full queue, would otherwise write a line per page view:
  // each kind of trouble at most once a minute.
  const warn = (line: string) => log.warn(line);
  const reportRefused = throttledLog(60_000, warn);
  const reportFailed = throttledLog(60_000, warn);
  const reportDropped = throttledLog(60_000, warn);

  const post = async (body: string, visitor: Visitor) => {
    try {
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": visitor.userAgent,
          "x-forwarded-for": visitor.address,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is not needed ("ok", or the errors of a refused event): let the socket go.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) stats.sent += 1;
      else if (response.status >= 400 && response.status < 500) {
        stats.refused += 1;
        reportRefused(`analytics: Plausible refused an event (${response.status})`);
      } else {
        stats.failed += 1;
        reportFailed(`analytics: Plausible answered ${response.status}; events are being lost`);
      }
    } catch (error) {
      stats.failed += 1;
      const why =
        error instanceof Error && error.name === "TimeoutError" ? `no answer in ${timeoutMs} ms` : String(error);
      reportFailed(`analytics: could not reach Plausible at ${endpoint} (${why}); events are being lost`);
    }
  };

  return {
    send(event, visitor) {
      const body = JSON.stringify({ ...event, domain });
      const queued = limiter.run(() => post(body, visitor));
      if (queued) return true;
      stats.dropped += 1;
      reportDropped(`analytics: ${queueLimit} events already waiting for Plausible; dropping new ones`);
      return false;
    },
    idle: () => limiter.idle(),
    stats: () => ({ ...stats }),
  };
}
