import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type RateLimitOptions = {
  /** Signups allowed per client in a window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** Signups per window across all clients whose emails go out at once; past it they are deferred (lib/signup/deferred.ts). */
  globalPoints: number;
  /** Shared counters; unset means in-process memory. */
  redis?: Redis;
  keyPrefix?: string;
};

/**
 * `ok` with `deferred`: the client is within its own limit but the window's global level is
 * spent, so the signup is accepted and its emails wait their turn (never a refusal).
 */
export type RateLimitDecision =
  { ok: true; deferred: boolean } | { ok: false; scope: "client"; retryAfterSeconds: number };

export interface SignupRateLimiter {
  readonly kind: "memory" | "redis";
  consume(clientKey: string): Promise<RateLimitDecision>;
}

const GLOBAL_KEY = "all";

/**
 * Per-client limit and global level with rate-limiter-flexible. The client limit is checked
 * first, so a client over its own limit never spends the global budget. The global level is
 * no lockout: past it the signup is still accepted, `deferred` (its emails are queued and sent
 * at a bounded rate). With Redis, a memory limiter insures against Redis outages (each
 * instance then limits on its own).
 */
export function createSignupRateLimiter({
  points,
  durationSeconds,
  globalPoints,
  redis,
  keyPrefix = "signup:rl",
}: RateLimitOptions): SignupRateLimiter {
  const make = (name: string, limit: number): RateLimiterAbstract => {
    const options = { points: limit, duration: durationSeconds, keyPrefix: `${keyPrefix}:${name}` };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
  const perClient = make("client", points);
  const global = make("global", globalPoints);

  return {
    kind: redis ? "redis" : "memory",
    async consume(clientKey) {
      try {
        await perClient.consume(clientKey);
      } catch (error) {
        return refusal(error, "client");
      }
      try {
        await global.consume(GLOBAL_KEY);
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: true, deferred: true };
        throw error;
      }
      return { ok: true, deferred: false };
    },
  };
}

function refusal(error: unknown, scope: "client"): RateLimitDecision {
  // The library rejects with a RateLimiterRes when the limit is reached, with an Error when the store fails.
  if (!(error instanceof RateLimiterRes)) throw error;
  return { ok: false, scope, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
}
