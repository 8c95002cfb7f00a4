import "server-only";
import { Resend } from "resend";
import { retryAfterMs } from "@/lib/platform/http/retry-after";
import type { EmailMessage, EmailTransport, SendOptions, SendOutcome } from "./types";

export { retryAfterMs };

export type ResendTransportOptions = {
  apiKey: string;
  /** The API address; tests point it at a local fake (RESEND_BASE_URL). */
  baseUrl?: string;
  /** Per attempt (shortened to what is left before a send's deadline). */
  timeoutMs?: number;
  /** Default waits before the retries of a transient failure (network, 429, 5xx, a concurrent request with the same key). */
  retryDelaysMs?: readonly number[];
};

/** No attempt starts with less time than this before its deadline: it could only time out. */
export const MIN_ATTEMPT_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isTransient(name: string, status: number | null): boolean {
  return status === null || status === 429 || status >= 500 || name === "concurrent_idempotent_requests";
}

/**
 * Resend with the official SDK. Every send carries an idempotency key, so retrying a
 * transient failure can never send twice. A 409 `invalid_idempotent_request` means Resend
 * already accepted a message under this key in the last 24 hours (the retry differs only
 * in its timestamp): that message stands, so it counts as sent.
 *
 * Retries wait the scheduled delay or the provider's `Retry-After`, whichever is longer,
 * and never run past the send's deadline: when the next attempt could not start (and get
 * `MIN_ATTEMPT_MS`) before it, the send stops and reports the last failure.
 */
export function createResendTransport({
  apiKey,
  baseUrl,
  timeoutMs = 10_000,
  retryDelaysMs = [300, 1_000],
}: ResendTransportOptions): EmailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    kind: "resend",
    description: `Resend (${resend.baseUrl})`,
    async send(
      message: EmailMessage,
      { idempotencyKey, deadline = Number.POSITIVE_INFINITY, retryDelaysMs: delays = retryDelaysMs }: SendOptions,
    ): Promise<SendOutcome> {
      let unanswered = false;
      for (let attempt = 0; ; attempt += 1) {
        const remaining = deadline - Date.now();
        if (remaining < MIN_ATTEMPT_MS) {
          return {
            ok: false,
            name: "deadline_exceeded",
            status: null,
            error: "no time left before the deadline",
            uncertain: unanswered,
            attempts: attempt,
          };
        }
        const signal = AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, remaining)));
        const { data, error, headers } = await resend.emails.send(
          {
            from: message.from,
            to: message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            html: message.html,
          },
          { idempotencyKey, signal },
        );
        if (data) return { ok: true, id: data.id, duplicate: false };
        const name = error?.name ?? "application_error";
        const status = error?.statusCode ?? null;
        if (name === "invalid_idempotent_request") return { ok: true, id: idempotencyKey, duplicate: true };
        // No answer (time-out, lost connection) or the provider still busy with an earlier attempt: it may have sent it.
        if (status === null || name === "concurrent_idempotent_requests") unanswered = true;
        const transient = isTransient(name, status);
        const failure = (reason?: string): SendOutcome => ({
          ok: false,
          name: signal.aborted ? "timeout" : name,
          status,
          error: `${signal.aborted ? `no answer within ${Math.round(Math.min(timeoutMs, remaining))} ms` : (error?.message ?? "Unknown Resend error")}${reason ? ` (${reason})` : ""}`,
          uncertain: transient && unanswered,
          attempts: attempt + 1,
        });
        const scheduled = delays[attempt];
        if (!transient || scheduled === undefined)
          return failure(transient ? `gave up after ${attempt + 1} attempts` : undefined);
        const asked = retryAfterMs(headers?.["retry-after"]);
        const wait = Math.max(scheduled, asked ?? 0);
        if (Date.now() + wait + MIN_ATTEMPT_MS > deadline) {
          return failure(
            asked !== null && asked > scheduled
              ? `Retry-After ${Math.ceil(asked / 1000)} s is past the deadline`
              : "deadline reached",
          );
        }
        await sleep(wait);
      }
    },
  };
}
