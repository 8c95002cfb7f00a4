// The one place that deals with Node.js's response object. For a request the policy answers
// (server/policy/), Next.js's handler writes into a capture: its status line and headers are held
// back until Next.js flushes them, writes the first byte of the body or ends the response. Then,
// from the head alone, the policy decides what becomes of the body (policy.handling):
//
// - held: a body the policy works on (a page it rewrites and keeps, a compressible type). The
//   policy turns the whole response into what is sent, and the adapter sends it in one piece;
//   past MAX_BUFFERED_BYTES (declared or written) it is not held but streams on as Next.js writes
//   it, with only the policy's `streamed` headers.
// - streamed: a page rendered per request (draft mode, a not-found page). Its head goes out at
//   once and its bytes as Next.js writes them, through a Brotli or gzip encoder flushed after
//   each burst of writes when the policy gives one; a write answers false while the socket (or
//   the encoder) has no room, and 'drain' follows, so a slow client holds Next.js back instead of
//   filling memory.
// - passed: any other body (an image, a font, a download) streams on from its first byte, under
//   the status and headers the policy decides from the head alone (a 304, a range).
//
// Everything else goes to Next.js as it is. Every response, captured or not, closes a connection
// whose request body was left unread, without resetting it under the answer (connections.ts,
// closeLingering).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { closeLingering } from "./connections.ts";
import {
  ANSWERED_REQUEST_HEADERS,
  BODY_LENGTH_HEADER,
  type HeadAnswer,
  type Policy,
  type PolicyRequest,
  type StreamEncoder,
  type StreamedPage,
} from "./policy/index.ts";

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
export function serve(
  req: IncomingMessage,
  res: ServerResponse,
  handle: RequestHandler,
  policy: Policy,
): Promise<void> | void {
  closeIfBodyUnread(req, res);
  const method = req.method;
  const path = pathOf(req.url);
  if (!policy.takes(method, path)) return handle(req, res);
  const request: PolicyRequest = {
    method,
    path,
    query: (req.url ?? "").slice(path.length + 1),
    headers: { ...req.headers },
  };
  for (const name of ANSWERED_REQUEST_HEADERS) delete req.headers[name];
  // A HEAD is rendered as a GET, so it reports the length a GET sends (Node.js still sends no
  // body: the response was made for a HEAD).
  if (method === "HEAD") req.method = "GET";
  capture(res, request, policy);
  return handle(req, res);
}

/**
 * A short text answer of the server's own (a refused request target, a failed render), with
 * `headers`. A response whose head is already out cannot become this answer: one still being
 * written is cut (its client sees it end early, never a whole answer), one already ended is left
 * to finish.
 */
export function sendPlain(
  res: ServerResponse,
  status: number,
  message: string,
  headers: readonly { key: string; value: string }[],
): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  for (const { key, value } of headers) res.setHeader(key, value);
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(message),
  });
  res.end(message);
}

/** Names the response after its request (`X-Request-Id`), and reports its status and whether it was sent in full when it closes. */
export function trackResponse(
  res: ServerResponse,
  requestId: string,
  closed: (outcome: { status: number; finished: boolean }) => void,
): void {
  res.setHeader("X-Request-Id", requestId);
  res.once("close", () => closed({ status: res.statusCode, finished: res.writableFinished }));
}

/**
 * Holds back the status line and headers until the handler flushes them, writes its body or ends
 * the response, and decides then what becomes of the body (policy.handling). A body the policy
 * needs is held, and what the policy makes of the whole response is sent when the handler ends
 * it; past MAX_BUFFERED_BYTES it is sent on as it comes, with the headers `streamed` makes of
 * Next.js's. A page rendered per request is sent on as it comes, under policy.streamPage's head
 * and through its encoder (sendEncoded). Any other body streams on at once, with the status and
 * headers of policy.passed, and only the bytes it names (all, a range, or none).
 */
