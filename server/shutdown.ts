// A graceful stop: no new connections, every request in flight answered, the work a signup left
// running after its answer (its applicant confirmation) finished, then exit; past the deadline,
// what was cut off is logged and the process ends anyway.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { backgroundIdle, isDraining, pendingBackgroundWork, startDraining } from "../lib/lifecycle.ts";
import type { Logger } from "../lib/log.ts";

export type ShutdownResult = { clean: boolean; ms: number; cutOff: string[] };

/** The requests a server is answering, and its graceful stop. */
export class Drainer {
  readonly #server: Server;
  readonly #inFlight = new Map<ServerResponse, { method: string; path: string; since: number }>();

  constructor(server: Server) {
    this.#server = server;
  }

  /** Counts the request as in flight until its response closes; once draining, its connection closes after it. */
  track(req: IncomingMessage, res: ServerResponse, path: string): void {
    this.#inFlight.set(res, { method: req.method ?? "", path, since: Date.now() });
    res.once("close", () => this.#inFlight.delete(res));
    if (isDraining()) this.#closeAfter(res);
  }

  get inFlight(): number {
    return this.#inFlight.size;
  }

  /**
   * Stops listening at once (a new connection is refused), closes idle keep-alive connections
   * now and each busy one after its response, and resolves when no request is in flight and no
   * background work is left, or at `timeoutMs` with what it cut off (whose connections are then
   * destroyed).
   */
  async drain({ timeoutMs, log }: { timeoutMs: number; log: Pick<Logger, "info" | "error"> }): Promise<ShutdownResult> {
    const started = Date.now();
    startDraining();
    this.#server.close();
    this.#server.closeIdleConnections();
    for (const res of this.#inFlight.keys()) this.#closeAfter(res);
    log.info("shutting down: no new connections; waiting for the requests in flight and background work", {
      requests: this.#inFlight.size,
      background: pendingBackgroundWork().length,
      timeoutS: timeoutMs / 1000,
    });

    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
    const finished = (async () => {
      while (this.#inFlight.size > 0) await Promise.race([...this.#inFlight.keys()].map((res) => new Promise((resolve) => res.once("close", resolve))));
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
    const cutOff = [
      ...[...this.#inFlight.values()].map(({ method, path, since }) => `${method} ${path} (${((now - since) / 1000).toFixed(1)} s)`),
      ...pendingBackgroundWork(now),
    ];
    log.error("shutdown deadline passed: cutting off what is still running", { ms, cutOff });
    this.#server.closeAllConnections();
    return { clean: false, ms, cutOff };
  }

  /** The response goes out without keep-alive, and idle connections are closed after it. */
  #closeAfter(res: ServerResponse): void {
    res.shouldKeepAlive = false;
    res.once("close", () => this.#server.closeIdleConnections());
  }
}
