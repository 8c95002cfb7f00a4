// What the policy works on: plain data, no socket. server/adapter.ts captures a response from
// Next.js into a `Captured` and sends the `Captured` the policy returns.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

/** A GET or HEAD the policy answers, as the client sent it (before server/adapter.ts hid headers from Next.js). */
export type PolicyRequest = {
  method: "GET" | "HEAD";
  /** Without the query string. */
  path: string;
  headers: IncomingHttpHeaders;
};

/** A response: its status, its headers (lower-case names), its whole body. */
export type Captured = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
};

/** A header's value as text ("" when absent), for the headers that are never lists. */
export function headerText(headers: OutgoingHttpHeaders, name: string): string {
  const value = headers[name];
  return value === undefined ? "" : String(value);
}

/** `headers` with `names` left out. */
export function without(headers: OutgoingHttpHeaders, ...names: string[]): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!names.includes(name)) kept[name] = value;
  return kept;
}
