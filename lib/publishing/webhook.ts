import { readLimitedBody } from "@/lib/platform/http/limited-body";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "@/lib/routing/paths";
import { logger, type Logger } from "@/lib/platform/log";
import { redirectSourceProblem, slugFormProblem } from "@/lib/routing/slugs";
import { noteContentChange } from "@/lib/publishing/page-table";
import {
  isFreshTimestamp,
  isValidSignature,
  parseSignatureHeader,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_MS,
} from "@/lib/sanity/webhook-signature";

/**
 * Content types the site caches by tag; the webhook revalidates the tag named
 * after the changed document's type (every fetch is tagged with the types it reads).
 * `translation.metadata` is the translation plugin's document linking a page to its translations
 * (@sanity/document-internationalization): the pages' hreflang alternates, language links and the
 * menu's and footer's links in Spanish read it.
 */
export const CONTENT_TAGS = [
  "siteSettings",
  "homePage",
  "brand",
  "solutionPage",
  "page",
  "redirect",
  "earlyAccessPage",
  "pricingPage",
  "ronState",
  "translation.metadata",
  "article",
  "author",
  "documentType",
] as const;

export type ContentTag = (typeof CONTENT_TAGS)[number];

/**
 * The webhook's body is its projection (docs/editing.md): a type, a language, two slugs and two
 * redirect paths, a few hundred bytes and at most about 4.3 KB (two paths of 2,048 characters).
 * Anything past this is refused while it is read, before any of it is verified or parsed.
 */
export const WEBHOOK_MAX_BODY_BYTES = 8 * 1024;

/** With a hosted project, how long to let the Content Lake's CDN catch up before pages re-render. */
export const CONTENT_LAKE_SETTLE_MS = 3_000;

/** The tags to revalidate for a webhook body `{_type, ...}`, or null when the type is not ours or the body is malformed. */
export function tagsForChange(body: unknown): ContentTag[] | null {
  const change = changeOf(body);
  return change ? [change.type] : null;
}

/**
 * What the webhook says changed. The projection (docs/editing.md, "Publishing without a rebuild")
 * sends `_type`, the page's language and, where it has them, the slug and redirect source after
 * and before the change (`before()`: null for a new document). A field is undefined when the body
 * does not have it, so "not known" stays apart from "none" (null). A page without a language
 * (null) is English, as everywhere.
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

/** A language code as the Studio writes it (`en`, `es`, `pt-BR`): one the site does not have is ignored, anything else refused. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

/** Why a webhook body is refused: 400 when it is not a change of ours at all, 422 naming the malformed field. */
export type ChangeRefusal = { status: 400 | 422; error: string; field?: string };

/** A single value when the body has the field: a string the rule accepts, or null ("none"). */
function single(
  fields: Record<string, unknown>,
  name: string,
  problem: (value: string) => string | null,
  what: string,
): ChangeRefusal | null {
  const value = fields[name];
  if (!(name in fields) || value === null) return null;
  const why = typeof value === "string" ? problem(value) : `must be one ${what} or null`;
  return why
    ? { status: 422, field: name, error: `Malformed ${name}: ${why.charAt(0).toLowerCase()}${why.slice(1)}.` }
    : null;
}

/**
 * The change a webhook body `{_type, language?, slug?, previousSlug?, from?, previousFrom?}`
 * describes, or why it is refused: not an object, or a type that is not ours (400); a slug that
 * breaks the Studio's slug rule, a redirect source that breaks its rule, or a language that is not
 * a language code (422, naming the field). Every slug and path a change names is one the Studio
 * could have published, so the purge's URLs are the site's own pages, at most two slugs and two
 * paths per body. Other fields (an `_id` a projection added, a list of ids) name no URL and are
 * ignored: refusing them would leave an operator's pages stale over a harmless projection.
 */
