// `npm run bench:shared-cache`: GET /solutions/esign throughput of the production server with
// Next.js's own cache (one instance, memory and .next: no REDIS_URL) against the cache shared
// through Redis (REDIS_URL: lib/platform/cache-handler/, memory in front of Redis), in one run on the same
// build and machine. Each configuration runs BENCH_ROUNDS times (default 2), alternating, after a
// warm-up; a throwaway redis-server (REDIS_SERVER_PATH, else the one on PATH) serves the shared one.
//
//   BENCH_PORT=3510 npm run bench:shared-cache
import "../scripts/node-version.mjs";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { findProgram } from "../scripts/platform.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PAGE = process.env.BENCH_PAGE ?? "/solutions/esign";
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startRedis() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-redis-"));
  const child = spawn(
    findProgram({ variable: "REDIS_SERVER_PATH", names: ["redis-server"] }) ?? "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise((resolve) => {
      const socket = createConnection(port);
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startServer(extraEnv) {
  const env = { ...process.env, PORT: String(PORT), NEXT_TELEMETRY_DISABLED: "1", LOG_FORMAT: "json", ...extraEnv };
  if (!extraEnv.REDIS_URL) delete env.REDIS_URL;
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 180; attempt += 1) {
    try {
      if ((await fetch(`${BASE}${PAGE}`)).ok) return { output: () => output, stop: () => stopServer(server) };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(server);
  throw new Error(`the server did not start:\n${output.slice(-2000)}`);
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await exited;
}

async function measure() {
  // Warm-up: the first renders, the server's encoded copies, the JIT.
  await autocannon({ url: `${BASE}${PAGE}`, connections: 10, duration: 3, headers: HEADERS });
  const result = await autocannon({ url: `${BASE}${PAGE}`, connections: 50, duration: DURATION_S, headers: HEADERS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  ensureBuild();
  const redis = await startRedis();
  const configurations = [
    { name: "memory only (no REDIS_URL)", env: {} },
    { name: "shared through Redis (REDIS_URL)", env: { REDIS_URL: redis.url } },
  ];
  const results = new Map(configurations.map(({ name }) => [name, []]));
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { name, env } of configurations) {
        process.stdout.write(`round ${round + 1}: ${name}…\n`);
        const server = await startServer(env);
        try {
          results.get(name).push(await measure());
          if (env.REDIS_URL && !server.output().includes("page cache: shared through Redis"))
            throw new Error("the server did not use the shared cache");
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await redis.stop();
  }
  console.log(
    `\nGET ${PAGE} (Brotli), 50 connections, ${DURATION_S} s per run, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}\n`,
  );
  console.log("| cache | req/s per run | mean req/s | p50 ms | p99 ms | non-2xx | errors |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, runs] of results) {
    const mean = Math.round(runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length);
    const last = runs.at(-1);
    const sum = (field) => runs.reduce((total, run) => total + run[field], 0);
    console.log(
      `| ${name} | ${runs.map((run) => run.requestsPerSecond).join(", ")} | ${mean} | ${last.p50} | ${last.p99} | ${sum("non2xx")} | ${sum("errors")} |`,
    );
  }
  const failed = [...results.values()].flat().some((run) => run.non2xx > 0 || run.errors > 0);
  process.exitCode = failed ? 1 : 0;
}

await main();
