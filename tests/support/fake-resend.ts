import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One message the fake accepted, as Resend's API received it. */
export type FakeMessage = {
  id: string;
  idempotencyKey: string | null;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** Every other field of the request body (cc, bcc, headers, ...): empty for our messages. */
  extra: Record<string, unknown>;
};

/**
 * Deterministic failures: of the sends `match` selects (default: all), exactly `rate` of
 * them fail, spread evenly (with 0.3: the 4th, 7th and 10th of every ten). Only sends that
 * would deliver count: a replay of an already accepted idempotency key is answered as usual.
 */
export type FaultPlan = {
  rate: number;
  /** The refusal: 422 `validation_error` (permanent, never retried) unless told otherwise. */
  status?: number;
  name?: string;
  match?: (send: { to: string[]; idempotencyKey: string | null }) => boolean;
};

/** Which sends a test hook applies to. */
export type SendMatch = (send: { to: string[]; idempotencyKey: string | null }) => boolean;

/** One POST /emails as the fake saw it. */
export type FakeRequest = { idempotencyKey: string | null; status: number; to: string[]; at: number };

export type FakeResend = {
  url: string;
  port: number;
  /** Accepted messages, oldest first. */
  messages: () => FakeMessage[];
  /** Every POST /emails, accepted or not (to count attempts); `at` is when it was answered (ms), or when it arrived for one never answered. */
  requests: () => FakeRequest[];
  reset: () => void;
  /**
   * Refuse the next `count` sends (those `match` selects, default all) with this status and
   * Resend error name, and a `Retry-After: retryAfterSeconds` header when given.
   */
  refuseNext: (
    count: number,
    status?: number,
    name?: string,
    options?: { retryAfterSeconds?: number; match?: SendMatch },
  ) => void;
  /**
   * Never answer the sends `match` selects (`null` stops for new sends). With `accept`, the
   * message is first accepted as usual (stored, its key done): a provider that took it but
   * whose answer never arrived. Without, nothing is stored and the key stays free.
   */
  hang: (plan: { match?: SendMatch; accept?: boolean } | null) => void;
  /** Delay every answer (to make requests overlap). */
  setDelay: (ms: number) => void;
  /** POST /emails received so far, answered or not (`requests` lists only answered ones, and hung ones). */
  arrivals: () => number;
  /** Fail a fixed share of sends from now on (`null` stops); see `FaultPlan`. */
  setFaults: (plan: FaultPlan | null) => void;
  close: () => Promise<void>;
};

const KNOWN_FIELDS = new Set(["from", "to", "reply_to", "subject", "text", "html"]);

type Stored = { bodyHash: string; state: "pending" } | { bodyHash: string; state: "done"; id: string };

/**
 * A real HTTP stand-in for Resend's `POST /emails` (point RESEND_BASE_URL at it). Like
 * Resend it honours idempotency keys for 24 hours: the same key and body answers the first
 * response without a new message, the same key with another body is 409
 * `invalid_idempotent_request`, and a key whose first request is still running is 409
 * `concurrent_idempotent_requests`. Test hooks:
 * - a message whose text contains `refuse-admin`, or whose recipient contains
 *   `refuse-applicant`, is refused with 422, and an admin message whose text contains
 *   `hang-admin` is accepted but never answered (so browser tests can steer it by email address);
 * - `refuseNext` refuses the next few sends (optionally only some, with `Retry-After`),
 *   `setFaults` a deterministic share of them, `hang` never answers some (after accepting
 *   them, or not), `setDelay` answers late;
 * - `GET /__messages` lists accepted messages, `DELETE /__messages` forgets everything.
 */
