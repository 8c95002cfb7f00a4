import { createServer, type Server } from "node:http";
import { Socket, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { forgetProcessSingleton } from "@/lib/platform/singleton";
import { Drainer } from "@/server/shutdown";

/*
 * A SIGTERM while an answer is still being delivered: the response is ended (all
 * of it handed to Node.js) but a slow client has not taken it yet. Node.js counts such a
 * connection as idle; the drain must not.
 */

const BODY_BYTES = 32 * 1024 * 1024;
const quiet = { info: () => undefined, error: () => undefined };
const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
  forgetProcessSingleton("lifecycle");
});

/** A server that answers every GET with 32 MB in one end(), its drainer, and its port. */
async function downloadServer() {
  const body = Buffer.alloc(BODY_BYTES, 7);
  const server = createServer((req, res) => {
    drainer.track(req, res, req.url ?? "/");
    res.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": body.length });
    res.end(body);
  });
  const drainer = new Drainer(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { drainer, port: (server.address() as AddressInfo).port };
}

/** A GET whose answer is not read until `read()`; `received` resolves with the bytes that arrived by the close. */
async function pausedDownload(port: number) {
  const socket = new Socket();
  sockets.push(socket);
  let bytes = 0;
  const received = new Promise<number>((resolve) => socket.on("close", () => resolve(bytes)));
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.connect(port, "127.0.0.1", resolve));
  socket.write("GET /download HTTP/1.1\r\nHost: localhost\r\n\r\n");
  socket.pause();
  // The answer has started: its head, and what the socket buffers take.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    received,
    read: () => {
      socket.on("data", (chunk: Buffer) => (bytes += chunk.length));
      socket.resume();
    },
  };
}

describe("a drain with an answer still on its way to the client", () => {
  it("waits until the answer is delivered in full, then ends clean", async () => {
    const { drainer, port } = await downloadServer();
    const client = await pausedDownload(port);
    const draining = drainer.drain({ timeoutMs: 10_000, log: quiet });
    await new Promise((resolve) => setTimeout(resolve, 500));
    client.read();
    const result = await draining;
    expect(result.clean).toBe(true);
    expect(await client.received).toBeGreaterThan(BODY_BYTES);
  });

  it("cuts a client that takes nothing at the deadline, and names the answer it cut", async () => {
    const { drainer, port } = await downloadServer();
    await pausedDownload(port);
    const result = await drainer.drain({ timeoutMs: 300, log: quiet });
    expect(result.clean).toBe(false);
    expect(result.cutOff).toEqual([
      expect.stringMatching(/^GET \/download \(0\.\d s, answered, still being delivered\)$/),
    ]);
  });
});
