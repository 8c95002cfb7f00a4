import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { brotliDecompressSync, createBrotliDecompress, createGunzip } from "node:zlib";
import { pipeToNodeResponse } from "next/dist/server/pipe-readable.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendPlain, serve, type RequestHandler } from "@/server/adapter";
import { DEFAULT_CONNECTION_LIMITS, limitConnections } from "@/server/connections";
import { deferredPayload, deferredScripts } from "@/server/html";
import { createPolicy, type Policy } from "@/server/policy";
import { createCompressor, type Compressor } from "@/server/policy/encoding";

/*
 * Pages rendered per request (draft mode, a not-found page: HTML marked private or no-store) go
 * out as the handler writes them; the pages the policy rewrites and keeps are still held whole.
 * The stand-in for Next.js writes the way Next.js does: its router's compression middleware
 * wraps the response first (it finds no Accept-Encoding, since the adapter hides it, and
 * compresses nothing, but it holds back the 'drain' listeners added before the head is written),
 * then Next.js's own writer (pipeToNodeResponse) flushes the head before the first chunk, writes
 * each chunk and waits for 'drain' when a write answers false. Each ordering is asserted with
 * promises the test and the handler settle, not with timings.
 */

/** The middleware Next.js's router puts in front of every request (next.config.ts leaves `compress` on). */
const compression = (
  createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void
)();

