import { once } from "node:events";
import type { Transform } from "node:stream";
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  compressible,
  createCompressor,
  encode,
  encodeBody,
  encodeCached,
  encodeStream,
  negotiate,
  versionOf,
} from "@/server/policy/encoding";

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
    for (const type of [
      "text/html; charset=utf-8",
      "application/javascript; charset=UTF-8",
      "application/json",
      "text/x-component",
      "image/svg+xml",
      "text/css",
      "text/markdown; charset=utf-8",
      "text/plain; charset=utf-8",
    ]) {
      expect(compressible(type), type).toBe(true);
    }
    for (const type of ["image/png", "image/webp", "font/woff2", "application/octet-stream", undefined])
      expect(compressible(type), String(type)).toBe(false);
  });

  it("takes every +json and +xml type: feeds, JSON-LD, manifests, problem details", () => {
    for (const type of [
      "application/rss+xml; charset=utf-8",
      "application/atom+xml",
      "application/ld+json",
      "application/manifest+json",
      "application/problem+json",
      "application/vnd.api+json; charset=utf-8",
      "application/xml",
      "APPLICATION/RSS+XML",
    ]) {
      expect(compressible(type), type).toBe(true);
    }
    for (const type of [
      "application/zip",
      "application/vnd.example+zip",
      "application/xmlx",
      "image/avif",
      "application/x-json+gzip",
    ])
      expect(compressible(type), type).toBe(false);
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

describe("the body cache", () => {
  it("keeps the most recently used entries within its byte budget", () => {
    const { cache } = createCompressor({ cacheBytes: 10 });
    cache.set("a", Buffer.alloc(4));
    cache.set("b", Buffer.alloc(4));
    cache.get("a");
    cache.set("c", Buffer.alloc(4));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.length).toBe(4);
    expect(cache.get("c")?.length).toBe(4);
    expect(cache.calculatedSize).toBe(8);
    cache.set("huge", Buffer.alloc(11));
    expect(cache.get("huge")).toBeUndefined();
    cache.set("a", Buffer.alloc(2));
    expect(cache.calculatedSize).toBe(6);
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
    expect(await encodeCached(compressor, "/ v1 br", Buffer.from("ignored"), "br")).toBe(
      compressor.cache.get("/ v1 br"),
    );
  });

  it("does not cache a body without a version", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024 });
    await encodeCached(compressor, null, body, "gzip");
    expect(compressor.cache.calculatedSize).toBe(0);
  });

  it("encodes once for many concurrent requests of one version", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024, concurrency: 1, queueLimit: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => encodeCached(compressor, "/app.js s1 br", body, "br")),
    );
    expect(new Set(results).size).toBe(1);
    expect(results[0]).not.toBeNull();
    expect(compressor.fast.shed).toBe(0);
  });

  it("sheds work past its queue: the caller gets null at once and sends the body as it is", async () => {
    const compressor = createCompressor({ cacheBytes: 1024 * 1024, concurrency: 1, queueLimit: 2 });
    const big = Buffer.from(
      Array.from({ length: 200_000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join(""),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => encodeCached(compressor, `/page-${i} v br`, big, "br")),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(3);
    expect(compressor.fast.shed).toBe(7);
    expect(compressor.fast.pending).toBe(0);
  });
});

