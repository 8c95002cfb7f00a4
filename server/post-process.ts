// Wraps Next.js's request handler: every GET and HEAD outside `/api/` is answered in one piece,
// its HTML with the scripts started after the first paint (html.ts) and its body compressed here
// (Brotli with a bounded cache and bounded work, compression.ts) instead of by Next.js (gzip on
// every request). Because the bytes that go out are not the bytes Next.js rendered, this layer
// also answers the conditional and range headers for them (conditional.ts): Next.js renders a
// plain 200, and the 304, 206, 412 or 416 is decided here, with the same validators and `Vary`
// as the 200. It also sets how long a CDN may keep a page (cache-control.ts, CDN_MAX_AGE_S).
// Route handlers, other methods and anything larger than MAX_BUFFERED_BYTES pass through
// untouched (a larger body keeps only the shared-cache lifetime).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { compressible, createCompressor, encodeCached, MIN_COMPRESSIBLE_BYTES, negotiate, type Compressor, type Encoding } from "./compression.ts";
import { sharedCacheControl } from "./cache-control.ts";
import { evaluatePreconditions, evaluateRange, takePreconditions, type Preconditions } from "./conditional.ts";
import { deferScripts } from "./html.ts";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Pages and scripts are far smaller; a larger body is sent on as it streams. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

type Callback = (error?: Error | null) => void;

/** The path of a request target, without its query: what a cached body is filed under (and what the access log names). */
export function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
}

export type PostProcessingOptions = {
  /**
   * CDN_MAX_AGE_S: the shared-cache lifetime of every answer Next.js marked with `s-maxage`
   * (sharedCacheControl); undefined leaves Next.js's header as it is.
   */
  sharedMaxAgeS?: number;
};

export function withPostProcessing(handle: RequestHandler, compressor: Compressor = createCompressor(), { sharedMaxAgeS }: PostProcessingOptions = {}): RequestHandler {
  const setLifetime = (res: ServerResponse) => {
    if (sharedMaxAgeS === undefined) return;
    const current = res.getHeader("cache-control");
    const next = typeof current === "string" ? sharedCacheControl(current, sharedMaxAgeS) : null;
    if (next !== null) res.setHeader("Cache-Control", next);
  };
  return (req, res) => {
    const method = req.method;
    const path = pathOf(req.url);
    if ((method !== "GET" && method !== "HEAD") || path.startsWith("/api/")) return handle(req, res);
    const encoding = negotiate(req.headers["accept-encoding"]);
    // Next.js then answers uncompressed, unconditionally and in full; the rest is decided here.
    delete req.headers["accept-encoding"];
    const conditions = takePreconditions(req.headers);
    // A HEAD is rendered as a GET, so it reports the length a GET sends (Node.js sends no body for it).
    if (method === "HEAD") req.method = "GET";
    bufferResponse(res, (body) => finish(res, body, { compressor, path, encoding, conditions, head: method === "HEAD" }), () => setLifetime(res));
    return handle(req, res);
  };
}

type Finish = { compressor: Compressor; path: string; encoding: Encoding | null; conditions: Preconditions; head: boolean };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Where a page Next.js rendered as a redirect sends the visitor, read from the redirect's digest
 * in the page's flight data (`NEXT_REDIRECT;<push|replace>;<url>;<status>;`, JSON-escaped once or
 * twice inside the HTML), or null. Only a path on this site or an http(s) address with the given
 * status is accepted.
 */
