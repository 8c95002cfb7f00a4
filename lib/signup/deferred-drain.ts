import "server-only";
import { randomUUID } from "node:crypto";
import type { EmailMessage, EmailTransport } from "@/lib/platform/email/types";
import { DEFAULT_LANGUAGE, langOf, type Lang } from "@/lib/routing/paths";
import { beginBackgroundWork, isDraining } from "@/lib/platform/lifecycle";
import { withoutPersonalData } from "@/lib/platform/log";
import type { DeferredQueue, DeferredSignup } from "./deferred";
import { sendConfirmation, type Logger, type SignupTiming } from "./deliver";
import { renderAdminEmail, subjectLine, type EmailContext } from "./emails";
import type { RecipientLimiter } from "./recipient-limit";

/** Signups listed in one digest at most (a busier interval sends several, one after the other). */
export const DIGEST_MAX_ENTRIES = 100;

export type DeferredDrainOptions = {
  queue: DeferredQueue;
  transport: EmailTransport;
  /** The admin digest's content in English, each confirmation's in its submission's language. */
  emailContext: (lang: Lang) => Promise<EmailContext>;
  recipients: RecipientLimiter;
  timing: SignupTiming;
  /** The admin gets one digest per this interval while signups wait. */
  digestIntervalMs: number;
  /** Deferred confirmations sent per minute at most. */
  confirmationsPerMinute: number;
  log: Logger;
  /** How often the drainer looks at the queue (default 1 s). */
  tickMs?: number;
  now?: () => number;
};

export type DeferredDrainer = {
  /** Starts the timer (idempotent); the timer never keeps the process alive. */
  start(): void;
  stop(): void;
  /** Called after an enqueue: starts the timer and, with memory, holds the shutdown until the queue is empty. */
  wake(): void;
  /** One round now: a digest if due (or `all`), and the confirmations the rate allows (or all with `all`). */
  tick(options?: { all?: boolean }): Promise<void>;
};

