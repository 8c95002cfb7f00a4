import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { generate } from "selfsigned";
import { DraftsFile, defaultDraftsFile, loadDrafts } from "./drafts.ts";
import { ContentFiles, loadContent } from "./files.ts";
import { createApi, type Req, type Res } from "./http.ts";
import { Store } from "./store.ts";

export type LakeOptions = {
  /** The folder of `*.ndjson` files served and written back to (default `content/` of the cwd). */
  contentDir?: string;
  projectId?: string;
  dataset?: string;
  /** The per-run token every request needs; random when unset. */
  token?: string;
  /** Loopback address to bind (default 127.0.0.1); anything else is refused. */
  host?: string;
  /** Plain HTTP port (default 0: any free port). */
  httpPort?: number;
  /** HTTP/2 over TLS port (default 0: any free port). */
  httpsPort?: number;
  /**
   * The TLS listener's key and certificate chain (PEM): `npm run edit` gives the machine's own
   * (lake/certificate.ts); unset, a self-signed one is made for this run.
   */
  tls?: { key: string; cert: string };
  /** Origins allowed by CORS (with credentials), e.g. the site's origin serving `/studio`. */
  corsOrigins?: string[];
  /** Write published documents back into the ndjson files (default true). */
  writeBack?: boolean;
  /**
   * Where drafts are kept across restarts (default `<contentDir>/.lake/drafts.ndjson`); false keeps
   * them in memory only.
   */
  draftsFile?: string | false;
  /** Largest request body accepted, in bytes (default 10 MB). */
  maxBodyBytes?: number;
  /** Most server-sent-event streams opened with the token at once (default 64). */
  maxListeners?: number;
  /** Most token-less `/data/live/events` streams at once (default 8), counted apart: they never take the Studio's places. */
  maxAnonymousListeners?: number;
  /** Plain port: time to receive a request's headers (default 20 s) and the whole request (default 120 s). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  log?: (message: string) => void;
  /** Called with every request the lake receives, before it is answered (tests count requests with it). */
  onRequest?: (request: { method: string; url: string }) => void;
};

export type Lake = {
  httpUrl: string;
  httpsUrl: string;
  token: string;
  projectId: string;
  dataset: string;
  /** The certificate chain (PEM) of the TLS listener, for `localhost` and `*.localhost`. */
  certificate: string;
  store: Store;
  /** The file drafts are kept in across restarts, or null (`draftsFile: false`). */
  draftsFile: string | null;
  stop(): Promise<void>;
  /** Requests answered 404 because the lake does not implement them, with how often. */
  unimplemented(): { request: string; count: number }[];
};

const loopback = new Set(["127.0.0.1", "::1", "localhost"]);

/** A run's own, self-signed like `openssl req -x509`: P-256, SHA-256, a week, CA:TRUE, for `localhost`, `*.localhost`, 127.0.0.1 and ::1. */
async function makeCertificate(): Promise<{ key: string; cert: string }> {
  const notBeforeDate = new Date();
  const { private: key, cert } = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 7 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 2, value: "*.localhost" },
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
        ],
      },
    ],
  });
  return { key, cert };
}

