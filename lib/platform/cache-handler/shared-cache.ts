// The rendered-page cache several instances share (lib/platform/cache-handler/index.ts uses it when
// REDIS_URL is set): a bounded in-memory layer per instance in front of Redis, where
// @fortedigital/nextjs-cache-handler's `redis-strings` handler keeps the entries and deletes the
// ones a tag invalidation names. What that handler cannot do is reach the other instances' memory:
// an entry B keeps in memory survives a `revalidateTag` run on A. So every invalidation is also
// written, with its time, to one Redis hash (the tag clock), every instance reads that hash at most
// every `tagRefreshMs` while it serves, and an entry older than the last invalidation of any of its
// tags is dropped, from memory and from Redis, instead of served.
//
// Redis down or slow: every command fails at once (no offline queue) or after `timeoutMs`, and the
// instance serves from memory and renders what it lacks; invalidations it could not write are
// written when Redis is back, with the time they happened.
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import type {
  CacheHandlerValue,
  Handler,
  HandlerGetMeta,
} from "@fortedigital/nextjs-cache-handler/cache-handler.types";

export type SharedCacheLog = {
  info: (line: string) => void;
  warn: (line: string) => void;
  error: (line: string) => void;
};

export type SharedCacheOptions = {
  redis: Redis;
  /** Where this build's entries live (entries of another build hold other script URLs). */
  keyPrefix: string;
  /** The tag clock: tag → time (ms) of its last invalidation, shared by every build. */
  tagTimesKey: string;
  /** The in-memory layer's bound (bytes of HTML, RSC payloads and fetched data). */
  memoryBytes: number;
  /** How old this instance's copy of the tag clock may get while it serves (ms). */
  tagRefreshMs?: number;
  /** Bound on each Redis command (ms). */
  timeoutMs?: number;
  now?: () => number;
  log: SharedCacheLog;
};

export const DEFAULT_TAG_REFRESH_MS = 250;
export const DEFAULT_REDIS_TIMEOUT_MS = 1_000;

/**
 * A connection for what serves pages (this cache, pages' payloads: server/payload-store.ts): a page
 * must never wait on a dead Redis, so commands fail at once while it is unreachable instead of
 * queueing, and after `commandTimeoutMs` when it is slow; it reconnects by itself.
 */
export function failFastRedis(url: string, commandTimeoutMs = DEFAULT_REDIS_TIMEOUT_MS): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** The bytes an entry holds: its HTML, RSC payload and segments, a route's body, a fetch's data. */
export function entrySize(entry: CacheHandlerValue): number {
  const value = entry.value as Record<string, unknown> | null;
  let size = 512;
  if (!value) return size;
  for (const field of ["html", "rscData", "body"]) {
    const part = value[field];
    if (typeof part === "string") size += part.length;
    else if (part instanceof Uint8Array) size += part.byteLength;
  }
  if (value.segmentData instanceof Map)
    for (const segment of value.segmentData.values()) size += segment instanceof Uint8Array ? segment.byteLength : 0;
  if (value.kind === "FETCH") size += JSON.stringify(value.data ?? null).length;
  return size;
}

export type SharedCache = Handler & {
  /** What the instance did so far (tests, the bench). */
  stats: () => {
    memoryHits: number;
    redisHits: number;
    misses: number;
    droppedByTag: number;
    memoryBytes: number;
    pendingInvalidations: number;
  };
};

