import "server-only";
import type { Redis } from "ioredis";

/**
 * How many signups passed the bot challenge recently, across all clients: the signal
 * that raises the proof of work's price (lib/signup/challenge/difficulty.ts). A sliding
 * window approximated from two fixed ones: the current window's count plus the previous
 * one's, weighted by how much of it still overlaps the last `windowSeconds`.
 */
export interface LoadMeter {
  readonly kind: "memory" | "redis";
  /** Counts one signup that passed the challenge. */
  record(): Promise<void>;
  /** Signups counted over the last window (sliding, approximate). */
  volume(): Promise<number>;
}

function weighted(current: number, previous: number, time: number, windowMs: number): number {
  const elapsed = (time % windowMs) / windowMs;
  return current + previous * (1 - elapsed);
}

/** In-process memory: two counters, constant size. */
export function createMemoryLoadMeter({ windowSeconds, now = Date.now }: { windowSeconds: number; now?: () => number }): LoadMeter {
  const windowMs = windowSeconds * 1000;
  let index = Math.floor(now() / windowMs);
  let current = 0;
  let previous = 0;
  const roll = (time: number) => {
    const at = Math.floor(time / windowMs);
    if (at === index) return;
    previous = at === index + 1 ? current : 0;
    current = 0;
    index = at;
  };
  return {
    kind: "memory",
    async record() {
      roll(now());
      current += 1;
    },
    async volume() {
      const time = now();
      roll(time);
      return weighted(current, previous, time, windowMs);
    },
  };
}

/**
 * Redis: one `INCR`ed key per fixed window (`signup:load:<window index>`, expiring after two
 * windows), so every instance prices challenges from the same count. When Redis fails the
 * instance's own memory count stands in (it counts every signup it sees either way).
 */
export function createRedisLoadMeter(
  redis: Redis,
  { windowSeconds, prefix = "signup:load:", now = Date.now, onError = () => undefined }: { windowSeconds: number; prefix?: string; now?: () => number; onError?: (error: Error) => void },
): LoadMeter {
  const windowMs = windowSeconds * 1000;
  const local = createMemoryLoadMeter({ windowSeconds, now });
  return {
    kind: "redis",
    async record() {
      await local.record();
      const key = `${prefix}${Math.floor(now() / windowMs)}`;
      try {
        await redis.multi().incr(key).expire(key, Math.ceil(windowSeconds * 2) + 1).exec();
      } catch (error) {
        onError(error as Error);
      }
    },
    async volume() {
      const time = now();
      const at = Math.floor(time / windowMs);
      try {
        const [current, previous] = await redis.mget(`${prefix}${at}`, `${prefix}${at - 1}`);
        return weighted(Number(current ?? 0), Number(previous ?? 0), time, windowMs);
      } catch (error) {
        onError(error as Error);
        return local.volume();
      }
    },
  };
}
