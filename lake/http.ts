import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { actionsToSteps, type Action } from "./actions.ts";
import { contentImageHeaders } from "../lib/platform/uploaded-images.ts";
import { throttledLog } from "../lib/platform/throttled-log.ts";
import { readImage, storeImage } from "./assets.ts";
import { readsOtherDocuments, runQuery } from "./groq.ts";
import { contentSourceMap } from "./source-map.ts";
import { LakeError, type Commit, type Doc, type Mut, type Perspective, type Store } from "./store.ts";

/** The parts of Node's HTTP/1 and HTTP/2 compatibility request/response the lake uses. */
export type Req = AsyncIterable<Buffer> & {
  httpVersionMajor: number;
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  destroy(): void;
};
export type Res = {
  writeHead(status: number, headers?: Record<string, string | number>): unknown;
  setHeader(name: string, value: string | number): unknown;
  write(chunk: string): boolean;
  end(chunk?: string | Buffer): unknown;
  on(event: "close", listener: () => void): unknown;
  headersSent: boolean;
};

export type ApiOptions = {
  store: Store;
  projectId: string;
  dataset: string;
  token: string;
  corsOrigins: string[];
  maxBodyBytes: number;
  maxListeners: number;
  /** Most token-less `/data/live/events` streams open at once, counted apart from `maxListeners`. */
  maxAnonymousListeners: number;
  log: (message: string) => void;
  /** Where uploaded images are stored (`<contentDir>/images/`). */
  contentDir: string;
  /** Told of every request, before it is answered. */
  onRequest?: (request: { method: string; url: string }) => void;
};

export const user = {
  id: "lake-editor",
  name: "Local editor",
  email: "editor@localhost",
  profileImage: null,
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator", description: "The local Content Lake's only user" }],
  provider: "local",
};

const grants = [{ filter: '_id in path("**")', permissions: ["read", "create", "history", "update"] }];

type Listener = { send(commit: Commit): Promise<void>; close(): void };

/** Distinct unimplemented requests counted by `unimplemented()`; past it, they are answered and reported (throttled), not kept. */
export const MAX_UNIMPLEMENTED_KEPT = 200;

function json(response: Res, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  response.end(text);
}

function errorBody(status: number, message: string, type = "httpError") {
  return { error: { description: message, type }, statusCode: status, message };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readRaw(request: Req, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new LakeError(413, `Request body larger than ${limit} bytes`, "payloadTooLarge");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readBody(request: Req, limit: number): Promise<unknown> {
  const raw = await readRaw(request, limit);
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new LakeError(400, "The request body is not valid JSON", "invalidJson");
  }
}

function perspectiveOf(value: unknown, apiVersion: string): Perspective {
  if (value === undefined || value === null || value === "") return apiVersion >= "2025-02-19" ? "published" : "raw";
  const names = (Array.isArray(value) ? value : String(value).split(",")).map((name) => String(name).trim());
  if (names.includes("raw")) return "raw";
  if (names.includes("drafts") || names.includes("previewDrafts")) return "drafts";
  if (names.length === 1 && names[0] === "published") return "published";
  throw new LakeError(
    400,
    `Unsupported perspective: ${JSON.stringify(value)} (the lake knows raw, drafts, published)`,
    "invalidPerspective",
  );
}

function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of search) {
    if (!name.startsWith("$")) continue;
    try {
      params[name.slice(1)] = JSON.parse(value);
    } catch {
      throw new LakeError(400, `Parameter ${name} is not valid JSON`, "invalidParameter");
    }
  }
  return params;
}

const withoutRev = (document: Doc | null) => {
  if (!document) return null;
  const rest: Record<string, unknown> = { ...document };
  delete rest._rev;
  return rest;
};

