import "server-only";
import type { Redis } from "ioredis";

/**
 * Remembers used challenge tokens so each counts once. `claim` is atomic: of two
 * requests with the same key, exactly one gets `true`.
 */
export interface ReplayStore {
  readonly kind: "memory" | "redis";
  /** True when the key was not yet claimed (and now is, for `ttlSeconds`); false for a replay. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
}

/**
 * In-process memory. Expired records are swept as new ones arrive; past `maxEntries`
 * live records the oldest are dropped (each record stands for a solved challenge, so
 * filling it costs a bot that many proofs of work within the token lifetime).
 */
export function createMemoryReplayStore({ maxEntries = 100_000, now = Date.now }: { maxEntries?: number; now?: () => number } = {}): ReplayStore {
  const expiries = new Map<string, number>();
  let nextSweep = 0;
  return {
    kind: "memory",
    async claim(key, ttlSeconds) {
      const time = now();
      if (time >= nextSweep || expiries.size >= maxEntries) {
        for (const [entry, expiry] of expiries) if (expiry <= time) expiries.delete(entry);
        nextSweep = time + 30_000;
      }
      const expiry = expiries.get(key);
      if (expiry !== undefined && expiry > time) return false;
      while (expiries.size >= maxEntries) {
        const oldest = expiries.keys().next().value;
        if (oldest === undefined) break;
        expiries.delete(oldest);
      }
      expiries.delete(key);
      expiries.set(key, time + ttlSeconds * 1000);
      return true;
    },
  };
}

/** Redis: `SET key 1 NX EX ttl`, shared by every instance. */
export function createRedisReplayStore(redis: Redis, { prefix = "signup:challenge:" }: { prefix?: string } = {}): ReplayStore {
  return {
    kind: "redis",
    async claim(key, ttlSeconds) {
      const result = await redis.set(`${prefix}${key}`, "1", "EX", Math.max(1, Math.ceil(ttlSeconds)), "NX");
      return result === "OK";
    },
  };
}
