// Response compression for the custom server: Brotli when the client takes it, else gzip, and
// a bounded cache of encoded bodies keyed by the response's ETag, so a prerendered page or a
// script is compressed once per version instead of once per request.
import { promisify } from "node:util";
import zlib from "node:zlib";

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
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
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

/**
 * The body encoded with `encoding`: from the cache when `key` (ETag and encoding) is known,
 * else a fast encoding now and the best one in the background (zlib works off the main thread).
 */
export async function encodeCached(cache: BodyCache, key: string | null, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  const fast = await encode(body, encoding, "fast");
  if (key !== null) {
    cache.set(key, fast);
    if (body.length <= MAX_BEST_BYTES) {
      encode(body, encoding, "best").then(
        (best) => {
          if (cache.get(key) === fast && best.length < fast.length) cache.set(key, best);
        },
        () => undefined,
      );
    }
  }
  return fast;
}
