import "server-only";
import { createHash } from "node:crypto";
import type { EmailTransport } from "@/lib/platform/email/types";
import { withoutPersonalData, type Logger as SiteLogger } from "@/lib/platform/log";
import { renderAdminEmail, renderApplicantEmail, type EmailContext } from "./emails";
import type { RecipientLimiter } from "./recipient-limit";
import type { Submission } from "./schema";

/** What the signup logs through (lib/platform/log.ts): a message, then fields such as the signup's id. */
export type Logger = Pick<SiteLogger, "info" | "warn" | "error">;

/** A provider's failure in one line, with any address or number it echoed taken out. */
const failure = (outcome: { name: string; status: number | null; error: string }) =>
  `${outcome.name} (${outcome.status ?? "no status"}) ${withoutPersonalData(outcome.error)}`;

/**
 * The signup's time budget. The wizard gives up after `SIGNUP_SUBMIT_TIMEOUT_MS` (30 s,
 * lib/signup/constants.ts); the route answers well before that whatever the provider does.
 */
export type SignupTiming = {
  /** From the request's arrival to the answer, at most (checks, Redis, the admin email). */
  responseBudgetMs: number;
  /** The admin email's share: every attempt and retry within it. */
  adminEmailMs: number;
  /** Waits before the admin email's retries (a longer Retry-After wins, if it fits). */
  adminRetryDelaysMs: readonly number[];
  /** How long the confirmation keeps trying after the answer (from the moment it is queued). */
  confirmationMs: number;
  /** Waits before the confirmation's retries (a longer Retry-After wins, if it fits). */
  confirmationRetryDelaysMs: readonly number[];
};

export const DEFAULT_SIGNUP_TIMING: SignupTiming = {
  responseBudgetMs: 20_000,
  adminEmailMs: 10_000,
  adminRetryDelaysMs: [300, 1_000, 2_000],
  confirmationMs: 120_000,
  confirmationRetryDelaysMs: [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000, 30_000],
};

export type AdminDelivery = { ok: true } | { ok: false; uncertain: boolean; reason: string };

/**
 * The idempotency keys' common part: the wizard's submission id plus a digest of what was
 * submitted. A retried or doubled submission (same id, same fields) maps to the same keys
 * and so sends each email once; if the person corrects a field after a failure, the
 * corrected submission is a new message. The wizard's language is not part of it, nor where
 * the person came from or when the notice was shown; the phone consent is.
 */
export function idempotencyBase(submission: Submission): string {
  // The token differs between attempts; everything else identifies the message. The language
  // does not: the same submission sent from the English and the Spanish wizard is one signup
  // (the first to arrive decides the confirmation's language), and English keys are as they were.
  // Nor does the attribution (the browser's record may change between attempts: another tab,
  // another campaign) or the notice's record: a retry of the same form is the same signup. A
  // ticked phone-consent box is something the person chose, like a field: it counts. A signup
  // without phone consent keeps the key it had before these were recorded.
  const fields = JSON.stringify({
    ...submission,
    challenge: undefined,
    lang: undefined,
    attribution: undefined,
    consent: submission.consent?.phone ? { phone: submission.consent.phone } : undefined,
  });
  const digest = createHash("sha256").update(fields).digest("hex").slice(0, 16);
  return `signup-${submission.id}-${digest}`;
}

/**
 * The admin notification, within `deadline` (epoch ms). `uncertain` failures are those
 * where the provider may have taken the message without our hearing so: the route then
 * says so, and a retry of the same submission sends nothing twice (same idempotency key).
 */
export async function deliverAdminEmail(
  submission: Submission,
  {
    transport,
    context,
    submittedAt,
    deadline,
    retryDelaysMs,
    log,
  }: {
    transport: EmailTransport;
    context: EmailContext;
    submittedAt: Date;
    deadline: number;
    retryDelaysMs: readonly number[];
    log: Logger;
  },
): Promise<AdminDelivery> {
  const admin = await renderAdminEmail(submission, { ...context, submittedAt });
  const outcome = await transport.send(admin, {
    idempotencyKey: `${idempotencyBase(submission)}-admin`,
    deadline,
    retryDelaysMs,
  });
  if (!outcome.ok) {
    log.error(
      `admin email ${outcome.uncertain ? "unconfirmed (it may have been sent)" : "refused"} by ${transport.kind} after ${outcome.attempts} attempt(s): ${failure(outcome)}`,
      {
        signupId: submission.id,
      },
    );
    return { ok: false, uncertain: outcome.uncertain, reason: outcome.error };
  }
  log.info(`${submission.role} admin email ${outcome.duplicate ? "already sent" : "sent"} (${outcome.id})`, {
    signupId: submission.id,
  });
  return { ok: true };
}

export type ConfirmationResult = "sent" | "duplicate" | "skipped" | "failed";

/**
 * The applicant confirmation, run after the answer (see the confirmation queue in
 * lib/signup/runtime.ts): at most one per recipient per window (`recipients`), retried with
 * the same idempotency key until `deadline`, honouring `Retry-After`. Its final failure is
 * logged as an error and frees the recipient's slot; it is never shown to the applicant.
 */
export async function sendConfirmation(
  submission: Submission,
  {
    transport,
    context,
    recipients,
    deadline,
    retryDelaysMs,
    log,
  }: {
    transport: EmailTransport;
    context: EmailContext;
    recipients: RecipientLimiter;
    deadline: number;
    retryDelaysMs: readonly number[];
    log: Logger;
  },
): Promise<ConfirmationResult> {
  const base = idempotencyBase(submission);
  const started = Date.now();
  try {
    if (!(await recipients.claim(submission.email, base))) {
      log.info("applicant confirmation skipped: this address already got one within the recipient window", {
        signupId: submission.id,
      });
      return "skipped";
    }
    const message = await renderApplicantEmail(submission, context);
    const outcome = await transport.send(message, { idempotencyKey: `${base}-applicant`, deadline, retryDelaysMs });
    if (outcome.ok) {
      log.info(`applicant email ${outcome.duplicate ? "already sent" : "sent"} (${outcome.id})`, {
        signupId: submission.id,
      });
      return outcome.duplicate ? "duplicate" : "sent";
    }
    log.error(
      `applicant confirmation not delivered after ${outcome.attempts} attempt(s) in ${((Date.now() - started) / 1000).toFixed(1)} s, giving up: ${failure(outcome)}`,
      {
        signupId: submission.id,
      },
    );
    if (!outcome.uncertain) await recipients.release(submission.email, base).catch(() => undefined);
    return "failed";
  } catch (error) {
    log.error(`applicant confirmation not delivered, giving up: ${withoutPersonalData((error as Error).message)}`, {
      signupId: submission.id,
    });
    return "failed";
  }
}
