// Conditional and range requests (RFC 9110, 13 and 14), answered here for the bodies this server
// sends: the encoded, post-processed bytes and their (weak) ETag. Next.js would answer them for
// the bytes it rendered, which are not the bytes that go out.
import type { IncomingHttpHeaders, OutgoingHttpHeader } from "node:http";

/** The request headers this server answers itself; Next.js gets the request without them. */
export const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "range", "if-range"] as const;

export type Preconditions = Partial<Record<(typeof CONDITIONAL_HEADERS)[number], string>>;

/** Takes the conditional and range headers off the request (Next.js then renders a plain 200) and returns them. */
export function takePreconditions(headers: IncomingHttpHeaders): Preconditions {
  const taken: Preconditions = {};
  for (const name of CONDITIONAL_HEADERS) {
    const value = headers[name];
    if (typeof value === "string") taken[name] = value;
    delete headers[name];
  }
  return taken;
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
export function evaluatePreconditions(conditions: Preconditions, etag: string | undefined, lastModified: OutgoingHttpHeader | undefined): 304 | 412 | null {
  const modified = httpDate(lastModified);
  if (conditions["if-match"] !== undefined) {
    // Strong comparison: a weak tag never matches.
    const strong = etag !== undefined && !etag.startsWith("W/");
    const list = conditions["if-match"].trim();
    const ok = list === "*" ? etag !== undefined : strong && (list.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => !tag.startsWith("W/") && tag === etag);
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

export type RangeAnswer = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * A `Range` header against a body of `length` bytes. One byte range is served; anything
 * else this server does not serve (several ranges, other units, bad syntax, an `If-Range`
 * that does not match strongly) gets the full body, as RFC 9110 allows.
 */
export function evaluateRange(conditions: Preconditions, length: number, etag: string | undefined, lastModified: OutgoingHttpHeader | undefined): RangeAnswer {
  const header = conditions.range;
  if (header === undefined) return { kind: "full" };
  const ifRange = conditions["if-range"]?.trim();
  if (ifRange !== undefined) {
    const valid = ifRange.startsWith('"') ? etag !== undefined && !etag.startsWith("W/") && ifRange === etag : httpDate(ifRange) !== null && httpDate(ifRange) === httpDate(lastModified);
    if (!valid) return { kind: "full" };
  }
  const match = header.trim().match(/^bytes\s*=\s*(\d*)\s*-\s*(\d*)$/i);
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || length === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(first);
  const end = last === "" ? length - 1 : Math.min(Number(last), length - 1);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= length) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}
