import "server-only";
import { Resend } from "resend";
import type { EmailMessage, EmailTransport, SendOutcome } from "./types";

export type ResendTransportOptions = {
  apiKey: string;
  /** The API address; tests point it at a local fake (RESEND_BASE_URL). */
  baseUrl?: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Waits before the retries of a transient failure (network, 429, 5xx, a concurrent request with the same key). */
  retryDelaysMs?: readonly number[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isTransient(name: string, status: number | null): boolean {
  return status === null || status === 429 || status >= 500 || name === "concurrent_idempotent_requests";
}

/**
 * Resend with the official SDK. Every send carries an idempotency key, so retrying a
 * transient failure can never send twice. A 409 `invalid_idempotent_request` means Resend
 * already accepted a message under this key in the last 24 hours (the retry differs only
 * in its timestamp): that message stands, so it counts as sent.
 */
export function createResendTransport({ apiKey, baseUrl, timeoutMs = 10_000, retryDelaysMs = [300, 1_000] }: ResendTransportOptions): EmailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    kind: "resend",
    description: `Resend (${resend.baseUrl})`,
    async send(message: EmailMessage, { idempotencyKey }): Promise<SendOutcome> {
      for (let attempt = 0; ; attempt += 1) {
        const { data, error } = await resend.emails.send(
          { from: message.from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html },
          { idempotencyKey, signal: AbortSignal.timeout(timeoutMs) },
        );
        if (data) return { ok: true, id: data.id, duplicate: false };
        const name = error?.name ?? "application_error";
        const status = error?.statusCode ?? null;
        if (name === "invalid_idempotent_request") return { ok: true, id: idempotencyKey, duplicate: true };
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || !isTransient(name, status)) {
          return { ok: false, name, status, error: error?.message ?? "Unknown Resend error" };
        }
        await sleep(delay);
      }
    },
  };
}
