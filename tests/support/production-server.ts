import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { portInUse } from "./ports";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type ProductionServer = {
  url: string;
  port: number;
  /** The server process (`node scripts/start.mjs` runs the server in this process). */
  pid: number;
  /** Everything the server printed so far (start-up line, signup log, errors). */
  output: () => string;
  /** Ends exactly this server (its process group: the start script and `next start`). */
  stop: () => Promise<void>;
  /** Resolves when the process has ended, with its exit code (null when a signal killed it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** One line of the server's log as LOG_FORMAT=json writes it (lib/platform/log.ts). */
export type LogEntry = {
  level: string;
  msg: string;
  component?: string;
  requestId?: string;
  signupId?: string;
  [field: string]: unknown;
};

/** The JSON lines of a server's output (other lines, such as Next.js's own, are left out). */
export function logEntries(output: string): LogEntry[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}

/**
 * Builds the production site when the sources or `NEXT_PUBLIC_*` settings changed (the same
 * check as `npm start`). Run it once before starting servers in parallel: they share `.next`.
 */
export function ensureProductionBuild(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-build.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`the production build failed (exit ${result.status})`);
}

/**
 * The same check and build for a build of its own (`NEXT_DIST_DIR` and `NEXT_PUBLIC_*` in `env`),
 * without blocking this process: a build that prerenders from a Content Lake this process serves
 * (tests/support/content-lake.ts) needs its event loop running.
 */
export async function ensureProductionBuildAsync(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/ensure-build.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  const status = await new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  if (status !== 0)
    throw new Error(`the production build into ${env.NEXT_DIST_DIR ?? ".next"} failed (exit ${status})`);
}

/**
 * `node scripts/start.mjs` (what `npm start` runs) on `port` with `env` on top of this
 * process's environment, ready once `GET /api/challenge` answers. `NEXT_PUBLIC_*` settings are
 * refused unless `env` names a build folder of their own (`NEXT_DIST_DIR`): the others share `.next`.
 */
export async function startProductionServer({
  port,
  env,
  timeoutMs = 90_000,
}: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ProductionServer> {
  if (Object.keys(env).some((name) => name.startsWith("NEXT_PUBLIC_")) && !env.NEXT_DIST_DIR)
    throw new Error("NEXT_PUBLIC_* settings would need their own build (NEXT_DIST_DIR)");
  return startServerProcess({
    name: "the server",
    script: "scripts/start.mjs",
    args: [],
    port,
    env,
    ready: "/api/challenge",
    timeoutMs,
  });
}

/**
 * Plain `next start` (the platform path: no server/ in front) on `port` over the build in
 * `env.NEXT_DIST_DIR` (default .next), ready once `GET /api/health` answers.
 */
export async function startNextServer({
  port,
  env = {},
  timeoutMs = 60_000,
}: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ProductionServer> {
  return startServerProcess({
    name: "next start",
    script: "node_modules/next/dist/bin/next",
    args: ["start", "--port", String(port)],
    port,
    env: { NODE_ENV: "production", ...env },
    ready: "/api/health",
    timeoutMs,
  });
}

/** Runs `node <script> <args>` in its own process group and waits until `ready` answers 2xx. */
async function startServerProcess({
  name,
  script,
  args,
  port,
  env,
  ready,
  timeoutMs,
}: {
  name: string;
  script: string;
  args: string[];
  port: number;
  env: Record<string, string>;
  ready: string;
  timeoutMs: number;
}): Promise<ProductionServer> {
  if (await portInUse(port))
    throw new Error(`port ${port} is already in use: stop whatever listens there (fuser -k ${port}/tcp)`);
  const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so `stop` reaches `next start` too, and nothing else.
    detached: true,
  });
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} on port ${port} exited with ${child.exitCode}:\n${output.slice(-4_000)}`);
    try {
      const response = await fetch(`${url}${ready}`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} on port ${port} did not answer within ${timeoutMs / 1000} s:\n${output.slice(-4_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, port, pid: child.pid as number, output: () => output, stop, exited };
}
