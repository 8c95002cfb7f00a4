import "server-only";
import type { Redis } from "ioredis";
import { createAdminNotices, NOTICE_TTL_SECONDS, type AdminNotices } from "./admin-notices";
import type { Submission } from "./schema";

/**
 * Signups accepted past the global level (`SIGNUP_GLOBAL_RATE_LIMIT` per window): nothing is
 * refused and nothing is lost, but what costs waits here. Each entry waits twice: on the admin
 * list, for the next digest (one email for many signups), and on the confirmation list, for
 * its applicant confirmation, sent at a bounded rate (lib/signup/deferred-drain.ts).
 *
 * In Redis with `REDIS_URL` (two lists, shared by every instance and kept over a restart when
 * Redis persists), or in this process's memory (drained at shutdown: lib/platform/lifecycle.ts). Bounded
 * either way: past `limit` waiting entries a signup is answered 503 (the person keeps the form
 * and tries again) rather than dropped.
 *
 * An entry is queued only when no way of telling the admin is recorded for its signup
 * (lib/signup/admin-notices.ts), and queuing records the digest, in one step: a signup already
 * queued is a `duplicate`, one whose own notification email went out (or was tried) is `direct`,
 * and the caller sends it that way again (nothing twice: the same idempotency key).
 */
export type DeferredSignup = {
  /** The submission's idempotency base (lib/signup/deliver.ts): the same submission is queued once, and never after its own email. */
  key: string;
  submission: Submission;
  /** ISO time the signup was accepted (the digest shows it, as the admin email would have). */
  submittedAt: string;
};

export type DeferredList = "admin" | "confirm";
export type EnqueueResult = "queued" | "duplicate" | "direct" | "full";

export interface DeferredQueue {
  readonly kind: "memory" | "redis";
  /** Entries waiting at most, on either list. */
  readonly limit: number;
  enqueue(entry: DeferredSignup): Promise<EnqueueResult>;
  /** The oldest `max` entries of `list`, left in place (removed with `drop` once handled). */
  peek(list: DeferredList, max: number): Promise<DeferredSignup[]>;
  /** Removes the oldest `count` entries of `list`. */
  drop(list: DeferredList, count: number): Promise<void>;
  size(list: DeferredList): Promise<number>;
  /** One drainer at a time across instances: true when this caller holds the drain lock for `ttlSeconds` (memory: always). */
  lock(owner: string, ttlSeconds: number): Promise<boolean>;
}

/** 10,000 waiting signups: ten windows past the default global level (each a solved challenge within the per-network limits). */
export const DEFERRED_LIMIT = 10_000;

/**
 * The queue in Redis or in memory, with `notices`, the record of what the admin was told, in the
 * same place (default: its own; the runtime passes the one the handler's direct path uses).
 */
export function createDeferredQueue({
  redis,
  notices = createAdminNotices({ redis }),
  limit = DEFERRED_LIMIT,
  prefix = "signup:deferred:",
}: { redis?: Redis; notices?: AdminNotices; limit?: number; prefix?: string } = {}): DeferredQueue {
  if (notices.kind !== (redis ? "redis" : "memory"))
    throw new Error(
      `the deferred queue (${redis ? "redis" : "memory"}) and its notice records (${notices.kind}) must live in the same place`,
    );
  return redis ? redisQueue(redis, notices, limit, prefix) : memoryQueue(notices, limit);
}

/** The way recorded before, as the enqueue's answer. */
const answerFor = (held: string): EnqueueResult => (held === "email" ? "direct" : "duplicate");

function memoryQueue(notices: AdminNotices, limit: number): DeferredQueue {
  const lists: Record<DeferredList, DeferredSignup[]> = { admin: [], confirm: [] };
  const full = () => Math.max(lists.admin.length, lists.confirm.length) >= limit;
  return {
    kind: "memory",
    limit,
    async enqueue(entry) {
      if (full()) return "full";
      const held = await notices.take(entry.key, "digest");
      if (held) return answerFor(held);
      // Checked again with the push, in one step: others may have queued while the record was taken.
      if (full()) {
        await notices.release(entry.key, "digest");
        return "full";
      }
      lists.admin.push(entry);
      lists.confirm.push(entry);
      return "queued";
    },
    peek: async (list, max) => lists[list].slice(0, max),
    drop: async (list, count) => void lists[list].splice(0, count),
    size: async (list) => lists[list].length,
    lock: async () => true,
  };
}

// Atomic: answer a signup the admin hears of already (either way) and a full queue, else record the digest and append to both lists.
const ENQUEUE = `local held = redis.call('GET', KEYS[3])
if held == 'email' then return 'direct' end
if held then return 'duplicate' end
if math.max(redis.call('LLEN', KEYS[1]), redis.call('LLEN', KEYS[2])) >= tonumber(ARGV[2]) then return 'full' end
redis.call('SET', KEYS[3], 'digest', 'EX', ARGV[3])
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('RPUSH', KEYS[2], ARGV[1])
return 'queued'`;
const LOCK = `local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

function redisQueue(redis: Redis, notices: AdminNotices, limit: number, prefix: string): DeferredQueue {
  const listKey = (list: DeferredList) => `${prefix}${list}`;
  const parse = (raw: string[]) =>
    raw.flatMap((line) => {
      try {
        return [JSON.parse(line) as DeferredSignup];
      } catch {
        return [];
      }
    });
  return {
    kind: "redis",
    limit,
    enqueue: async (entry) =>
      (await redis.eval(
        ENQUEUE,
        3,
        listKey("admin"),
        listKey("confirm"),
        notices.key(entry.key),
        JSON.stringify(entry),
        String(limit),
        String(NOTICE_TTL_SECONDS),
      )) as EnqueueResult,
    peek: async (list, max) => (max > 0 ? parse(await redis.lrange(listKey(list), 0, max - 1)) : []),
    drop: async (list, count) => void (count > 0 ? await redis.ltrim(listKey(list), count, -1) : undefined),
    size: (list) => redis.llen(listKey(list)),
    lock: async (owner, ttlSeconds) =>
      (await redis.eval(LOCK, 1, `${prefix}lock`, owner, String(Math.max(1, Math.ceil(ttlSeconds))))) === 1,
  };
}
