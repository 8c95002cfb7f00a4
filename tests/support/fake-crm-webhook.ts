import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  actOut,
  answerRecorded,
  createScript,
  listen,
  readBody,
  scriptControls,
  sendJson,
  type StandIn,
} from "./scripted-answers";

/** One delivery as the receiver got it. */
export type WebhookDelivery = {
  idempotencyKey: string | null;
  signature: string | null;
  /** Whether the signature is the body's HMAC with a fresh timestamp. */
  verified: boolean;
  /** The parsed body (null when not JSON). */
  body: { id?: string; type?: string; signup?: Record<string, unknown>; [key: string]: unknown } | null;
  /** A delivery of a lead this receiver had already taken (answered 200, not taken twice). */
  duplicate: boolean;
  status: number;
  at: number;
};

/** `url` is what CRM_WEBHOOK_URL is set to. */
export type FakeCrmWebhook = StandIn & {
  /** The leads taken, once each, oldest first. */
  leads: () => WebhookDelivery[];
  /** Every delivery, answered or not. */
  deliveries: () => WebhookDelivery[];
  waitForLeads: (count: number, timeoutMs?: number) => Promise<WebhookDelivery[]>;
};

/** Five minutes either way, as the site allows Sanity's webhook. */
const TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The check a receiver makes, written from the documented format (docs/crm.md), not from the
 * site's code: `Signup-Signature: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`, the
 * timestamp within five minutes, compared in constant time.
 */
export function verifySignupSignature(rawBody: string, header: string | null, secret: string, now = Date.now()) {
  const match = /^t=(\d{13}),v1=([A-Za-z0-9_-]+)$/.exec(header?.trim() ?? "");
  if (!match?.[1] || !match[2]) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > TOLERANCE_MS) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("base64url"));
  const received = Buffer.from(match[2]);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * A real HTTP receiver of the signed lead webhook, as a Zapier-style catch hook or a Salesforce
 * endpoint would be written: it refuses a delivery whose signature does not verify (401), takes
 * each lead once by its `Idempotency-Key` (a repeat is answered 200 and marked `duplicate`), and
 * answers 200 `{ok: true}`. `queue`, `setPlan` and `setRateLimit` script failures (5xx, 429 with
 * `Retry-After`, slow, hang), as for the HubSpot stand-in. `GET /__leads` lists what it took,
 * `GET /__deliveries` every delivery.
 */
export async function startFakeCrmWebhook({
  port = 0,
  secret,
}: {
  port?: number;
  secret: string;
}): Promise<FakeCrmWebhook> {
  let deliveries: WebhookDelivery[] = [];
  const taken = new Set<string>();
  const script = createScript();

  const answer = (response: ServerResponse, record: { status: number }, status: number, body: unknown, headers = {}) =>
    answerRecorded(script, response, record, status, body, headers);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const header = typeof request.headers["signup-signature"] === "string" ? request.headers["signup-signature"] : null;
    const key = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : null;
    let body: WebhookDelivery["body"] = null;
    try {
      body = JSON.parse(raw) as WebhookDelivery["body"];
    } catch {
      body = null;
    }
    const record: WebhookDelivery = {
      idempotencyKey: key,
      signature: header,
      verified: verifySignupSignature(raw, header, secret),
      body,
      duplicate: false,
      status: 0,
      at: Date.now(),
    };
    deliveries.push(record);
    script.changed();
    if (!record.verified) return answer(response, record, 401, { error: "invalid signature" });
    if (!(await actOut(script, response, record, { limited: { error: "slow down" }, defaultStatus: 503 }))) return;
    if (!body || !key || body.id !== key) return answer(response, record, 400, { error: "not a lead" });
    record.duplicate = taken.has(key);
    taken.add(key);
    answer(response, record, 200, { ok: true });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (request.method === "GET" && url.pathname === "/__leads") return sendJson(response, 200, leads());
    if (request.method === "GET" && url.pathname === "/__deliveries") return sendJson(response, 200, deliveries);
    if (request.method !== "POST") return sendJson(response, 405, { error: "POST only" });
    handle(request, response).catch((failure: Error) => {
      if (!response.headersSent) sendJson(response, 500, { error: failure.message });
    });
  });
  const actualPort = await listen(server, port);
  const leads = () => deliveries.filter((entry) => entry.status === 200 && !entry.duplicate);

  return {
    url: `http://127.0.0.1:${actualPort}/hooks/signup`,
    port: actualPort,
    leads,
    deliveries: () => [...deliveries],
    ...scriptControls(script, server),
    waitForLeads: (count, timeoutMs = 10_000) =>
      script.waitFor(leads, (taken) => taken.length >= count, `${count} webhook leads`, timeoutMs),
    reset: () => {
      deliveries = [];
      taken.clear();
      script.reset();
    },
  };
}
