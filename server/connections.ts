// What a connection may cost: short timeouts for headers, bodies and idle keep-alive
// connections, a cap on the connections one client address holds open, and one on all of them.
// Without these, slow sockets (a header byte every few seconds) hold file descriptors for Node's
// defaults of 60-300 s, and one address can take every descriptor the process has.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { addressGroup, normalizeAddress } from "../lib/http/client-address.ts";
import { throttledLog } from "../lib/log.ts";

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
export function limitConnections(server: Server, limits: ConnectionLimits, log: Log = console.warn): Map<string, number> {
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
      report(`refused a connection: one address is over the cap of ${limits.maxPerAddress} connections (the address is not logged)`);
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
