import { createServer, request, type Server } from "node:http";
import { Socket, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "@/server/adapter";
import { answerClientErrors } from "@/server/connections";
import { createPolicy } from "@/server/policy";

/*
 * Refusals that reach the client: a 413 answered before the body was read, and a head too large
 * for Node.js's parser (431), are followed by the rest of what the client sends. Closing the
 * connection at once answers those bytes with a reset, which can destroy the answer before the
 * client reads it.
 */

let server: Server;
let port: number;
beforeAll(async () => {
  const policy = createPolicy();
  // A stand-in for the signup: refuses a body past 64 KB without reading it.
  server = createServer((req, res) =>
    serve(
      req,
      res,
      (_req, answer) => {
        answer.writeHead(413, { "Content-Type": "application/json" });
        answer.end(JSON.stringify({ error: "Too large." }));
      },
      policy,
    ),
  );
  answerClientErrors(server, () => false);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes a raw request in full, then reads the answer until the server closes: the answer and any socket error. */
function raw(head: string, bodyBytes = 0): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let answer = "";
    let error: string | undefined;
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on("close", () => resolve({ answer, error }));
    socket.connect(port, "127.0.0.1", () => {
      socket.write(head);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < bodyBytes; sent += chunk.length) socket.write(chunk);
      socket.end();
    });
  });
}

describe("refusals reach the client whole", () => {
  it("answers a body refused unread with its 413, then closes without a reset", async () => {
    for (let i = 0; i < 6; i += 1) {
      const { answer, error } = await raw(
        `POST /api/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
        2 * 1024 * 1024,
      );
      expect(error).toBeUndefined();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain('{"error":"Too large."}');
    }
  });

  it("answers a 64 KB head with 431, then closes without a reset, and a malformed request with 400", async () => {
    for (let i = 0; i < 4; i += 1) {
      const { answer, error } = await raw(
        `GET / HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${"a".repeat(64 * 1024)}\r\n\r\n`,
      );
      expect(error).toBeUndefined();
      expect(answer).toBe("HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n");
    }
    expect((await raw("GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n")).answer).toBe(
      "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n",
    );
  });

  it("still serves the next connection", async () => {
    const status = await new Promise<number>((resolve, reject) =>
      request({ host: "127.0.0.1", port, path: "/", method: "POST", headers: { "content-length": "2" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on("error", reject)
        .end("{}"),
    );
    expect(status).toBe(413);
  });
});
