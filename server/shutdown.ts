// A graceful stop: no new connections, every request in flight answered and its answer delivered
// (a download to a slow client included), the work a signup left running after its answer (its
// applicant confirmation) finished, then exit; past the deadline, what was cut off is counted
// and logged, and the process ends anyway.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { backgroundIdle, isDraining, pendingBackgroundWork, startDraining } from "../lib/platform/lifecycle.ts";
import type { Logger } from "../lib/platform/log.ts";

export type ShutdownResult = { clean: boolean; ms: number; cutOff: string[] };

/** An open connection: the responses in flight on it, and how many bytes it had read when the last one closed. */
type Connection = { responses: Set<ServerResponse>; readWhenIdle: number };

/**
 * The requests a server is answering, and its graceful stop.
 *
 * A response counts as in flight until it closes: after its last byte was written to the socket
 * ('finish'), or when its connection closed. Node.js's own `server.close()` and
 * `closeIdleConnections()` do not wait for that: they destroy every connection whose response
 * was ended, and a response to a slow client is ended long before its bytes are written, so a
 * download was cut mid-body. The drain closes idle connections itself, and only those.
 */
export class Drainer {
  readonly #server: Server;
  readonly #inFlight = new Map<ServerResponse, { method: string; path: string; since: number }>();
  readonly #connections = new Map<Duplex, Connection>();

  constructor(server: Server) {
    this.#server = server;
    server.on("connection", (socket: Socket) => {
      this.#connections.set(socket, { responses: new Set(), readWhenIdle: 0 });
      socket.once("close", () => this.#connections.delete(socket));
    });
  }

  /** Counts the request as in flight until its response closes; once draining, its connection closes after it. */
  track(req: IncomingMessage, res: ServerResponse, path: string): void {
    const socket = req.socket;
    const connection = this.#connections.get(socket);
    this.#inFlight.set(res, { method: req.method ?? "", path, since: Date.now() });
    connection?.responses.add(res);
    res.once("close", () => {
      this.#inFlight.delete(res);
      if (connection) {
        connection.responses.delete(res);
        connection.readWhenIdle = socket.bytesRead;
      }
    });
    if (isDraining()) this.#closeAfter(res);
  }

  get inFlight(): number {
    return this.#inFlight.size;
  }

  /** Whether a response of ours has started (its head is sent) on the connection: nothing else may be written to it then. */
  responding(socket: Duplex): boolean {
    return [...(this.#connections.get(socket)?.responses ?? [])].some((res) => res.headersSent);
  }

  /**
   * Stops listening at once (a new connection is refused), closes idle keep-alive connections
   * now and each busy one after its response, and resolves when no response is in flight (each
   * written out in full, or its connection gone) and no background work is left, or at
   * `timeoutMs` with what it cut off (whose connections are then destroyed).
   */
  async drain({ timeoutMs, log }: { timeoutMs: number; log: Pick<Logger, "info" | "error"> }): Promise<ShutdownResult> {
    const started = Date.now();
    startDraining();
    // net.Server's close: stops listening and leaves the open connections alone (http.Server's
    // would first destroy the connections it deems idle, flushing downloads included).
    NetServer.prototype.close.call(this.#server);
    this.#closeIdle();
    for (const res of this.#inFlight.keys()) this.#closeAfter(res);
    log.info("shutting down: no new connections; waiting for the requests in flight and background work", {
      requests: this.#inFlight.size,
      background: pendingBackgroundWork().length,
      timeoutS: timeoutMs / 1000,
    });

    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
    const finished = (async () => {
      while (this.#inFlight.size > 0)
        await Promise.race(
          [...this.#inFlight.keys()].map((res) => new Promise((resolve) => res.once("close", resolve))),
        );
      await backgroundIdle();
      return "done" as const;
    })();
    const outcome = await Promise.race([finished, deadline]);
    clearTimeout(timer);
    const ms = Date.now() - started;
    if (outcome === "done") {
      log.info("shut down cleanly", { ms });
      return { clean: true, ms, cutOff: [] };
    }
    const now = Date.now();
    const requests = [...this.#inFlight].map(
      ([res, { method, path, since }]) =>
        `${method} ${path} (${((now - since) / 1000).toFixed(1)} s${res.writableEnded ? ", answered, still being delivered" : ""})`,
    );
    const cutOff = [...requests, ...pendingBackgroundWork(now)];
    log.error(`shutdown deadline passed: cutting off ${cutOff.length} still running`, {
      ms,
      cutOffCount: cutOff.length,
      requestsCut: requests.length,
      cutOff,
    });
    this.#server.closeAllConnections();
    return { clean: false, ms, cutOff };
  }

  /** The response goes out without keep-alive, and idle connections are closed after it. */
  #closeAfter(res: ServerResponse): void {
    res.shouldKeepAlive = false;
    res.once("close", () => this.#closeIdle());
  }

  /**
   * Closes the connections with no response in flight and nothing read since the last one
   * closed (a request head on its way is not idle).
   */
  #closeIdle(): void {
    for (const [socket, { responses, readWhenIdle }] of this.#connections) {
      if (responses.size === 0 && (socket as Socket).bytesRead === readWhenIdle) socket.destroy();
    }
  }
}
