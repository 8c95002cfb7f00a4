// The production server. `npm start` runs it after ensuring a build (server/main.ts). A request:
//
// 1. connections.ts bounds every connection in time and number, before any request, and answers
//    what Node.js's parser refuses (431, 400) without resetting the connection under the answer.
// 2. Here: a request id (X-Request-Id), a malformed request target refused with a 400 before
//    Next.js sees it, the client address resolved once (lib/platform/http/client-address.ts), and proxy
//    headers dropped unless a proxy is declared; shutdown.ts counts it in flight; with Plausible
//    configured, a page view is sent once its answer has gone out (lib/analytics/pageview.ts).
// 3. adapter.ts hands it to Next.js's request handler. For a GET or HEAD outside `/api/` it
//    captures what Next.js renders and sends what the policy makes of it (server/policy/, steps
//    in order: shared-cache lifetime, redirect repair, scripts after the first paint, Brotli/gzip
//    from a cache, validators and ranges, length); a page rendered per request (draft mode, a
//    not-found page) streams on as Next.js writes it, encoded on its way, and a body the policy
//    does not need (an image, a font) streams through, each under the head the policy decides.
//    Route handlers and other methods pass through.
//
// adapter.ts is the only file that writes to Node.js's response.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import next from "next";
import { analyticsRuntime } from "../lib/analytics/runtime.ts";
import { watchPageView } from "../lib/analytics/pageview.ts";
import { env } from "../lib/platform/env.ts";
import { logger, throttledLog } from "../lib/platform/log.ts";
import { securityHeaderRules } from "../lib/platform/security-headers.ts";
import { resolveClientAddress } from "../lib/platform/http/client-address.ts";
import { isRequestId } from "../lib/platform/http/request-id.ts";
import {
  answerClientErrors,
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  type ConnectionLimits,
} from "./connections.ts";
import { pathOf, sendPlain, serve, trackResponse } from "./adapter.ts";
import { redisPayloadStore } from "./payload-store.ts";
import { createPolicy } from "./policy/index.ts";
import { Drainer, type ShutdownResult } from "./shutdown.ts";
import { applyBuildConfig } from "./standalone.ts";

/** Headers a client could write to pose as a proxy: dropped unless a proxy is declared. */
const PROXY_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

export type ServerOptions = {
  port: number;
  hostname?: string;
  trustedProxies?: number;
  limits?: Partial<ConnectionLimits>;
};

export type RunningServer = {
  server: Server;
  /** Drains and closes the server (server/shutdown.ts); the caller decides how the process ends. */
  shutdown: (timeoutMs: number) => Promise<ShutdownResult>;
};

/**
 * The longest path served (RFC 9110 recommends servers take at least 8,000 octets of a whole
 * target; the query is not counted). No address of the site comes near it, and every redirect
 * that repeats a path (Next.js's own trailing-slash one among them) stays this size.
 */
export const MAX_PATH_LENGTH = 2048;

/** Requests logged at debug level only: a load balancer's probes would otherwise fill the log. */
const PROBES = new Set(["/api/health", "/api/ready"]);

