import { readLimitedBody } from "@/lib/http/limited-body";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "@/lib/i18n";
import { noteContentChange } from "@/lib/redirect-table";
import { isFreshTimestamp, isValidSignature, parseSignatureHeader, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS } from "@/lib/sanity/webhook-signature";

/**
 * Content types the site caches by tag; the webhook revalidates the tag named
 * after the changed document's type (every fetch is tagged with the types it reads).
 * `translation.metadata` is the translation plugin's document linking a page to its translations
 * (@sanity/document-internationalization): the pages' hreflang alternates, language links and the
 * menu's and footer's links in Spanish read it.
 */
export const CONTENT_TAGS = ["siteSettings", "homePage", "brand", "solutionPage", "page", "redirect", "earlyAccessPage", "ronState", "translation.metadata", "article", "author"] as const;

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
  const change = changeOf(body);
  return change ? [change.type] : null;
}

/**
 * What the webhook says changed. The projection (docs/editing.md, "Publishing without a rebuild")
 * sends `_type`, the page's language and, where it has them, the slug and redirect source after
 * and before the change (`before()`: null for a new document). A field is undefined when the body
 * does not have it, so "not known" stays apart from "none" (null); a malformed value counts as not
 * known. A page without a language (null) is English, as everywhere.
 */
export type ContentChange = {
  type: ContentTag;
  /** The changed page's language; undefined when the body does not say (a projection from before languages). */
  language?: Lang;
  slug?: string | null;
  previousSlug?: string | null;
  from?: string | null;
  previousFrom?: string | null;
};

const slugValue = (value: unknown) =>
  value === null ? null : typeof value === "string" && value.length > 0 && value.length <= 200 && !/[/?#\\\s]/.test(value) ? value : undefined;
const pathValue = (value: unknown) =>
  value === null ? null : typeof value === "string" && value.length <= 2048 && /^\/(?!\/)[\x21-\x7e]*$/.test(value) && !value.includes("\\") ? value : undefined;

/** The change a webhook body `{_type, slug?, previousSlug?, from?, previousFrom?}` describes, or null when the type is not ours. */
export function changeOf(body: unknown): ContentChange | null {
  if (!body || typeof body !== "object") return null;
  const fields = body as Record<string, unknown>;
  if (!(CONTENT_TAGS as readonly unknown[]).includes(fields._type)) return null;
  const change: ContentChange = { type: fields._type as ContentTag };
  if ("language" in fields && (fields.language === null || isLang(fields.language))) change.language = fields.language ?? DEFAULT_LANGUAGE;
  if ("slug" in fields) change.slug = slugValue(fields.slug);
  if ("previousSlug" in fields) change.previousSlug = slugValue(fields.previousSlug);
  if ("from" in fields) change.from = pathValue(fields.from);
  if ("previousFrom" in fields) change.previousFrom = pathValue(fields.previousFrom);
  return change;
}

export type ContentWebhookOptions = {
  /** SANITY_REVALIDATE_SECRET; every call is refused while it is unset. */
  secret: string | undefined;
  revalidate: (tag: ContentTag) => void;
  /** Awaited after a valid delivery and before revalidating (the Content Lake's eventual consistency). */
  settle?: () => Promise<void>;
  /**
   * Called once the tags are revalidated, before the answer (the route schedules the CDN purge
   * with it, to run after the answer: purge-on-publish.ts). Whatever it throws is ignored.
   */
  afterRevalidate?: (change: ContentChange) => void;
  now?: () => number;
};

const refuse = (status: number, error: string) => Response.json({ error }, { status });

/**
 * Sanity's GROQ-powered webhook, cheapest refusal first: no secret, then a missing or malformed
 * signature header and a timestamp outside the tolerance (no byte of the body read), then a body
 * past WEBHOOK_MAX_BODY_BYTES (refused while streaming: 413), then the HMAC over the bounded
 * bytes, and only then JSON. Every refusal is a 4xx with a JSON `error`.
 */
export async function handleContentWebhook(request: Request, { secret, revalidate, settle, afterRevalidate, now = Date.now }: ContentWebhookOptions): Promise<Response> {
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
  const change = changeOf(body);
  if (!change) return refuse(400, "Unknown or missing _type: nothing to revalidate.");
  const tags = [change.type];
  await settle?.();
  for (const tag of tags) revalidate(tag);
  // The proxy's table of published pages and redirects (proxy.ts) is read again on its next use.
  noteContentChange();
  try {
    afterRevalidate?.(change);
  } catch {
    // A purge that cannot even be scheduled must not fail the webhook; the CDN's copies expire on their own.
  }
  return Response.json({ revalidated: tags });
}
