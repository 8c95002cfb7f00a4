// The encoding step: Brotli when the client takes it, else gzip, and a bounded cache of encoded
// bodies keyed by a body's version (never the query string), so a prerendered page or a script
// is compressed once per version instead of once per request (Next.js alone gzips on every
// request). The work itself is bounded: a few encodings at a time, a short queue, and past that
// the body goes out unencoded (load is shed, never queued without limit). A body sent as it comes
// (a page rendered per request) is encoded on its way instead (encodeStream), by one of a bounded
// number of stream encoders.
import type { OutgoingHttpHeaders } from "node:http";
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { etagOf } from "../../lib/platform/http/etag.ts";
import { WorkLimiter } from "../../lib/platform/work-limiter.ts";
import { headerText, isHtml, perRequest, without, type Captured, type Head, type PolicyRequest } from "./types.ts";

export type Encoding = "br" | "gzip";

/** Smaller bodies are sent as they are: the encoding would not pay for its headers. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
/** Above this a body gets only the fast pass (Brotli 11 takes ~1.5 s per MB of one core). */
const MAX_BEST_BYTES = 1024 * 1024;
/**
 * Stream encoders open at once. Each holds zlib's state until its body ends (~0.25 MB for gzip,
 * ~0.4-0.6 MB for Brotli at quality 5), and a slow client keeps its encoder as long as its
 * connection lives; past this many, a body sent as it comes goes out unencoded.
 */
const STREAM_ENCODERS = 32;

/**
 * Text of every kind, scripts, JSON and XML, and every type with a `+json` or `+xml` suffix
 * (RFC 6839): feeds (`application/rss+xml`, `application/atom+xml`), SVG, JSON-LD, manifests.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)\b|[a-z]+\/[\w.+-]+\+(json|xml)\s*(;|$))/i;

export function compressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** The encoding to send for an `Accept-Encoding` header: `br` over `gzip`; none for `q=0` or absent. */
export function negotiate(acceptEncoding: string | undefined): Encoding | null {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    // RFC 9110 allows whitespace around ";" ("br ; q=0.5").
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => param.replace(/\s+/g, "")).find((param) => param.startsWith("q="));
    // RFC 9110 12.4.2: a weight is 0 to 1 with up to three decimals; a malformed one counts as 0.
    quality.set(name, q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : 0);
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `fast` answers the request at hand (~2 ms for a 100 KB page); `best` replaces it in the cache. */
export function encode(body: Buffer, encoding: Encoding, effort: "fast" | "best"): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: effort === "best" ? 9 : 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "best" ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** What a miss needs to encode. */
type Miss = { body: Buffer; encoding: Encoding };

/** Least recently used response bodies (encoded, or HTML with its scripts deferred), at most `cacheBytes` in all. */
export type BodyCache = LRUCache<string, Buffer, Miss>;

export type Compressor = {
  cache: BodyCache;
  /** The encoding that answers a request. */
  fast: WorkLimiter;
  /** The background pass that replaces a cached fast encoding with the best one. */
  best: WorkLimiter;
  /** The encoders of bodies encoded as they are sent. */
  streams: StreamEncoders;
};

/**
 * An encoder a body goes through as it is sent: `stream` takes the body's bytes and gives the
 * encoded ones; `flush` makes it give out all it has taken so far, in a form the client can decode
 * at once (a sync flush: the compression carries on from there).
 */
export type StreamEncoder = { stream: Transform; flush(): void };