function capture(res: ServerResponse, request: PolicyRequest, policy: Policy): void {
  // Node.js's own methods (writeHead: closeIfBodyUnread's, in front of Node.js's). The capture's
  // stay in their place for the whole response and send each call on once the body is not held,
  // rather than handing Node.js's back: the handler wraps them in turn (Next.js's router puts its
  // compression middleware around write, end and on, and hooks writeHead to add the 'drain'
  // listeners it holds back until the head is written), and its wrappers must keep working.
  const { writeHead, write, end, flushHeaders } = res;
  const node: Sink = {
    write: (chunk, encoding, callback) =>
      (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback),
    end: (chunk, encoding, callback) =>
      (end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback),
  };
  const chunks: Buffer[] = [];
  let size = 0;
  /** Decided from the head, at the first byte of the body, its flush or the end: held for the policy, or sent on to `sink`. */
  let held = false;
  let sink: Sink | null = null;
  /** The handler ended a held response: the policy's answer is on its way. */
  let answering = false;

  res.writeHead = ((statusCode: number, ...args: unknown[]) => {
    if (sink) return (writeHead as (...args: unknown[]) => ServerResponse).call(res, statusCode, ...args);
    res.statusCode = statusCode;
    if (typeof args[0] === "string") res.statusMessage = args[0];
    const headers = args.find((arg) => typeof arg === "object" && arg !== null) as
      OutgoingHttpHeaders | unknown[] | undefined;
    if (Array.isArray(headers)) {
      // Either [name, value, name, value] or [[name, value], ...].
      const pairs = Array.isArray(headers[0])
        ? (headers as [string, string][])
        : Array.from(
            { length: headers.length / 2 },
            (_, i) => [headers[2 * i], headers[2 * i + 1]] as [string, string],
          );
      for (const [name, value] of pairs) res.appendHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  }) as ServerResponse["writeHead"];
  // Next.js flushes the head before the first chunk of a page it streams: the decision is made
  // then, and a body that is not held gets its head out at once. A held one's head goes out with
  // what the policy makes of the whole answer.
  res.flushHeaders = () => {
    decide();
    if (sink && !res.headersSent && !res.writableEnded) flushHeaders.call(res);
  };

  // Hands a held response on to Node.js: the bytes held so far and later writes go straight out, in full (no ranges).
  const startStreaming = (): boolean => {
    held = false;
    sink = node;
    if (!res.headersSent) setHeaders(res, policy.streamed(res.getHeaders()));
    let room = true;
    for (const chunk of chunks.splice(0)) room = node.write(chunk);
    return room;
  };

  // A body the policy does not need: sent as it comes, under the head the policy decided.
  const pass = ({ status, headers, send }: HeadAnswer) => {
    res.statusCode = status;
    setHeaders(res, headers);
    if (send === "all") {
      sink = node;
      return;
    }
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
      if (!res.writableEnded) return node.end(piece ?? undefined, done);
      if (done) process.nextTick(done);
      return res;
    };
    sink = {
      write: (chunk, encoding, callback) => {
        const piece = part(toBuffer(chunk, encoding));
        const done = callbackOf(encoding, callback);
        if (offset >= to) {
          finish(piece, done);
          return true;
        }
        if (piece) return node.write(piece, done);
        if (done) process.nextTick(done);
        return true;
      },
      end: (chunk, encoding, callback) =>
        finish(part(toBuffer(chunk, encoding)), callbackOf(chunk, encoding, callback)),
    };
    if (to === 0) finish(null);
  };

  // A page rendered per request: sent on as it comes, under the head the policy decided, through
  // its encoder when it has one (else by Node.js's own write, backpressure and all).
  const stream = ({ status, headers, encoder }: StreamedPage) => {
    res.statusCode = status;
    setHeaders(res, headers);
    sink = encoder ? sendEncoded(res, encoder, node) : node;
  };

  const decide = () => {
    if (held || sink) return;
    const head = { status: res.statusCode, headers: res.getHeaders() };
    const handling = policy.handling(request, head);
    if (handling === "pass") pass(policy.passed(request, head));
    else if (handling === "stream") stream(policy.streamPage(request, head));
    else if (Number(head.headers[BODY_LENGTH_HEADER] ?? head.headers["content-length"]) > MAX_BUFFERED_BYTES)
      startStreaming();
    else held = true;
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (sink) return sink.write(chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    if (answering) return false;
    if (buffer) {
      chunks.push(buffer);
      size += buffer.length;
    }
    return size > MAX_BUFFERED_BYTES ? startStreaming() : true;
  }) as ServerResponse["write"];

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (sink) return sink.end(chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    const done = callbackOf(chunk, encoding, callback);
    if (answering) {
      if (done) process.nextTick(done);
      return res;
    }
    answering = true;
    if (buffer) chunks.push(buffer);
    void policy
      .answer(request, { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) })
      .then((out) => {
        held = false;
        sink = node;
        if (!res.headersSent) {
          res.statusCode = out.status;
          setHeaders(res, out.headers);
        }
        node.end(out.body.length ? out.body : undefined, done);
      });
    return res;
  }) as ServerResponse["end"];
}

