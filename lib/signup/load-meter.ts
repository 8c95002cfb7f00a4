import "server-only";
import { createSignupStore, type SignupStoreOptions } from "./store";

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

/**
 * One count per tenth of the window (`signup:load:<bucket>`, expiring after a window and a
 * tenth), summed over the last ten: in Redis (`INCR`, one `MGET`), so every instance prices
 * challenges from the same count, with this process's memory counting too and standing in
 * when Redis fails; or in memory alone.
 */
export function createLoadMeter({
  windowSeconds,
  redis,
  onError = () => undefined,
  prefix = "signup:load:",
  now = Date.now,
}: Omit<SignupStoreOptions, "maxEntries"> & { windowSeconds: number; prefix?: string; now?: () => number }): LoadMeter {
  const store = createSignupStore({ redis, onError });
  const bucketMs = Math.max(1, (windowSeconds * 1000) / LOAD_BUCKETS);
  const ttlSeconds = Math.ceil((windowSeconds * (LOAD_BUCKETS + 1)) / LOAD_BUCKETS) + 1;
  const current = () => Math.floor(now() / bucketMs);
  return {
    kind: store.kind,
    record: () => store.increment(`${prefix}${current()}`, ttlSeconds),
    volume: () => {
      const bucket = current();
      return store.sum(Array.from({ length: LOAD_BUCKETS }, (_, back) => `${prefix}${bucket - back}`));
    },
  };
}