describe("versionOf", () => {
  const page = (status: number, headers: Record<string, string>) => ({ status, headers, body: Buffer.alloc(0) });
  it("files a page under its type and ETag, a static file under its path too, never a query", () => {
    expect(versionOf("/", page(200, { "content-type": "text/html", etag: '"v1"' }))).toBe('text/html\n"v1"');
    expect(versionOf("/studio/desk", page(200, { "content-type": "text/html", etag: '"v1"' }))).toBe('text/html\n"v1"');
    expect(
      versionOf("/_next/static/chunks/app.js", page(200, { "content-type": "application/javascript", etag: 'W/"s1"' })),
    ).toBe('/_next/static/chunks/app.js\nW/"s1"');
  });

  it("files a route's answer without an ETag under its type and a digest of its bytes, whatever its path", () => {
    const feed = (text: string, headers: Record<string, string> = {}) => ({
      status: 200,
      headers: { "content-type": "application/rss+xml; charset=utf-8", ...headers },
      body: Buffer.from(text),
    });
    const version = versionOf("/resources/feed.xml", feed("<rss>one</rss>"));
    expect(version).toMatch(/^application\/rss\+xml; charset=utf-8\n"[\w-]{22}"$/);
    expect(versionOf("/es/recursos/feed.xml", feed("<rss>one</rss>"))).toBe(version);
    expect(versionOf("/resources/feed.xml", feed("<rss>two</rss>"))).not.toBe(version);
    expect(
      versionOf("/resources/feed.xml", feed("<rss>one</rss>", { "cache-control": "private, no-store" })),
    ).toBeNull();
    expect(versionOf("/resources/feed.xml", { ...feed("<rss>one</rss>"), status: 404 })).toBeNull();
  });

  it("keeps nothing for a page without an ETag, for another status, or marked private or no-store", () => {
    expect(versionOf("/", page(200, { "content-type": "text/html" }))).toBeNull();
    expect(versionOf("/", page(404, { "content-type": "text/html", etag: '"v1"' }))).toBeNull();
    expect(versionOf("/", page(200, { etag: '"v1"', "cache-control": "private, no-cache" }))).toBeNull();
    expect(versionOf("/", page(200, { etag: '"v1"', "cache-control": "no-store" }))).toBeNull();
  });
});

describe("encodeBody", () => {
  const request = (acceptEncoding?: string) => ({
    method: "GET" as const,
    path: "/",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
  const html = (headers: Record<string, string> = {}) => ({
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", etag: '"v1"', vary: "rsc", ...headers },
    body,
  });

  it("encodes as the request accepts, with Vary and a weak ETag, from the cache under the version", async () => {
    const compressor = createCompressor();
    const out = await encodeBody(request("gzip, br"), html(), compressor, 'text/html\n"v1"');
    expect(out.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      etag: 'W/"v1"',
      vary: "rsc, Accept-Encoding",
      "content-encoding": "br",
    });
    expect(brotliDecompressSync(out.body).equals(body)).toBe(true);
    expect(compressor.cache.has('text/html\n"v1"\nbr')).toBe(true);
  });

  it("weakens the ETag and adds Vary when it does not encode: no encoding accepted, a tiny body, one already encoded", async () => {
    const compressor = createCompressor();
    const plain = await encodeBody(request(), html(), compressor, null);
    expect(plain.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      etag: 'W/"v1"',
      vary: "rsc, Accept-Encoding",
    });
    expect(plain.body).toBe(body);
    const tiny = await encodeBody(request("br"), { ...html(), body: Buffer.from("<p>hi</p>") }, compressor, null);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    const encoded = await encodeBody(
      request("br"),
      html({ "content-encoding": "gzip", vary: "Accept-Encoding" }),
      compressor,
      null,
    );
    expect(encoded.headers).toMatchObject({ "content-encoding": "gzip", vary: "Accept-Encoding" });
    expect(encoded.body).toBe(body);
  });

  it("leaves what is not compressible alone", async () => {
    const image = { status: 200, headers: { "content-type": "image/png", etag: '"i1"' }, body };
    expect(await encodeBody(request("br"), image, createCompressor(), null)).toBe(image);
  });

  it("sends the body as it is when the compressor is saturated", async () => {
    const compressor = createCompressor({ concurrency: 0, queueLimit: 0 });
    const out = await encodeBody(request("br"), html(), compressor, null);
    expect(out.headers["content-encoding"]).toBeUndefined();
    expect(out.body).toBe(body);
  });
});

