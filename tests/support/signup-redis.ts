import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { portInUse } from "./ports";

export type ConfiguredRedis = { url: string; port: number; stop: () => Promise<void> };

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

/**
 * A throwaway redis-server with the given settings (e.g. `["--appendonly", "yes"]`, or
 * `["--rename-command", "CONFIG", ""]` to act like a managed Redis that refuses CONFIG),
 * in its own temporary folder; `stop` ends exactly this process and removes the folder.
 */
export async function startConfiguredRedis(settings: string[], binary = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server"): Promise<ConfiguredRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "signup-redis-"));
  const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--protected-mode", "yes", ...settings], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (!(await portInUse(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