export async function startServer({
  port,
  hostname,
  trustedProxies = env.TRUSTED_PROXY_COUNT,
  limits = {},
}: ServerOptions): Promise<RunningServer> {
  const dir = path.resolve(import.meta.dirname, "..");
  applyBuildConfig(dir);
  const app = next({ dev: false, dir, port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  // With several instances (REDIS_URL), each answers for the payload addresses the others gave out.
  const payloads = env.REDIS_URL ? redisPayloadStore(env.REDIS_URL) : undefined;
  const policy = createPolicy({ sharedMaxAgeS: env.CDN_MAX_AGE_S, payloads });
  const securityHeaders =
    securityHeaderRules({ turnstile: Boolean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY) })[0]?.headers ?? [];
  const log = logger("server");
  const analytics = analyticsRuntime();
  // Refusals before Next.js, each kind logged at most once a minute.
  const report = throttledLog(60_000, (line) => log.warn(line));
  const reportLong = throttledLog(60_000, (line) => log.warn(line));
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    const requestId = requestIdFor(req, trustedProxies);
    req.headers["x-request-id"] = requestId;
    // Without its query (which may carry anything a visitor typed), bounded: for logs.
    const fullPath = pathOf(req.url);
    const requestPath = fullPath.slice(0, 200);
    drainer.track(req, res, requestPath);
    const since = Date.now();
    trackResponse(res, requestId, (outcome) => logRequest(req, requestId, requestPath, since, outcome));
    if (fullPath.length > MAX_PATH_LENGTH) {
      reportLong(`414 for a path of ${fullPath.length} characters`);
      return sendPlain(res, 414, `URI too long: a path is at most ${MAX_PATH_LENGTH} characters.\n`, securityHeaders);
    }
    const problem = targetProblem(req);
    if (problem) {
      report(`400 for a malformed request target (${problem}): ${JSON.stringify(requestPath)}`);
      return sendPlain(res, 400, "Bad request: the address is not valid.\n", securityHeaders);
    }
    const clientAddress = resolveClientAddress(
      req.socket.remoteAddress,
      req.headers["x-forwarded-for"],
      trustedProxies,
    );
    req.headers["x-forwarded-for"] = clientAddress;
    if (trustedProxies === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
    // A page's view goes to Plausible after its answer (lib/analytics/pageview.ts); none when unset.
    if (analytics) watchPageView(analytics, req, res, clientAddress);
    Promise.resolve(serve(req, res, handle, policy)).catch((error: unknown) => {
      log.error("request failed", { requestId, method: req.method, path: requestPath, err: error });
      sendPlain(res, 500, "Internal server error\n", securityHeaders);
    });
  });
  const drainer = new Drainer(server);
  const maxPerAddress =
    env.MAX_CONNECTIONS_PER_ADDRESS ?? (trustedProxies > 0 ? 0 : DEFAULT_CONNECTION_LIMITS.maxPerAddress);
  limitConnections(server, { ...DEFAULT_CONNECTION_LIMITS, maxPerAddress, ...limits }, (line) => log.warn(line));
  answerClientErrors(server, (socket) => drainer.responding(socket));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  log.info(`ready on http://${hostname ?? "localhost"}:${port}`, {
    clientAddress:
      trustedProxies === 0
        ? "the connection's (no proxy declared)"
        : `${trustedProxies} trusted prox${trustedProxies === 1 ? "y" : "ies"} in X-Forwarded-For`,
    maxConnectionsPerAddress: maxPerAddress || "unlimited",
    cdn:
      env.CDN_MAX_AGE_S > 0
        ? `a CDN may keep pages ${env.CDN_MAX_AGE_S} s (+${env.CDN_MAX_AGE_S} s stale while refetching)`
        : "no shared caching (CDN_MAX_AGE_S=0)",
    analytics: analytics
      ? `page views and the signup funnel to Plausible at ${analytics.config.baseUrl} for ${analytics.config.domain}`
      : "none (PLAUSIBLE_DOMAIN unset)",
    purge: env.CLOUDFLARE_ZONE_ID
      ? `from Cloudflare zone ${env.CLOUDFLARE_ZONE_ID} on publish`
      : "none (CLOUDFLARE_ZONE_ID unset)",
  });
  return {
    server,
    shutdown: async (timeoutMs) => {
      const result = await drainer.drain({ timeoutMs, log });
      await payloads?.close();
      return result;
    },
  };
}

/** A declared proxy's request id when it sent a sane one, else a new one (a client's own is never trusted). */
function requestIdFor(req: IncomingMessage, trustedProxies: number): string {
  const given = req.headers["x-request-id"];
  return trustedProxies > 0 && isRequestId(given) ? given : randomUUID();
}

const access = logger("http");

/** One line when the request ends: no address, no query, no body. */
function logRequest(
  req: IncomingMessage,
  requestId: string,
  requestPath: string,
  since: number,
  { status, finished }: { status: number; finished: boolean },
): void {
  const fields = {
    requestId,
    method: req.method,
    path: requestPath,
    status,
    ms: Date.now() - since,
    ...(finished ? {} : { aborted: true }),
  };
  if (PROBES.has(requestPath)) access.debug("request", fields);
  else access.info("request", fields);
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
