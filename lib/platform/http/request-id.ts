// The request id that ties a request's log lines together and is returned in `X-Request-Id`.
// Our server (server/index.ts) sets it on every request, replacing whatever a client sent (a
// declared proxy's own id is kept); where Next.js runs without it (the platform path), a route
// that logs makes one up.
import { randomUUID } from "node:crypto";

const REQUEST_ID = /^[\w.:=-]{1,128}$/;

/** A sane request id: letters, digits, `_.:=-`, at most 128 characters. */
export function isRequestId(value: unknown): value is string {
  return typeof value === "string" && REQUEST_ID.test(value);
}

/** The id the server gave this request, or a new one. */
export function requestIdOf(request: Pick<Request, "headers">): string {
  const given = request.headers.get("x-request-id");
  return isRequestId(given) ? given : randomUUID();
}