describe("stream encoders", () => {
  /** The next thing `decoder` gives out. */
  const nextOut = (decoder: Transform) => once(decoder, "data").then(([chunk]) => (chunk as Buffer).toString("utf8"));

  it.each(["br", "gzip"] as const)(
    "%s: gives out each part it is flushed after, decodable at once, and the whole body at its end",
    async (encoding) => {
      const compressor = createCompressor();
      const encoder = compressor.streams.take(encoding);
      if (!encoder) throw new Error("no encoder");
      const decoder = encoding === "br" ? createBrotliDecompress() : createGunzip();
      encoder.stream.pipe(decoder);
      encoder.stream.write("<!DOCTYPE html><html><head></head><body>");
      encoder.flush();
      expect(await nextOut(decoder)).toBe("<!DOCTYPE html><html><head></head><body>");
      encoder.stream.write("<main>the rest</main>");
      encoder.flush();
      expect(await nextOut(decoder)).toBe("<main>the rest</main>");
      encoder.stream.end("</body></html>");
      expect(await nextOut(decoder)).toBe("</body></html>");
      await once(decoder, "end");
    },
  );

  it("opens at most its limit at once; each one closed, ended or destroyed, gives its place back", async () => {
    const { streams } = createCompressor({ streamEncoders: 2 });
    const first = streams.take("br");
    const second = streams.take("gzip");
    expect([first, second].every(Boolean)).toBe(true);
    expect(streams.take("br")).toBeNull();
    expect([streams.open, streams.available]).toEqual([2, false]);
    first?.stream.destroy();
    await once(first!.stream, "close");
    expect(streams.open).toBe(1);
    second?.stream.resume();
    second?.stream.end("done");
    await once(second!.stream, "close");
    expect([streams.open, streams.available]).toEqual([0, true]);
  });
});

describe("encodeStream", () => {
  const request = (acceptEncoding?: string, method: "GET" | "HEAD" = "GET") => ({
    method,
    path: "/missing",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
  const page = (headers: Record<string, string | number> = {}, status = 404) => ({
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      vary: "rsc",
      ...headers,
    },
  });

  it("gives the headers encodeBody gives, without a length, and an encoder for the client's encoding", () => {
    const compressor = createCompressor();
    const out = encodeStream(request("gzip, br"), page({ etag: '"p1"', "content-length": 5000 }), compressor);
    expect(out.status).toBe(404);
    expect(out.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      vary: "rsc, Accept-Encoding",
      etag: 'W/"p1"',
      "content-encoding": "br",
    });
    expect(out.encoder).not.toBeNull();
    expect(compressor.streams.open).toBe(1);
    out.encoder?.stream.destroy();
  });

  it("encodes nothing for a client that takes no encoding, a short or already encoded body, an answer without a body, or what is not compressible", () => {
    const compressor = createCompressor();
    expect(encodeStream(request(), page(), compressor)).toEqual({
      status: 404,
      headers: { ...page().headers, vary: "rsc, Accept-Encoding" },
      encoder: null,
    });
    expect(encodeStream(request("br"), page({ "content-length": 300 }), compressor).headers).toMatchObject({
      "content-length": 300,
    });
    expect(
      encodeStream(request("br"), page({ "content-encoding": "gzip" }), compressor).headers["content-encoding"],
    ).toBe("gzip");
    expect(encodeStream(request("br"), page({}, 304), compressor).encoder).toBeNull();
    const image = { status: 200, headers: { "content-type": "image/png" } };
    expect(encodeStream(request("br"), image, compressor)).toEqual({ ...image, encoder: null });
    expect(compressor.streams.open).toBe(0);
  });

  it("answers a HEAD with the GET's headers and no encoder, and sends a body as it is while every encoder is in use", () => {
    const compressor = createCompressor({ streamEncoders: 1 });
    const head = encodeStream(request("br", "HEAD"), page(), compressor);
    expect([head.headers["content-encoding"], head.encoder, compressor.streams.open]).toEqual(["br", null, 0]);
    const taken = encodeStream(request("br"), page(), compressor);
    const shed = encodeStream(request("br"), page(), compressor);
    expect(taken.headers["content-encoding"]).toBe("br");
    expect([shed.headers["content-encoding"], shed.encoder]).toEqual([undefined, null]);
    expect(shed.headers.vary).toBe("rsc, Accept-Encoding");
    expect(encodeStream(request("br", "HEAD"), page(), compressor).headers["content-encoding"]).toBeUndefined();
    taken.encoder?.stream.destroy();
  });
});
