import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferredScripts } from "@/server/html";
import { sendPlain, serve, trackResponse } from "@/server/adapter";
import { createPolicy } from "@/server/policy";
import { createCompressor } from "@/server/policy/encoding";

/*
 * The wrapper around a stand-in for Next.js's request handler that answers the way Next.js does:
 * headers with setHeader or writeHead, the body in one end() or in several writes.
 */

const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><main>${"<p>Notarize online.</p>".repeat(200)}</main></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(5000))});`;
/** A page Next.js 16.4 re-rendered in the background into a redirect: its cache kept the status, not the Location. */
const MOVED = `<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"b:E{\\"digest\\":\\"NEXT_REDIRECT;replace;/solutions/hybrid-closings;308;\\"}\\n"])</script></body></html>`;
const DOWNLOAD = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
let release: () => void = () => undefined;
const seen: { url?: string; acceptEncoding?: string }[] = [];
/** Conditional and range headers that reached the stand-in (the policy answers them: none should). */
const conditionalSeen: string[] = [];

function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url, acceptEncoding: req.headers["accept-encoding"] });
  conditionalSeen.push(...Object.keys(req.headers).filter((name) => name.startsWith("if-") || name === "range"));
  const url = (req.url ?? "/").split("?")[0];
  if (url === "/" || url === "/missing") {
    if (req.headers["if-none-match"] === '"v1"') {
      res.statusCode = 304;
      res.setHeader("ETag", '"v1"');
      res.end();
      return;
    }
    res.statusCode = url === "/" ? 200 : 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(PAGE));
    if (url === "/") res.setHeader("ETag", '"v1"');
    res.setHeader("Vary", "rsc");
    res.end(PAGE);
  } else if (url === "/_next/static/chunks/app.js") {
    res.writeHead(200, { "Content-Type": "application/javascript; charset=UTF-8", ETag: 'W/"s1"' });
    // In pieces, as a file stream writes it.
    for (let i = 0; i < SCRIPT.length; i += 1000) res.write(SCRIPT.slice(i, i + 1000));
    res.end();
  } else if (url === "/image.png") {
    res.setHeader("Content-Type", "image/png");
    res.end(Buffer.alloc(4000, 7));
  } else if (url === "/big") {
    res.setHeader("Content-Type", "text/plain");
    const chunk = Buffer.alloc(1024 * 1024, 97);
    for (let i = 0; i < 17; i += 1) res.write(chunk);
    res.end();
  } else if (url === "/api/echo") {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ acceptEncoding: req.headers["accept-encoding"] ?? null }));
  } else if (url === "/solutions/hybrid") {
    res.statusCode = 308;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(MOVED);
  } else if (url === "/download.bin") {
    // A route handler's stream of known length: Next.js drops its Content-Length, the route names it in X-Body-Length.
    res.setHeader("Content-Type", "application/octet-stream");
    res.setHeader("X-Body-Length", String(DOWNLOAD.length));
    res.setHeader("ETag", '"d1"');
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    let sent = 0;
    const next = () => {
      if (sent >= DOWNLOAD.length) return void res.end();
      res.write(DOWNLOAD.subarray(sent, sent + 1000));
      sent += 1000;
      setTimeout(next, 5);
    };
    next();
  } else if (url === "/held-open.png") {
    // The first bytes, then nothing until the test lets go: a body that streams is seen before its end.
    res.setHeader("Content-Type", "image/png");
    res.write(Buffer.alloc(100, 1));
    release = () => res.end(Buffer.alloc(100, 2));
  } else if (url === "/per-request") {
    // A page rendered per request, as Next.js's router sends one: by the time its head is flushed
    // the response already carries ten 'close' listeners (the router's, its compression's, ours).
    for (let i = 0; i < 10; i += 1) res.once("close", () => undefined);
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    res.flushHeaders();
    res.end(PAGE);
  } else if (url === "/tiny") {
    res.setHeader("Content-Type", "text/plain");
    res.end("ok");
  } else {
    res.statusCode = 500;
    res.end();
  }
}

let server: Server;
const compressor = createCompressor();
let base: string;
beforeAll(async () => {
  const policy = createPolicy({ compressor });
  server = createServer((req, res) => serve(req, res, nextStandIn, policy));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decode the body and drop Content-Encoding's effect on the length). */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the adapter with the policy", () => {
  it("sends a page with its scripts deferred, Brotli-encoded, with the right length, a weak ETag and Vary", async () => {
    const res = await get("/", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    // Weak, and of the page as it is sent (server/policy/scripts.ts), not of Next.js's bytes.
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    const html = brotliDecompressSync(res.body).toString("utf8");
    expect(deferredScripts(html)).toEqual(["/_next/static/chunks/app.js"]);
    expect(html).toContain("<p>Notarize online.</p>");
    // Next.js itself was asked for the identity encoding.
    expect(seen.at(-1)).toEqual({ url: "/", acceptEncoding: undefined });
  });

  it("falls back to gzip and to no encoding at all", async () => {
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(deferredScripts(gunzipSync(gzip.body).toString("utf8"))).toHaveLength(1);
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(deferredScripts(plain.body.toString("utf8"))).toHaveLength(1);
  });

  it("answers a 304 for the weak ETag it handed out, with the 200's validator and Vary", async () => {
    const etag = String((await get("/", { "accept-encoding": "br" })).headers.etag);
    for (const tag of [etag, etag.slice(2)]) {
      const res = await get("/", { "accept-encoding": "br", "if-none-match": tag });
      expect(res.status).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers.vary).toBe("rsc, Accept-Encoding");
      expect(res.headers["content-length"]).toBeUndefined();
      expect(res.headers["content-encoding"]).toBeUndefined();
    }
    // Next.js was asked for the whole page, unconditionally.
    expect(seen.at(-1)).toEqual({ url: "/", acceptEncoding: undefined });
    expect(conditionalSeen).toEqual([]);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": 'W/"v0"' })).status).toBe(200);
  });

  it("answers HEAD with the headers and length of the GET", async () => {
    for (const encoding of ["br", "gzip", ""]) {
      const full = await get("/", { "accept-encoding": encoding });
      const head = await get("/", { "accept-encoding": encoding }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ["content-length", "content-encoding", "etag", "vary", "content-type"])
        expect(head.headers[name], `${encoding} ${name}`).toBe(full.headers[name]);
    }
  });

  it("serves a byte range of the encoded body it sends, and 416 past its end", async () => {
    const full = await get("/", { "accept-encoding": "br" });
    const length = full.body.length;
    const first = await get("/", { "accept-encoding": "br", range: "bytes=0-99" });
    expect(first.status).toBe(206);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${length}`);
    const rest = await get("/", { "accept-encoding": "br", range: "bytes=100-" });
    expect(Buffer.concat([first.body, rest.body]).equals(full.body)).toBe(true);
    const past = await get("/", { "accept-encoding": "br", range: "bytes=99999999-" });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${length}`);
    // A weak validator never satisfies If-Range: the whole body.
    expect(
      (await get("/", { "accept-encoding": "br", range: "bytes=0-99", "if-range": String(full.headers.etag) })).status,
    ).toBe(200);
    expect(conditionalSeen).toEqual([]);
  });

  it("keeps one cache entry per version whatever the query string", async () => {
    await get("/", { "accept-encoding": "br" });
    const bytes = compressor.cache.calculatedSize;
    for (let i = 0; i < 50; i += 1) {
      const res = await get(`/?fbclid=${i}-${Math.random()}`, { "accept-encoding": "br" });
      expect(res.headers["content-encoding"]).toBe("br");
      await get(`/_next/static/chunks/app.js?v=${i}`, { "accept-encoding": "br" });
    }
    // The script's entry (and its upgrade) at most, nothing per query string.
    expect(compressor.cache.calculatedSize - bytes).toBeLessThan(2 * 1024);
  });

  it("defers scripts on an error page it holds (one not marked private or no-store) too, and encodes it without caching", async () => {
    const res = await get("/missing", { "accept-encoding": "br" });
    expect(res.status).toBe(404);
    expect(deferredScripts(brotliDecompressSync(res.body).toString("utf8"))).toHaveLength(1);
  });

  it("collects a body written in pieces after writeHead", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(brotliDecompressSync(res.body).toString("utf8")).toBe(SCRIPT);
    expect(res.headers.etag).toBe('W/"s1"');
  });

  it("sends images and tiny bodies as they are", async () => {
    const image = await get("/image.png", { "accept-encoding": "br" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.equals(Buffer.alloc(4000, 7))).toBe(true);
    const tiny = await get("/tiny", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("ok");
  });

  it("streams a body the policy does not need from its first byte, without holding it", async () => {
    const { request } = await import("node:http");
    const first = await new Promise<{ status: number; chunk: Buffer; rest: Promise<Buffer> }>((resolve, reject) => {
      request(`${base}/held-open.png`, (res) => {
        const chunks: Buffer[] = [];
        res.once("data", (chunk: Buffer) => {
          chunks.push(chunk);
          resolve({
            status: res.statusCode ?? 0,
            chunk,
            rest: new Promise((done) => res.on("end", () => done(Buffer.concat(chunks)))),
          });
          res.on("data", (more: Buffer) => chunks.push(more));
        });
      })
        .on("error", reject)
        .end();
    });
    expect(first.status).toBe(200);
    expect(first.chunk.equals(Buffer.alloc(100, 1))).toBe(true);
    release();
    expect((await first.rest).equals(Buffer.concat([Buffer.alloc(100, 1), Buffer.alloc(100, 2)]))).toBe(true);
  });

  it("streams a page rendered per request through its encoder without a MaxListenersExceededWarning", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const res = await get("/per-request", { "accept-encoding": "br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(res.body).toString("utf8")).toBe(PAGE);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain("MaxListenersExceededWarning");
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("answers a streamed body's conditional and range requests from its head, with the length its route declared", async () => {
    const full = await get("/download.bin", { "accept-encoding": "br" });
    expect(full.status).toBe(200);
    expect(full.body.equals(DOWNLOAD)).toBe(true);
    expect(full.headers).toMatchObject({
      "content-length": String(DOWNLOAD.length),
      "accept-ranges": "bytes",
      etag: '"d1"',
    });
    expect(full.headers["x-body-length"]).toBeUndefined();
    expect(full.headers["content-encoding"]).toBeUndefined();
    const head = await get("/download.bin", {}, "HEAD");
    expect(head.headers["content-length"]).toBe(String(DOWNLOAD.length));
    const notModified = await get("/download.bin", { "if-none-match": '"d1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe('"d1"');
    expect(notModified.headers["content-length"]).toBeUndefined();
    for (const [range, start, end] of [
      ["bytes=2500-4999", 2500, 4999],
      ["bytes=9990-", 9990, 9999],
      ["bytes=0-0", 0, 0],
    ] as const) {
      const part = await get("/download.bin", { range });
      expect(part.status, range).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes ${start}-${end}/${DOWNLOAD.length}`);
      expect(part.headers["content-length"]).toBe(String(end - start + 1));
      expect(part.body.equals(DOWNLOAD.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await get("/download.bin", { range: "bytes=20000-" });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${DOWNLOAD.length}`);
    expect((await get("/download.bin", { "if-match": '"other"' })).status).toBe(412);
    // The connection still serves the next request after a cut-short body.
    expect((await get("/tiny")).body.toString()).toBe("ok");
    expect(conditionalSeen).toEqual([]);
  });

  it("streams a body past 4 MB on unchanged", async () => {
    const res = await get("/big", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.length).toBe(17 * 1024 * 1024);
  });

  it("gives a redirect Next.js served from its cache without a Location the one its flight data names", async () => {
    const res = await get("/solutions/hybrid", { "accept-encoding": "br" });
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe("/solutions/hybrid-closings");
  });

  it("leaves route handlers to Next.js, Accept-Encoding included", async () => {
    const res = await get("/api/echo", { "accept-encoding": "br" });
    expect(JSON.parse(res.body.toString("utf8"))).toEqual({ acceptEncoding: "br" });
  });
});

describe("the server's own answers and its request ids", () => {
  it("sends a plain answer with the given headers and its length, names the response and reports how it closed", async () => {
    const closed: { status: number; finished: boolean }[] = [];
    const own = createServer((req, res) => {
      trackResponse(res, "11111111-2222-4333-8444-555555555555", (outcome) => closed.push(outcome));
      sendPlain(res, 400, "Bad request: the address is not valid.\n", [
        { key: "X-Content-Type-Options", value: "nosniff" },
      ]);
    });
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    const { request } = await import("node:http");
    const res = await new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>(
      (resolve, reject) => {
        request(`http://127.0.0.1:${(own.address() as AddressInfo).port}/%`, (answer) => {
          let body = "";
          answer.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
        })
          .on("error", reject)
          .end();
      },
    );
    await new Promise<void>((resolve) => own.close(() => resolve()));
    expect(res.status).toBe(400);
    expect(res.body).toBe("Bad request: the address is not valid.\n");
    expect(res.headers).toMatchObject({
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-length": String(res.body.length),
      "x-content-type-options": "nosniff",
      "x-request-id": "11111111-2222-4333-8444-555555555555",
    });
    await expect.poll(() => closed).toEqual([{ status: 400, finished: true }]);
  });
});
