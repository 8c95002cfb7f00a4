import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { findOnPath } from "../../scripts/platform.mjs";
import { portInUse } from "./ports";

export type RedisServer = {
  url: string;
  port: number;
  /** Ends the process and starts it again on the same port and folder (what it persisted survives). */
  restart: () => Promise<void>;
  /** Ends the process, keeping its port and folder, until `up` (an outage). */
  down: () => Promise<void>;
  /** Starts it again after `down`, on the same port and folder. */
  up: () => Promise<void>;
  /** Ends exactly this process and removes its folder. */
  stop: () => Promise<void>;
};

/** What the tests run by default: nothing persisted. */
const NO_PERSISTENCE = ["--save", "", "--appendonly", "no"];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (await portInUse(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("redis-server did not start");
}

/**
 * A throwaway redis-server (REDIS_SERVER_PATH, else the one on PATH: Debian's package on CI) on a free port in its own temporary folder, with
 * `settings` (default: no persistence; e.g. `["--appendonly", "yes"]`, or
 * `["--rename-command", "CONFIG", ""]` to act like a managed Redis that refuses CONFIG).
 */
export async function startRedisServer({
  settings = NO_PERSISTENCE,
  binary = process.env.REDIS_SERVER_PATH?.trim() || findOnPath(["redis-server"]) || "redis-server",
}: { settings?: string[]; binary?: string } = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "test-redis-"));
  const launch = async () => {
    const started = spawn(
      binary,
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--protected-mode", "yes", ...settings],
      { stdio: "ignore" },
    );
    await waitForPort(port, started);
    return started;
  };
  const end = async (running: ChildProcess) => {
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  let child = await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    restart: async () => {
      await end(child);
      child = await launch();
    },
    down: async () => {
      await end(child);
    },
    up: async () => {
      if (child.exitCode === null && child.signalCode === null) return;
      child = await launch();
    },
    stop: async () => {
      await end(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
