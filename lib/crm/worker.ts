import "server-only";
import { randomUUID } from "node:crypto";
import { beginBackgroundWork, isDraining } from "@/lib/platform/lifecycle";
import { throttledLog, withoutPersonalData, type Logger } from "@/lib/platform/log";
import type { AttemptOutcome } from "./attempt";
import { withoutLeadValues } from "./lead";
import { failureOf, type CrmFailure, type CrmJob, type CrmQueue } from "./queue";
import { REPORT_MAX_ENTRIES } from "./report";
import type { CrmTarget } from "./targets";

export type CrmLog = Pick<Logger, "info" | "warn" | "error">;

export type CrmWorkerOptions = {
  queue: CrmQueue;
  targets: CrmTarget[];
  /** Sends the admin's report of `failures` before `deadline` (ms); true when the email was taken. */
  sendReport: (
    failures: CrmFailure[],
    counts: { notListed: number; pendingAfter: number },
    deadline: number,
  ) => Promise<boolean>;
  /** The admin gets at most one report per this interval (SIGNUP_DIGEST_INTERVAL_S), the first at once. */
  reportIntervalMs: number;
  /** How long a lead is retried after it was queued (CRM_RETRY_S). */
  retryWindowMs: number;
  /** The shutdown's limit (SHUTDOWN_TIMEOUT_S): a memory queue delivers for half of it, then reports what is left. */
  shutdownTimeoutMs: number;
  log: CrmLog;
  /** One attempt's limit, from sending to the answer (default 10 s). */
  attemptTimeoutMs?: number;
  /** Waits before the retries (the last one repeats); a longer `Retry-After` wins. */
  retryDelaysMs?: readonly number[];
  /** How often the worker looks at the queue (default 1 s); it also looks at once after a lead is queued or an attempt ends. */
  tickMs?: number;
  /** How long the first failure waits for others before a report goes (default REPORT_GATHER_MS). */
  reportGatherMs?: number;
  now?: () => number;
};

export type CrmWorker = {
  /** Starts the timer (idempotent); the timer never keeps the process alive. */
  start(): void;
  /** Stops for good (tests): no timer, no round after the attempts in flight. */
  stop(): void;
  /** A lead was queued: deliver it now (and, with memory, hold a graceful shutdown until the queue is empty). */
  wake(): void;
  /** One round: the attempts the pace allows, the report if due. */
  tick(): Promise<void>;
  /** A lead that never reached the queue (it was full, or its store failed): reported like the others. */
  record(failure: CrmFailure): void;
  /** Resolves once no attempt is in flight and no round runs (tests). */
  idle(): Promise<void>;
};

/** 1 s, 2 s, 5 s, 10 s, 30 s, 1, 2, 5 and then every 10 minutes until the retry window ends. */
export const CRM_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000, 600_000] as const;
/** After a 429 without `Retry-After`: HubSpot's rate limits are counted over 10 s. */
export const RATE_LIMIT_PAUSE_MS = 10_000;
/** A failure waits this long before the first report, so a burst of them goes in one email. */
export const REPORT_GATHER_MS = 5_000;
/** After a report the transport refused, the next try. */
const REPORT_RETRY_MS = 30_000;
/** The deliverer's lock (Redis): renewed every round, taken over by another instance this long after a crash. */
const LOCK_TTL_MS = 30_000;
/** A claimed job is held this long past its attempt's limit before another instance may take it. */
const LEASE_MARGIN_MS = 20_000;
const PACE_WINDOW_MS = 10_000;

/** In words: "0.3 s", "45 s", "12 min". */
const span = (ms: number) =>
  ms < 10_000
    ? `${(ms / 1000).toFixed(1)} s`
    : ms < 120_000
      ? `${Math.round(ms / 1000)} s`
      : `${Math.round(ms / 60_000)} min`;

