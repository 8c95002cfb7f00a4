import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressible, BodyCache, createCompressor, encode, encodeCached, negotiate } from "@/server/compression";

describe("negotiate", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["gzip;q=0", null],
    ["identity", null],
    ["", null],
    [undefined, null],
    [" , ;q=, br;q=abc", null],
    // RFC 9110 allows optional whitespace around ";" and "=".
    ["br ; q=0.5, gzip ; q=0.4", "br"],
    ["br ; q=0, gzip", "gzip"],
    ["gzip;q = 1", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});

describe("compressible", () => {
  it("takes text, scripts, JSON and SVG, not images or fonts", () => {
    for (const type of ["text/html; charset=utf-8", "application/javascript; charset=UTF-8", "application/json", "text/x-component", "image/svg+xml", "text/css", "text/markdown; charset=utf-8", "text/plain; charset=utf-8"]) {
      expect(compressible(type), type).toBe(true);
    }
    for (const type of ["image/png", "image/webp", "font/woff2", "application/octet-stream", undefined]) expect(compressible(type), String(type)).toBe(false);
  });
});

const body = Buffer.from("<p>The same paragraph, many times over.</p>".repeat(500));

describe("encode", () => {
  it("round-trips with both encodings and both efforts; the best pass is no larger", async () => {
    expect(brotliDecompressSync(await encode(body, "br", "fast")).equals(body)).toBe(true);
    expect(gunzipSync(await encode(body, "gzip", "fast")).equals(body)).toBe(true);
    expect((await encode(body, "br", "best")).length).toBeLessThanOrEqual((await encode(body, "br", "fast")).length);
  });
});

describe("BodyCache", () => {
  it("keeps the most recently used entries within its byte budget", () => {
    const cache = new BodyCache(10);
    cache.set("a", Buffer.alloc(4));
    cache.set("b", Buffer.alloc(4));
    cache.get("a");
    cache.set("c", Buffer.alloc(4));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.length).toBe(4);
    expect(cache.get("c")?.length).toBe(4);
    expect(cache.bytes).toBe(8);
    cache.set("huge", Buffer.alloc(11));
    expect(cache.get("huge")).toBeUndefined();
    cache.set("a", Buffer.alloc(2));
    expect(cache.bytes).toBe(6);
  });
});

describe("encodeCached", () => {
  it("answers from the cache for a known version and upgrades the entry to the best encoding in the background", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024 });
    const first = await encodeCached(compressor, "/ v1 br", body, "br");
    expect(first && brotliDecompressSync(first).equals(body)).toBe(true);
    const best = await encode(body, "br", "best");
    await expect.poll(() => compressor.cache.get("/ v1 br")?.equals(best)).toBe(true);
    // A later call does not encode again: the same bytes come back.
    expect(await encodeCached(compressor, "/ v1 br", Buffer.from("ignored"), "br")).toBe(compressor.cache.get("/ v1 br"));
  });

  it("does not cache a body without a version", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024 });
    await encodeCached(compressor, null, body, "gzip");
    expect(compressor.cache.bytes).toBe(0);
  });

  it("encodes once for many concurrent requests of one version", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024, concurrency: 1, queueLimit: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, () => encodeCached(compressor, "/app.js s1 br", body, "br")));
    expect(new Set(results).size).toBe(1);
    expect(results[0]).not.toBeNull();
    expect(compressor.fast.shed).toBe(0);
  });

  it("sheds work past its queue: the caller gets null at once and sends the body as it is", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024, concurrency: 1, queueLimit: 2 });
    const big = Buffer.from(Array.from({ length: 200_000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join(""));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => encodeCached(compressor, `/page-${i} v br`, big, "br")));
    expect(results.filter((result) => result !== null)).toHaveLength(3);
    expect(compressor.fast.shed).toBe(7);
    expect(compressor.fast.pending).toBe(0);
  });
});