export function createSharedCache({
  redis,
  keyPrefix,
  tagTimesKey,
  memoryBytes,
  tagRefreshMs = DEFAULT_TAG_REFRESH_MS,
  timeoutMs = DEFAULT_REDIS_TIMEOUT_MS,
  now = Date.now,
  log,
}: SharedCacheOptions): SharedCache {
  // EXPIREAT (SET, then EXPIREAT), the library's default: its ioredis adapter loses `this` on a SET
  // with options (EXAT), which then always fails.
  const remote = createRedisHandler({
    client: ioredisAdapter(redis),
    keyPrefix,
    timeoutMs,
    keyExpirationStrategy: "EXPIREAT",
  });
  const memory = new LRUCache<string, CacheHandlerValue>({
    maxSize: memoryBytes,
    sizeCalculation: (entry) => Math.max(1, entrySize(entry)),
  });
  const tagTimes = new Map<string, number>();
  let tagTimesReadAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  /** Invalidations Redis did not take (down): written when it is back. */
  const pending = new Map<string, number>();
  const counts = { memoryHits: 0, redisHits: 0, misses: 0, droppedByTag: 0 };
  const ready = () => redis.status === "ready";
  const bounded = <T>(command: Promise<T>) =>
    Promise.race([
      command,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);

  const noteTagTime = (tag: string, at: number) => {
    if ((tagTimes.get(tag) ?? 0) < at) tagTimes.set(tag, at);
  };

  /** This instance's copy of the tag clock, read again once it is `tagRefreshMs` old (one read at a time). */
  async function refreshTagTimes(): Promise<void> {
    if (now() - tagTimesReadAt < tagRefreshMs || !ready()) return;
    reading ??= bounded(redis.hgetall(tagTimesKey))
      .then((times) => {
        for (const [tag, at] of Object.entries(times)) noteTagTime(tag, Number(at));
        tagTimesReadAt = now();
      })
      .catch((error: Error) => log.error(`page cache: could not read the tag clock from Redis: ${error.message}`))
      .finally(() => {
        reading = null;
      });
    await reading;
  }

  /** Whether a tag of `entry` (its own or the route's implicit ones) was invalidated after it was made. */
  const invalidated = (entry: CacheHandlerValue, implicitTags: readonly string[]) => {
    for (const tag of [...entry.tags, ...implicitTags]) if ((tagTimes.get(tag) ?? 0) > entry.lastModified) return true;
    return false;
  };

  async function writeInvalidation(tag: string, at: number): Promise<void> {
    await bounded(redis.hset(tagTimesKey, tag, String(at)));
    await remote.revalidateTag(tag);
  }

  async function flushPending(): Promise<void> {
    for (const [tag, at] of [...pending]) {
      try {
        await writeInvalidation(tag, at);
        if (pending.get(tag) === at) pending.delete(tag);
        log.info(`page cache: wrote the invalidation of "${tag}" made while Redis was unreachable`);
      } catch (error) {
        log.error(
          `page cache: Redis is back but the invalidation of "${tag}" could not be written yet: ${(error as Error).message}`,
        );
        return;
      }
    }
  }
  redis.on("ready", () => {
    tagTimesReadAt = Number.NEGATIVE_INFINITY;
    void flushPending();
  });

  return {
    name: "memory-then-redis",
    async get(key: string, meta: HandlerGetMeta) {
      await refreshTagTimes();
      const kept = memory.get(key);
      if (kept) {
        if (!invalidated(kept, meta.implicitTags)) {
          counts.memoryHits += 1;
          return kept;
        }
        memory.delete(key);
        counts.droppedByTag += 1;
      }
      if (!ready()) {
        counts.misses += 1;
        return null;
      }
      try {
        const shared = await remote.get(key, meta);
        if (shared && invalidated(shared, meta.implicitTags)) {
          counts.droppedByTag += 1;
          void remote.delete?.(key).catch(() => undefined);
        } else if (shared) {
          counts.redisHits += 1;
          memory.set(key, shared);
          return shared;
        }
      } catch (error) {
        log.error(
          `page cache: Redis read failed, serving from memory and rendering what it lacks: ${(error as Error).message}`,
        );
      }
      counts.misses += 1;
      return null;
    },
    async set(key, entry, ctx) {
      if (!(ctx?.setOnlyIfNotExists && memory.has(key))) memory.set(key, entry);
      if (!ready()) return;
      try {
        await remote.set(key, entry, ctx);
      } catch (error) {
        log.error(`page cache: Redis write failed (kept in this instance's memory): ${(error as Error).message}`);
      }
    },
    async revalidateTag(tag) {
      const at = now();
      noteTagTime(tag, at);
      for (const key of [...memory.keys()]) if (memory.peek(key)?.tags.includes(tag)) memory.delete(key);
      if (!ready()) {
        pending.set(tag, at);
        log.warn(
          `page cache: Redis unreachable: the invalidation of "${tag}" reaches the other instances once it is back`,
        );
        return;
      }
      try {
        await writeInvalidation(tag, at);
      } catch (error) {
        pending.set(tag, at);
        log.warn(
          `page cache: the invalidation of "${tag}" could not be written to Redis (written once it answers): ${(error as Error).message}`,
        );
      }
    },
    async delete(key) {
      memory.delete(key);
      if (ready()) await remote.delete?.(key).catch(() => undefined);
    },
    async prepare() {
      if (ready()) await remote.prepare?.().catch(() => undefined);
    },
    stats: () => ({ ...counts, memoryBytes: memory.calculatedSize, pendingInvalidations: pending.size }),
  };
}