/** The HTTP API of the lake; one instance serves both listeners. */
export function createApi(options: ApiOptions) {
  const { store } = options;
  const unimplemented = new Map<string, number>();
  /** Streams opened with the token: the Studio's listens and live events. */
  const listeners = new Set<Listener>();
  /**
   * Token-less live-event streams (`@sanity/client` opens them without the token unless
   * `includeDrafts` is set): a pool of their own, so they can never take the Studio's places.
   */
  const anonymous = new Set<Listener>();
  const reportUnkept = throttledLog(60_000, options.log);

  const cors = (request: Req): Record<string, string> => {
    const origin = request.headers.origin;
    if (typeof origin !== "string" || !options.corsOrigins.includes(origin)) return {};
    return { "access-control-allow-origin": origin, "access-control-allow-credentials": "true", vary: "Origin" };
  };

  const notImplemented = (request: Req, response: Res, pathname: string, headers: Record<string, string>) => {
    const key = `${request.method} ${pathname.slice(0, 300)}`;
    const count = unimplemented.get(key);
    if (count !== undefined) unimplemented.set(key, count + 1);
    else if (unimplemented.size < MAX_UNIMPLEMENTED_KEPT) {
      unimplemented.set(key, 1);
      options.log(`lake: not implemented, answered 404: ${key}`);
    } else {
      reportUnkept(
        `lake: not implemented, answered 404: ${key} (past ${MAX_UNIMPLEMENTED_KEPT} distinct requests, the rest are not counted)`,
      );
    }
    json(response, 404, errorBody(404, `Not implemented by the local Content Lake: ${key}`, "notFound"), headers);
  };

  const openStream = (
    response: Res,
    headers: Record<string, string>,
    pool: Set<Listener>,
    max: number,
  ): ((event: string, data: unknown) => void) | null => {
    if (pool.size >= max) {
      json(response, 503, errorBody(503, "Too many listeners", "tooManyListeners"), headers);
      return null;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...headers });
    // A comment every 25 s keeps idle streams (and any proxy between) from timing out.
    const keepAlive = setInterval(() => response.write(": ping\n\n"), 25_000);
    keepAlive.unref();
    response.on("close", () => clearInterval(keepAlive));
    return (event, data) => {
      response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
  };

  const listen = (request: Req, response: Res, url: URL, headers: Record<string, string>) => {
    const query = url.searchParams.get("query") ?? "*";
    const params = paramsFromSearch(url.searchParams);
    const includeResult = url.searchParams.get("includeResult") !== "false";
    const includePrevious = url.searchParams.get("includePreviousRevision") === "true";
    const includeMutations = url.searchParams.get("includeMutations") !== "false";
    const mendoza = url.searchParams.get("effectFormat") === "mendoza";
    const events = (url.searchParams.get("events") ?? "welcome,mutation").split(",");
    const send = openStream(response, headers, listeners, options.maxListeners);
    if (!send) return;
    const matches = async (document: Doc | null) => {
      if (!document) return false;
      try {
        const value = await runQuery([document], query, params);
        return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
      } catch {
        return false;
      }
    };
    // A filter reading other documents may change its result on any commit: when no changed
    // document matches it, the listener still hears of every change, so that a list refetches.
    const readsOthers = readsOtherDocuments(query);
    const listener: Listener = {
      async send(commit) {
        let selected: Commit["changes"] = [];
        for (const change of commit.changes)
          if ((await matches(change.result)) || (await matches(change.previous))) selected.push(change);
        if (selected.length === 0 && readsOthers) selected = commit.changes;
        selected.forEach((change) => {
          const event: Record<string, unknown> = {
            eventId: `${commit.transactionId}#${change.id}`,
            documentId: change.id,
            transactionId: commit.transactionId,
            transition: !change.previous ? "appear" : !change.result ? "disappear" : "update",
            identity: commit.identity,
            previousRev: change.previous?._rev,
            resultRev: change.result?._rev ?? commit.transactionId,
            timestamp: commit.timestamp,
            visibility: "query",
            transactionTotalEvents: commit.changes.length,
            transactionCurrentEvent: commit.changes.indexOf(change) + 1,
          };
          if (includeMutations) event.mutations = change.mutations;
          if (includeResult && change.result) event.result = change.result;
          if (includePrevious && change.previous) event.previous = change.previous;
          if (mendoza)
            event.effects = { apply: [0, withoutRev(change.result)], revert: [0, withoutRev(change.previous)] };
          if (events.includes("mutation")) send("mutation", event);
        });
      },
      close() {
        response.end();
      },
    };
    listeners.add(listener);
    response.on("close", () => listeners.delete(listener));
    if (events.includes("welcome")) send("welcome", { listenerName: `lake-${Math.random().toString(36).slice(2)}` });
  };

  const liveEvents = (response: Res, headers: Record<string, string>, authenticated: boolean) => {
    const [pool, max] = authenticated ? [listeners, options.maxListeners] : [anonymous, options.maxAnonymousListeners];
    const send = openStream(response, headers, pool, max);
    if (!send) return;
    const listener: Listener = { send: async () => undefined, close: () => response.end() };
    pool.add(listener);
    response.on("close", () => pool.delete(listener));
    send("welcome", {});
  };

  store.subscribe(async (commit) => {
    for (const listener of listeners) {
      try {
        await listener.send(commit);
      } catch (error) {
        options.log(`lake: a listener failed: ${(error as Error).message}`);
      }
    }
  });

  const mutateAnswer = (commit: Commit, url: URL) => {
    const returnDocuments = url.searchParams.get("returnDocuments") === "true";
    const documents = new Map(commit.changes.map((change) => [change.id, change.result]));
    const results = commit.results.map((result) =>
      returnDocuments ? { ...result, document: documents.get(result.id) ?? store.get(result.id) } : result,
    );
    return {
      transactionId: commit.transactionId,
      results,
      ...(returnDocuments ? { documents: results.map((result) => (result as { document?: unknown }).document) } : {}),
    };
  };

  /** Answers every request, whatever goes wrong while serving it. */
  async function handle(request: Req, response: Res): Promise<void> {
    try {
      await serve(request, response);
    } catch (error) {
      options.log(
        `lake: ${request.method} ${(request.url ?? "").split("?")[0]?.slice(0, 300)} failed: ${(error as Error).stack ?? error}`,
      );
      if (!response.headersSent) json(response, 500, errorBody(500, "Internal error in the local Content Lake"));
      else response.end();
    }
  }

  async function serve(request: Req, response: Res): Promise<void> {
    const headers = cors(request);
    const method = request.method ?? "GET";
    options.onRequest?.({ method, url: request.url ?? "/" });
    let url: URL;
    let segments: string[];
    try {
      url = new URL(request.url ?? "/", "http://lake.invalid");
      segments = url.pathname
        .split("/")
        .filter(Boolean)
        .map((segment) => decodeURIComponent(segment));
    } catch {
      json(
        response,
        400,
        errorBody(400, "The request's path is malformed (bad percent-encoding)", "invalidPath"),
        headers,
      );
      return;
    }
    const hostname = (request.headers[":authority"] ?? request.headers.host ?? "")
      .toString()
      .replace(/:\d+$/, "")
      .toLowerCase();
    if (
      hostname !== "" &&
      hostname !== "127.0.0.1" &&
      hostname !== "localhost" &&
      !hostname.endsWith(".localhost") &&
      hostname !== "[::1]"
    ) {
      json(response, 421, errorBody(421, "The lake answers only loopback host names", "misdirected"));
      return;
    }
    if (method === "OPTIONS") {
      if (!headers["access-control-allow-origin"]) {
        response.writeHead(403, { "content-type": "text/plain" });
        response.end("Origin not allowed");
        return;
      }
      response.writeHead(204, {
        ...headers,
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
        "access-control-allow-headers": String(
          request.headers["access-control-request-headers"] ?? "authorization, content-type",
        ),
        "access-control-max-age": "600",
      });
      response.end();
      return;
    }
    const match = /^\/v(\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/.exec(url.pathname);
    const apiVersion = match?.[1] ?? "";
    if (match) segments = segments.slice(1);
    const datasetOk = (name: string | undefined) => name === options.dataset;
    const is = (wanted: string, ...pattern: (string | null)[]) =>
      method === wanted &&
      match !== null &&
      segments.length === pattern.length &&
      pattern.every((part, index) => part === null || part === segments[index]);
    // Images are public, as on Sanity's CDN: browsers load them with <img>, without the token.
    const image = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (image && (method === "GET" || method === "HEAD")) {
      const found =
        image[1] === options.projectId && image[2] === options.dataset
          ? await readImage(options.contentDir, image[3]!)
          : null;
      if (!found) return json(response, 404, errorBody(404, "Image not found", "notFound"), headers);
      response.writeHead(200, { ...headers, ...contentImageHeaders(found.mimeType, found.data.length) });
      response.end(method === "HEAD" ? undefined : found.data);
      return;
    }
    const authorization = request.headers.authorization;
    const authenticated = typeof authorization === "string" && sameText(authorization, `Bearer ${options.token}`);
    // The one exception: exactly the live-events stream of the dataset, sent without any token
    // (it carries no content), and from no foreign web page.
    const isLiveEvents = is("GET", "data", "live", "events", null) && datasetOk(segments[3]);
    if (!authenticated && !(isLiveEvents && authorization === undefined)) {
      json(
        response,
        401,
        errorBody(401, "Unauthorized - a valid session or token is required", "unauthorized"),
        headers,
      );
      return;
    }
    if (!authenticated && request.headers.origin !== undefined && !headers["access-control-allow-origin"]) {
      json(response, 403, errorBody(403, "Origin not allowed", "forbidden"));
      return;
    }

    try {
      if (is("GET", "users", "me")) return json(response, 200, user, headers);
      if (is("GET", "projects", options.projectId, "datasets", options.dataset, "acl"))
        return json(response, 200, grants, headers);
      if ((is("GET", "data", "query", null) || is("POST", "data", "query", null)) && datasetOk(segments[2])) {
        const body =
          method === "POST"
            ? ((await readBody(request, options.maxBodyBytes)) as {
                query?: unknown;
                params?: Record<string, unknown>;
                perspective?: unknown;
              })
            : {};
        const query = method === "POST" ? body.query : url.searchParams.get("query");
        if (typeof query !== "string") throw new LakeError(400, "A query is required", "queryParseError");
        const params =
          method === "POST"
            ? { ...paramsFromSearch(url.searchParams), ...(body.params ?? {}) }
            : paramsFromSearch(url.searchParams);
        const perspective = perspectiveOf(url.searchParams.get("perspective") ?? body.perspective, apiVersion);
        const started = performance.now();
        let result: unknown;
        try {
          result = await store.query(query, params, perspective);
        } catch (error) {
          throw new LakeError(400, (error as Error).message, "queryParseError");
        }
        // Asked for by stega-enabled clients (the site's draft mode): Presentation's overlays need it.
        const sourceMap = url.searchParams.get("resultSourceMap");
        const resultSourceMap =
          sourceMap && sourceMap !== "false"
            ? contentSourceMap(result, store.view(perspective), sourceMap === "withKeyArraySelector")
            : undefined;
        return json(
          response,
          200,
          {
            ms: Math.round(performance.now() - started),
            query,
            result,
            ...(resultSourceMap ? { resultSourceMap } : {}),
          },
          headers,
        );
      }
      if (is("GET", "data", "doc", null, null) && datasetOk(segments[2])) {
        const ids = (segments[3] ?? "").split(",").filter(Boolean);
        const documents = ids.flatMap((id) => {
          const document = store.get(id);
          return document ? [document] : [];
        });
        const omitted = ids.filter((id) => !store.get(id)).map((id) => ({ id, reason: "existence" }));
        return json(response, 200, { documents, omitted }, headers);
      }
      if (is("GET", "data", "listen", null) && datasetOk(segments[2])) return listen(request, response, url, headers);
      // References from other datasets (the Studio asks with excludeInternalReferences=true before
      // an unpublish or a delete; it finds references within the dataset with GROQ): one dataset, none.
      if (is("GET", "data", "references", null, "documents", null, "to") && datasetOk(segments[2]))
        return json(response, 200, { totalCount: 0, references: [] }, headers);
      if (isLiveEvents) return liveEvents(response, headers, authenticated);
      if (is("POST", "data", "mutate", null) && datasetOk(segments[2])) {
        const body = (await readBody(request, options.maxBodyBytes)) as { mutations?: Mut[]; transactionId?: string };
        const commit = await store.transact(body.mutations ?? [], {
          transactionId: body.transactionId,
          identity: user.id,
        });
        return json(response, 200, mutateAnswer(commit, url), headers);
      }
      if (is("POST", "data", "actions", null) && datasetOk(segments[2])) {
        const body = (await readBody(request, options.maxBodyBytes)) as {
          actions?: Action | Action[];
          transactionId?: string;
        };
        const actions = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions] : [];
        const commit = await store.transact(actionsToSteps(actions), {
          transactionId: body.transactionId,
          identity: user.id,
        });
        return json(response, 200, { transactionId: commit.transactionId }, headers);
      }
      if (is("POST", "assets", "images", null) && datasetOk(segments[2])) {
        const data = await readRaw(request, options.maxBodyBytes);
        const asset = await storeImage(options.contentDir, data, {
          projectId: options.projectId,
          dataset: options.dataset,
          filename: url.searchParams.get("filename") ?? undefined,
        });
        await store.transact([{ createIfNotExists: asset }], { identity: user.id });
        return json(response, 200, { document: store.get(asset._id) }, headers);
      }
      return notImplemented(request, response, url.pathname, headers);
    } catch (error) {
      if (error instanceof LakeError) {
        json(
          response,
          error.status,
          errorBody(error.status, error.message, error.type),
          error.status === 413 && request.httpVersionMajor === 1 ? { ...headers, connection: "close" } : headers,
        );
        return;
      }
      options.log(`lake: ${method} ${url.pathname} failed: ${(error as Error).stack ?? error}`);
      if (!response.headersSent)
        json(response, 500, errorBody(500, "Internal error in the local Content Lake"), headers);
      else response.end();
    }
  }

  return {
    handle,
    unimplemented: () => [...unimplemented].map(([request, count]) => ({ request, count })),
    closeListeners: () => {
      for (const pool of [listeners, anonymous]) {
        for (const listener of pool) listener.close();
        pool.clear();
      }
    },
  };
}
