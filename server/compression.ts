// Response compression for the custom server: Brotli when the client takes it, else gzip, and
// a bounded cache of encoded bodies keyed by path and ETag (never the query string), so a
// prerendered page or a script is compressed once per version instead of once per request.
// The work itself is bounded: a few encodings at a time, a short queue, and past that the
// body goes out unencoded (load is shed, never queued without limit).
import { promisify } from "node:util";
import zlib from "node:zlib";
import { WorkLimiter } from "../lib/work-limiter.ts";

export type Encoding = "br" | "gzip";

/** Smaller bodies are sent as they are: the encoding would not pay for its headers. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
/** Above this a body gets only the fast pass (Brotli 11 takes ~1.5 s per MB of one core). */
const MAX_BEST_BYTES = 1024 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

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

/** Least recently used response bodies (encoded, or HTML with its scripts deferred), at most `maxBytes` in all. */
export class BodyCache {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Like `get`, without making the entry more recent. */
  peek(key: string): Buffer | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [oldest, buffer] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= buffer.length;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (!value) return;
    this.#entries.delete(key);
    this.#bytes -= value.length;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

export type Compressor = {
  cache: BodyCache;
  /** The encoding that answers a request. */
  fast: WorkLimiter;
  /** The background pass that replaces a cached fast encoding with the best one. */
  best: WorkLimiter;
  /** Fast encodings under way, by cache key: concurrent misses for one version share one. */
  inFlight: Map<string, Promise<Buffer | null>>;
};

export function createCompressor({ cacheBytes = 64 * 1024 * 1024, concurrency = 2, queueLimit = 16 } = {}): Compressor {
  return {
    cache: new BodyCache(cacheBytes),
    fast: new WorkLimiter({ concurrency, queueLimit }),
    // One background thread at most, and a short list: Brotli 11 costs ~1.5 s per MB.
    best: new WorkLimiter({ concurrency: 1, queueLimit: 8 }),
    inFlight: new Map(),
  };
}

/**
 * The body encoded with `encoding`, or null when the compressor is saturated (send it as it
 * is). With a `key` (path, ETag, encoding) the result is cached and later calls reuse it;
 * concurrent calls for one key share one encoding; the best encoding then replaces the
 * fast one in the background, if the background queue has room.
 */
export function encodeCached(compressor: Compressor, key: string | null, body: Buffer, encoding: Encoding): Promise<Buffer | null> {
  const { cache, fast, best, inFlight } = compressor;
  if (key === null) return fast.run(() => encode(body, encoding, "fast")) ?? Promise.resolve(null);
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  const running = inFlight.get(key);
  if (running) return running;
  const job = fast.run(() => encode(body, encoding, "fast"));
  if (!job) return Promise.resolve(null);
  const result = job.then(
    (encoded) => {
      cache.set(key, encoded);
      if (body.length <= MAX_BEST_BYTES) {
        void best.run(async () => {
          // Still wanted (not evicted or replaced) by the time its turn comes?
          if (cache.peek(key) !== encoded) return;
          const better = await encode(body, encoding, "best");
          if (cache.peek(key) === encoded && better.length < encoded.length) cache.set(key, better);
        })?.catch(() => undefined);
      }
      return encoded;
    },
    () => null,
  );
  inFlight.set(key, result);
  void result.finally(() => inFlight.delete(key));
  return result;
}
