import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressible, BodyCache, encode, encodeCached, negotiate } from "@/server/compression";

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
  ])("%j → %s", (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});

describe("compressible", () => {
  it("takes text, scripts, JSON and SVG, not images or fonts", () => {
    for (const type of ["text/html; charset=utf-8", "application/javascript; charset=UTF-8", "application/json", "text/x-component", "image/svg+xml", "text/css"]) expect(compressible(type), type).toBe(true);
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
    const cache = new BodyCache(1024 * 1024);
    const first = await encodeCached(cache, "v1 br /", body, "br");
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    await expect.poll(() => cache.get("v1 br /")?.length).toBeLessThanOrEqual(first.length);
    const best = await encode(body, "br", "best");
    await expect.poll(() => cache.get("v1 br /")?.equals(best)).toBe(true);
    // A later call does not encode again: the same bytes come back.
    expect(await encodeCached(cache, "v1 br /", Buffer.from("ignored"), "br")).toBe(cache.get("v1 br /"));
  });

  it("does not cache a body without a version", async () => {
    const cache = new BodyCache(1024 * 1024);
    await encodeCached(cache, null, body, "gzip");
    expect(cache.bytes).toBe(0);
  });
});
