// The validators step: conditional and range requests (RFC 9110, 13 and 14), answered here for
// the bodies this server sends: the encoded, post-processed bytes and their (weak) ETag. Next.js
// would answer them for the bytes it rendered, which are not the bytes that go out, so it never
// sees these headers (server/adapter.ts hides them): it renders a plain 200, and the 304, 206, 412
// or 416 is decided here, with the same validators and `Vary` as the 200.
//
// Ours, not `fresh`: `fresh` never answers 304 to a request with `Cache-Control: no-cache` (a
// cache's rule, not an origin's: a CDN revalidating that way would get full bodies) and has no
// If-Match or If-Unmodified-Since. The Range header itself is parsed by `range-parser`.
import type { IncomingHttpHeaders, OutgoingHttpHeader } from "node:http";
import { parse as parseRange } from "range-parser";
import { without, type Captured, type Head, type PolicyRequest } from "./types.ts";

/** The request headers this server answers itself; Next.js gets the request without them. */
export const CONDITIONAL_HEADERS = [
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
  "range",
  "if-range",
] as const;

export type Preconditions = Partial<Record<(typeof CONDITIONAL_HEADERS)[number], string>>;

/** The conditional and range headers of a request. */
export function preconditionsOf(headers: IncomingHttpHeaders): Preconditions {
  const found: Preconditions = {};
  for (const name of CONDITIONAL_HEADERS) {
    const value = headers[name];
    if (typeof value === "string") found[name] = value;
  }
  return found;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Weak comparison of an entity tag against an `If-None-Match` list (`*` matches any). */
function matchesAny(list: string, etag: string | undefined): boolean {
  if (list.trim() === "*") return etag !== undefined;
  if (etag === undefined) return false;
  const tags = list.match(/(W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}

function httpDate(value: OutgoingHttpHeader | undefined): number | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The status a successful GET or HEAD turns into under the request's preconditions: 412 when
 * `If-Match` or `If-Unmodified-Since` fails, 304 when `If-None-Match` (or, without it,
 * `If-Modified-Since`) says the client's copy is current, else null (send the 200).
 */
export function evaluatePreconditions(
  conditions: Preconditions,
  etag: string | undefined,
  lastModified: OutgoingHttpHeader | undefined,
): 304 | 412 | null {
  const modified = httpDate(lastModified);
  if (conditions["if-match"] !== undefined) {
    // Strong comparison: a weak tag never matches.
    const strong = etag !== undefined && !etag.startsWith("W/");
    const list = conditions["if-match"].trim();
    const ok =
      list === "*"
        ? etag !== undefined
        : strong && (list.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => !tag.startsWith("W/") && tag === etag);
    if (!ok) return 412;
  } else if (conditions["if-unmodified-since"] !== undefined) {
    const since = httpDate(conditions["if-unmodified-since"]);
    if (since !== null && modified !== null && modified > since) return 412;
  }
  if (conditions["if-none-match"] !== undefined) return matchesAny(conditions["if-none-match"], etag) ? 304 : null;
  if (conditions["if-modified-since"] !== undefined) {
    const since = httpDate(conditions["if-modified-since"]);
    if (since !== null && modified !== null && modified <= since) return 304;
  }
  return null;
}

export type RangeAnswer =
  { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * A `Range` header against a body of `length` bytes. One byte range is served; anything
 * else this server does not serve (several ranges, other units, bad syntax, an `If-Range`
 * that does not match strongly) gets the full body, as RFC 9110 allows.
 */
export function evaluateRange(
  conditions: Preconditions,
  length: number,
  etag: string | undefined,
  lastModified: OutgoingHttpHeader | undefined,
): RangeAnswer {
  const header = conditions.range;
  if (header === undefined) return { kind: "full" };
  const ifRange = conditions["if-range"]?.trim();
  if (ifRange !== undefined) {
    const valid = ifRange.startsWith('"')
      ? etag !== undefined && !etag.startsWith("W/") && ifRange === etag
      : httpDate(ifRange) !== null && httpDate(ifRange) === httpDate(lastModified);
    if (!valid) return { kind: "full" };
  }
  // One byte range is served; several are not (the whole body, as RFC 9110 allows). RFC 9110
  // allows no whitespace in a range; this server always took it, and still does.
  if (header.includes(",")) return { kind: "full" };
  const { type, code, ranges } = parseRange(length, header.replace(/\s+/g, ""));
  // code 1: bad syntax, or a last position before the first (RFC 9110, 14.1.1: the header is ignored).
  if (type !== "bytes" || code & 1) return { kind: "full" };
  const [range] = ranges;
  // code 2: no byte of the body in it.
  if (!range) return code & 2 ? { kind: "unsatisfiable" } : { kind: "full" };
  return { kind: "partial", start: range.start, end: range.end };
}

const EMPTY = Buffer.alloc(0);

/** Which bytes of the body go out: all of them, none (304, 412, 416), or one range (206). */
export type BodyPart = "all" | "none" | { start: number; end: number };

/** An answer decided from the status and headers alone: what a body streamed on (not held) gets. */
export type HeadAnswer = Head & { send: BodyPart };

/**
 * The step on an answer's head, for a body of `length` bytes (null: not known, then no range is
 * served and none is offered). For a 200: a 304 or 412 under the request's preconditions (no
 * body, no representation headers), else `Accept-Ranges` and, for a GET, a 206 or 416 under its
 * Range. Any other status is left alone.
 */
export function answerHead(request: PolicyRequest, head: Head, length: number | null): HeadAnswer {
  if (head.status !== 200) return { ...head, send: "all" };
  const conditions = preconditionsOf(request.headers);
  const etag = typeof head.headers.etag === "string" ? head.headers.etag : undefined;
  const lastModified = head.headers["last-modified"];
  const precondition = evaluatePreconditions(conditions, etag, lastModified);
  if (precondition !== null)
    return {
      status: precondition,
      headers: without(head.headers, "content-type", "content-encoding", "content-length", "accept-ranges"),
      send: "none",
    };
  if (length === null) return { ...head, send: "all" };
  const headers = { ...head.headers, "accept-ranges": "bytes" };
  if (request.method === "HEAD") return { status: 200, headers, send: "all" };
  const range = evaluateRange(conditions, length, etag, lastModified);
  if (range.kind === "unsatisfiable")
    return {
      status: 416,
      headers: { ...without(headers, "content-type", "content-encoding"), "content-range": `bytes */${length}` },
      send: "none",
    };
  if (range.kind === "partial")
    return {
      status: 206,
      headers: { ...headers, "content-range": `bytes ${range.start}-${range.end}/${length}` },
      send: { start: range.start, end: range.end },
    };
  return { status: 200, headers, send: "all" };
}

/**
 * The step, for a 200 held whole: a 304 or 412 under the request's preconditions (no body, no
 * representation headers), else `Accept-Ranges` and, for a GET, a 206 or 416 under its Range.
 */
export function applyPreconditions(request: PolicyRequest, response: Captured): Captured {
  if (response.status !== 200) return response;
  const { status, headers, send } = answerHead(request, response, response.body.length);
  const body =
    send === "all" ? response.body : send === "none" ? EMPTY : response.body.subarray(send.start, send.end + 1);
  return { status, headers, body };
}
