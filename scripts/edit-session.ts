// What `npm run edit` (scripts/edit.mjs) runs: the local Content Lake (lake/) on
// `content/`, the site built for it (`.next-edit`) and served on PORT (default 3000) reading the
// lake through the hosted-content path, a revalidation of the pages whenever a document is
// published, and the Studio's and the site's addresses. Both listen on loopback only (the site:
// unless HOST says otherwise). The site and the signals are parameters, so tests run all of it
// without a build.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { certificateDir, lakeCertificate } from "../lake/certificate.ts";
import { startLake, type Lake } from "../lake/index.ts";
import { computeSignature } from "../lib/sanity/webhook-signature.ts";

type Env = Record<string, string | undefined>;

/** The running site, as `startServer` (server/index.ts) gives it. */
export type EditSite = { shutdown(timeoutMs: number): Promise<{ clean: boolean }> };

/** Where signals come from and how the process ends (the process itself, unless a test says otherwise). */
export type SignalTarget = {
  on(signal: "SIGINT" | "SIGTERM", listener: () => void): unknown;
  exit(code: number): void;
};

export type EditOptions = {
  env?: Env;
  /** Builds `.next-edit` when needed and forgets pages rendered by earlier runs (default: the real ones). */
  prepareSite?: (distDir: string) => Promise<void>;
  startSite?: (options: { port: number; hostname: string }) => Promise<EditSite>;
  signals?: SignalTarget;
  print?: (line: string) => void;
  /** How long the site may take to finish the requests under way when stopping (default 5 s). */
  siteDrainMs?: number;
  /** After the first signal, exit 1 anyway after this long (default 15 s). */
  forceExitMs?: number;
};

const root = path.resolve(import.meta.dirname, "..");

/** The address the site listens on: loopback, like the lake, unless HOST names another. */
export function siteHostname(env: Env): string {
  return env.HOST?.trim() || "127.0.0.1";
}

const isWildcard = (host: string) => host === "0.0.0.0" || host === "::" || host === "[::]";
const isLoopbackName = (host: string) =>
  host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
const bracketed = (host: string) => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);

/** Where this process reaches the site listening on `hostname` (the revalidation call). */
function localSiteHost(hostname: string): string {
  return isWildcard(hostname) ? "127.0.0.1" : bracketed(hostname);
}

/** The host name printed for people: `localhost` for loopback and every interface, else the one given. */
function printedHost(hostname: string): string {
  return isWildcard(hostname) || isLoopbackName(hostname) ? "localhost" : bracketed(hostname);
}

/**
 * On SIGINT or SIGTERM: `stop`, then exit 0 (1 when it reports something cut off or fails). A
 * second signal exits 1 at once, without waiting on the first stop; one that arrives within
 * `duplicateMs` of the first is the same Ctrl-C delivered twice (the terminal sends it to the
 * process group, and npm forwards it again) and is ignored. If stopping takes longer than
 * `forceExitMs`, exit 1 anyway.
 */
export function stopOnSignals(
  stop: () => Promise<boolean>,
  {
    signals,
    print,
    forceExitMs = 15_000,
    duplicateMs = 500,
  }: { signals: SignalTarget; print: (line: string) => void; forceExitMs?: number; duplicateMs?: number },
): void {
  let firstAt = 0;
  let done = false;
  const exit = (code: number) => {
    if (done) return;
    done = true;
    signals.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    signals.on(signal, () => {
      if (firstAt !== 0) {
        if (Date.now() - firstAt < duplicateMs) return;
        print(`[edit] ${signal} again: exiting now`);
        exit(1);
        return;
      }
      firstAt = Date.now();
      print(`[edit] ${signal}: stopping (press Ctrl-C again to exit at once)`);
      const force = setTimeout(() => {
        print(`[edit] not stopped within ${forceExitMs / 1000} s: exiting`);
        exit(1);
      }, forceExitMs);
      stop().then(
        (clean) => {
          clearTimeout(force);
          exit(clean ? 0 : 1);
        },
        (error: unknown) => {
          clearTimeout(force);
          print(`[edit] stopping failed: ${(error as Error).message}`);
          exit(1);
        },
      );
    });
  }
}

/**
 * Pages re-rendered after a publish (`server/route-cache/`) and the data fetches behind them
 * (`cache/fetch-cache/`) are kept in the build folder, so a later run would serve the previous
 * run's edits, whatever the content folder now holds: both are emptied before every start (and
 * before a build, which renders through the fetch cache). The lake is the truth.
 */
async function forgetRenderedEdits(distDir: string): Promise<void> {
  for (const dir of ["server/route-cache", "cache/fetch-cache"])
    await rm(path.join(distDir, dir), { recursive: true, force: true });
}

