// The one place that deals with Node.js's response object. For a request the policy answers
// (server/policy/), Next.js's handler writes into a capture: its status line and headers are held
// back until the first byte of the body (or the end). A body the policy works on (HTML, a
// compressible type) is held too: the policy turns the whole response into what is sent, and the
// adapter sends it in one piece; past MAX_BUFFERED_BYTES (declared or written) it is not held but
// streams on as Next.js writes it, with only the policy's `streamed` headers. Any other body (an
// image, a font, a download) is never held: it streams on from its first byte, under the status
// and headers the policy decides from the head alone (a 304, a range). Everything else goes to
// Next.js as it is. Every response, captured or not, closes a connection whose request body was
// left unread, without resetting it under the answer (connections.ts, closeLingering).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { closeLingering } from "./connections.ts";
import { ANSWERED_REQUEST_HEADERS, BODY_LENGTH_HEADER, type HeadAnswer, type Policy, type PolicyRequest } from "./policy/index.ts";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Pages and scripts are far smaller (the largest script: 2.7 MB); a larger body is sent on as it streams. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

type Callback = (error?: Error | null) => void;

/** The path of a request target, without its query: what a cached body is filed under (and what the access log names). */
export function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
}

/**
 * Answers `req` with `handle` (Next.js's request handler). A GET or HEAD the policy takes reaches
 * Next.js as a plain GET, without the headers the policy answers itself, and its response is
 * captured for the policy.
 */
export function serve(req: IncomingMessage, res: ServerResponse, handle: RequestHandler, policy: Policy): Promise<void> | void {
  closeIfBodyUnread(req, res);
  const method = req.method;
  const path = pathOf(req.url);
  if (!policy.takes(method, path)) return handle(req, res);
  const request: PolicyRequest = { method, path, query: (req.url ?? "").slice(path.length + 1), headers: { ...req.headers } };
  for (const name of ANSWERED_REQUEST_HEADERS) delete req.headers[name];
  // A HEAD is rendered as a GET, so it reports the length a GET sends (Node.js still sends no
  // body: the response was made for a HEAD).
  if (method === "HEAD") req.method = "GET";
  capture(res, request, policy);
  return handle(req, res);
}

/** A short text answer of the server's own (a refused request target, a failed render), with `headers`. */
export function sendPlain(res: ServerResponse, status: number, message: string, headers: readonly { key: string; value: string }[]): void {
  if (res.headersSent) return void res.end();
  for (const { key, value } of headers) res.setHeader(key, value);
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(message) });
  res.end(message);
}

/** Names the response after its request (`X-Request-Id`), and reports its status and whether it was sent in full when it closes. */
export function trackResponse(res: ServerResponse, requestId: string, closed: (outcome: { status: number; finished: boolean }) => void): void {
  res.setHeader("X-Request-Id", requestId);
  res.once("close", () => closed({ status: res.statusCode, finished: res.writableFinished }));
}

/**
 * Holds back the status line and headers until the handler writes its body or ends the response.
 * A body the policy needs (policy.holds) is held too, and what the policy makes of the whole
 * response is sent when the handler ends it; past MAX_BUFFERED_BYTES it is sent on as it comes,
 * with the headers `streamed` makes of Next.js's. Any other body streams on at once, with the
 * status and headers of policy.passed, and only the bytes it names (all, a range, or none).
 */
