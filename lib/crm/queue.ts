import "server-only";
import type { Redis } from "ioredis";
import type { Role } from "@/lib/signup/schema";
import { createSignupStore } from "@/lib/signup/store";
import type { CrmLead } from "./lead";
import type { CrmTargetName } from "./targets";

/** One lead waiting for one target. */
export type CrmJob = {
  target: CrmTargetName;
  lead: CrmLead;
  /** Attempts made so far. */
  attempts: number;
  /** When it was queued (ms): it is retried until CRM_RETRY_S after this. */
  queuedAt: number;
  /** Why the last attempt failed. */
  lastError?: string;
};

/** A lead a target never took: what the admin's report lists (the admin email had every field). */
export type CrmFailure = {
  key: string;
  signupId: string;
  role: Role;
  /** First and last name, as the admin email's subject shows them. */
  name: string;
  email: string;
  submittedAt: string;
  target: CrmTargetName;
  reason: string;
  /** When it was given up (ms). */
  at: number;
};

export type CrmEnqueueResult = "queued" | "duplicate" | "full";

/**
 * The leads waiting for the CRM, per target, each due at a time (at once when queued, later after
 * a failed attempt), and the failures waiting for the admin's report. In Redis with `REDIS_URL`
 * (shared by every instance, kept over a restart: the next instance delivers what one left) or in
 * this process's memory (delivered, or reported, before a graceful shutdown ends). Bounded either
 * way: at most `limit` leads wait per target and `FAILURE_LIMIT` failures wait for the report
 * (past that a failure is counted, and the report says how many it could not list).
 */
export interface CrmQueue {
  readonly kind: "memory" | "redis";
  readonly limit: number;
  /**
   * Queues `lead` once for each target, unless the same lead was queued within the last day
   * (`duplicate`: nothing is queued) or a target's queue is full (`full`: nothing is queued).
   */
  enqueue(lead: CrmLead, targets: readonly CrmTargetName[], now: number): Promise<CrmEnqueueResult>;
  /** At most `max` of `target`'s jobs due at `now`, oldest first, each held until `leaseUntil` (ms) for this caller. */
  claim(target: CrmTargetName, now: number, max: number, leaseUntil: number): Promise<CrmJob[]>;
  /** The job was delivered: forgotten. */
  done(job: CrmJob): Promise<void>;
  /** The job waits again, as given (its attempts and last error), until `at` (ms). */
  retry(job: CrmJob, at: number): Promise<void>;
  /** The job (if any) is given up: forgotten, and `failure` waits for the admin's report. */
  fail(job: CrmJob | null, failure: CrmFailure): Promise<void>;
  /** Jobs of `target` waiting (or in flight). */
  size(target: CrmTargetName): Promise<number>;
  /** Every job not in flight becomes due at `now` (memory: a shutdown's last round). */
  dueNow(now: number): Promise<void>;
  /** The oldest `max` failures, left in place; how many wait in all; how many more could not be kept. */
  failures(max: number): Promise<{ entries: CrmFailure[]; total: number; notListed: number }>;
  /** Removes the oldest `count` failures and `notListed` from the count (once reported). */
  dropFailures(count: number, notListed: number): Promise<void>;
  /** One deliverer at a time across instances: true when `owner` holds the lock for `ttlMs` (memory: always). */
  lock(owner: string, ttlMs: number): Promise<boolean>;
  unlock(owner: string): Promise<void>;
}

/** 10,000 leads per target: ten times a campaign's busiest ten minutes (about 500 signups). */
export const CRM_QUEUE_LIMIT = 10_000;
/** Failures waiting for the admin's report at most. */
export const FAILURE_LIMIT = 10_000;
/** A lead is one lead for a day: a retry of the signup comes within the wizard's session. */
export const SEEN_TTL_SECONDS = 86_400;

export function createCrmQueue({
  redis,
  limit = CRM_QUEUE_LIMIT,
  failureLimit = FAILURE_LIMIT,
  prefix = "crm:",
}: { redis?: Redis; limit?: number; failureLimit?: number; prefix?: string } = {}): CrmQueue {
  return redis ? redisQueue(redis, limit, failureLimit, prefix) : memoryQueue(limit, failureLimit, prefix);
}

/** The failure a given-up job leaves for the report. */
export function failureOf(lead: CrmLead, target: CrmTargetName, reason: string, at: number): CrmFailure {
  const { signup } = lead;
  return {
    key: lead.key,
    signupId: signup.id,
    role: signup.role,
    name: `${signup.firstName} ${signup.lastName}`,
    email: signup.email,
    submittedAt: lead.submittedAt,
    target,
    reason,
    at,
  };
}

type Waiting = { job: CrmJob; due: number; inFlight: boolean };

