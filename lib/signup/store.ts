import "server-only";
import { TTLCache } from "@isaacs/ttlcache";
import type { Redis } from "ioredis";

/**
 * The signup's records that expire (used challenge tokens, per-recipient slots, the load count,
 * what the admin was told of each signup) as six operations meaning the same in both places: in this process's memory, bounded, or in
 * Redis, shared by every instance. Keys are the Redis key names in both.
 */
export interface SignupStore {
  readonly kind: "memory" | "redis";
  /** Sets `key` for `ttlSeconds` unless it is set: true when this call set it (`SET key 1 NX EX`). */
  add(key: string, ttlSeconds: number): Promise<boolean>;
  /** Sets `key` to `value` for `ttlSeconds` unless it is set: null when this call set it, else the value it holds. */
  take(key: string, value: string, ttlSeconds: number): Promise<string | null>;
  /** Gives `key` to `owner` for `ttlSeconds` if it is free: true when it was free or is already `owner`'s. */
  claim(key: string, owner: string, ttlSeconds: number): Promise<boolean>;
  /** Frees `key` if `owner` holds it. */
  release(key: string, owner: string): Promise<void>;
  /** Adds one to the count at `key` and makes it expire `ttlSeconds` from now (`INCR`, `EXPIRE`). */
  increment(key: string, ttlSeconds: number): Promise<void>;
  /** The counts at `keys` added up, a missing one as 0 (`MGET`). */
  sum(keys: string[]): Promise<number>;
}

export type SignupStoreOptions = {
  /** Shared by every instance; unset: this process's memory. */
  redis?: Redis;
  /**
   * With Redis, set: every call goes to memory too, and when Redis fails this hears of it and
   * memory's answer stands (each instance then counts on its own). Unset: Redis's errors reach
   * the caller (the replay store: a dead store must not let a used token through).
   */
  onError?: (error: Error) => void;
  /** Live records kept in memory at most; past it the soonest to expire go first (default 100,000). */
  maxEntries?: number;
};

/** Redis or memory, as the options say. */
export function createSignupStore({ redis, onError, maxEntries = 100_000 }: SignupStoreOptions = {}): SignupStore {
  if (!redis) return memoryStore(maxEntries);
  return onError ? insured(redisStore(redis), memoryStore(maxEntries), onError) : redisStore(redis);
}

/** Whole seconds, at least one: what Redis's `EX` takes (memory rounds the same way). */
const seconds = (ttl: number) => Math.max(1, Math.ceil(ttl));

/**
 * A TTL cache (expired records are never seen, and are swept on a timer). A new record always
 * gets in: when the store is full, the record soonest to expire (an expired one first) makes room.
 */
function memoryStore(maxEntries: number): SignupStore {
  const cache = new TTLCache<string, string | number>({ max: maxEntries, checkAgeOnGet: true, checkAgeOnHas: true });
  const set = (key: string, value: string | number, ttlSeconds: number) => {
    if (!cache.has(key) && cache.size >= maxEntries) {
      const soonest = cache.keys().next();
      if (!soonest.done) cache.delete(soonest.value);
    }
    cache.set(key, value, { ttl: seconds(ttlSeconds) * 1000 });
  };
  const count = (key: string) => Number(cache.get(key) ?? 0);
  return {
    kind: "memory",
    async add(key, ttlSeconds) {
      if (cache.has(key)) return false;
      set(key, "1", ttlSeconds);
      return true;
    },
    async take(key, value, ttlSeconds) {
      const held = cache.get(key);
      if (held !== undefined) return String(held);
      set(key, value, ttlSeconds);
      return null;
    },
    async claim(key, owner, ttlSeconds) {
      const held = cache.get(key);
      if (held === undefined) set(key, owner, ttlSeconds);
      return held === undefined || held === owner;
    },
    async release(key, owner) {
      if (cache.get(key) === owner) cache.delete(key);
    },
    async increment(key, ttlSeconds) {
      set(key, count(key) + 1, ttlSeconds);
    },
    async sum(keys) {
      return keys.reduce((total, key) => total + count(key), 0);
    },
  };
}

// Atomic in Redis: set a free key and say so (false, read as null), else say what it holds.
const TAKE = `local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return false`;
// Atomic in Redis: take a free key, or confirm it is already ours; free it only if ours.
const CLAIM = `local held = redis.call('GET', KEYS[1])
if not held then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) return 1 end
if held == ARGV[1] then return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

function redisStore(redis: Redis): SignupStore {
  return {
    kind: "redis",
    add: async (key, ttlSeconds) => (await redis.set(key, "1", "EX", seconds(ttlSeconds), "NX")) === "OK",
    take: async (key, value, ttlSeconds) =>
      ((await redis.eval(TAKE, 1, key, value, String(seconds(ttlSeconds)))) as string | null) ?? null,
    claim: async (key, owner, ttlSeconds) =>
      (await redis.eval(CLAIM, 1, key, owner, String(seconds(ttlSeconds)))) === 1,
    release: async (key, owner) => void (await redis.eval(RELEASE, 1, key, owner)),
    increment: async (key, ttlSeconds) => void (await redis.multi().incr(key).expire(key, seconds(ttlSeconds)).exec()),
    sum: async (keys) => (await redis.mget(keys)).reduce((total, count) => total + Number(count ?? 0), 0),
  };
}

/** Redis, with memory standing in: memory hears every call first; its answer stands when Redis fails. */
function insured(redis: SignupStore, memory: SignupStore, onError: (error: Error) => void): SignupStore {
  const both =
    <A extends unknown[], R>(call: (store: SignupStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const fallback = await call(memory, ...args);
      try {
        return await call(redis, ...args);
      } catch (error) {
        onError(error as Error);
        return fallback;
      }
    };
  return {
    kind: "redis",
    add: both((store, key: string, ttlSeconds: number) => store.add(key, ttlSeconds)),
    take: both((store, key: string, value: string, ttlSeconds: number) => store.take(key, value, ttlSeconds)),
    claim: both((store, key: string, owner: string, ttlSeconds: number) => store.claim(key, owner, ttlSeconds)),
    release: both((store, key: string, owner: string) => store.release(key, owner)),
    increment: both((store, key: string, ttlSeconds: number) => store.increment(key, ttlSeconds)),
    sum: both((store, keys: string[]) => store.sum(keys)),
  };
}