/**
 * Delivers the CRM queue (lib/crm/queue.ts) to each target, after the signup's answer and apart
 * from it: at most `concurrency` requests in flight and `perTenSeconds` started per 10 s per
 * target, a 429 pausing that target until its `Retry-After` (or 10 s), each failed attempt retried
 * after the next delay of the schedule or the `Retry-After`, whichever is longer, until the retry
 * window ends. A refusal that is no fault of the moment (a validation error naming a field, a wrong
 * token or form) and a lead still not taken at the window's end are given up: logged by submission
 * id and reported to the admin in the next report, never dropped.
 *
 * With Redis one instance delivers at a time (a lock), the queue outlives a restart and a shutdown
 * only waits for the attempts in flight. In memory, a shutdown (lib/platform/lifecycle.ts) waits
 * for the queue: every lead is tried at once for half the shutdown's time, and what is left is
 * reported to the admin before the process exits.
 */
export function createCrmWorker({
  queue,
  targets,
  sendReport,
  reportIntervalMs,
  retryWindowMs,
  shutdownTimeoutMs,
  log,
  attemptTimeoutMs = 10_000,
  retryDelaysMs = CRM_RETRY_DELAYS_MS,
  tickMs = 1_000,
  reportGatherMs = REPORT_GATHER_MS,
  now = Date.now,
}: CrmWorkerOptions): CrmWorker {
  const owner = randomUUID();
  const inFlight = new Map(targets.map((target) => [target.name, 0]));
  const started = new Map(targets.map((target) => [target.name, [] as number[]]));
  const pausedUntil = new Map(targets.map((target) => [target.name, 0]));
  const unrecorded: CrmFailure[] = [];
  let unrecordedLost = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let lastReportAt = Number.NEGATIVE_INFINITY;
  let reportRetryAt = 0;
  let drainStartedAt: number | null = null;
  let holdShutdown: (() => void) | null = null;
  let stopped = false;
  /** Abandons the attempts in flight when a shutdown's time for deliveries is over. */
  const abandon = new AbortController();
  const idleWaiters: (() => void)[] = [];
  const warnRetry = throttledLog(60_000, (line) => log.warn(line));
  // A store that is down fails every round: one line a minute says so.
  const logQueueError = throttledLog(60_000, (line) => log.error(line));

  const attemptsInFlight = () => [...inFlight.values()].reduce((sum, count) => sum + count, 0);
  const memoryDrain = () => queue.kind === "memory" && drainStartedAt !== null;
  /** Draining: when attempts stop (memory: and what is left is reported; Redis: it waits for the next instance). */
  const drainDeliveryEnd = () => (drainStartedAt ?? 0) + shutdownTimeoutMs / 2;
  const settleIdle = () => {
    if (attemptsInFlight() === 0 && !running) for (const resolve of idleWaiters.splice(0)) resolve();
  };

  /** Starts this many more requests to `target` within the pace: the requests started in the last 10 s count. */
  const allowance = (target: CrmTarget, at: number) => {
    const times = (started.get(target.name) ?? []).filter((time) => time > at - PACE_WINDOW_MS);
    started.set(target.name, times);
    return target.perTenSeconds - times.length;
  };

  const settle = async (target: CrmTarget, job: CrmJob, outcome: AttemptOutcome) => {
    const at = now();
    const attempts = job.attempts + 1;
    const signupId = job.lead.signup.id;
    if (outcome.ok) {
      await queue.done(job);
      log.info(`CRM lead delivered to ${target.label} (attempt ${attempts}, HTTP ${outcome.status})`, {
        signupId,
        crm: target.name,
      });
      return;
    }
    if (outcome.status === 429) {
      const pause = Math.min(outcome.retryAfterMs ?? RATE_LIMIT_PAUSE_MS, retryWindowMs);
      pausedUntil.set(target.name, Math.max(pausedUntil.get(target.name) ?? 0, at + pause));
    }
    const scheduled = retryDelaysMs[Math.min(attempts - 1, retryDelaysMs.length - 1)] ?? 0;
    const wait = Math.max(scheduled, outcome.retryAfterMs ?? 0);
    const giveUpAt = memoryDrain() ? drainDeliveryEnd() : job.queuedAt + retryWindowMs;
    if (!outcome.transient || at + wait > giveUpAt) {
      const reason = !outcome.transient
        ? outcome.reason
        : memoryDrain()
          ? `not taken before the server stopped, after ${attempts} attempt(s) (last: ${outcome.reason})`
          : `not taken after ${attempts} attempt(s) in ${span(at - job.queuedAt)} (last: ${outcome.reason})`;
      await queue.fail(job, failureOf(job.lead, target.name, reason, at));
      log.error(`CRM lead not delivered to ${target.label}: ${reason}; reported to the admin`, {
        signupId,
        crm: target.name,
        attempts,
      });
      return;
    }
    await queue.retry({ ...job, attempts, lastError: outcome.reason }, at + wait);
    warnRetry(
      `CRM lead not taken by ${target.label} (attempt ${attempts}): ${outcome.reason}; retried in ${span(wait)}`,
    );
  };

  const attempt = async (target: CrmTarget, job: CrmJob) => {
    const limit = memoryDrain() ? Math.min(attemptTimeoutMs, drainDeliveryEnd() - now()) : attemptTimeoutMs;
    let outcome: AttemptOutcome;
    try {
      outcome = await target.deliver(job.lead, { timeoutMs: Math.max(250, limit), signal: abandon.signal });
    } catch (error) {
      outcome = { ok: false, transient: true, status: null, retryAfterMs: null, reason: (error as Error).message };
    }
    if (!outcome.ok) outcome = { ...outcome, reason: withoutLeadValues(outcome.reason, job.lead) };
    try {
      await settle(target, job, outcome);
    } catch (error) {
      // The queue's store failed: the job stays claimed and comes back when its lease ends.
      log.error(`CRM queue: ${withoutPersonalData((error as Error).message)}`, { signupId: job.lead.signup.id });
    }
  };

  const launch = (target: CrmTarget, job: CrmJob) => {
    inFlight.set(target.name, (inFlight.get(target.name) ?? 0) + 1);
    started.get(target.name)?.push(now());
    void attempt(target, job).finally(() => {
      inFlight.set(target.name, (inFlight.get(target.name) ?? 1) - 1);
      settleIdle();
      wake();
    });
  };

  /** Moves the failures that could not be written to the queue's store into it, when it is back. */
  const flushUnrecorded = async () => {
    while (unrecorded.length > 0) {
      await queue.fail(null, unrecorded[0] as CrmFailure);
      unrecorded.shift();
    }
  };

  const report = async (at: number, final: boolean) => {
    await flushUnrecorded();
    for (;;) {
      const listed = await queue.failures(REPORT_MAX_ENTRIES);
      const { entries, total } = listed;
      const notListed = listed.notListed + unrecordedLost;
      if (entries.length === 0 && notListed === 0) return;
      const oldest = entries[0]?.at ?? at;
      if (!final && (at - lastReportAt < reportIntervalMs || at < reportRetryAt || at - oldest < reportGatherMs))
        return;
      const pendingAfter = Math.max(0, total - entries.length);
      const deadline = final ? (drainStartedAt ?? at) + shutdownTimeoutMs - 500 : at + 10_000;
      if (!(await sendReport(entries, { notListed, pendingAfter }, deadline))) {
        reportRetryAt = at + REPORT_RETRY_MS;
        return;
      }
      await queue.dropFailures(entries.length, listed.notListed);
      unrecordedLost = 0;
      lastReportAt = at;
      log.info(`CRM report sent to the admin: ${entries.length + notListed} lead(s) not delivered`, {
        pendingAfter,
      });
      if (pendingAfter === 0) return;
    }
  };

  const pendingWork = async () => {
    if (attemptsInFlight() > 0 || unrecorded.length > 0) return true;
    const sizes = await Promise.all(targets.map((target) => queue.size(target.name)));
    const { entries, notListed } = await queue.failures(1);
    return sizes.some((size) => size > 0) || entries.length > 0 || notListed > 0;
  };

  /** With memory, a graceful shutdown waits while anything is queued, in flight or unreported; with Redis, while attempts are in flight. */
  const updateHold = async () => {
    const busy = queue.kind === "memory" ? await pendingWork() : attemptsInFlight() > 0;
    if (busy && !holdShutdown) holdShutdown = beginBackgroundWork("CRM leads");
    if (!busy && holdShutdown) {
      holdShutdown();
      holdShutdown = null;
    }
    settleIdle();
  };

  const round = async () => {
    const at = now();
    if (isDraining() && drainStartedAt === null) {
      drainStartedAt = at;
      // A memory queue is lost with the process: every lead is tried once more at once.
      if (queue.kind === "memory") await queue.dueNow(at);
    }
    // Past the shutdown's time for deliveries, attempts still in flight are abandoned (and settle at once).
    if (drainStartedAt !== null && at >= drainDeliveryEnd()) abandon.abort();
    if (drainStartedAt !== null && queue.kind === "redis") {
      // The queue waits in Redis for the next instance; this one only lets its attempts finish.
      if (attemptsInFlight() === 0) await queue.unlock(owner).catch(() => undefined);
      return;
    }
    if (!(await queue.lock(owner, LOCK_TTL_MS))) return;
    if (memoryDrain() && at >= drainDeliveryEnd()) {
      for (const target of targets) {
        const left = await queue.claim(target.name, Number.POSITIVE_INFINITY, await queue.size(target.name), at);
        for (const job of left) {
          const reason = `not delivered before the server stopped (${job.attempts} attempt(s)${job.lastError ? `, last: ${job.lastError}` : ""})`;
          await queue.fail(job, failureOf(job.lead, target.name, reason, at));
          log.error(`CRM lead not delivered to ${target.label}: ${reason}; reported to the admin`, {
            signupId: job.lead.signup.id,
            crm: target.name,
          });
        }
      }
    } else {
      for (const target of targets) {
        if ((pausedUntil.get(target.name) ?? 0) > at) continue;
        const free = Math.min(target.concurrency - (inFlight.get(target.name) ?? 0), allowance(target, at));
        if (free <= 0) continue;
        const jobs = await queue.claim(target.name, at, free, at + attemptTimeoutMs + LEASE_MARGIN_MS);
        for (const job of jobs) launch(target, job);
      }
    }
    // A memory queue's last report waits until every lead was delivered or given up (attempts are
    // abandoned at the end of the time for deliveries): one email with all that is left.
    if (!memoryDrain()) await report(at, false);
    else if (
      attemptsInFlight() === 0 &&
      (await Promise.all(targets.map((target) => queue.size(target.name)))).every((size) => size === 0)
    )
      await report(at, true);
  };

  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => logQueueError(`CRM queue: ${withoutPersonalData((error as Error).message)}`))
      .finally(() => {
        running = null;
      })
      .then(() => updateHold().catch(() => undefined))
      .then(() => {
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  };

  const start = () => {
    if (timer || stopped) return;
    timer = setInterval(() => void tick(), tickMs);
    timer.unref?.();
  };

  function wake() {
    if (stopped) return;
    start();
    if (queue.kind === "memory" && !holdShutdown) holdShutdown = beginBackgroundWork("CRM leads");
    void tick();
  }

  return {
    start,
    stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
    },
    wake,
    tick,
    record(failure) {
      // Bounded: past 1,000 a failure is only counted (its "CRM lead not delivered" line names it in the log).
      if (unrecorded.length < 1_000) unrecorded.push(failure);
      else unrecordedLost += 1;
      wake();
    },
    idle: () =>
      attemptsInFlight() === 0 && !running
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