async function prepareBuiltSite(distDir: string): Promise<void> {
  const { ensureBuildAsync } = await import("./ensure-build.mjs");
  await forgetRenderedEdits(distDir);
  await ensureBuildAsync();
}

async function startBuiltSite(options: { port: number; hostname: string }): Promise<EditSite> {
  // Before Next.js and React load: they pick their production builds from it.
  Object.assign(process.env, { NODE_ENV: "production" });
  const { startServer } = await import("../server/index.ts");
  return startServer(options);
}

/** Runs `npm run edit`; resolves once the site answers and both addresses are printed. */
export async function runEdit(
  options: EditOptions = {},
): Promise<{ lake: Lake; site: EditSite; siteUrl: string; studioUrl: string }> {
  const env = options.env ?? process.env;
  const print = options.print ?? ((line: string) => console.log(line));
  const port = Number(env.PORT || 3000);
  const hostname = siteHostname(env);
  const lakeHttpPort = Number(env.LAKE_HTTP_PORT || 3333);
  const lakeHttpsPort = Number(env.LAKE_HTTPS_PORT || 3334);
  const siteOrigins = [
    ...new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://${printedHost(hostname)}:${port}`]),
  ];

  // The machine's certificate, trusted once (docs/editing.md); LAKE_CERT_DIR keeps it elsewhere.
  const certificate = await lakeCertificate(certificateDir(env), { projectId: "lake" });
  // LAKE_CONTENT_DIR: another dataset folder (tests edit a copy); default content/.
  const lake = await startLake({
    tls: certificate,
    contentDir: env.LAKE_CONTENT_DIR,
    projectId: "lake",
    dataset: "production",
    httpPort: lakeHttpPort,
    httpsPort: lakeHttpsPort,
    corsOrigins: siteOrigins,
  });
  const revalidateSecret = randomBytes(24).toString("hex");
  Object.assign(env, {
    // Built into the pages and the Studio: fixed per lake port, so the build is reused.
    NEXT_DIST_DIR: ".next-edit",
    NEXT_PUBLIC_SANITY_PROJECT_ID: lake.projectId,
    NEXT_PUBLIC_SANITY_DATASET: lake.dataset,
    NEXT_PUBLIC_SANITY_API_HOST: `https://localhost:${lakeHttpsPort}`,
    // Read by the server at run time (and by the build, which prerenders from the lake).
    SANITY_API_HOST: lake.httpUrl,
    SANITY_API_READ_TOKEN: lake.token,
    SANITY_REVALIDATE_SECRET: revalidateSecret,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  let site: EditSite;
  try {
    await (options.prepareSite ?? prepareBuiltSite)(path.resolve(root, ".next-edit"));
    site = await (options.startSite ?? startBuiltSite)({ port, hostname });
  } catch (error) {
    await lake.stop();
    throw error;
  }

  // A published change reaches the pages as Sanity's webhook would bring it.
  const revalidateUrl = `http://${localSiteHost(hostname)}:${port}/api/revalidate`;
  lake.store.subscribe(async (commit) => {
    const types = new Set<string>();
    for (const change of commit.changes) {
      if (change.id.startsWith("drafts.") || change.id.includes(".")) continue;
      const type = (change.result ?? change.previous)?._type;
      if (type) types.add(type);
    }
    for (const type of types) {
      const body = JSON.stringify({ _type: type });
      const timestamp = Date.now();
      await fetch(revalidateUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sanity-webhook-signature": `t=${timestamp},v1=${computeSignature(body, timestamp, revalidateSecret)}`,
        },
        body,
      }).catch((error: Error) => console.error(`[edit] could not revalidate ${type}: ${error.message}`));
    }
  });

  const siteUrl = `http://${printedHost(hostname)}:${port}/`;
  const studioUrl = `http://${printedHost(hostname)}:${port}/studio#token=${lake.token}`;
  print(`Studio: ${studioUrl}`);
  print(`Site: ${siteUrl}`);
  print(
    certificate.createdAuthority
      ? `First run on this machine: trust the Studio's certificate once, ${certificate.authorityFile} (docs/editing.md, "The certificate")`
      : `Certificate: ${certificate.authorityFile} (trusted once per machine: docs/editing.md, "The certificate")`,
  );
  const siteDrainMs = options.siteDrainMs ?? 5_000;
  stopOnSignals(
    async () => {
      // The site first: pages it is rendering still read from the lake.
      const drained = await site.shutdown(siteDrainMs);
      await lake.stop();
      return drained.clean;
    },
    { signals: options.signals ?? process, print, forceExitMs: options.forceExitMs },
  );
  return { lake, site, siteUrl, studioUrl };
}
