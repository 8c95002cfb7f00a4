import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferredScripts } from "@/server/html";
import { startProductionServer, type ProductionServer } from "../support/production-server";

/*
 * Pages rendered per request go out as Next.js writes them, through the real server on the real
 * build: a draft-mode page (the `__prerender_bypass` cookie with the build's preview id) and a
 * not-found page. Read off the wire with a raw socket, so the chunked framing shows each piece
 * the server sent; a prerendered page is still sent whole, rewritten, with its length.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = 3645;

let server: ProductionServer;
let draftCookie: string;

beforeAll(async () => {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, process.env.NEXT_DIST_DIR || ".next", "prerender-manifest.json"), "utf8"),
  ) as { preview: { previewModeId: string } };
  draftCookie = `__prerender_bypass=${manifest.preview.previewModeId}`;
  server = await startProductionServer({ port: PORT, env: {} });
});

afterAll(async () => {
  await server?.stop();
});

type Wire = { status: number; headers: Record<string, string>; frames: Buffer[]; headAtMs: number; endAtMs: number };

/** One GET on a connection of its own, read as it arrives: the head, then each chunk of a chunked body. */
function getRaw(target: string, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1");
    const started = performance.now();
    let received = Buffer.alloc(0);
    let headAtMs = Number.NaN;
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (Number.isNaN(headAtMs) && received.includes("\r\n\r\n")) headAtMs = performance.now() - started;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const endAtMs = performance.now() - started;
      const headEnd = received.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = received.subarray(0, headEnd).toString("latin1").split("\r\n");
      const head = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const frames: Buffer[] = [];
      let at = headEnd + 4;
      if (head["transfer-encoding"] === "chunked") {
        for (;;) {
          const lineEnd = received.indexOf("\r\n", at);
          const size = Number.parseInt(received.subarray(at, lineEnd).toString("latin1"), 16);
          if (!(size > 0)) break;
          frames.push(received.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
        }
      } else frames.push(received.subarray(at));
      resolve({ status: Number(statusLine.split(" ")[1]), headers: head, frames, headAtMs, endAtMs });
    });
    const lines = Object.entries({ Host: `localhost:${PORT}`, Connection: "close", ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`GET ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
  });
}

const describeWire = (wire: Wire) =>
  `head at ${wire.headAtMs.toFixed(0)} ms, end at ${wire.endAtMs.toFixed(0)} ms, ${wire.frames.length} chunks (${wire.frames.map((frame) => frame.length).join(", ")} B)`;

describe("a page rendered per request, on the real build", () => {
  it("in draft mode: goes out in the pieces Next.js writes, unencoded and with Brotli, as Next.js rendered it", async () => {
    const plain = await getRaw("/", { Cookie: draftCookie, "Accept-Encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["cache-control"]).toMatch(/\bno-store\b/);
    expect(plain.headers["transfer-encoding"]).toBe("chunked");
    expect(plain.headers["content-length"]).toBeUndefined();
    // More than one piece: the server sent each of Next.js's writes on, not one held body.
    expect(plain.frames.length).toBeGreaterThan(1);
    const html = Buffer.concat(plain.frames).toString("utf8");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    // Not rewritten: its scripts and its payload where Next.js put them.
    expect(deferredScripts(html)).toEqual([]);
    expect(html).toContain("self.__next_f.push(");

    const encoded = await getRaw("/", { Cookie: draftCookie, "Accept-Encoding": "gzip, br" });
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(encoded.headers["transfer-encoding"]).toBe("chunked");
    expect(brotliDecompressSync(Buffer.concat(encoded.frames)).toString("utf8").trimEnd().endsWith("</html>")).toBe(
      true,
    );
    console.info(
      `[streaming] draft-mode home page, unencoded: ${describeWire(plain)}; Brotli: ${describeWire(encoded)}`,
    );
  });

  it("not found: goes out in pieces, and only its head and body are Next.js's", async () => {
    const plain = await getRaw("/resources/no-such-article", { "Accept-Encoding": "identity" });
    expect(plain.status).toBe(404);
    expect(plain.headers["cache-control"]).toMatch(/\bno-store\b/);
    expect(plain.headers["transfer-encoding"]).toBe("chunked");
    expect(plain.frames.length).toBeGreaterThan(1);
    expect(Buffer.concat(plain.frames).toString("utf8").trimEnd().endsWith("</html>")).toBe(true);
    const encoded = await getRaw("/resources/no-such-article", { "Accept-Encoding": "gzip, br" });
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(Buffer.concat(encoded.frames)).toString("utf8").trimEnd().endsWith("</html>")).toBe(
      true,
    );
    console.info(`[streaming] a not-found page, unencoded: ${describeWire(plain)}; Brotli: ${describeWire(encoded)}`);
  });

  it("leaves a prerendered page held and rewritten: one body with its length and ETag, its scripts after the first paint", async () => {
    const page = await getRaw("/", { "Accept-Encoding": "identity" });
    expect(page.status).toBe(200);
    expect(page.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(page.headers["content-length"])).toBe(page.frames[0]?.length);
    expect(page.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(deferredScripts(page.frames[0]?.toString("utf8") ?? "").length).toBeGreaterThan(3);
  });
});
