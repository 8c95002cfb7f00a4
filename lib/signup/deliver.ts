import "server-only";
import { createHash } from "node:crypto";
import type { EmailTransport } from "@/lib/email/types";
import { renderAdminEmail, renderApplicantEmail, type EmailContext } from "./emails";
import type { Submission } from "./schema";

export type Logger = Pick<Console, "info" | "warn" | "error">;

export type DeliveryResult = { ok: true; applicant: "sent" | "duplicate" | "failed" } | { ok: false; reason: string };

/**
 * The idempotency keys' common part: the wizard's submission id plus a digest of what was
 * submitted. A retried or doubled submission (same id, same fields) maps to the same keys
 * and so sends each email once; if the person corrects a field after a failure, the
 * corrected submission is a new message.
 */
export function idempotencyBase(submission: Submission): string {
  // The token differs between attempts; everything else identifies the message.
  const fields = JSON.stringify({ ...submission, challenge: undefined });
  const digest = createHash("sha256").update(fields).digest("hex").slice(0, 16);
  return `signup-${submission.id}-${digest}`;
}

/** Admin notification first; only when it was accepted, the applicant confirmation (whose failure is logged, not reported). */
export async function deliverSignup(
  submission: Submission,
  { transport, context, submittedAt, log }: { transport: EmailTransport; context: EmailContext; submittedAt: Date; log: Logger },
): Promise<DeliveryResult> {
  const base = idempotencyBase(submission);
  const admin = await renderAdminEmail(submission, { ...context, submittedAt });
  const adminOutcome = await transport.send(admin, { idempotencyKey: `${base}-admin` });
  if (!adminOutcome.ok) {
    log.error(`[signup] ${submission.id}: admin email refused by ${transport.kind}: ${adminOutcome.name} (${adminOutcome.status ?? "no status"}) ${adminOutcome.error}`);
    return { ok: false, reason: adminOutcome.error };
  }
  log.info(`[signup] ${submission.id}: ${submission.role} admin email ${adminOutcome.duplicate ? "already sent" : "sent"} (${adminOutcome.id})`);

  try {
    const applicant = await renderApplicantEmail(submission, context);
    const outcome = await transport.send(applicant, { idempotencyKey: `${base}-applicant` });
    if (!outcome.ok) {
      log.warn(`[signup] ${submission.id}: applicant email refused by ${transport.kind}: ${outcome.name} (${outcome.status ?? "no status"}) ${outcome.error}`);
      return { ok: true, applicant: "failed" };
    }
    log.info(`[signup] ${submission.id}: applicant email ${outcome.duplicate ? "already sent" : "sent"} (${outcome.id})`);
    return { ok: true, applicant: outcome.duplicate ? "duplicate" : "sent" };
  } catch (error) {
    log.warn(`[signup] ${submission.id}: applicant email failed: ${(error as Error).message}`);
    return { ok: true, applicant: "failed" };
  }
}
