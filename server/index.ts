// The production server: Next.js's request handler behind post-process.ts (scripts after the
// first paint, Brotli, a cache of encoded bodies), with the client address resolved once
// (lib/http/client-address.ts), malformed request targets refused before Next.js sees them, and every
// connection bounded in time and number (connections.ts). `npm start` runs it after ensuring a build.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import { env } from "../lib/env.ts";
import { logger } from "../lib/log.ts";
import { securityHeaderRules } from "../lib/security-headers.ts";
import { resolveClientAddress } from "../lib/http/client-address.ts";
import { isRequestId } from "../lib/http/request-id.ts";
import { sampledLog } from "./log.ts";
import { DEFAULT_CONNECTION_LIMITS, limitConnections, type ConnectionLimits } from "./connections.ts";
import { createCompressor } from "./compression.ts";
import { pathOf, withPostProcessing } from "./post-process.ts";
import { Drainer, type ShutdownResult } from "./shutdown.ts";
import { applyBuildConfig } from "./standalone.ts";

/** Headers a client could write to pose as a proxy: dropped unless a proxy is declared. */
const PROXY_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

export type ServerOptions = { port: number; hostname?: string; trustedProxies?: number; limits?: Partial<ConnectionLimits> };

export type RunningServer = {
  server: Server;
  /** Drains and closes the server (server/shutdown.ts); the caller decides how the process ends. */
  shutdown: (timeoutMs: number) => Promise<ShutdownResult>;
};

/** Requests logged at debug level only: a load balancer's probes would otherwise fill the log. */
const PROBES = new Set(["/api/health", "/api/ready"]);

export async function startServer({ port, hostname, trustedProxies = env.TRUSTED_PROXY_COUNT, limits = {} }: ServerOptions): Promise<RunningServer> {
  const dir = path.resolve(import.meta.dirname, "..");
  applyBuildConfig(dir);
  const app = next({ dev: false, dir, port, hostname });
  await app.prepare();
  const handle = withPostProcessing(app.getRequestHandler(), createCompressor(), { sharedMaxAgeS: env.CDN_MAX_AGE_S });
  const securityHeaders = securityHeaderRules({ turnstile: Boolean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY) })[0]?.headers ?? [];
  const plain = (res: ServerResponse, status: number, message: string) => {
    if (res.headersSent) return void res.end();
    for (const { key, value } of securityHeaders) res.setHeader(key, value);
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(message) });
    res.end(message);
  };
  const log = logger("server");
  const report = sampledLog(60_000, (line) => log.warn(line));
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    const requestId = requestIdFor(req, trustedProxies);
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    // Without its query (which may carry anything a visitor typed), bounded: for logs.
    const requestPath = pathOf(req.url).slice(0, 200);
    drainer.track(req, res, requestPath);
    logRequest(req, res, requestId, requestPath);
    const problem = targetProblem(req);
    if (problem) {
      report(`400 for a malformed request target (${problem}): ${JSON.stringify(requestPath)}`);
      return plain(res, 400, "Bad request: the address is not valid.\n");
    }
    closeIfBodyUnread(req, res);
    req.headers["x-forwarded-for"] = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
    if (trustedProxies === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      log.error("request failed", { requestId, method: req.method, path: requestPath, err: error });
      plain(res, 500, "Internal server error\n");
    });
  });
  const drainer = new Drainer(server);
  const maxPerAddress = env.MAX_CONNECTIONS_PER_ADDRESS ?? (trustedProxies > 0 ? 0 : DEFAULT_CONNECTION_LIMITS.maxPerAddress);
  limitConnections(server, { ...DEFAULT_CONNECTION_LIMITS, maxPerAddress, ...limits }, (line) => log.warn(line));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  log.info(`ready on http://${hostname ?? "localhost"}:${port}`, {
    clientAddress: trustedProxies === 0 ? "the connection's (no proxy declared)" : `${trustedProxies} trusted prox${trustedProxies === 1 ? "y" : "ies"} in X-Forwarded-For`,
    maxConnectionsPerAddress: maxPerAddress || "unlimited",
    cdn: env.CDN_MAX_AGE_S > 0 ? `a CDN may keep pages ${env.CDN_MAX_AGE_S} s (+${env.CDN_MAX_AGE_S} s stale while refetching)` : "no shared caching (CDN_MAX_AGE_S=0)",
    purge: env.CLOUDFLARE_ZONE_ID ? `from Cloudflare zone ${env.CLOUDFLARE_ZONE_ID} on publish` : "none (CLOUDFLARE_ZONE_ID unset)",
  });
  return { server, shutdown: (timeoutMs) => drainer.drain({ timeoutMs, log }) };
}

/** A declared proxy's request id when it sent a sane one, else a new one (a client's own is never trusted). */
function requestIdFor(req: IncomingMessage, trustedProxies: number): string {
  const given = req.headers["x-request-id"];
  return trustedProxies > 0 && isRequestId(given) ? given : randomUUID();
}

const access = logger("http");

/** One line when the request ends: no address, no query, no body. */
function logRequest(req: IncomingMessage, res: ServerResponse, requestId: string, requestPath: string): void {
  const since = Date.now();
  res.once("close", () => {
    const fields = { requestId, method: req.method, path: requestPath, status: res.statusCode, ms: Date.now() - since, ...(res.writableFinished ? {} : { aborted: true }) };
    if (PROBES.has(requestPath)) access.debug("request", fields);
    else access.info("request", fields);
  });
}

/** How long the unread rest of a refused body is drained before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * A response that goes out before its request body was read in full (a 413 after reading up to
 * the limit, a refusal before reading at all) closes the connection: the unread rest of the body
 * would otherwise stall the connection, and a client that reused it waited ~6 s for a reset. The
 * rest is drained and discarded for at most LINGER_MS first, so closing does not reset the
 * connection under the answer before the client has read it.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = ((...args: Parameters<ServerResponse["writeHead"]>) => {
    if (!req.complete) res.shouldKeepAlive = false;
    return writeHead.apply(res, args);
  }) as ServerResponse["writeHead"];
  res.once("finish", () => {
    if (req.complete) return;
    // Whoever read part of the body (a route handler's stream) has let go of it.
    req.removeAllListeners("data");
    req.on("data", () => undefined);
    req.resume();
    const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
    req.socket.once("close", () => clearTimeout(cut));
  });
}

/** Why a request target cannot be served (Next.js would answer it with a 500), or null. */
export function targetProblem(req: Pick<IncomingMessage, "url">): string | null {
  if (!(req.url ?? "").startsWith("/")) return "not a path";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOf(req.url));
  } catch {
    return "bad percent-encoding";
  }
  if (decoded.includes("\0")) return "NUL in the path";
  return null;
}
