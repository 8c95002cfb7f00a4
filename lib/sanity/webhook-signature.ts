import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Sanity's GROQ-powered webhooks sign each delivery in the `sanity-webhook-signature` header:
 * `t=<unix time in ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>`
 * (the format @sanity/webhook encodes and next-sanity's `parseBody` checks). Checked here
 * with a timestamp tolerance, which those helpers do not have, and a constant-time comparison.
 */
export const SIGNATURE_HEADER = "sanity-webhook-signature";

/**
 * How far a delivery's signed timestamp may be from this server's clock, either way: a captured
 * delivery cannot be replayed after this. Sanity sends at once and retries a failed delivery
 * twice, 30 s apart, so 5 minutes leaves room for those and for clock skew.
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Sanity's own lower bound (2021-01-01): anything earlier is not a millisecond timestamp. */
const MINIMUM_TIMESTAMP = 1_609_459_200_000;
/** Digits enough for any millisecond timestamp for the next few thousand years, no more. */
const HEADER_PATTERN = /^t=(\d{13,15})[, ]+v1=([A-Za-z0-9_-]{1,128})$/;

export type SignatureHeader = { timestamp: number; signature: string };

/** The header's timestamp and signature, or null when it is not in Sanity's format. */
export function parseSignatureHeader(header: string | null): SignatureHeader | null {
  const match = header?.trim().match(HEADER_PATTERN);
  if (!match?.[1] || !match[2]) return null;
  const timestamp = Number(match[1]);
  if (!Number.isSafeInteger(timestamp) || timestamp < MINIMUM_TIMESTAMP) return null;
  return { timestamp, signature: match[2] };
}

/** Whether the signed time is within SIGNATURE_TOLERANCE_MS of `now`, in the past or the future. */
export function isFreshTimestamp(timestamp: number, now: number = Date.now()): boolean {
  return Math.abs(now - timestamp) <= SIGNATURE_TOLERANCE_MS;
}

/** The `v1` value Sanity computes for a body signed at `timestamp`. */
export function computeSignature(body: string, timestamp: number, secret: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
}

/** Whether `signature` is the body's HMAC for `timestamp`, compared in constant time. */
export function isValidSignature({
  body,
  header,
  secret,
}: {
  body: string;
  header: SignatureHeader;
  secret: string;
}): boolean {
  const expected = Buffer.from(computeSignature(body, header.timestamp, secret));
  const received = Buffer.from(header.signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
