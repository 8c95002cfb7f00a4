import "server-only";
import type { Redis } from "ioredis";
import type { EmailTransport } from "@/lib/platform/email/types";
import type { Env } from "@/lib/platform/env";
import { withoutPersonalData } from "@/lib/platform/log";
import { buildLead, type LeadSignup } from "./lead";
import { createCrmQueue, failureOf, type CrmEnqueueResult, type CrmQueue } from "./queue";
import { renderCrmReport } from "./report";
import { crmTargets, type CrmTarget } from "./targets";
import { createCrmWorker, type CrmLog, type CrmWorker, type CrmWorkerOptions } from "./worker";

/** What the signup hands the CRM: the accepted signup, its idempotency base, the client's address, the time. */
export type LeadContext = { key: string; ip: string | null; submittedAt: Date };

export type Crm = {
  targets: CrmTarget[];
  queue: CrmQueue;
  worker: CrmWorker;
  /**
   * Queues the lead of an accepted signup for every target and wakes the worker. Run after the
   * signup's answer; never throws: a lead that cannot be queued is logged and reported to the admin.
   */
  add(signup: LeadSignup, context: LeadContext, log: CrmLog): Promise<CrmEnqueueResult | "failed">;
  /** What the start-up log says. */
  describe(): string;
};

export type CrmOptions = {
  env: Env;
  /** Shared by every instance; unset: this process's memory. */
  redis?: Redis;
  /** Where the admin's report of failed leads goes (the signup's email transport). */
  transport: EmailTransport;
  /** The admin report's sender, recipient and brand (the admin email's, in English). */
  emailContext: () => Promise<{ from: string; adminEmail: string; brand: string }>;
  log: CrmLog;
  /** Tests: the worker's timing, instead of the environment's and the defaults. */
  worker?: Partial<
    Pick<
      CrmWorkerOptions,
      | "attemptTimeoutMs"
      | "retryDelaysMs"
      | "tickMs"
      | "retryWindowMs"
      | "reportIntervalMs"
      | "reportGatherMs"
      | "shutdownTimeoutMs"
    >
  >;
  /** Leads waiting per target at most (default CRM_QUEUE_LIMIT). */
  limit?: number;
};

/** The CRM of the environment's settings, or null when none is configured (no lead is queued or sent). */
export function createCrm({ env, redis, transport, emailContext, log, worker, limit }: CrmOptions): Crm | null {
  const targets = crmTargets(env);
  if (targets.length === 0) return null;
  const queue = createCrmQueue({ redis, limit });
  const labels = new Map(targets.map((target) => [target.name, target.label]));
  const names = targets.map((target) => target.name);

  const crmWorker = createCrmWorker({
    queue,
    targets,
    reportIntervalMs: env.SIGNUP_DIGEST_INTERVAL_S * 1000,
    retryWindowMs: env.CRM_RETRY_S * 1000,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_S * 1000,
    log,
    ...worker,
    async sendReport(failures, counts, deadline) {
      const context = await emailContext();
      const message = await renderCrmReport(failures, counts, context, (failure) => {
        const label = labels.get(failure.target) ?? failure.target;
        return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
      });
      const first = failures[0];
      const outcome = await transport.send(message, {
        idempotencyKey: `crm-report-${first ? `${first.key}-${first.target}` : "none"}-${failures.length}-${counts.notListed}`,
        deadline,
        retryDelaysMs: [300, 1_000, 2_000],
      });
      if (!outcome.ok)
        log.error(
          `CRM report of ${failures.length} lead(s) not sent, kept for the next attempt: ${outcome.name} (${outcome.status ?? "no status"}) ${withoutPersonalData(outcome.error)}`,
        );
      return outcome.ok;
    },
  });

  return {
    targets,
    queue,
    worker: crmWorker,
    async add(signup, context, requestLog) {
      const lead = buildLead(signup, { ...context, siteUrl: env.NEXT_PUBLIC_SITE_URL });
      const signupId = signup.id;
      const giveUp = (reason: string) => {
        requestLog.error(`CRM lead not delivered: ${reason}; reported to the admin`, { signupId });
        for (const name of names) crmWorker.record(failureOf(lead, name, reason, Date.now()));
      };
      try {
        const result = await queue.enqueue(lead, names, Date.now());
        if (result === "queued") crmWorker.wake();
        else if (result === "duplicate")
          requestLog.info("CRM lead already queued (the same signup again): not queued twice", { signupId });
        else giveUp(`the CRM queue is full (${queue.limit} leads waiting)`);
        return result;
      } catch (error) {
        giveUp(`it could not be queued (${withoutPersonalData((error as Error).message)})`);
        return "failed";
      }
    },
    describe: () =>
      `CRM: ${targets.map((target) => target.description).join(" and ")}; after the answer, ${
        queue.kind === "redis" ? "queued in Redis" : "queued in memory, delivered or reported before shutdown"
      }, retried for ${env.CRM_RETRY_S} s, failures reported to the admin`,
  };
}
