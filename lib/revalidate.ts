import { readLimitedBody } from "@/lib/http/limited-body";
import { isFreshTimestamp, isValidSignature, parseSignatureHeader, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS } from "@/lib/sanity/webhook-signature";

/**
 * Content types the site caches by tag; the webhook revalidates the tag named
 * after the changed document's type (every fetch is tagged with the types it reads).
 */
export const CONTENT_TAGS = ["siteSettings", "homePage", "brand", "solutionPage", "redirect", "earlyAccessPage"] as const;

export type ContentTag = (typeof CONTENT_TAGS)[number];

/**
 * The webhook's body is its projection, `{_type, "slug": slug.current}`: a few dozen bytes.
 * Anything past this is refused while it is read, before any of it is verified or parsed.
 */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/** With a hosted project, how long to let the Content Lake's CDN catch up before pages re-render. */
export const CONTENT_LAKE_SETTLE_MS = 3_000;

/** The tags to revalidate for a webhook body `{_type, ...}`, or null when the type is not ours. */
export function tagsForChange(body: unknown): ContentTag[] | null {
  const type = body && typeof body === "object" ? (body as { _type?: unknown })._type : undefined;
  return (CONTENT_TAGS as readonly unknown[]).includes(type) ? [type as ContentTag] : null;
}

export type ContentWebhookOptions = {
  /** SANITY_REVALIDATE_SECRET; every call is refused while it is unset. */
  secret: string | undefined;
  revalidate: (tag: ContentTag) => void;
  /** Awaited after a valid delivery and before revalidating (the Content Lake's eventual consistency). */
  settle?: () => Promise<void>;
  now?: () => number;
};

const refuse = (status: number, error: string) => Response.json({ error }, { status });

/**
 * Sanity's GROQ-powered webhook, cheapest refusal first: no secret, then a missing or malformed
 * signature header and a timestamp outside the tolerance (no byte of the body read), then a body
 * past WEBHOOK_MAX_BODY_BYTES (refused while streaming: 413), then the HMAC over the bounded
 * bytes, and only then JSON. Every refusal is a 4xx with a JSON `error`.
 */
export async function handleContentWebhook(request: Request, { secret, revalidate, settle, now = Date.now }: ContentWebhookOptions): Promise<Response> {
  if (!secret) return refuse(401, "Revalidation is disabled: SANITY_REVALIDATE_SECRET is not set.");
  const header = parseSignatureHeader(request.headers.get(SIGNATURE_HEADER));
  if (!header) return refuse(401, "Invalid or missing signature.");
  if (!isFreshTimestamp(header.timestamp, now())) {
    return refuse(401, `Signature timestamp is more than ${SIGNATURE_TOLERANCE_MS / 60_000} minutes from the server's clock.`);
  }
  let read: Awaited<ReturnType<typeof readLimitedBody>>;
  try {
    read = await readLimitedBody(request, WEBHOOK_MAX_BODY_BYTES);
  } catch {
    return refuse(400, "The body could not be read.");
  }
  if (!read.ok) {
    return read.status === 413 ? refuse(413, `Body too large: at most ${WEBHOOK_MAX_BODY_BYTES} bytes.`) : refuse(400, "The body must be the webhook's JSON.");
  }
  if (!isValidSignature({ body: read.text, header, secret: secret.trim() })) return refuse(401, "Invalid or missing signature.");
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return refuse(400, "The body must be the webhook's JSON.");
  }
  const tags = tagsForChange(body);
  if (!tags) return refuse(400, "Unknown or missing _type: nothing to revalidate.");
  await settle?.();
  for (const tag of tags) revalidate(tag);
  return Response.json({ revalidated: tags });
}
