// Wraps Next.js's request handler: every GET outside `/api/` is answered in one piece, its HTML
// with the scripts started after the first paint (html.ts) and its body compressed here (with
// Brotli and a cache, compression.ts) instead of by Next.js (gzip on every request).
// Route handlers, other methods and anything larger than MAX_BUFFERED_BYTES pass through
// untouched.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { compressible, BodyCache, encodeCached, MIN_COMPRESSIBLE_BYTES, negotiate } from "./compression.ts";
import { deferScripts } from "./html.ts";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Pages and scripts are far smaller; a larger body is sent on as it streams. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

type Callback = (error?: Error | null) => void;

export function withPostProcessing(handle: RequestHandler, cache = new BodyCache(CACHE_BYTES)): RequestHandler {
  return (req, res) => {
    if (req.method !== "GET" || (req.url ?? "/").startsWith("/api/")) return handle(req, res);
    const encoding = negotiate(req.headers["accept-encoding"]);
    // Next.js then answers uncompressed, and the body is encoded once it is complete.
    delete req.headers["accept-encoding"];
    bufferResponse(res, async (body) => {
      const contentType = String(res.getHeader("content-type") ?? "");
      const etag = res.getHeader("etag");
      // The ETag names the version Next.js rendered: what is sent for it derives from it and the URL alone.
      const version = res.statusCode === 200 && typeof etag === "string" ? `${etag} ${req.url}` : null;
      const out = contentType.startsWith("text/html") ? withDeferredScripts(cache, version, body) : body;
      if (!compressible(contentType)) return out;
      addVary(res, "Accept-Encoding");
      if (!encoding || out.length < MIN_COMPRESSIBLE_BYTES || res.getHeader("content-encoding")) return out;
      const encoded = await encodeCached(cache, version && `${version} ${encoding}`, out, encoding);
      res.setHeader("Content-Encoding", encoding);
      // Weak: the same version in another encoding is not byte-identical (RFC 9110, 8.8.3).
      if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
      return encoded;
    });
    return handle(req, res);
  };
}

function withDeferredScripts(cache: BodyCache, version: string | null, body: Buffer): Buffer {
  const key = version && `${version} html`;
  const cached = key ? cache.get(key) : undefined;
  if (cached) return cached;
  const html = Buffer.from(deferScripts(body.toString("utf8")));
  if (key) cache.set(key, html);
  return html;
}

function addVary(res: ServerResponse, header: string) {
  const vary = String(res.getHeader("vary") ?? "");
  const names = vary.split(",").map((name) => name.trim().toLowerCase());
  if (!names.includes(header.toLowerCase())) res.setHeader("Vary", vary ? `${vary}, ${header}` : header);
}

/**
 * Holds back the status line, headers and body until the handler ends the response, then sends
 * `finish(body)` with its Content-Length. A body past MAX_BUFFERED_BYTES is sent on unchanged.
 */
function bufferResponse(res: ServerResponse, finish: (body: Buffer) => Promise<Buffer>) {
  const write = res.write.bind(res) as (chunk: Buffer, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer, callback?: () => void) => ServerResponse;
  const chunks: Buffer[] = [];
  let size = 0;

  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
    if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    return Buffer.from(chunk as Uint8Array);
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === "function");
  const restore = () => {
    res.write = write as ServerResponse["write"];
    res.end = end as ServerResponse["end"];
    res.writeHead = writeHead;
    res.flushHeaders = flushHeaders;
  };

  const { writeHead, flushHeaders } = res;
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

  // Hands the response back to Node.js: later writes go straight out.
  const startStreaming = () => {
    restore();
    for (const chunk of chunks.splice(0)) write(chunk);
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
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
    const buffer = toBuffer(chunk, encoding);
    const done = callbackOf(chunk, encoding, callback);
    if (buffer) chunks.push(buffer);
    restore();
    const body = Buffer.concat(chunks);
    const send = (out: Buffer) => {
      if (!res.headersSent) {
        res.removeHeader("transfer-encoding");
        res.setHeader("Content-Length", out.length);
      }
      end(out, done);
    };
    // Nothing to encode (a 304, an empty answer): sent as it is.
    if (body.length === 0 || res.statusCode === 204 || res.statusCode === 304) {
      end(body.length ? body : undefined, done);
      return res;
    }
    finish(body).then(send, () => send(body));
    return res;
  }) as ServerResponse["end"];
}