export function redirectLocationOf(html: string, status: number): string | null {
  const match = /NEXT_REDIRECT;(?:push|replace);([^"\s]{1,2048}?);(30[12378]);/.exec(html);
  if (!match || Number(match[2]) !== status) return null;
  let url = match[1] ?? "";
  for (let round = 0; round < 3 && url.includes("\\"); round++) {
    try {
      url = JSON.parse(`"${url}"`) as string;
    } catch {
      return null;
    }
  }
  if (!/^[\x21-\x7e]+$/.test(url) || /["'<>\\]/.test(url) || !(/^\/(?!\/)/.test(url) || /^https?:\/\//.test(url))) return null;
  return url;
}

/** The body to send for what Next.js rendered; sets the status and headers that go with it. */
async function finish(res: ServerResponse, body: Buffer, { compressor, path, encoding, conditions, head }: Finish): Promise<Buffer> {
  const contentType = String(res.getHeader("content-type") ?? "");
  // Next.js 16.4 re-renders a cached page in the background after its tag is revalidated; when
  // that render redirects (a solution page unpublished or moved since the build), the cache keeps
  // the redirect's status but not its Location, and every later visitor got a 307/308 with no
  // address to go to. The address is in the page's flight data.
  if (REDIRECT_STATUSES.has(res.statusCode) && !res.getHeader("location") && contentType.startsWith("text/html")) {
    const location = redirectLocationOf(body.toString("utf8"), res.statusCode);
    if (location) res.setHeader("Location", location);
  }
  const etag = res.getHeader("etag");
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  // A version names the body Next.js rendered, never the query string: `?fbclid=…` and `?v=…`
  // find the same entry. For pages and route output Next.js's ETag is a digest of the body (and
  // its length), so one body served at many paths (the Studio shell at every `/studio/…` deep
  // link) is one entry too. A static file's ETag is only its size and time, so its path is part
  // of its version. Responses marked private or no-store are never kept.
  const cacheable = res.statusCode === 200 && typeof etag === "string" && !/\b(no-store|private)\b/i.test(cacheControl);
  const version = cacheable ? (path.startsWith("/_next/static/") ? `${path}\n${etag}` : `${contentType}\n${etag}`) : null;
  let out = contentType.startsWith("text/html") ? withDeferredScripts(compressor, version, body) : body;
  if (compressible(contentType)) {
    addVary(res, "Accept-Encoding");
    // Weak: the same version in another encoding is not byte-identical (RFC 9110, 8.8.3). Weak
    // whether or not this answer is encoded, so every answer for a version has one validator.
    if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
    if (encoding && out.length >= MIN_COMPRESSIBLE_BYTES && !res.getHeader("content-encoding")) {
      const encoded = await encodeCached(compressor, version && `${version}\n${encoding}`, out, encoding);
      // null: the compressor is saturated, and the body goes out as it is rather than wait.
      if (encoded) {
        res.setHeader("Content-Encoding", encoding);
        out = encoded;
      }
    }
  }
  if (res.statusCode !== 200) return out;

  const validator = res.getHeader("etag");
  const lastModified = res.getHeader("last-modified");
  const precondition = evaluatePreconditions(conditions, typeof validator === "string" ? validator : undefined, lastModified);
  if (precondition !== null) {
    res.statusCode = precondition;
    for (const name of ["content-type", "content-encoding", "content-length", "accept-ranges"]) res.removeHeader(name);
    return Buffer.alloc(0);
  }
  res.setHeader("Accept-Ranges", "bytes");
  if (head) return out;
  const range = evaluateRange(conditions, out.length, typeof validator === "string" ? validator : undefined, lastModified);
  if (range.kind === "unsatisfiable") {
    res.statusCode = 416;
    res.setHeader("Content-Range", `bytes */${out.length}`);
    for (const name of ["content-type", "content-encoding"]) res.removeHeader(name);
    return Buffer.alloc(0);
  }
  if (range.kind === "partial") {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${out.length}`);
    return out.subarray(range.start, range.end + 1);
  }
  return out;
}

function withDeferredScripts({ cache }: Compressor, version: string | null, body: Buffer): Buffer {
  const key = version && `${version}\nhtml`;
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
 * `headers` adjusts the headers of every answer, whichever way it leaves, before anything is sent.
 */
function bufferResponse(res: ServerResponse, finish: (body: Buffer) => Promise<Buffer>, headers: () => void) {
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

  // Hands the response back to Node.js: later writes go straight out, in full (no ranges).
  const startStreaming = () => {
    restore();
    if (!res.headersSent) {
      res.removeHeader("accept-ranges");
      headers();
    }
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
    if (!res.headersSent) headers();
    const body = Buffer.concat(chunks);
    const send = (out: Buffer) => {
      if (res.headersSent) {
        end(out, done);
        return;
      }
      res.removeHeader("transfer-encoding");
      // A 304 carries no body and no length (the 200's length would be the only correct one).
      if (res.statusCode === 304) {
        res.removeHeader("content-length");
        end(undefined, done);
        return;
      }
      res.setHeader("Content-Length", out.length);
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
