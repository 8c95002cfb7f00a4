import "server-only";
import { createSignupStore, type SignupStoreOptions } from "./store";

/**
 * How many things happened recently, across all clients or for one scope: the signals that
 * price the proof of work (lib/signup/challenge/difficulty.ts): signups that passed the
 * challenge (no scope, every network together) and challenges issued per network. The window
 * slides in ten steps: counts are kept per tenth of `windowSeconds`, and the volume is the
 * sum of the last ten, so a signup counts for between 0.9 and 1 window and the count never
 * drops all at once at a window's edge.
 */
export interface LoadMeter {
  readonly kind: "memory" | "redis";
  /** Counts one event: for `scope` (a client network), or without it for everyone together. */
  record(scope?: string): Promise<void>;
  /** Events counted over about the last window, for `scope` or for everyone together. */
  volume(scope?: string): Promise<number>;
}

export const LOAD_BUCKETS = 10;

/**
 * One count per tenth of the window (`signup:load:<bucket>`, or `signup:load:<scope>:<bucket>`; expiring after a window and a
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
  const key = (scope: string | undefined, bucket: number) =>
    scope ? `${prefix}${scope}:${bucket}` : `${prefix}${bucket}`;
  return {
    kind: store.kind,
    record: (scope) => store.increment(key(scope, current()), ttlSeconds),
    volume: (scope) => {
      const bucket = current();
      return store.sum(Array.from({ length: LOAD_BUCKETS }, (_, back) => key(scope, bucket - back)));
    },
  };
}
