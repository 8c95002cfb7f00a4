// What the policy works on: plain data, no socket. server/adapter.ts captures a response from
// Next.js into a `Captured` and sends the `Captured` the policy returns.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

/** A GET or HEAD the policy answers, as the client sent it (before server/adapter.ts hid headers from Next.js). */
export type PolicyRequest = {
  method: "GET" | "HEAD";
  /** Without the query string. */
  path: string;
  /** The query string, without its "?" (absent or "" when there is none). */
  query?: string;
  headers: IncomingHttpHeaders;
};

/** A response's status and headers (lower-case names). */
export type Head = {
  status: number;
  headers: OutgoingHttpHeaders;
};

/** A response: its status, its headers (lower-case names), its whole body. */
export type Captured = Head & { body: Buffer };

/**
 * The length of a route handler's body, as the route declares it. Next.js drops `Content-Length`
 * from route handlers' responses (their body may have been decoded on the way), so a route that
 * streams a body of known length (an uploaded image, lib/platform/uploaded-image-response.ts) names it in
 * this header instead; the policy sends it as `Content-Length` (and serves ranges with it) and
 * never sends this header itself.
 */
export const BODY_LENGTH_HEADER = "x-body-length";

/** A header's value as text ("" when absent), for the headers that are never lists. */
export function headerText(headers: OutgoingHttpHeaders, name: string): string {
  const value = headers[name];
  return value === undefined ? "" : String(value);
}

/** Whether an answer is an HTML page (the body the policy rewrites). */
export const isHtml = (headers: OutgoingHttpHeaders): boolean =>
  headerText(headers, "content-type").startsWith("text/html");

/**
 * Whether an answer is marked for no cache to keep (`private` or `no-store`): rendered for this
 * request alone (draft mode, a not-found page, a redirect rendered per request). Such an answer
 * has no version (encoding.ts, versionOf): it is never kept in the body cache, and a page of this
 * kind keeps its payload inline.
 */
export const perRequest = (headers: OutgoingHttpHeaders): boolean =>
  /\b(no-store|private)\b/i.test(headerText(headers, "cache-control"));

/** `headers` with `names` left out. */
export function without(headers: OutgoingHttpHeaders, ...names: string[]): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!names.includes(name)) kept[name] = value;
  return kept;
}

/**
 * Payloads by their hash, shared by every instance (server/payload-store.ts: Redis). `get` never
 * rejects and answers null for what it does not have or cannot reach in time; `put` is fire and
 * forget.
 */
export type PayloadStore = {
  get(hash: string): Promise<Buffer | null>;
  put(hash: string, payload: Buffer): void;
};
