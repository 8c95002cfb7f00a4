import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { etagOf } from "@/lib/platform/http/etag";
import { deferredScripts } from "@/server/html";
import { createPolicy } from "@/server/policy";
import { createCompressor } from "@/server/policy/encoding";

/*
 * The whole policy, without a socket: what is sent for what Next.js rendered.
 */
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><main>${"<p>Notarize online.</p>".repeat(200)}</main></body></html>`;
const NEXT_PAGE = "s-maxage=3600, stale-while-revalidate=31532400";
const rendered = (headers: Record<string, string | number> = {}, status = 200, body = Buffer.from(PAGE)) => ({
  status,
  headers: {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
    etag: '"v1"',
    vary: "rsc",
    "cache-control": NEXT_PAGE,
    ...headers,
  },
  body,
});
const get = (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") => ({ method, path: "/", headers });

describe("createPolicy", () => {
  it("takes GET and HEAD outside /api/ only", () => {
    const { takes } = createPolicy();
    expect([takes("GET", "/"), takes("HEAD", "/solutions/esign"), takes("GET", "/_next/static/chunks/app.js")]).toEqual(
      [true, true, true],
    );
    expect([takes("POST", "/"), takes("GET", "/api/health"), takes("OPTIONS", "/"), takes(undefined, "/")]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("runs every step in order: lifetime, internal headers, scripts, encoding, validators, length", async () => {
    const policy = createPolicy({ sharedMaxAgeS: 60 });
    const out = await policy.answer(
      get({ "accept-encoding": "br" }),
      rendered({ "transfer-encoding": "chunked", "x-nextjs-cache": "HIT" }),
    );
    expect(out.status).toBe(200);
    expect(out.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "content-length": out.body.length,
      // Of the page as it is sent (server/policy/scripts.ts), weak (encoding.ts).
      etag: expect.stringMatching(/^W\/"[\w-]{22}"$/),
      vary: "rsc, Accept-Encoding",
      "cache-control": "s-maxage=60, stale-while-revalidate=60",
      "content-encoding": "br",
      "accept-ranges": "bytes",
    });
    expect(deferredScripts(brotliDecompressSync(out.body).toString("utf8"))).toEqual(["/_next/static/chunks/app.js"]);
  });

  it("answers a HEAD with the GET's headers and length, and a 304 without a length", async () => {
    const policy = createPolicy();
    const full = await policy.answer(get({ "accept-encoding": "gzip" }), rendered());
    const head = await policy.answer(get({ "accept-encoding": "gzip" }, "HEAD"), rendered());
    expect(head.headers).toEqual(full.headers);
    const notModified = await policy.answer(
      get({ "accept-encoding": "gzip", "if-none-match": String(full.headers.etag) }),
      rendered(),
    );
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-length"]).toBeUndefined();
    expect(notModified.headers.etag).toBe(full.headers.etag);
    expect(notModified.headers["cache-control"]).toBe(NEXT_PAGE);
  });

  it("repairs a cached redirect's Location before anything else", async () => {
    const moved = Buffer.from(
      '<html><body><script>"digest":"NEXT_REDIRECT;replace;/solutions/hybrid-closings;308;"</script></body></html>',
    );
    const out = await createPolicy().answer(get(), {
      status: 308,
      headers: { "content-type": "text/html" },
      body: moved,
    });
    expect(out.headers.location).toBe("/solutions/hybrid-closings");
    expect(out.headers["content-length"]).toBe(moved.length);
  });

  it("sends an empty answer, a 204 and Next.js's own 304 as they are, with only the lifetime", async () => {
    const policy = createPolicy({ sharedMaxAgeS: 0 });
    const empty = await policy.answer(get(), {
      status: 307,
      headers: { location: "/", "cache-control": NEXT_PAGE },
      body: Buffer.alloc(0),
    });
    expect(empty).toEqual({
      status: 307,
      headers: { location: "/", "cache-control": "no-cache" },
      body: Buffer.alloc(0),
    });
    const notModified = {
      status: 304,
      headers: { etag: '"v1"', "content-length": "10" },
      body: Buffer.from("ignored"),
    };
    expect(await policy.answer(get(), notModified)).toEqual(notModified);
  });

  it("serves from one cache entry per version, whatever the query string", async () => {
    const compressor = createCompressor();
    const policy = createPolicy({ compressor });
    const first = await policy.answer({ ...get({ "accept-encoding": "br" }), path: "/" }, rendered());
    const again = await policy.answer({ ...get({ "accept-encoding": "br" }), path: "/" }, rendered());
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag).slice(2);
    expect([...compressor.cache.keys()].sort()).toEqual([
      `text/html; charset=utf-8\n${etag}\nbr`,
      'text/html; charset=utf-8\n"v1"\nhtml',
    ]);
  });

  it("compresses a feed once per body, with or without an ETag, whatever the query string, and answers 304 for its ETag", async () => {
    const compressor = createCompressor();
    const policy = createPolicy({ compressor, sharedMaxAgeS: 60 });
    const xml = Buffer.from(
      `<?xml version="1.0"?><rss version="2.0"><channel>${"<item><title>Remote online notarization</title></item>".repeat(60)}</channel></rss>`,
    );
    const feed = (headers: Record<string, string> = {}) => ({
      status: 200,
      headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": NEXT_PAGE, ...headers },
      body: xml,
    });
    for (const headers of [{ etag: '"f1"' }, {}] as Record<string, string>[]) {
      const asked = (query: string, more: Record<string, string> = {}) =>
        policy.answer(
          { method: "GET", path: "/resources/feed.xml", query, headers: { "accept-encoding": "br", ...more } },
          feed(headers),
        );
      const first = await asked("");
      expect(first.headers["content-encoding"]).toBe("br");
      expect(first.headers.vary).toBe("Accept-Encoding");
      expect(brotliDecompressSync(first.body).equals(xml)).toBe(true);
      expect(first.body.length).toBeLessThan(xml.length / 4);
      expect((await asked("utm_source=x")).body).toBe(first.body);
      if (headers.etag) expect((await asked("", { "if-none-match": 'W/"f1"' })).status).toBe(304);
    }
    expect([...compressor.cache.keys()].sort()).toEqual([
      'application/rss+xml; charset=utf-8\n"f1"\nbr',
      `application/rss+xml; charset=utf-8\n${etagOf(xml)}\nbr`,
    ]);
  });

  it("gives a streamed body only the lifetime, and no ranges", () => {
    const policy = createPolicy({ sharedMaxAgeS: 60 });
    expect(
      policy.streamed({ "content-type": "text/plain", "accept-ranges": "bytes", "cache-control": NEXT_PAGE }),
    ).toEqual({
      "content-type": "text/plain",
      "cache-control": "s-maxage=60, stale-while-revalidate=60",
    });
  });

  it("holds HTML and compressible bodies for the steps, and passes everything else", () => {
    const { handling } = createPolicy();
    const head = (type?: string) => ({
      status: 200,
      headers: type ? { "content-type": type, "cache-control": NEXT_PAGE } : {},
    });
    expect(
      [
        "text/html; charset=utf-8",
        "application/javascript",
        "application/json",
        "text/x-component",
        "image/svg+xml",
        "application/rss+xml",
      ].map((type) => handling(get(), head(type))),
    ).toEqual(["hold", "hold", "hold", "hold", "hold", "hold"]);
    expect(
      ["image/png", "image/jpeg", "font/woff2", "application/octet-stream", undefined].map((type) =>
        handling(get(), head(type)),
      ),
    ).toEqual(["pass", "pass", "pass", "pass", "pass"]);
  });

  it("streams a page rendered per request, and holds every page a step needs whole", () => {
    const { handling } = createPolicy();
    const html = (cacheControl: string | undefined, status = 200, more: Record<string, string> = {}) => ({
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        ...(cacheControl ? { "cache-control": cacheControl } : {}),
        ...more,
      },
    });
    // Next.js's header for draft mode and for pages rendered on demand (a not-found page among them).
    const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";
    expect(handling(get(), html(PER_REQUEST))).toBe("stream");
    expect(handling(get(), html(PER_REQUEST, 404))).toBe("stream");
    expect(handling(get({}, "HEAD"), html(PER_REQUEST, 404))).toBe("stream");
    expect(handling(get(), html("no-store"))).toBe("stream");
    expect(handling(get(), html("private, max-age=0"))).toBe("stream");
    expect(handling(get(), html(PER_REQUEST, 307, { location: "/" }))).toBe("stream");
    // A prerendered page (rewritten, kept under its version), one Next.js sent with no-cache only
    // (it may still have a version) and one without a Cache-Control are held as before.
    expect(handling(get(), html(NEXT_PAGE))).toBe("hold");
    expect(handling(get(), html(NEXT_PAGE, 404))).toBe("hold");
    expect(handling(get(), html("no-cache"))).toBe("hold");
    expect(handling(get(), html(undefined, 404))).toBe("hold");
    // A redirect without a Location: its address is read from the body.
    expect(handling(get(), html(PER_REQUEST, 308))).toBe("hold");
    // A payload address: answered by the scripts step, not with the page.
    expect(handling({ ...get(), query: "_payload=abc" }, html(PER_REQUEST))).toBe("hold");
    // Not HTML: a per-request flight answer is still encoded whole.
    expect(
      handling(get(), { status: 200, headers: { "content-type": "text/x-component", "cache-control": PER_REQUEST } }),
    ).toBe("hold");
  });

  it("gives a page it streams the head the steps would give it: no diagnostics, no ranges, encoded as it goes", () => {
    const policy = createPolicy({ sharedMaxAgeS: 60 });
    const page = {
      status: 404,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        vary: "rsc",
        "x-nextjs-cache": "MISS",
        "x-body-length": "10",
      },
    };
    const encoded = policy.streamPage(get({ "accept-encoding": "gzip, br" }), page);
    expect(encoded.status).toBe(404);
    expect(encoded.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      vary: "rsc, Accept-Encoding",
      "content-encoding": "br",
    });
    expect(encoded.encoder).not.toBeNull();
    encoded.encoder?.stream.destroy();
    const plain = policy.streamPage(get(), page);
    expect(plain.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      vary: "rsc, Accept-Encoding",
    });
    expect(plain.encoder).toBeNull();
    // A HEAD: the GET's headers, and nothing to encode.
    const head = policy.streamPage(get({ "accept-encoding": "gzip" }, "HEAD"), page);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.encoder).toBeNull();
  });

  it("decides a streamed body's status and headers from its head: the route's length, a 304, a range, the lifetime", () => {
    const policy = createPolicy({ sharedMaxAgeS: 60 });
    const image = {
      status: 200,
      headers: { "content-type": "image/png", "x-body-length": "1000", etag: '"i1"', "cache-control": NEXT_PAGE },
    };
    expect(policy.passed(get(), image)).toEqual({
      status: 200,
      headers: {
        "content-type": "image/png",
        "content-length": 1000,
        etag: '"i1"',
        "cache-control": "s-maxage=60, stale-while-revalidate=60",
        "accept-ranges": "bytes",
      },
      send: "all",
    });
    const notModified = policy.passed(get({ "if-none-match": '"i1"' }), image);
    expect(notModified).toMatchObject({ status: 304, send: "none" });
    expect(notModified.headers["content-length"]).toBeUndefined();
    expect(policy.passed(get({ range: "bytes=10-19" }), image)).toMatchObject({
      status: 206,
      headers: { "content-length": 10, "content-range": "bytes 10-19/1000" },
      send: { start: 10, end: 19 },
    });
    expect(policy.passed(get({ range: "bytes=5000-" }), image)).toMatchObject({
      status: 416,
      headers: { "content-length": 0, "content-range": "bytes */1000" },
      send: "none",
    });
    // Without a known length: the whole body, and no ranges offered.
    const unknown = policy.passed(get({ range: "bytes=10-19" }), {
      status: 200,
      headers: { "content-type": "image/png", etag: '"i1"' },
    });
    expect(unknown).toEqual({ status: 200, headers: { "content-type": "image/png", etag: '"i1"' }, send: "all" });
    // Another status is left alone.
    expect(policy.passed(get({ "if-none-match": '"i1"' }), { ...image, status: 404 })).toMatchObject({
      status: 404,
      send: "all",
    });
  });
});
