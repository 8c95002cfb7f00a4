import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST /zones/{zone}/purge_cache as the stand-in received it. */
export type PurgeRequest = {
  zoneId: string;
  authorization: string | null;
  contentType: string | null;
  /** The parsed body, or null when it was not JSON. */
  body: { files?: unknown; purge_everything?: unknown } | null;
  /** `body.files` when it is a list of strings, else []. */
  files: string[];
  /** `{"purge_everything": true}`: the zone's whole cache. */
  everything: boolean;
  /** When it arrived (ms). */
  at: number;
  /** The status answered, or 0 while unanswered (hanging). */
  status: number;
};

/**
 * How the next purge calls are answered: `success` (200, `success: true`), `error` (Cloudflare's
 * refusal: HTTP `status`, default 400, with `success: false` and `errors`), `unsuccessful` (HTTP
 * 200 with `success: false`, which Cloudflare's API also answers), `5xx` (a 502 HTML page from a
 * proxy), or `hang` (headers never sent; the connection stays open until the client gives up).
 */
export type PurgeMode =
  | { kind: "success" }
  | { kind: "error"; status?: number; errors?: { code: number; message: string }[] }
  | { kind: "unsuccessful"; errors?: { code: number; message: string }[] }
  | { kind: "5xx"; status?: number }
  | { kind: "hang" };

export type FakeCloudflare = {
  /** The API base to set as CLOUDFLARE_API_URL (`http://127.0.0.1:<port>/client/v4`). */
  apiUrl: string;
  port: number;
  requests: () => PurgeRequest[];
  /** Answer every later call this way (default `success`). */
  setMode: (mode: PurgeMode) => void;
  /** Called with each purge call before it is answered: a test acting as the CDN refetching. */
  onPurge: (listener: ((request: PurgeRequest) => void | Promise<void>) | null) => void;
  /** Resolves with the calls once `count` have arrived (rejects after `timeoutMs`). */
  waitForRequests: (count: number, timeoutMs?: number) => Promise<PurgeRequest[]>;
  reset: () => void;
  close: () => Promise<void>;
};

/** Cloudflare's own limit: a URL purge over 30 files is refused (tests check the client batches). */
export const MAX_FILES_PER_CALL = 30;

/**
 * A real HTTP stand-in for Cloudflare's purge API, `POST {base}/zones/{zone_id}/purge_cache`
 * with `{"files": [...]}` or `{"purge_everything": true}`, answering in Cloudflare's envelope
 * (`{success, errors, messages, result}`). Like Cloudflare it refuses a missing or wrong bearer
 * token (403, code 10000, "Authentication error"), a body with neither files nor purge_everything
 * (400, code 1012), one with both (400, code 1012) and more than 30 files (400, code 1015);
 * `setMode` makes it fail or hang. Every call is recorded.
 */
export async function startFakeCloudflare({
  port = 0,
  token,
  zoneId,
}: { port?: number; token?: string; zoneId?: string } = {}): Promise<FakeCloudflare> {
  let requests: PurgeRequest[] = [];
  let mode: PurgeMode = { kind: "success" };
  let listener: ((request: PurgeRequest) => void | Promise<void>) | null = null;
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();

  const answer = (response: ServerResponse, status: number, body: unknown, record: PurgeRequest) => {
    record.status = status;
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const envelope = (success: boolean, errors: { code: number; message: string }[] = [], result: unknown = null) => ({
    success,
    errors,
    messages: [],
    result,
  });

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  const handlePurge = async (request: IncomingMessage, response: ServerResponse, zone: string) => {
    const raw = await readBody(request);
    let body: PurgeRequest["body"] = null;
    try {
      body = JSON.parse(raw) as PurgeRequest["body"];
    } catch {
      body = null;
    }
    const files =
      Array.isArray(body?.files) && body.files.every((file) => typeof file === "string")
        ? (body.files as string[])
        : [];
    const everything = body?.purge_everything === true;
    const record: PurgeRequest = {
      zoneId: zone,
      authorization: request.headers.authorization ?? null,
      contentType: request.headers["content-type"] ?? null,
      body,
      files,
      everything,
      at: Date.now(),
      status: 0,
    };
    requests.push(record);
    for (const wake of waiters) wake();
    await listener?.(record);

    if (mode.kind === "hang") {
      hanging.add(response);
      response.once("close", () => hanging.delete(response));
      return;
    }
    if (!record.authorization?.startsWith("Bearer ") || (token && record.authorization !== `Bearer ${token}`)) {
      return answer(response, 403, envelope(false, [{ code: 10000, message: "Authentication error" }]), record);
    }
    if (zoneId && zone !== zoneId)
      return answer(
        response,
        404,
        envelope(false, [
          {
            code: 7003,
            message: "Could not route to /zones/" + zone + "/purge_cache, perhaps your object identifier is invalid?",
          },
        ]),
        record,
      );
    if (!body || (files.length === 0 && !everything)) {
      return answer(
        response,
        400,
        envelope(false, [
          {
            code: 1012,
            message: 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
          },
        ]),
        record,
      );
    }
    if (everything && "files" in body)
      return answer(
        response,
        400,
        envelope(false, [
          {
            code: 1012,
            message: 'Request must contain only one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
          },
        ]),
        record,
      );
    if (files.length > MAX_FILES_PER_CALL)
      return answer(
        response,
        400,
        envelope(false, [{ code: 1015, message: `Too many files: at most ${MAX_FILES_PER_CALL} per request` }]),
        record,
      );
    switch (mode.kind) {
      case "success":
        return answer(response, 200, envelope(true, [], { id: `purge-${requests.length}` }), record);
      case "error":
        return answer(
          response,
          mode.status ?? 400,
          envelope(false, mode.errors ?? [{ code: 1134, message: "Purge request refused by the stand-in" }]),
          record,
        );
      case "unsuccessful":
        return answer(
          response,
          200,
          envelope(false, mode.errors ?? [{ code: 1100, message: "Purge failed at the stand-in" }]),
          record,
        );
      case "5xx":
        record.status = mode.status ?? 502;
        response.writeHead(record.status, { "content-type": "text/html" });
        response.end("<html><body><h1>502 Bad Gateway</h1><p>cloudflare</p></body></html>");
        return;
    }
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const match = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname);
    if (request.method === "POST" && match) {
      handlePurge(request, response, decodeURIComponent(match[1] ?? "")).catch((error: Error) => {
        if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: false, errors: [{ code: 500, message: error.message }] }));
      });
      return;
    }
    response.writeHead(404, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        success: false,
        errors: [{ code: 7000, message: "No route for that URI" }],
        messages: [],
        result: null,
      }),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;

  return {
    apiUrl: `http://127.0.0.1:${actualPort}/client/v4`,
    port: actualPort,
    requests: () => [...requests],
    setMode: (next) => {
      mode = next;
    },
    onPurge: (next) => {
      listener = next;
    },
    waitForRequests: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...requests]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `the Cloudflare stand-in got ${requests.length} purge calls within ${timeoutMs} ms, not ${count}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    reset: () => {
      requests = [];
      mode = { kind: "success" };
      listener = null;
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
