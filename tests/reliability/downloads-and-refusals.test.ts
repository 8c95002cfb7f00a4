import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request, type IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logEntries, startProductionServer, type ProductionServer } from "../support/production-server";
import { serverEnv } from "./env";

/*
 * On the production server: an uploaded image downloaded by many
 * slow clients at once (the server's memory), a SIGTERM while a download is still on its way to a
 * slow or stalled client, and refusals (413 for a body too large, 431 for a head too large) that
 * must reach the client whole rather than be reset under it.
 * Ports: servers 3840–3843.
 */

const report = (line: string) => console.info(`[reliability] ${line}`);

/** A 10 MB upload of the local Content Lake, in a dataset folder of its own (LAKE_CONTENT_DIR). */
const IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_NAME = `${"ab12".repeat(10)}-4000x3000.png`;
const IMAGE_PATH = `/images/lake/production/${IMAGE_NAME}`;
let contentDir: string;
let imageSha1: string;

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "i23-downloads-"));
  await mkdir(path.join(contentDir, "images"));
  const image = randomBytes(IMAGE_BYTES);
  imageSha1 = createHash("sha1").update(image).digest("hex");
  await writeFile(path.join(contentDir, "images", IMAGE_NAME), image);
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) =>
  serverEnv("http://127.0.0.1:9", { LAKE_CONTENT_DIR: contentDir, ...extra });

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

/**
 * A download that reads only when told: paused from its first byte, `read(bytes)` takes up to
 * that many from what has arrived, `finish()` reads the rest as fast as it comes.
 */
function download(port: number, target: string) {
  const hash = createHash("sha1");
  let received = 0;
  let response: IncomingMessage | undefined;
  let failure: Error | undefined;
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, agent: false }, (res) => {
      res.pause();
      response = res;
      resolve(res);
    });
    req.on("error", (error) => {
      failure = error;
      reject(error);
    });
    req.end();
  });
  const take = (chunk: Buffer) => {
    hash.update(chunk);
    received += chunk.length;
  };
  const ended = answered.then(
    (res) =>
      new Promise<void>((resolve) => {
        res.once("end", () => resolve());
        res.once("close", () => resolve());
        res.once("error", (error) => {
          failure = error;
          resolve();
        });
      }),
  );
  return {
    answered,
    read(bytes: number) {
      let left = bytes;
      while (response && left > 0) {
        const chunk = response.read() as Buffer | null;
        if (!chunk) break;
        take(chunk);
        left -= chunk.length;
      }
    },
    async finish(): Promise<{ status: number; received: number; sha1: string; complete: boolean; error?: string }> {
      const res = await answered.catch(() => undefined);
      if (res) {
        res.on("data", take);
        res.resume();
        await ended;
      }
      return {
        status: res?.statusCode ?? 0,
        received,
        sha1: hash.digest("hex"),
        complete: Boolean(res?.complete),
        error: failure?.message,
      };
    },
    destroy: () => response?.destroy(),
  };
}