const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";
const SHELL = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><main>${"<p>Page not found.</p>".repeat(60)}`;
const REST = `${"<p>Try the home page.</p>".repeat(60)}</main><script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>`;

/** A promise with its resolve at hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A body Next.js renders: `parts` in order, each one when the writer asks for more and its gate (`after`, if any) is open; `made` hears each one as it is handed to the writer. */
function rendered(
  parts: { text: string | Buffer; after?: Promise<void> }[],
  made: (index: number) => void = () => undefined,
): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts[index];
      if (!part) return controller.close();
      await part.after;
      controller.enqueue(
        typeof part.text === "string" ? new TextEncoder().encode(part.text) : new Uint8Array(part.text),
      );
      made(index);
      index += 1;
    },
  });
}

/** Next.js's answer for a page: its head, then its body through Next.js's own writer. */
function page(
  res: ServerResponse,
  {
    status = 200,
    cacheControl = PER_REQUEST,
    headers = {},
  }: { status?: number; cacheControl?: string; headers?: Record<string, string> },
  body: ReadableStream<Uint8Array>,
) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "rsc");
  res.setHeader("x-nextjs-cache", "MISS");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return pipeToNodeResponse(body, res);
}

/** `res` as the handler sees it, calling `wrote` with each write's answer. */
function watched(res: ServerResponse, wrote: (room: boolean) => void): ServerResponse {
  return new Proxy(res, {
    get(target, name) {
      if (name === "write")
        return (...args: Parameters<ServerResponse["write"]>) => {
          const room = (target.write as (...args: unknown[]) => boolean)(...args);
          wrote(room);
          return room;
        };
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** What a client reads: each chunk as it comes (decoded when `decode` is given), the whole body, and how the response ended. */
function reader(res: IncomingMessage, decode?: "br" | "gzip") {
  const stream: Readable =
    decode === "br" ? res.pipe(createBrotliDecompress()) : decode === "gzip" ? res.pipe(createGunzip()) : res;
  const chunks: Buffer[] = [];
  const waiting: { bytes: number; resolve: (text: string) => void }[] = [];
  let size = 0;
  stream.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    for (const wait of waiting.splice(0)) {
      if (size >= wait.bytes) wait.resolve(Buffer.concat(chunks).toString("utf8"));
      else waiting.push(wait);
    }
  });
  const whole = once(stream, "end").then(() => Buffer.concat(chunks));
  // Rejects when the response is cut; a test that expects the cut reads `complete` instead.
  whole.catch(() => undefined);
  return {
    /** Resolves with all read so far once at least `bytes` have come. */
    atLeast: (bytes: number) =>
      new Promise<string>((resolve) =>
        size >= bytes ? resolve(Buffer.concat(chunks).toString("utf8")) : waiting.push({ bytes, resolve }),
      ),
    whole,
    /** Whether the response came whole (false: cut short). */
    complete: new Promise<boolean>((resolve) => res.once("close", () => resolve(res.complete))),
  };
}

let handler: RequestHandler = () => undefined;
/** What Next.js's request handler does around a route: the compression middleware, then the route (`handler`). */
const nextStandIn: RequestHandler = (req, res) => {
  compression(req, res, () => undefined);
  return handler(req, res);
};
let compressor: Compressor;
let policy: Policy;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    // As server/index.ts does: a handler that fails gets the server's own 500, or is cut once its head is out.
    Promise.resolve(serve(req, res, nextStandIn, policy)).catch(() =>
      sendPlain(res, 500, "Internal server error\n", []),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fresh() {
  compressor = createCompressor();
  policy = createPolicy({ compressor });
}
fresh();
afterEach(async () => {
  // Every stream encoder is given back once its response is over.
  await expect.poll(() => compressor.streams.open).toBe(0);
  fresh();
});

/** A request on a connection of its own; resolves with the response once its head has come. */
function open(path: string, headers: Record<string, string> = {}, method = "GET", to = base) {
  const req = request(`${to}${path}`, { headers, method, agent: false });
  req.on("error", () => undefined);
  req.end();
  return { req, response: once(req, "response").then(([res]) => res as IncomingMessage) };
}

describe("a page rendered per request", () => {
  it("sends its head when the handler flushes it, before any of the body is rendered", async () => {
    const gate = deferred();
    const events: string[] = [];
    handler = (_req, res) => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", PER_REQUEST);
      res.flushHeaders();
      return gate.promise.then(() => {
        events.push("handler writes the body");
        res.end(SHELL + REST);
      });
    };
    const res = await open("/missing", { "accept-encoding": "br" }).response;
    events.push("client has the head");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    const body = reader(res, "br");
    gate.resolve();
    expect((await body.whole).toString("utf8")).toBe(SHELL + REST);
    expect(events).toEqual(["client has the head", "handler writes the body"]);
  });

  it.each([
    ["identity", undefined],
    ["br", "br"],
    ["gzip", "gzip"],
  ] as const)(
    "%s: reaches the client in parts: the first before the handler renders the second",
    async (acceptEncoding, decode) => {
      const gate = deferred();
      const events: string[] = [];
      handler = (_req, res) =>
        page(
          res,
          { status: 404 },
          rendered(
            [
              { text: SHELL },
              { text: REST, after: gate.promise.then(() => void events.push("the rest may be rendered")) },
            ],
            (index) => events.push(`handler rendered part ${index}`),
          ),
        );
      const res = await open("/missing", { "accept-encoding": acceptEncoding }).response;
      events.push("client has the head");
      const body = reader(res, decode);
      expect(await body.atLeast(SHELL.length)).toBe(SHELL);
      events.push("client has the first part");
      gate.resolve();
      expect((await body.whole).toString("utf8")).toBe(SHELL + REST);
      expect(await body.complete).toBe(true);
      expect(events).toEqual([
        "handler rendered part 0",
        "client has the head",
        "client has the first part",
        "the rest may be rendered",
        "handler rendered part 1",
      ]);
      // Its head: the page's own, untouched but for Next.js's diagnostics; chunked, no length, no ranges.
      expect(res.statusCode).toBe(404);
      expect(res.headers).toMatchObject({
        "content-type": "text/html; charset=utf-8",
        "cache-control": PER_REQUEST,
        vary: "rsc, Accept-Encoding",
        "transfer-encoding": "chunked",
      });
      expect(res.headers["content-encoding"]).toBe(decode);
      for (const name of ["content-length", "accept-ranges", "etag", "x-nextjs-cache"])
        expect(res.headers[name], name).toBeUndefined();
    },
  );

  it("is sent as Next.js wrote it: its scripts and its payload stay where they are", async () => {
    handler = (_req, res) => page(res, {}, rendered([{ text: SHELL }, { text: REST }]));
    const res = await open("/", { cookie: "__prerender_bypass=1" }).response;
    const html = (await reader(res).whole).toString("utf8");
    expect(html).toBe(SHELL + REST);
    expect(deferredScripts(html)).toEqual([]);
  });

  it(
    "holds the handler back while the client reads nothing, and sends everything once it reads",
    { timeout: 60_000 },
    async () => {
      // Incompressible bytes, each part its own (Brotli would find a repeated one in its window),
      // so the encoder's output fills the socket as fast as its input comes.
      const partBytes = 64 * 1024;
      const parts = 512;
      for (const acceptEncoding of ["identity", "br"]) {
        let taken = 0;
        const sent = randomBytes(parts * partBytes);
        let response: ServerResponse | undefined;
        const refused = deferred<number>();
        handler = (_req, res) => {
          response = res;
          return page(
            watched(res, (room) => room || refused.resolve(taken)),
            {},
            // Next.js's writer takes the next part once the last one was written, or once 'drain' came after a write answered false.
            new ReadableStream<Uint8Array>({
              pull(controller) {
                if (taken === parts) return controller.close();
                controller.enqueue(new Uint8Array(sent.subarray(taken * partBytes, (taken + 1) * partBytes)));
                taken += 1;
              },
            }),
          );
        };
        const res = await open("/missing", { "accept-encoding": acceptEncoding }).response;
        res.pause();
        const refusedAt = await refused.promise;
        // Each 'drain' now comes from the kernel taking more into the connection's buffers, which
        // are bounded; once they are full the handler waits. Not a deadline: a pause on a slow
        // machine can only make the count smaller.
        let heldAt = -1;
        while (taken !== heldAt) {
          heldAt = taken;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const buffered = response?.writableLength ?? Number.NaN;
        expect(heldAt, acceptEncoding).toBeLessThan(parts / 4);
        // What this process holds for the client (the kernel's buffers aside): about one part.
        expect(buffered, acceptEncoding).toBeLessThan(4 * partBytes);
        const body = reader(res, acceptEncoding === "br" ? "br" : undefined);
        res.resume();
        const whole = await body.whole;
        expect(whole.equals(sent), acceptEncoding).toBe(true);
        console.info(
          `[streaming] ${acceptEncoding}: a write first answered false after ${refusedAt} parts of 64 KB; with the client reading nothing the handler stopped after ${heldAt} of ${parts}, ${Math.round(buffered / 1024)} KB held in the response`,
        );
      }
    },
  );

  it("keeps the handler's writes in step with an encoder slower than the handler, and loses nothing", async () => {
    // Compressible: the encoder, not the socket, is what fills up.
    const text = "<p>Remote online notarization in all 50 states.</p>".repeat(2000);
    let refused = 0;
    let drained = 0;
    handler = (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", PER_REQUEST);
      res.on("drain", () => (drained += 1));
      let sent = 0;
      const more = () => {
        while (sent < 200) {
          sent += 1;
          if (!res.write(text)) {
            refused += 1;
            return void res.once("drain", more);
          }
        }
        res.end();
      };
      more();
    };
    const res = await open("/missing", { "accept-encoding": "br" }).response;
    const whole = await reader(res, "br").whole;
    expect(whole.length).toBe(200 * Buffer.byteLength(text));
    expect(whole.toString("utf8").endsWith(text)).toBe(true);
    expect(refused).toBeGreaterThan(0);
    // Every write answered false was followed by a 'drain'.
    expect(drained).toBeGreaterThanOrEqual(refused);
  });

  it("answers a HEAD with the GET's head and no body", async () => {
    handler = (_req, res) => page(res, { status: 404 }, rendered([{ text: SHELL }, { text: REST }]));
    const get = await open("/missing", { "accept-encoding": "br" }).response;
    await reader(get).whole;
    const head = await open("/missing", { "accept-encoding": "br" }, "HEAD").response;
    expect((await reader(head).whole).length).toBe(0);
    expect(head.statusCode).toBe(404);
    for (const name of ["content-type", "content-encoding", "cache-control", "vary", "content-length", "etag"])
      expect(head.headers[name], name).toBe(get.headers[name]);
    expect(compressor.streams.open).toBe(0);
  });

  it("takes its length and a head written at once when the handler ends it in one piece", async () => {
    handler = (_req, res) => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PER_REQUEST });
      res.end(SHELL + REST);
    };
    const encoded = await open("/missing", { "accept-encoding": "br" }).response;
    expect(brotliDecompressSync(await reader(encoded).whole).toString("utf8")).toBe(SHELL + REST);
    const plain = await open("/missing").response;
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(SHELL + REST)));
    expect((await reader(plain).whole).toString("utf8")).toBe(SHELL + REST);
  });

  it("goes out unencoded while every stream encoder is in use, and encoded again once one is free", async () => {
    compressor = createCompressor({ streamEncoders: 1 });
    policy = createPolicy({ compressor });
    const gate = deferred();
    handler = (req, res) =>
      page(
        res,
        {},
        rendered([{ text: SHELL }, { text: REST, after: req.url === "/first" ? gate.promise : undefined }]),
      );
    const first = await open("/first", { "accept-encoding": "br" }).response;
    const firstBody = reader(first, "br");
    await firstBody.atLeast(SHELL.length);
    const second = await open("/second", { "accept-encoding": "br" }).response;
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect((await reader(second).whole).toString("utf8")).toBe(SHELL + REST);
    gate.resolve();
    expect((await firstBody.whole).toString("utf8")).toBe(SHELL + REST);
    await expect.poll(() => compressor.streams.open).toBe(0);
    expect((await open("/third", { "accept-encoding": "br" }).response).headers["content-encoding"]).toBe("br");
  });
});

describe("a page rendered per request that fails or is left", () => {
  it.each(["identity", "br"])(
    "%s: is cut, not ended as if whole, when the handler fails after its head went out",
    async (acceptEncoding) => {
      handler = async (_req, res) => {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", PER_REQUEST);
        res.flushHeaders();
        await new Promise<void>((resolve) => res.write(SHELL, () => resolve()));
        throw new Error("the render failed");
      };
      const res = await open("/missing", { "accept-encoding": acceptEncoding }).response;
      expect(await reader(res).complete).toBe(false);
    },
  );

  it("lets the handler go on writing into nothing when the client leaves, and frees its encoder", async () => {
    const left = deferred();
    const wrote = deferred<boolean>();
    handler = (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", PER_REQUEST);
      res.write(SHELL);
      res.once("close", () => {
        left.resolve();
        wrote.resolve(res.write(REST));
        res.end();
      });
    };
    const { req, response } = open("/missing", { "accept-encoding": "br" });
    await reader(await response, "br").atLeast(SHELL.length);
    req.destroy();
    await left.promise;
    expect(await wrote.promise).toBe(false);
  });

  it("is bounded in time by the connection's idle timeout when the handler stalls", async () => {
    const limited = createServer((req, res) => void serve(req, res, nextStandIn, policy));
    limitConnections(limited, { ...DEFAULT_CONNECTION_LIMITS, idleTimeoutMs: 300 }, () => undefined);
    await new Promise<void>((resolve) => limited.listen(0, "127.0.0.1", resolve));
    try {
      const closed = deferred();
      // The shell, then nothing: a render that never finishes.
      handler = (_req, res) => {
        res.once("close", () => closed.resolve());
        return page(res, {}, rendered([{ text: SHELL }, { text: REST, after: new Promise(() => undefined) }]));
      };
      const res = await open(
        "/missing",
        { "accept-encoding": "br" },
        "GET",
        `http://127.0.0.1:${(limited.address() as AddressInfo).port}`,
      ).response;
      const body = reader(res, "br");
      expect(await body.atLeast(SHELL.length)).toBe(SHELL);
      expect(await body.complete).toBe(false);
      await closed.promise;
    } finally {
      limited.closeAllConnections();
      await new Promise<void>((resolve) => limited.close(() => resolve()));
    }
  });
});

