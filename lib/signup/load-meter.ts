import "server-only";
import type { Redis } from "ioredis";

/**
 * How many signups passed the bot challenge recently, across all clients: the signal
 * that raises the proof of work's price (lib/signup/challenge/difficulty.ts). The window
 * slides in ten steps: counts are kept per tenth of `windowSeconds`, and the volume is the
 * sum of the last ten, so a signup counts for between 0.9 and 1 window and the count never
 * drops all at once at a window's edge.
 */
export interface LoadMeter {
  readonly kind: "memory" | "redis";
  /** Counts one signup that passed the challenge. */
  record(): Promise<void>;
  /** Signups counted over about the last window. */
  volume(): Promise<number>;
}

export const LOAD_BUCKETS = 10;

const bucketMs = (windowSeconds: number) => Math.max(1, (windowSeconds * 1000) / LOAD_BUCKETS);

/** In-process memory: ten counters, constant size. */
export function createMemoryLoadMeter({ windowSeconds, now = Date.now }: { windowSeconds: number; now?: () => number }): LoadMeter {
  const size = bucketMs(windowSeconds);
  const counts = new Map<number, number>();
  const prune = (current: number) => {
    for (const index of counts.keys()) if (index <= current - LOAD_BUCKETS) counts.delete(index);
  };
  return {
    kind: "memory",
    async record() {
      const current = Math.floor(now() / size);
      prune(current);
      counts.set(current, (counts.get(current) ?? 0) + 1);
    },
    async volume() {
      prune(Math.floor(now() / size));
      let total = 0;
      for (const count of counts.values()) total += count;
      return total;
    },
  };
}

/**
 * Redis: one `INCR`ed key per tenth of the window (`signup:load:<bucket>`, expiring after a
 * window and a tenth), summed with one `MGET`, so every instance prices challenges from the
 * same count. When Redis fails, the instance's own memory count stands in (it counts every
 * signup it sees either way).
 */
export function createRedisLoadMeter(
  redis: Redis,
  { windowSeconds, prefix = "signup:load:", now = Date.now, onError = () => undefined }: { windowSeconds: number; prefix?: string; now?: () => number; onError?: (error: Error) => void },
): LoadMeter {
  const size = bucketMs(windowSeconds);
  const local = createMemoryLoadMeter({ windowSeconds, now });
  const ttlSeconds = Math.ceil((windowSeconds * (LOAD_BUCKETS + 1)) / LOAD_BUCKETS) + 1;
  return {
    kind: "redis",
    async record() {
      await local.record();
      const key = `${prefix}${Math.floor(now() / size)}`;
      try {
        await redis.multi().incr(key).expire(key, ttlSeconds).exec();
      } catch (error) {
        onError(error as Error);
      }
    },
    async volume() {
      const current = Math.floor(now() / size);
      try {
        const counts = await redis.mget(Array.from({ length: LOAD_BUCKETS }, (_, back) => `${prefix}${current - back}`));
        return counts.reduce((sum, count) => sum + Number(count ?? 0), 0);
      } catch (error) {
        onError(error as Error);
        return local.volume();
      }
    },
  };
}