describe("24 slow downloads of one 10 MB uploaded image", () => {
  const PORT = 3840;
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ port: PORT, env: env() });
  });
  afterAll(() => server?.stop());

  it("add less than 150 MB to the server's memory, and every client gets the whole image", async () => {
    // Warm: the route and its modules loaded, one whole download.
    const warm = download(PORT, IMAGE_PATH);
    const first = await warm.finish();
    expect(first).toMatchObject({ status: 200, received: IMAGE_BYTES, sha1: imageSha1 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = rssMb(server.pid);

    const clients = Array.from({ length: 24 }, () => download(PORT, IMAGE_PATH));
    const answers = await Promise.all(clients.map((client) => client.answered));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-length"]).toBe(String(IMAGE_BYTES));
      expect(answer.headers["content-type"]).toBe("image/png");
    }
    // 6 s of slow reading (about 160 KB/s per client), the server's memory sampled meanwhile.
    let peak = before;
    for (let tick = 0; tick < 60; tick += 1) {
      for (const client of clients) client.read(16 * 1024);
      peak = Math.max(peak, rssMb(server.pid));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const results = await Promise.all(clients.map((client) => client.finish()));
    const increase = peak - before;
    report(
      `24 slow downloads of a 10 MB image: server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${increase.toFixed(0)} MB)`,
    );
    for (const result of results)
      expect(result).toMatchObject({ status: 200, received: IMAGE_BYTES, sha1: imageSha1, complete: true });
    expect(increase).toBeLessThan(150);
  });

  it("still answers a conditional request with 304 and a range with 206", async () => {
    const full = download(PORT, IMAGE_PATH);
    const answer = await full.answered;
    const etag = String(answer.headers.etag ?? "");
    full.destroy();
    expect(etag).toMatch(/^"[^"]+"$/);
    const conditional = await new Promise<IncomingMessage>((resolve, reject) =>
      request({ host: "127.0.0.1", port: PORT, path: IMAGE_PATH, headers: { "if-none-match": etag } }, resolve)
        .on("error", reject)
        .end(),
    );
    conditional.resume();
    expect(conditional.statusCode).toBe(304);
    const ranged = await new Promise<{ status: number; range?: string; body: Buffer }>((resolve, reject) =>
      request({ host: "127.0.0.1", port: PORT, path: IMAGE_PATH, headers: { range: "bytes=100-199" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, range: res.headers["content-range"], body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end(),
    );
    expect(ranged.status).toBe(206);
    expect(ranged.range).toBe(`bytes 100-199/${IMAGE_BYTES}`);
    expect(ranged.body.equals(readFileSync(path.join(contentDir, "images", IMAGE_NAME)).subarray(100, 200))).toBe(true);
  });
});

describe("a SIGTERM while a download is still on its way", () => {
  it("lets a slow client finish its download, then exits 0", async () => {
    const server = await startProductionServer({ port: 3841, env: env({ SHUTDOWN_TIMEOUT_S: "20" }) });
    try {
      const client = download(server.port, IMAGE_PATH);
      expect((await client.answered).statusCode).toBe(200);
      // What the kernel takes is on its way; the rest waits in the server.
      await new Promise((resolve) => setTimeout(resolve, 500));
      process.kill(server.pid, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const result = await client.finish();
      const exit = await server.exited;
      report(`SIGTERM during a slow download: ${result.received} of ${IMAGE_BYTES} bytes received, exit ${exit.code}`);
      expect(result).toMatchObject({ status: 200, received: IMAGE_BYTES, sha1: imageSha1, complete: true });
      expect(exit.code).toBe(0);
      expect(logEntries(server.output()).some((entry) => entry.msg === "shut down cleanly")).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it("cuts a stalled download at SHUTDOWN_TIMEOUT_S, says how many were cut, and exits 1", async () => {
    const server = await startProductionServer({ port: 3842, env: env({ SHUTDOWN_TIMEOUT_S: "1" }) });
    const client = download(server.port, IMAGE_PATH);
    try {
      expect((await client.answered).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      process.kill(server.pid, "SIGTERM");
      const exit = await server.exited;
      const cut = logEntries(server.output()).find(
        (entry) => entry.level === "error" && typeof entry.cutOffCount === "number",
      );
      report(`SIGTERM with a stalled download: exit ${exit.code}, log ${JSON.stringify(cut)}`);
      expect(exit.code).toBe(1);
      expect(cut?.cutOffCount).toBe(1);
      expect(String(cut?.cutOff)).toContain(IMAGE_PATH);
    } finally {
      client.destroy();
      await server.stop();
    }
  });
});

describe("refusals reach the client", () => {
  const PORT = 3843;
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ port: PORT, env: env() });
  });
  afterAll(() => server?.stop());

  /** A POST of `bytes` to the signup, written in full whatever the answer; the answer read to its end. */
  function postTooLarge(bytes: number, chunked: boolean): Promise<{ status: number; body: string; error?: string }> {
    return new Promise((resolve) => {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        origin: `http://127.0.0.1:${PORT}`,
        ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes) }),
      };
      const req = request(
        { host: "127.0.0.1", port: PORT, path: "/api/signup", method: "POST", headers, agent: false },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          res.on("error", (error) => resolve({ status: res.statusCode ?? 0, body, error: error.message }));
        },
      );
      req.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk);
      req.end();
    });
  }

  /** The raw answer to a GET whose head carries `headerBytes` of one header, read until the server closes. */
  function hugeHead(headerBytes: number): Promise<{ answer: string; error?: string }> {
    return new Promise((resolve) => {
      const socket = new Socket();
      let answer = "";
      let error: string | undefined;
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      socket.on("error", (failure) => (error = failure.message));
      socket.on("close", () => resolve({ answer, error }));
      socket.connect(PORT, "127.0.0.1", () => {
        socket.end(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${"a".repeat(headerBytes)}\r\n\r\n`);
      });
    });
  }

  it("answers 6 oversize bodies in a row with a 413 each, read whole, without an uncaught exception", async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await postTooLarge(1024 * 1024, i % 2 === 1));
    report(`6 oversize bodies: ${answers.map((answer) => answer.status || answer.error).join(", ")}`);
    for (const answer of answers) {
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toHaveProperty("error");
    }
    expect(server.output()).not.toMatch(/uncaughtException|TypeError/);
  });

  it("answers 4 requests with a 64 KB header with a 431 each", async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await hugeHead(64 * 1024));
    report(`4 heads of 64 KB: ${answers.map((answer) => answer.answer.split("\r\n")[0] || answer.error).join(", ")}`);
    for (const answer of answers) {
      expect(answer.error).toBeUndefined();
      expect(answer.answer).toMatch(/^HTTP\/1\.1 431 /);
    }
    // The server is still there.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