function memoryQueue(limit: number, failureLimit: number, prefix: string): CrmQueue {
  const seen = createSignupStore({ maxEntries: 100_000 });
  const lists = new Map<CrmTargetName, Map<string, Waiting>>();
  const list = (target: CrmTargetName) => {
    let waiting = lists.get(target);
    if (!waiting) lists.set(target, (waiting = new Map()));
    return waiting;
  };
  const failed: CrmFailure[] = [];
  let notListed = 0;
  return {
    kind: "memory",
    limit,
    async enqueue(lead, targets, now) {
      if (targets.some((target) => list(target).size >= limit)) return "full";
      if (!(await seen.add(`${prefix}seen:${lead.key}`, SEEN_TTL_SECONDS))) return "duplicate";
      for (const target of targets)
        list(target).set(lead.key, { job: { target, lead, attempts: 0, queuedAt: now }, due: now, inFlight: false });
      return "queued";
    },
    async claim(target, now, max) {
      const jobs: CrmJob[] = [];
      for (const waiting of list(target).values()) {
        if (jobs.length >= max) break;
        if (waiting.inFlight || waiting.due > now) continue;
        waiting.inFlight = true;
        jobs.push(waiting.job);
      }
      return jobs;
    },
    done: async (job) => void list(job.target).delete(job.lead.key),
    async retry(job, at) {
      // Appended again: the list stays in the order jobs are due, roughly (claim skips what is not due).
      list(job.target).delete(job.lead.key);
      list(job.target).set(job.lead.key, { job, due: at, inFlight: false });
    },
    async fail(job, failure) {
      if (job) list(job.target).delete(job.lead.key);
      if (failed.length < failureLimit) failed.push(failure);
      else notListed += 1;
    },
    size: async (target) => list(target).size,
    async dueNow(now) {
      for (const waiting of lists.values())
        for (const entry of waiting.values()) if (!entry.inFlight) entry.due = Math.min(entry.due, now);
    },
    failures: async (max) => ({ entries: failed.slice(0, max), total: failed.length, notListed }),
    async dropFailures(count, reported) {
      failed.splice(0, count);
      notListed = Math.max(0, notListed - reported);
    },
    lock: async () => true,
    unlock: async () => undefined,
  };
}

// Atomic: a lead queued within the day is a duplicate; a full queue takes nothing; else the lead
// is recorded and queued for each target (KEYS: seen, then each target's due set and job hash).
const ENQUEUE = `if redis.call('EXISTS', KEYS[1]) == 1 then return 'duplicate' end
local targets = (#KEYS - 1) / 2
for i = 1, targets do
  if redis.call('ZCARD', KEYS[2 * i]) >= tonumber(ARGV[2]) then return 'full' end
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
for i = 1, targets do
  redis.call('ZADD', KEYS[2 * i], ARGV[4], ARGV[3])
  redis.call('HSET', KEYS[2 * i + 1], ARGV[3], ARGV[4 + i])
end
return 'queued'`;
// Atomic: the due jobs, oldest first, each pushed back to the lease's end (another instance takes it
// only if this one never finishes it).
const CLAIM = `local keys = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local jobs = {}
for _, key in ipairs(keys) do
  local job = redis.call('HGET', KEYS[2], key)
  if job then
    redis.call('ZADD', KEYS[1], 'XX', ARGV[3], key)
    table.insert(jobs, job)
  else
    redis.call('ZREM', KEYS[1], key)
  end
end
return jobs`;
const FAIL = `if ARGV[1] ~= '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
end
if redis.call('LLEN', KEYS[3]) < tonumber(ARGV[3]) then redis.call('RPUSH', KEYS[3], ARGV[2]) else redis.call('INCR', KEYS[4]) end
return 1`;
const LOCK = `local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

function redisQueue(redis: Redis, limit: number, failureLimit: number, prefix: string): CrmQueue {
  const due = (target: CrmTargetName) => `${prefix}due:${target}`;
  const jobs = (target: CrmTargetName) => `${prefix}jobs:${target}`;
  const failedKey = `${prefix}failed`;
  const notListedKey = `${prefix}failed:not-listed`;
  const parse = <T>(lines: string[]): T[] =>
    lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
  return {
    kind: "redis",
    limit,
    enqueue: async (lead, targets, now) =>
      (await redis.eval(
        ENQUEUE,
        1 + targets.length * 2,
        `${prefix}seen:${lead.key}`,
        ...targets.flatMap((target) => [due(target), jobs(target)]),
        String(SEEN_TTL_SECONDS),
        String(limit),
        lead.key,
        String(now),
        ...targets.map((target) => JSON.stringify({ target, lead, attempts: 0, queuedAt: now } satisfies CrmJob)),
      )) as CrmEnqueueResult,
    claim: async (target, now, max, leaseUntil) =>
      max > 0
        ? parse<CrmJob>(
            (await redis.eval(
              CLAIM,
              2,
              due(target),
              jobs(target),
              String(now),
              String(max),
              String(leaseUntil),
            )) as string[],
          )
        : [],
    done: async (job) =>
      void (await redis.multi().zrem(due(job.target), job.lead.key).hdel(jobs(job.target), job.lead.key).exec()),
    retry: async (job, at) =>
      void (await redis
        .multi()
        .hset(jobs(job.target), job.lead.key, JSON.stringify(job))
        .zadd(due(job.target), at, job.lead.key)
        .exec()),
    fail: async (job, failure) =>
      void (await redis.eval(
        FAIL,
        4,
        due(job?.target ?? failure.target),
        jobs(job?.target ?? failure.target),
        failedKey,
        notListedKey,
        job ? job.lead.key : "",
        JSON.stringify(failure),
        String(failureLimit),
      )),
    size: (target) => redis.zcard(due(target)),
    // A Redis queue outlives the process: its jobs wait for the next instance, due as they are.
    dueNow: async () => undefined,
    async failures(max) {
      const [entries, total, notListed] = await Promise.all([
        max > 0 ? redis.lrange(failedKey, 0, max - 1) : Promise.resolve([]),
        redis.llen(failedKey),
        redis.get(notListedKey),
      ]);
      return { entries: parse<CrmFailure>(entries), total, notListed: Math.max(0, Number(notListed ?? 0)) };
    },
    async dropFailures(count, notListed) {
      const batch = redis.multi();
      if (count > 0) batch.ltrim(failedKey, count, -1);
      if (notListed > 0) batch.decrby(notListedKey, notListed);
      await batch.exec();
    },
    lock: async (owner, ttlMs) =>
      (await redis.eval(LOCK, 1, `${prefix}lock`, owner, String(Math.max(1_000, Math.ceil(ttlMs))))) === 1,
    unlock: async (owner) => void (await redis.eval(UNLOCK, 1, `${prefix}lock`, owner)),
  };
}