function capture(res: ServerResponse, request: PolicyRequest, policy: Policy): void {
  const { writeHead, write, end, flushHeaders } = res;
  const chunks: Buffer[] = [];
  let size = 0;
  /** Decided at the first byte of the body, or at the end: held for the policy, or streaming on. */
  let mode: "held" | "streaming" | undefined;
  const release = () => Object.assign(res, { writeHead, write, end, flushHeaders });

  res.writeHead = ((statusCode: number, ...args: unknown[]) => {
    res.statusCode = statusCode;
    if (typeof args[0] === "string") res.statusMessage = args[0];
    const headers = args.find((arg) => typeof arg === "object" && arg !== null) as OutgoingHttpHeaders | unknown[] | undefined;
    if (Array.isArray(headers)) {
      // Either [name, value, name, value] or [[name, value], ...].
      const pairs = Array.isArray(headers[0]) ? (headers as [string, string][]) : Array.from({ length: headers.length / 2 }, (_, i) => [headers[2 * i], headers[2 * i + 1]] as [string, string]);
      for (const [name, value] of pairs) res.appendHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  }) as ServerResponse["writeHead"];
  res.flushHeaders = () => undefined;

  // Hands a held response back to Node.js: later writes go straight out, in full (no ranges).
  const startStreaming = () => {
    mode = "streaming";
    release();
    if (!res.headersSent) setHeaders(res, policy.streamed(res.getHeaders()));
    for (const chunk of chunks.splice(0)) res.write(chunk);
  };

  // A body the policy does not need: sent as it comes, under the head the policy decided.
  const pass = ({ status, headers, send }: HeadAnswer) => {
    mode = "streaming";
    release();
    res.statusCode = status;
    setHeaders(res, headers);
    if (send === "all") return;
    // Only the bytes of `send` go out (a range, or none for a 304, 412 or 416); the response ends
    // with its last one, and the rest of what the handler writes is dropped.
    const [from, to] = send === "none" ? [0, 0] : [send.start, send.end + 1];
    let offset = 0;
    const part = (buffer: Buffer | null): Buffer | null => {
      if (!buffer) return null;
      const piece = buffer.subarray(Math.max(0, from - offset), Math.max(0, to - offset));
      offset += buffer.length;
      return piece.length > 0 ? piece : null;
    };
    const finish = (piece: Buffer | null, done?: Callback) => {
      if (!res.writableEnded) return (end as (chunk?: Buffer, callback?: Callback) => ServerResponse).call(res, piece ?? undefined, done);
      if (done) process.nextTick(done);
      return res;
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      const piece = part(toBuffer(chunk, encoding));
      const done = callbackOf(encoding, callback);
      if (offset >= to) {
        finish(piece, done);
        return true;
      }
      if (piece) return (write as (chunk: Buffer, callback?: Callback) => boolean).call(res, piece, done);
      if (done) process.nextTick(done);
      return true;
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => finish(part(toBuffer(chunk, encoding)), callbackOf(chunk, encoding, callback))) as ServerResponse["end"];
    if (to === 0) finish(null);
  };

  const decide = () => {
    if (mode !== undefined) return;
    const head = { status: res.statusCode, headers: res.getHeaders() };
    if (!policy.holds(head)) pass(policy.passed(request, head));
    else if (Number(head.headers[BODY_LENGTH_HEADER] ?? head.headers["content-length"]) > MAX_BUFFERED_BYTES) startStreaming();
    else mode = "held";
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (mode === "streaming") return (res.write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    const done = callbackOf(encoding, callback);
    if (buffer) {
      chunks.push(buffer);
      size += buffer.length;
    }
    if (size > MAX_BUFFERED_BYTES) startStreaming();
    if (done) process.nextTick(done);
    return true;
  }) as ServerResponse["write"];

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (mode === "streaming") return (res.end as (...args: unknown[]) => ServerResponse)(chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    const done = callbackOf(chunk, encoding, callback);
    if (buffer) chunks.push(buffer);
    release();
    void policy.answer(request, { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) }).then((out) => {
      if (!res.headersSent) {
        res.statusCode = out.status;
        setHeaders(res, out.headers);
      }
      res.end(out.body.length ? out.body : undefined, done);
    });
    return res;
  }) as ServerResponse["end"];
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (Buffer.isBuffer(chunk)) return chunk;
  // A view of the same memory, not a copy (a streamed image passes through chunk by chunk).
  const bytes = chunk as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === "function");

/** Makes the response's headers `headers`: those not in it are removed, new or changed ones set; the rest are left as written. */
function setHeaders(res: ServerResponse, headers: OutgoingHttpHeaders): void {
  const current = res.getHeaders();
  for (const name of Object.keys(current)) if (headers[name] === undefined) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) {
    const before = current[name];
    if (value === undefined || (before !== undefined && Array.isArray(before) === Array.isArray(value) && String(before) === String(value))) continue;
    res.setHeader(headerName(name), value);
  }
}

/** `content-encoding` → `Content-Encoding`, `etag` → `ETag`: the spelling on the wire (names are case-insensitive; this is the usual one). */
function headerName(name: string): string {
  let spelled = HEADER_NAMES.get(name);
  if (spelled === undefined) {
    spelled = name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
    if (HEADER_NAMES.size < 100) HEADER_NAMES.set(name, spelled);
  }
  return spelled;
}

/** Spellings worked out so far (the policy sets a handful of names). */
const HEADER_NAMES = new Map([["etag", "ETag"]]);

/**
 * A response that goes out before its request body was read in full (a 413 after reading up to
 * the limit, a refusal before reading at all) closes the connection: the unread rest of the body
 * would otherwise stall the connection, and a client that reused it waited ~6 s for a reset.
 * Node.js would close it as soon as the answer is written, and a connection closed with bytes
 * still coming in is reset, which can destroy the answer before the client has read it; so the
 * rest is drained and discarded first, for at most LINGER_MS (closeLingering). The socket is the
 * request's own, taken now: by the time the response finishes the request may have let go of it.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  const writeHead = res.writeHead;
  res.writeHead = ((...args: Parameters<ServerResponse["writeHead"]>) => {
    if (!req.complete) {
      res.shouldKeepAlive = false;
      // What Node.js calls once the last byte of a response with `Connection: close` is written.
      socket.destroySoon = () => closeLingering(socket);
    }
    return writeHead.apply(res, args);
  }) as ServerResponse["writeHead"];
  res.once("finish", () => {
    if (req.complete) return;
    // Whoever read part of the body (a route handler's stream) has let go of it.
    req.removeAllListeners("data");
    req.on("data", () => undefined);
    req.resume();
  });
}