function listen(server: Server | Http2SecureServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the local Content Lake; see README.md. */
export async function startLake(options: LakeOptions = {}): Promise<Lake> {
  const host = options.host ?? "127.0.0.1";
  if (!loopback.has(host) && !/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) {
    throw new Error(`The local Content Lake binds to loopback only, not "${host}"`);
  }
  const contentDir = path.resolve(options.contentDir ?? "content");
  const projectId = options.projectId ?? "lake";
  const dataset = options.dataset ?? "production";
  const token = options.token ?? randomBytes(24).toString("base64url");
  const log = options.log ?? ((message: string) => console.warn(message));

  const loaded = await loadContent(contentDir);
  const draftsPath =
    options.draftsFile === false ? null : path.resolve(options.draftsFile ?? defaultDraftsFile(contentDir));
  const loadedIds = new Set(loaded.documents.map((document) => document._id));
  const drafts = draftsPath
    ? (await loadDrafts(draftsPath, log)).filter((document) => {
        if (!loadedIds.has(document._id)) return true;
        log(`lake: ${document._id} is both in ${contentDir} and in ${draftsPath}; the content file's copy is used`);
        return false;
      })
    : [];
  const store = new Store([...loaded.documents, ...drafts]);
  const types = new Map(loaded.documents.map((document) => [document._id, document._type]));
  const languages = new Map(loaded.documents.map((document) => [document._id, document.language]));
  // Subscribers run in this order: a publish reaches the content file before its draft leaves the
  // drafts file, so a crash between the two leaves a duplicate draft, never a lost edit.
  if (options.writeBack !== false) {
    const files = new ContentFiles(contentDir, loaded.origin);
    store.subscribe(async (commit) => {
      try {
        await files.write(
          commit,
          (id) => types.get(id) ?? store.get(id)?._type,
          (id) => (languages.has(id) ? languages.get(id) : store.get(id)?.language),
        );
      } catch (error) {
        log(`lake: writing ${commit.transactionId} back to ${contentDir} failed: ${(error as Error).message}`);
      }
    });
  }

  const draftsFile = draftsPath ? new DraftsFile(draftsPath, () => [...store.documents.values()]) : null;
  if (draftsFile) {
    store.subscribe(async (commit) => {
      if (!DraftsFile.touches(commit)) return;
      try {
        await draftsFile.save();
      } catch (error) {
        log(`lake: writing the drafts to ${draftsFile.file} failed: ${(error as Error).message}`);
      }
    });
  }

  const api = createApi({
    store,
    projectId,
    dataset,
    token,
    corsOrigins: options.corsOrigins ?? [],
    maxBodyBytes: options.maxBodyBytes ?? 10 * 1024 * 1024,
    maxListeners: options.maxListeners ?? 64,
    maxAnonymousListeners: options.maxAnonymousListeners ?? 8,
    log,
    contentDir,
    onRequest: options.onRequest,
  });
  const handler = (request: unknown, response: unknown) => {
    api.handle(request as Req, response as Res).catch((error: unknown) => log(`lake: ${(error as Error).message}`));
  };

  const tls = options.tls ?? (await makeCertificate());
  // A request that never completes (a client stalling in its headers or body) is answered 408 and
  // closed; the check runs every second. Event streams are not affected: their request is complete.
  const requestTimeout = options.requestTimeoutMs ?? 120_000;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? 20_000, requestTimeout);
  const plain = createServer(
    { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout) },
    handler,
  );
  const secure = createSecureServer({ ...tls, allowHTTP1: true }, handler);
  // Every connection of both listeners, from its first byte (before TLS, before HTTP/2 or
  // HTTP/1.1 is chosen): stop() ends them all, whatever state they are in.
  const sockets = new Set<Socket>();
  for (const server of [plain, secure]) {
    server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
  }
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const httpPort = await listen(plain, options.httpPort ?? 0, host);
  const httpsPort = await listen(secure, options.httpsPort ?? 0, host);
  const sessions = new Set<{ destroy(): void }>();
  secure.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });

  let stopping: Promise<void> | null = null;
  return {
    httpUrl: `http://${urlHost}:${httpPort}`,
    httpsUrl: `https://localhost:${httpsPort}`,
    token,
    projectId,
    dataset,
    certificate: tls.cert,
    store,
    draftsFile: draftsPath,
    unimplemented: api.unimplemented,
    stop() {
      stopping ??= stopAll();
      return stopping;
    },
  };

  async function stopAll(): Promise<void> {
    api.closeListeners();
    const closed = Promise.all([
      new Promise<void>((resolve) => plain.close(() => resolve())),
      new Promise<void>((resolve) => secure.close(() => resolve())),
    ]);
    // Not only HTTP/2 sessions and plain HTTP: an idle HTTP/1.1-over-TLS connection, or one still
    // in (or never starting) its TLS handshake, would keep close() waiting forever.
    for (const session of sessions) session.destroy();
    plain.closeAllConnections();
    for (const socket of sockets) socket.destroy();
    await closed;
    // A transaction already under way still commits; its drafts reach the file before this resolves.
    await store.idle();
    await draftsFile?.flush();
  }
}
