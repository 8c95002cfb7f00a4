import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type RateLimitOptions = {
  /** Signups allowed per client in a window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** Signups allowed per window across all clients (the backstop when addresses are forged). */
  globalPoints: number;
  /** Shared counters; unset means in-process memory. */
  redis?: Redis;
  keyPrefix?: string;
};

export type RateLimitDecision = { ok: true } | { ok: false; scope: "client" | "global"; retryAfterSeconds: number };

export interface SignupRateLimiter {
  readonly kind: "memory" | "redis";
  consume(clientKey: string): Promise<RateLimitDecision>;
}

const GLOBAL_KEY = "all";

/**
 * Per-client and global limits with rate-limiter-flexible. The client limit is checked
 * first, so a client over its own limit never spends the global budget; a request the
 * global limit refuses gives the client its point back. With Redis, a memory limiter
 * insures against Redis outages (each instance then limits on its own).
 */
export function createSignupRateLimiter({ points, durationSeconds, globalPoints, redis, keyPrefix = "signup:rl" }: RateLimitOptions): SignupRateLimiter {
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
        await perClient.reward(clientKey).catch(() => undefined);
        return refusal(error, "global");
      }
      return { ok: true };
    },
  };
}

function refusal(error: unknown, scope: "client" | "global"): RateLimitDecision {
  // The library rejects with a RateLimiterRes when the limit is reached, with an Error when the store fails.
  if (!(error instanceof RateLimiterRes)) throw error;
  return { ok: false, scope, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
}