export function parseChange(body: unknown): { ok: true; change: ContentChange } | ({ ok: false } & ChangeRefusal) {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, status: 400, error: "The body must be the webhook's JSON object." };
  const fields = body as Record<string, unknown>;
  if (!(CONTENT_TAGS as readonly unknown[]).includes(fields._type))
    return { ok: false, status: 400, field: "_type", error: "Unknown or missing _type: nothing to revalidate." };
  const refusal =
    single(
      fields,
      "language",
      (code) => (code.length <= 35 && LANGUAGE_CODE.test(code) ? null : "A language code such as en or es"),
      "language code",
    ) ??
    single(fields, "slug", slugFormProblem, "slug") ??
    single(fields, "previousSlug", slugFormProblem, "slug") ??
    single(fields, "from", redirectSourceProblem, "path") ??
    single(fields, "previousFrom", redirectSourceProblem, "path");
  if (refusal) return { ok: false, ...refusal };

  const change: ContentChange = { type: fields._type as ContentTag };
  // A language the site does not have (yet) is not known: the page's paths in every language.
  if ("language" in fields && (fields.language === null || isLang(fields.language)))
    change.language = fields.language ?? DEFAULT_LANGUAGE;
  for (const name of ["slug", "previousSlug", "from", "previousFrom"] as const)
    if (name in fields) change[name] = fields[name] as string | null;
  return { ok: true, change };
}

/** The change a well-formed webhook body describes, or null (see `parseChange`). */
export function changeOf(body: unknown): ContentChange | null {
  const parsed = parseChange(body);
  return parsed.ok ? parsed.change : null;
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
  log?: Pick<Logger, "warn">;
};

const refuse = (status: number, error: string, field?: string) =>
  Response.json(field === undefined ? { error } : { error, field }, { status });

/**
 * Sanity's GROQ-powered webhook, cheapest refusal first: no secret, then a missing or malformed
 * signature header and a timestamp outside the tolerance (no byte of the body read), then a body
 * past WEBHOOK_MAX_BODY_BYTES (refused while streaming: 413), then the HMAC over the bounded
 * bytes, and only then JSON and its fields (`parseChange`: 400, or 422 naming the field). Every
 * refusal is a 4xx with a JSON `error`; a signed body refused for its content is logged, by field
 * name only (never a value).
 */
export async function handleContentWebhook(
  request: Request,
  { secret, revalidate, settle, afterRevalidate, now = Date.now, log = logger("revalidate") }: ContentWebhookOptions,
): Promise<Response> {
  if (!secret) return refuse(401, "Revalidation is disabled: SANITY_REVALIDATE_SECRET is not set.");
  const header = parseSignatureHeader(request.headers.get(SIGNATURE_HEADER));
  if (!header) return refuse(401, "Invalid or missing signature.");
  if (!isFreshTimestamp(header.timestamp, now())) {
    return refuse(
      401,
      `Signature timestamp is more than ${SIGNATURE_TOLERANCE_MS / 60_000} minutes from the server's clock.`,
    );
  }
  let read: Awaited<ReturnType<typeof readLimitedBody>>;
  try {
    read = await readLimitedBody(request, WEBHOOK_MAX_BODY_BYTES);
  } catch {
    return refuse(400, "The body could not be read.");
  }
  if (!read.ok) {
    return read.status === 413
      ? refuse(413, `Body too large: at most ${WEBHOOK_MAX_BODY_BYTES} bytes.`)
      : refuse(400, "The body must be the webhook's JSON.");
  }
  if (!isValidSignature({ body: read.text, header, secret: secret.trim() }))
    return refuse(401, "Invalid or missing signature.");
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return refuse(400, "The body must be the webhook's JSON.");
  }
  const parsed = parseChange(body);
  if (!parsed.ok) {
    log.warn(
      `refused a signed webhook (${parsed.status}): ${parsed.field === undefined ? "not a JSON object" : parsed.status === 400 ? "unknown or missing _type" : `malformed ${parsed.field}`}`,
    );
    return refuse(parsed.status, parsed.error, parsed.field);
  }
  const { change } = parsed;
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
