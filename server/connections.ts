// What a connection may cost: short timeouts for headers, bodies and idle keep-alive
// connections, a cap on the connections one client address holds open, and one on all of them.
// Without these, slow sockets (a header byte every few seconds) hold file descriptors for Node's
// defaults of 60-300 s, and one address can take every descriptor the process has.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { addressGroup, normalizeAddress } from "../lib/platform/http/client-address.ts";
import { throttledLog } from "../lib/platform/log.ts";

export type ConnectionLimits = {
  /** The whole request head (line and headers) must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves (no byte read or written) for this long is closed. */
  idleTimeoutMs: number;
  /** Open connections from one address (IPv6: one /64); 0 turns the cap off. */
  maxPerAddress: number;
  /** Open connections in all. */
  maxConnections: number;
};

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxPerAddress: 64,
  maxConnections: 10_000,
};

type Log = (line: string) => void;

/** Applies `limits` to `server`; returns the live count per address group (for tests and logs). */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  log: Log = console.warn,
): Map<string, number> {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs, (socket: Socket) => socket.destroy());

  const open = new Map<string, number>();
  const report = throttledLog(60_000, log);
  server.on("connection", (socket: Socket) => {
    if (limits.maxPerAddress <= 0) return;
    const group = addressGroup(normalizeAddress(socket.remoteAddress) ?? "unknown");
    const count = (open.get(group) ?? 0) + 1;
    if (count > limits.maxPerAddress) {
      report(
        `refused a connection: one address is over the cap of ${limits.maxPerAddress} connections (the address is not logged)`,
      );
      socket.destroy();
      return;
    }
    open.set(group, count);
    socket.once("close", () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });
  return open;
}

/** How long the rest of what a refused client sends is read and dropped before its connection is cut. */
export const LINGER_MS = 5_000;

/**
 * Closes a connection whose client may still be sending (the rest of a refused body, of a head
 * too large) without resetting it under the answer: a socket closed with unread bytes, or with
 * bytes still arriving, is answered with a TCP reset, and a client that gets the reset before it
 * has read the answer loses the answer. So this side is ended (the answer, then FIN) and what
 * still arrives is read and dropped until the client closes its side, or for at most `lingerMs`.
 */
export function closeLingering(socket: Duplex, lingerMs = LINGER_MS): void {
  if (socket.destroyed) return;
  const cut = setTimeout(() => socket.destroy(), lingerMs);
  cut.unref();
  socket.once("close", () => clearTimeout(cut));
  // The client closed its side: done once the answer is out (a slow client may half-close first).
  socket.once("end", () =>
    socket.writableFinished ? socket.destroy() : socket.once("finish", () => socket.destroy()),
  );
  socket.on("data", () => undefined);
  socket.resume();
  socket.end();
}

/** What a request Node.js's parser refused is answered with (its default answers, `Connection: close`). */
const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * Answers what Node.js's parser refuses (a head past 16 KB: 431; a malformed request: 400; a
 * request too slow: 408) the way Node.js does, but closes the connection with closeLingering
 * rather than at once: a client still sending the rest of a 64 KB head got a reset instead of
 * its 431 three times in four. A request too slow is closed at once (its client is not sending
 * much, and the slow-socket bounds must hold); so is a connection whose response has started.
 * `responding` says whether a response of ours has started on a connection.
 */
export function answerClientErrors(server: Server, responding: (socket: Duplex) => boolean): void {
  const lingering = new WeakSet<Duplex>();
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The rest of what a lingering client sends fails to parse too: already answered.
    if (lingering.has(socket) || socket.destroyed) return;
    if (!socket.writable || responding(socket) || error.code === "ECONNRESET" || error.code === "EPIPE") {
      socket.destroy();
      return;
    }
    socket.write(
      `HTTP/1.1 ${CLIENT_ERROR_ANSWERS[error.code ?? ""] ?? "400 Bad Request"}\r\nConnection: close\r\n\r\n`,
    );
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socket.destroy();
      return;
    }
    lingering.add(socket);
    closeLingering(socket);
  });
}