/** The admin digest: each signup as its own notification would have shown it, in arrival order. */
export async function renderDigest(
  entries: DeferredSignup[],
  context: EmailContext,
  pendingAfter: number,
): Promise<EmailMessage> {
  const admins = await Promise.all(
    entries.map((entry) =>
      renderAdminEmail(entry.submission, { ...context, submittedAt: new Date(entry.submittedAt) }),
    ),
  );
  const count = entries.length;
  const intro = `${count} signup${count === 1 ? "" : "s"} arrived while the signup form was busier than the per-email level. Nothing was lost: each is below as its own notification would have shown it. Their confirmations are being sent at a steady rate.${
    pendingAfter > 0 ? ` ${pendingAfter} more follow in the next digest.` : ""
  }`;
  const escape = (text: string) =>
    text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  const sections = admins.map((admin, index) => ({
    heading: `${index + 1} of ${count}: ${admin.subject}`,
    text: `${admin.text.trim()}\nReply to: ${admin.replyTo ?? ""}`,
  }));
  return {
    from: context.from,
    to: context.adminEmail,
    subject: subjectLine(`[${context.brand}] Signup digest: ${count} new signup${count === 1 ? "" : "s"}`),
    text: [intro, ...sections.map((section) => `--- ${section.heading} ---\n${section.text}`)].join("\n\n"),
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escape(intro)}</p>${sections
      .map(
        (section) =>
          `<h2 style="font-size:16px">${escape(section.heading)}</h2><pre style="white-space:pre-wrap;font-family:inherit">${escape(section.text)}</pre>`,
      )
      .join("")}</body></html>`,
  };
}

/**
 * Empties the deferred queue (lib/signup/deferred.ts) without a burst: every `digestIntervalMs`
 * one digest to the admin for what waits, and the applicant confirmations at
 * `confirmationsPerMinute` (one per recipient per window, as always). With Redis one instance
 * drains at a time (a lock), and the queue outlives a restart. In memory, a shutdown
 * (lib/platform/lifecycle.ts) waits for it: the remaining signups go to the admin in digests at once,
 * then the confirmations as fast as the provider takes them.
 */
export function createDeferredDrainer({
  queue,
  transport,
  emailContext,
  recipients,
  timing,
  digestIntervalMs,
  confirmationsPerMinute,
  log,
  tickMs = 1_000,
  now = Date.now,
}: DeferredDrainOptions): DeferredDrainer {
  const owner = randomUUID();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let lastDigest = now();
  let digestRetryAt = 0;
  let allowance = 0;
  let lastTick = now();
  let holdShutdown: (() => void) | null = null;

  const sendDigests = async (all: boolean) => {
    for (;;) {
      const entries = await queue.peek("admin", DIGEST_MAX_ENTRIES);
      if (entries.length === 0) return;
      const pendingAfter = Math.max(0, (await queue.size("admin")) - entries.length);
      const context = await emailContext(DEFAULT_LANGUAGE);
      const message = await renderDigest(entries, context, pendingAfter);
      const first = entries[0]?.key ?? "none";
      const outcome = await transport.send(message, {
        idempotencyKey: `signup-digest-${first}-${entries.length}`,
        deadline: now() + timing.adminEmailMs,
        retryDelaysMs: timing.adminRetryDelaysMs,
      });
      if (!outcome.ok) {
        log.error(
          `admin digest of ${entries.length} signup(s) not sent, kept for the next attempt: ${outcome.name} (${outcome.status ?? "no status"}) ${withoutPersonalData(outcome.error)}`,
        );
        digestRetryAt = now() + 30_000;
        return;
      }
      await queue.drop("admin", entries.length);
      lastDigest = now();
      log.info(
        `admin digest sent: ${entries.length} deferred signup(s)${pendingAfter > 0 ? `, ${pendingAfter} still waiting` : ""} (${outcome.id})`,
      );
      if (!all && pendingAfter === 0) return;
    }
  };

  const sendConfirmations = async (max: number) => {
    if (max <= 0) return;
    const entries = await queue.peek("confirm", max);
    if (entries.length === 0) return;
    // One context per language in the batch (an entry queued before languages existed is English).
    const contexts = new Map<Lang, Promise<EmailContext>>();
    const contextFor = (lang: Lang) => {
      if (!contexts.has(lang)) contexts.set(lang, emailContext(lang));
      return contexts.get(lang) as Promise<EmailContext>;
    };
    // Each is tried until its deadline; a final failure is logged and frees its recipient slot (as for any confirmation).
    await Promise.all(
      entries.map(async (entry) =>
        sendConfirmation(entry.submission, {
          transport,
          context: await contextFor(langOf(entry.submission.lang)),
          recipients,
          deadline: now() + timing.confirmationMs,
          retryDelaysMs: timing.confirmationRetryDelaysMs,
          log,
        }),
      ),
    );
    await queue.drop("confirm", entries.length);
    allowance = Math.max(0, allowance - entries.length);
  };

  const round = async (all: boolean) => {
    const elapsed = now() - lastTick;
    lastTick = now();
    // Unused allowance does not pile up into a burst: at most one minute's worth.
    allowance = Math.min(confirmationsPerMinute, allowance + (elapsed / 60_000) * confirmationsPerMinute);
    if (!(await queue.lock(owner, Math.max(60, timing.confirmationMs / 1000 + 30)))) return;
    const digestDue = all || (now() - lastDigest >= digestIntervalMs && now() >= digestRetryAt);
    if (digestDue && (await queue.size("admin")) > 0) await sendDigests(all);
    if (all) {
      while ((await queue.size("confirm")) > 0) {
        const before = await queue.size("confirm");
        await sendConfirmations(8);
        if ((await queue.size("confirm")) >= before) break;
      }
    } else {
      await sendConfirmations(Math.floor(allowance));
    }
  };

  const tick = (options: { all?: boolean } = {}): Promise<void> => {
    if (running) return running;
    // A shutdown empties a memory queue at once; a Redis queue waits for the next instance.
    const all = options.all ?? (queue.kind === "memory" && isDraining());
    running = round(all)
      .catch((error: unknown) => log.error(`deferred signups: ${withoutPersonalData((error as Error).message)}`))
      .then(async () => {
        if (
          holdShutdown &&
          (await queue.size("admin").catch(() => 0)) === 0 &&
          (await queue.size("confirm").catch(() => 0)) === 0
        ) {
          holdShutdown();
          holdShutdown = null;
        }
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const start = () => {
    if (timer) return;
    lastTick = now();
    timer = setInterval(() => void tick(), tickMs);
    timer.unref?.();
  };

  return {
    start,
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    wake() {
      start();
      // Memory forgets on exit: a graceful shutdown waits until the queue is empty (or its timeout).
      if (queue.kind === "memory" && !holdShutdown) holdShutdown = beginBackgroundWork("deferred signups");
    },
    tick,
  };
}