export async function startFakeResend({
  port = 0,
  apiKey,
}: { port?: number; apiKey?: string } = {}): Promise<FakeResend> {
  let messages: FakeMessage[] = [];
  let requests: FakeRequest[] = [];
  let keys = new Map<string, Stored>();
  type Refusal = { status: number; name: string; retryAfterSeconds?: number; match?: SendMatch };
  let refusals: Refusal[] = [];
  let delayMs = 0;
  let arrivals = 0;
  let faults: (FaultPlan & { seen: number }) | null = null;
  let hanging: { match?: SendMatch; accept?: boolean } | null = null;

  /** Whether this send is one of the plan's failures (counts the sends the plan selects). */
  const planned = (to: string[], idempotencyKey: string | null): { status: number; name: string } | null => {
    if (!faults || (faults.match && !faults.match({ to, idempotencyKey }))) return null;
    const perMille = Math.round(faults.rate * 1000);
    const n = faults.seen;
    faults.seen += 1;
    const fails = Math.floor(((n + 1) * perMille) / 1000) > Math.floor((n * perMille) / 1000);
    return fails ? { status: faults.status ?? 422, name: faults.name ?? "validation_error" } : null;
  };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
  const error = (
    response: ServerResponse,
    status: number,
    name: string,
    message: string,
    headers: Record<string, string> = {},
  ) => send(response, status, { statusCode: status, name, message }, headers);
  /** The first queued refusal that applies to this send (removed from the queue). */
  const nextRefusal = (to: string[], idempotencyKey: string | null): Refusal | null => {
    const index = refusals.findIndex((refusal) => !refusal.match || refusal.match({ to, idempotencyKey }));
    if (index < 0) return null;
    const [refusal] = refusals.splice(index, 1);
    return refusal ?? null;
  };

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  const handleEmail = async (request: IncomingMessage, response: ServerResponse) => {
    arrivals += 1;
    const raw = await readBody(request);
    const key = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : null;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return error(response, 422, "validation_error", "Invalid JSON");
    }
    const to = ([] as unknown[]).concat(body.to ?? []).map(String);
    const record = (status: number) => requests.push({ idempotencyKey: key, status, to, at: Date.now() });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // Browser tests steer by address: an admin message naming `hang-admin` is accepted and never answered.
    const steered =
      String(body.text ?? "").includes("hang-admin") && !to.some((address) => address.includes("hang-admin"))
        ? { accept: true }
        : null;
    const hang = hanging && (!hanging.match || hanging.match({ to, idempotencyKey: key })) ? hanging : steered;
    if (hang && !hang.accept) {
      // Never answered, nothing stored: the connection stays open until the client gives up (or `close`).
      record(0);
      return;
    }

    const auth = request.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ") || (apiKey && auth !== `Bearer ${apiKey}`)) {
      record(401);
      return error(response, 401, "missing_api_key", "Missing or wrong API key");
    }
    if (!body.from || to.length === 0 || !body.subject || (!body.html && !body.text)) {
      record(422);
      return error(response, 422, "validation_error", "from, to, subject and html or text are required");
    }

    const bodyHash = createHash("sha256").update(raw).digest("hex");
    if (key) {
      const stored = keys.get(key);
      if (stored?.state === "pending") {
        record(409);
        return error(
          response,
          409,
          "concurrent_idempotent_requests",
          "There is another request in progress with the same idempotency key.",
        );
      }
      if (stored && stored.bodyHash !== bodyHash) {
        record(409);
        return error(
          response,
          409,
          "invalid_idempotent_request",
          "This idempotency key has been used with a different request body.",
        );
      }
      if (stored?.state === "done") {
        record(200);
        return send(response, 200, { id: stored.id });
      }
      keys.set(key, { bodyHash, state: "pending" });
    }

    const refusal = (hang ? null : nextRefusal(to, key)) ?? (hang ? null : planned(to, key));
    const text = String(body.text ?? "");
    const refused =
      refusal ??
      (text.includes("refuse-admin")
        ? { status: 422, name: "validation_error" }
        : to.some((address) => address.includes("refuse-applicant"))
          ? { status: 422, name: "validation_error" }
          : null);
    // A little processing time, so two requests with the same key really overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (refused) {
      if (key) keys.delete(key);
      record(refused.status);
      const retryAfter =
        "retryAfterSeconds" in refused && refused.retryAfterSeconds !== undefined
          ? { "retry-after": String(refused.retryAfterSeconds) }
          : undefined;
      return error(response, refused.status, refused.name, "Refused by the fake Resend server", retryAfter);
    }

    const id = randomUUID();
    messages.push({
      id,
      idempotencyKey: key,
      receivedAt: new Date().toISOString(),
      from: String(body.from),
      to,
      replyTo: ([] as unknown[]).concat(body.reply_to ?? []).map(String),
      subject: String(body.subject),
      text,
      html: String(body.html ?? ""),
      extra: Object.fromEntries(
        Object.entries(body).filter(
          ([field, value]) => !KNOWN_FIELDS.has(field) && value !== undefined && value !== null,
        ),
      ),
    });
    if (key) keys.set(key, { bodyHash, state: "done", id });
    if (hang) {
      // Accepted, but the answer never leaves: status 0 marks a request nobody answered.
      record(0);
      return;
    }
    record(200);
    send(response, 200, { id });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/emails") {
      handleEmail(request, response).catch((cause: Error) =>
        error(response, 500, "internal_server_error", cause.message),
      );
      return;
    }
    if (url.pathname === "/__messages" && request.method === "GET") {
      const filter = url.searchParams.get("to");
      return send(response, 200, filter ? messages.filter((message) => message.to.includes(filter)) : messages);
    }
    if (url.pathname === "/__messages" && request.method === "DELETE") {
      messages = [];
      requests = [];
      arrivals = 0;
      keys = new Map();
      return send(response, 200, { ok: true });
    }
    error(response, 404, "not_found", "Not found");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages: () => [...messages],
    requests: () => [...requests],
    reset: () => {
      messages = [];
      requests = [];
      arrivals = 0;
      keys = new Map();
      refusals = [];
      delayMs = 0;
      faults = null;
      hanging = null;
    },
    refuseNext: (count, status = 422, name = "validation_error", options = {}) => {
      for (let i = 0; i < count; i += 1) refusals.push({ status, name, ...options });
    },
    hang: (plan) => {
      hanging = plan;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    arrivals: () => arrivals,
    setFaults: (plan) => {
      faults = plan ? { ...plan, seen: 0 } : null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
