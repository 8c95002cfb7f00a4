import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { beginBackgroundWork, isDraining } from "@/lib/platform/lifecycle";
import { Drainer } from "../../../server/shutdown";
import { forgetProcessSingleton } from "@/lib/platform/singleton";

const quiet = { info: () => undefined, error: () => undefined };
const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
  forgetProcessSingleton("lifecycle");
});

/** A server whose every answer takes `delayMs`, its drainer, and its address. */
async function slowServer(delayMs: number) {
  const server = createServer((req, res) => {
    drainer.track(req, res, req.url ?? "/");
    setTimeout(() => res.end("done"), delayMs);
  });
  const drainer = new Drainer(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, drainer, port: (server.address() as AddressInfo).port };
}

/** A GET on a fresh connection: its status, body and Connection header, or the connection error. */
function get(
  port: number,
  path = "/",
): Promise<{ status: number; body: string; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ port, host: "127.0.0.1", path, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe("a graceful stop (server/shutdown.ts)", () => {
  it("answers the requests in flight, refuses new connections, waits for background work, and ends clean", async () => {
    const { drainer, port } = await slowServer(300);
    const inFlight = Array.from({ length: 5 }, (_, index) => get(port, `/slow/${index}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drainer.inFlight).toBe(5);
    const done = beginBackgroundWork("applicant confirmation");
    setTimeout(done, 500);

    const draining = drainer.drain({ timeoutMs: 5_000, log: quiet });
    expect(isDraining()).toBe(true);
    expect(await get(port)).toEqual({ error: "ECONNREFUSED" });
    const answers = await Promise.all(inFlight);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: "done", connection: "close" });
    const result = await draining;
    expect(result.clean).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(390);
    expect(result.cutOff).toEqual([]);
  });

  it("past the deadline, names what it cut off and closes the connections", async () => {
    const { drainer, port } = await slowServer(60_000);
    const hanging = get(port, "/never");
    await new Promise((resolve) => setTimeout(resolve, 100));
    beginBackgroundWork("applicant confirmation");
    const result = await drainer.drain({ timeoutMs: 300, log: quiet });
    expect(result.clean).toBe(false);
    expect(result.cutOff).toEqual([
      expect.stringMatching(/^GET \/never \(0\.\d s\)$/),
      expect.stringMatching(/^applicant confirmation \(0\.\d s\)$/),
    ]);
    expect(await hanging).toEqual({ error: "ECONNRESET" });
  });

  it("closes an idle keep-alive connection at once", async () => {
    const { drainer, port } = await slowServer(10);
    const { connect } = await import("node:net");
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk));
    const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: keep-alive/);
    const started = Date.now();
    const result = await drainer.drain({ timeoutMs: 2_000, log: quiet });
    expect(result.clean).toBe(true);
    expect((await closed) - started).toBeLessThan(500);
  });
});