describe("a body the policy passes on", () => {
  it(
    "keeps its handler hearing 'drain' behind Next.js's middleware while a slow client takes it",
    { timeout: 30_000 },
    async () => {
      const image = randomBytes(16 * 1024 * 1024);
      handler = (_req, res) => {
        res.setHeader("Content-Type", "image/png");
        res.setHeader("X-Body-Length", String(image.length));
        return pipeToNodeResponse(
          rendered(Array.from({ length: 256 }, (_, i) => ({ text: image.subarray(i * 65_536, (i + 1) * 65_536) }))),
          res,
        );
      };
      const res = await open("/images/large.png").response;
      expect(res.headers["content-length"]).toBe(String(image.length));
      // Long enough for the handler to fill the connection's buffers and wait for 'drain'.
      res.pause();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const body = reader(res);
      res.resume();
      expect((await body.whole).equals(image)).toBe(true);
    },
  );
});

describe("a page the policy rewrites", () => {
  const PAGE_HEADERS = { ETag: '"v1"' };
  const CACHEABLE = "s-maxage=3600, stale-while-revalidate=31532400";

  it.each(["br", "gzip", "identity"])(
    "%s: is held until the handler ends it, then sent exactly as the policy makes the whole of it",
    async (acceptEncoding) => {
      const events: string[] = [];
      handler = (_req, res) => {
        const firstWritten = deferred();
        // The second part only once the first was written: by then nothing has gone out.
        const after = firstWritten.promise.then(
          () => void events.push(`head sent after the first part was written: ${res.headersSent}`),
        );
        return page(
          watched(res, () => firstWritten.resolve()),
          { cacheControl: CACHEABLE, headers: PAGE_HEADERS },
          rendered([{ text: SHELL }, { text: REST, after }]),
        );
      };
      const res = await open("/", { "accept-encoding": acceptEncoding }).response;
      const body = await reader(res).whole;
      expect(events).toEqual(["head sent after the first part was written: false"]);
      // What the policy makes of the page captured whole (a policy of its own, so nothing is served from the other's cache).
      const expected = await createPolicy({ compressor: createCompressor() }).answer(
        { method: "GET", path: "/", query: "", headers: { "accept-encoding": acceptEncoding } },
        {
          status: 200,
          headers: {
            "content-type": "text/html; charset=utf-8",
            "cache-control": CACHEABLE,
            vary: "rsc",
            "x-nextjs-cache": "MISS",
            etag: '"v1"',
          },
          body: Buffer.from(SHELL + REST),
        },
      );
      expect(body.equals(expected.body)).toBe(true);
      for (const [name, value] of Object.entries(expected.headers)) expect(res.headers[name], name).toBe(String(value));
      expect(res.headers["transfer-encoding"]).toBeUndefined();
      // Rewritten: scripts in the loader, the payload at its own address.
      const html =
        acceptEncoding === "br"
          ? brotliDecompressSync(body).toString("utf8")
          : acceptEncoding === "identity"
            ? body.toString("utf8")
            : "";
      if (html) {
        expect(deferredScripts(html)).toEqual(["/_next/static/chunks/app.js"]);
        expect(deferredPayload(html)).toMatch(/^\?_payload=[\w-]{22}$/);
      }
    },
  );

  it("holds a per-request redirect without a Location and answers a payload address from the policy", async () => {
    handler = (_req, res) =>
      page(
        res,
        { status: 308 },
        rendered([
          { text: '<html><body><script>"digest":"NEXT_REDIRECT;replace;/solutions/hybrid-closings;308;"</script>' },
          { text: "</body></html>" },
        ]),
      );
    const moved = await open("/solutions/hybrid").response;
    expect(moved.headers.location).toBe("/solutions/hybrid-closings");
    handler = (_req, res) => page(res, {}, rendered([{ text: SHELL }, { text: REST }]));
    const payload = await open("/?_payload=abcdefghijklmnopqrstuv").response;
    expect(payload.statusCode).toBe(404);
    expect((await reader(payload).whole).toString("utf8")).toBe("No payload here.\n");
  });
});