/** At most `limit` stream encoders open at once; each gives its place back when its stream closes (ended or destroyed). */
export class StreamEncoders {
  readonly limit: number;
  #open = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  get open(): number {
    return this.#open;
  }

  get available(): boolean {
    return this.#open < this.limit;
  }

  /** A new encoder for `encoding` (Brotli at the fast pass's quality, gzip at level 6), or null when all are in use. */
  take(encoding: Encoding): StreamEncoder | null {
    if (!this.available) return null;
    const stream =
      encoding === "gzip"
        ? zlib.createGzip({ level: 6 })
        : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    // Not zlib's default full flush for gzip, which would also drop what it has learnt of the body.
    const kind = encoding === "gzip" ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.BROTLI_OPERATION_FLUSH;
    this.#open += 1;
    stream.once("close", () => (this.#open -= 1));
    return { stream, flush: () => stream.flush(kind) };
  }
}

export function createCompressor({
  cacheBytes = 64 * 1024 * 1024,
  concurrency = 2,
  queueLimit = 16,
  streamEncoders = STREAM_ENCODERS,
} = {}): Compressor {
  const fast = new WorkLimiter({ concurrency, queueLimit });
  // One background thread at most, and a short list: Brotli 11 costs ~1.5 s per MB.
  const best = new WorkLimiter({ concurrency: 1, queueLimit: 8 });
  const upgrade = (key: string, encoded: Buffer, { body, encoding }: Miss) =>
    void best
      .run(async () => {
        // Still wanted (not evicted or replaced) by the time its turn comes?
        if (cache.peek(key) !== encoded) return;
        const better = await encode(body, encoding, "best");
        if (cache.peek(key) === encoded && better.length < encoded.length) cache.set(key, better);
      })
      ?.catch(() => undefined);
  const cache: BodyCache = new LRUCache<string, Buffer, Miss>({
    maxSize: cacheBytes,
    // lru-cache counts sizes from 1; no body kept here is empty.
    sizeCalculation: (body) => Math.max(1, body.length),
    // A miss gets the fast encoding. lru-cache hands that one promise to every request for the
    // key meanwhile, and keeps nothing when it yields undefined (the job was shed) or fails.
    fetchMethod: async (key, _stale, { context }) => {
      const encoded = await fast.run(() => encode(context.body, context.encoding, "fast"));
      if (!encoded) return undefined;
      // Once the cache holds it (lru-cache stores it after this resolves), the best encoding may replace it.
      if (context.body.length <= MAX_BEST_BYTES) setImmediate(() => upgrade(key, encoded, context));
      return encoded;
    },
    // An entry evicted while it is encoded is still stored when done (as before lru-cache).
    ignoreFetchAbort: true,
  });
  return { cache, fast, best, streams: new StreamEncoders(streamEncoders) };
}

/**
 * The body encoded with `encoding`, or null when the compressor is saturated or the encoding
 * failed (send it as it is). With a `key` (version, encoding) the result is cached and later
 * calls reuse it; concurrent calls for one key share one encoding; the best encoding then
 * replaces the fast one in the background, if the background queue has room.
 */
export async function encodeCached(
  { cache, fast }: Compressor,
  key: string | null,
  body: Buffer,
  encoding: Encoding,
): Promise<Buffer | null> {
  // A hit is answered at once (lru-cache's fetch would get it too, with more work per call).
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  try {
    if (key === null) return (await fast.run(() => encode(body, encoding, "fast"))) ?? null;
    return (await cache.fetch(key, { context: { body, encoding } })) ?? null;
  } catch {
    return null;
  }
}

/**
 * What a cached body is filed under, or null for one never kept: only a 200, not marked private
 * or no-store. A version names the body Next.js rendered, never the query string: `?fbclid=…` and
 * `?v=…` find the same entry. For pages and route output Next.js's ETag is a digest of the body
 * (and its length), so one body served at many paths (the Studio shell at every `/studio/…` deep
 * link) is one entry too. A static file's ETag is only its size and time, so its path is part of
 * its version. A route handler's answer may carry no ETag (Next.js computes none for route
 * handlers): unless it is a page, its version is a digest of its bytes (lib/platform/http/etag.ts), so it
 * is encoded once per body too. A page without an ETag has no version (scripts.ts keeps its payload inline).
 */
export function versionOf(path: string, { status, headers, body }: Captured): string | null {
  const etag = headers.etag;
  if (status !== 200 || perRequest(headers)) return null;
  if (typeof etag !== "string")
    return isHtml(headers) ? null : `${headerText(headers, "content-type")}\n${etagOf(body)}`;
  return path.startsWith("/_next/static/") ? `${path}\n${etag}` : `${headerText(headers, "content-type")}\n${etag}`;
}

/**
 * The step, for a compressible body: `Vary: Accept-Encoding`, a weak ETag, and the body encoded
 * as the request accepts when it is worth it (from the cache under `version`).
 */
export async function encodeBody(
  request: PolicyRequest,
  response: Captured,
  compressor: Compressor,
  version: string | null,
): Promise<Captured> {
  if (!compressible(headerText(response.headers, "content-type"))) return response;
  const headers = encodable(response.headers);
  const encoding = negotiate(request.headers["accept-encoding"]);
  if (!encoding || response.body.length < MIN_COMPRESSIBLE_BYTES || headers["content-encoding"])
    return { ...response, headers };
  const encoded = await encodeCached(compressor, version && `${version}\n${encoding}`, response.body, encoding);
  // null: the compressor is saturated, and the body goes out as it is rather than wait.
  if (!encoded) return { ...response, headers };
  return { ...response, headers: { ...headers, "content-encoding": encoding }, body: encoded };
}

/** Statuses whose answer has no body. */
const BODILESS = new Set([204, 304]);

/**
 * The step for a compressible body sent as it comes (a page rendered per request), decided from
 * its head before any of it: the headers encodeBody gives (`Vary`, a weak ETag, and
 * `Content-Encoding` when the client takes Brotli or gzip, without a `Content-Length`), and the
 * encoder the body goes through on its way. A HEAD gets the headers its GET would have and no
 * encoder (it sends no body). Sent as it is: a body already encoded, one declared shorter than
 * MIN_COMPRESSIBLE_BYTES, an answer without a body, and any body while every stream encoder is in
 * use (load is shed, as encodeCached sheds it).
 */
export function encodeStream(
  request: PolicyRequest,
  head: Head,
  { streams }: Compressor,
): Head & { encoder: StreamEncoder | null } {
  const { status } = head;
  if (!compressible(headerText(head.headers, "content-type"))) return { ...head, encoder: null };
  const headers = encodable(head.headers);
  const encoding = negotiate(request.headers["accept-encoding"]);
  const length = headerText(headers, "content-length");
  const plain = { status, headers, encoder: null };
  if (
    !encoding ||
    headers["content-encoding"] ||
    BODILESS.has(status) ||
    (length !== "" && Number(length) < MIN_COMPRESSIBLE_BYTES)
  )
    return plain;
  const encoded = { ...without(headers, "content-length"), "content-encoding": encoding };
  if (request.method === "HEAD") return streams.available ? { status, headers: encoded, encoder: null } : plain;
  const encoder = streams.take(encoding);
  return encoder ? { status, headers: encoded, encoder } : plain;
}

/**
 * The headers of a compressible answer, encoded or not: `Vary: Accept-Encoding`, and its ETag
 * weak: the same version in another encoding is not byte-identical (RFC 9110, 8.8.3). Weak
 * whether or not this answer is encoded, so every answer for a version has one validator.
 */
function encodable(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const varied = withVary(headers, "Accept-Encoding");
  const etag = varied.etag;
  return typeof etag === "string" && !etag.startsWith("W/") ? { ...varied, etag: `W/${etag}` } : varied;
}

function withVary(headers: OutgoingHttpHeaders, name: string): OutgoingHttpHeaders {
  const vary = headerText(headers, "vary");
  const names = vary.split(",").map((each) => each.trim().toLowerCase());
  return names.includes(name.toLowerCase()) ? headers : { ...headers, vary: vary ? `${vary}, ${name}` : name };
}
