import "server-only";
import { retryAfterMs } from "@/lib/platform/http/retry-after";
import { withoutPersonalData } from "@/lib/platform/log";

/**
 * What one delivery attempt came to. `transient` failures (no answer, a lost connection, 408,
 * 425, 429, 5xx) are retried, after the CRM's `Retry-After` when it sent one; any other refusal is
 * final (a validation error, a wrong token, an unknown form) and is reported to the admin.
 */
export type AttemptOutcome =
  | { ok: true; status: number }
  | { ok: false; transient: boolean; status: number | null; retryAfterMs: number | null; reason: string };

/** An answer's body read at most this far: a CRM's answer to a lead is a few hundred bytes. */
const MAX_ANSWER_BYTES = 16_384;

/** The user agent of every delivery (HubSpot asks for one). */
export const USER_AGENT = "notavo-website-crm/1";

export const isTransientStatus = (status: number) =>
  status === 408 || status === 425 || status === 429 || status >= 500;

/** One line of at most `max` characters, without any email address or phone number a CRM echoed. */
export const oneLine = (text: string, max = 300) => withoutPersonalData(text.replace(/\s+/g, " ").trim()).slice(0, max);

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < MAX_ANSWER_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, MAX_ANSWER_BYTES);
}

/** One attempt's bounds: its time limit, and a signal that abandons it sooner (a shutdown). */
export type AttemptLimit = { timeoutMs: number; signal?: AbortSignal };

/** Why a request got no answer, in a few words (never the body, never a header). */
function noAnswer(error: unknown, { timeoutMs, signal }: AttemptLimit): string {
  if (signal?.aborted) return "abandoned: the server is stopping";
  const name = (error as { name?: string })?.name;
  if (name === "TimeoutError" || name === "AbortError") return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return `request failed: ${cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)}`;
}

/**
 * POSTs `body` (JSON) to `url` within `limit` (the answer read under the same limit: a CRM that
 * sends its headers and then stalls is a time-out too), following no redirect. `refusal` words a
 * non-2xx answer from its status and body (naming the field a validation error names).
 */
export async function postJson({
  url,
  body,
  headers,
  limit,
  refusal,
}: {
  url: string;
  body: string;
  headers: Record<string, string>;
  limit: AttemptLimit;
  refusal: (status: number, text: string) => string;
}): Promise<AttemptOutcome> {
  const timeout = AbortSignal.timeout(Math.max(1, limit.timeoutMs));
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "user-agent": USER_AGENT, ...headers },
      body,
      redirect: "error",
      signal: limit.signal ? AbortSignal.any([timeout, limit.signal]) : timeout,
    });
    // Accepted: the body says nothing more (and a stall in it must not turn a delivered lead into a retry).
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: true, status: response.status };
    }
    const text = await readCapped(response);
    return {
      ok: false,
      transient: isTransientStatus(response.status),
      status: response.status,
      retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
      reason: oneLine(refusal(response.status, text)),
    };
  } catch (error) {
    return { ok: false, transient: true, status: null, retryAfterMs: null, reason: noAnswer(error, limit) };
  }
}