/** Where a body goes once it is not held: Node.js's own write and end, or what sends a part of it or encodes it in front of them. */
type Sink = {
  write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean;
  end(chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse;
};

/**
 * Sends what the handler writes through `encoder` on to `node` (Node.js's write and end). What
 * the handler writes in one go (one turn of the event loop) is flushed out of the encoder after
 * it, so the client can decode and show each part as it comes. Backpressure: the encoder's output
 * stops while the socket has no room, and the handler's write answers false while the encoder or
 * the socket has no room; the response then emits 'drain' when both have (Node.js emits it itself
 * when the socket drains). What is held meanwhile is the encoder's buffers, not the page. The
 * encoder is destroyed, and its place given back, when the response closes, ended or cut.
 */
function sendEncoded(res: ServerResponse, { stream: encoder, flush }: StreamEncoder, node: Sink): Sink {
  /** A write answered false, and the handler has had no 'drain' since. */
  let owed = false;
  let flushing = false;
  let ending = false;
  let ended: Callback | undefined;
  const full = () => encoder.writableNeedDrain || res.writableNeedDrain;

  encoder.on("data", (encoded: Buffer) => {
    if (!node.write(encoded)) encoder.pause();
  });
  // The socket took what it had: the encoder goes on. The handler hears this 'drain' too.
  res.on("drain", () => {
    owed = false;
    encoder.resume();
  });
  // The encoder took what it had and the socket has room: the handler may write again.
  encoder.on("drain", () => {
    if (!owed || full()) return;
    owed = false;
    res.emit("drain");
  });
  encoder.once("end", () => node.end(ended));
  // Encoding what is in memory does not fail but for a bug; the client then sees the answer cut.
  encoder.once("error", () => res.destroy());
  // One listener more than Node.js's default of ten: by now a page rendered per request carries
  // Next.js's router's and its compression's 'close' listeners and ours, a fixed set per response.
  res.setMaxListeners(res.getMaxListeners() + 1);
  res.once("close", () => encoder.destroy());

  const flushSoon = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => {
      flushing = false;
      if (!encoder.writableEnded && !encoder.destroyed) flush();
    });
  };

  return {
    write(chunk, encoding, callback) {
      const buffer = toBuffer(chunk, encoding);
      const done = callbackOf(encoding, callback);
      if (ending || encoder.destroyed) {
        if (done) process.nextTick(done, new Error(ending ? "write after end" : "the response was closed"));
        return false;
      }
      if (buffer && buffer.length > 0) {
        encoder.write(buffer, done);
        flushSoon();
      } else if (done) process.nextTick(done);
      if (!full()) return true;
      owed = true;
      return false;
    },
    end(chunk, encoding, callback) {
      const buffer = toBuffer(chunk, encoding);
      const done = callbackOf(chunk, encoding, callback);
      if (ending || encoder.destroyed) {
        if (done) process.nextTick(done);
        return res;
      }
      ending = true;
      ended = done;
      // The encoder's last bytes, then Node.js's end (on the encoder's 'end', once the socket took them).
      if (buffer && buffer.length > 0) encoder.end(buffer);
      else encoder.end();
      return res;
    },
  };
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
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
    if (
      value === undefined ||
      (before !== undefined && Array.isArray(before) === Array.isArray(value) && String(before) === String(value))
    )
      continue;
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
