import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { closeRedisClients, persistenceWarning, redisPersistence } from "@/lib/signup/redis";
import { createReplayStore } from "@/lib/signup/replay-store";
import { startRedisServer, type RedisServer } from "../../support/redis-server";
import { testRuntime } from "../../support/signup-runtime";

/*
 * Used-challenge records live in Redis: a Redis that persists nothing forgets them on a
 * restart, and tokens used before it are accepted again until they expire. The server
 * checks at start-up and warns. Real redis-servers with each configuration, one of them
 * refusing CONFIG like a managed Redis.
 */

const started: RedisServer[] = [];
async function redisWith(settings: string[]): Promise<RedisServer> {
  const server = await startRedisServer({ settings });
  started.push(server);
  return server;
}

afterAll(async () => {
  await closeRedisClients();
  await Promise.all(started.map((server) => server.stop()));
});

async function check(server: RedisServer) {
  const client = new Redis(server.url);
  try {
    return await redisPersistence(client);
  } finally {
    client.disconnect();
  }
}

describe("Redis persistence at start-up", () => {
  it("no AOF and no RDB: a warning that names the replay risk and the fix (without the password)", async () => {
    const server = await redisWith(["--save", "", "--appendonly", "no"]);
    const persistence = await check(server);
    expect(persistence).toEqual({ aof: false, rdb: false, source: "config" });
    const warning = persistenceWarning(persistence, `redis://:s3cret@127.0.0.1:${server.port}`);
    expect(warning).toMatch(/persists nothing/);
    expect(warning).toMatch(/challenge tokens used before it are accepted again/);
    expect(warning).toMatch(/appendonly yes/);
    expect(warning).not.toContain("s3cret");
  });

  it("AOF on: no warning", async () => {
    const server = await redisWith(["--save", "", "--appendonly", "yes"]);
    const persistence = await check(server);
    expect(persistence).toEqual({ aof: true, rdb: false, source: "config" });
    expect(persistenceWarning(persistence, server.url)).toBeNull();
  });

  it("RDB snapshots only: a milder warning (the records since the last snapshot)", async () => {
    const server = await redisWith(["--save", "60 1", "--appendonly", "no"]);
    const persistence = await check(server);
    expect(persistence).toEqual({ aof: false, rdb: true, source: "config" });
    expect(persistenceWarning(persistence, server.url)).toMatch(/only RDB snapshots/);
  });

  it("CONFIG refused (managed Redis): falls back to INFO persistence", async () => {
    const off = await redisWith(["--save", "", "--appendonly", "no", "--rename-command", "CONFIG", ""]);
    const persistence = await check(off);
    expect(persistence).toEqual({ aof: false, rdb: null, source: "info" });
    expect(persistenceWarning(persistence, off.url)).toMatch(/AOF off and its RDB schedule could not be read/);
    const on = await redisWith(["--save", "", "--appendonly", "yes", "--rename-command", "CONFIG", ""]);
    expect(await check(on)).toEqual({ aof: true, rdb: null, source: "info" });
  });

  it("is part of the runtime: logged as a warning with REDIS_URL, nothing without", async () => {
    const server = await redisWith(["--save", "", "--appendonly", "no"]);
    expect(await (await testRuntime({ REDIS_URL: server.url })).checkPersistence()).toMatch(/persists nothing/);
    expect(await (await testRuntime({})).checkPersistence()).toBeNull();
    // Unreachable Redis: cannot tell, says so.
    const nowhere = await (await testRuntime({ REDIS_URL: "redis://127.0.0.1:9" })).checkPersistence();
    expect(nowhere).toMatch(/could not tell whether Redis/);
  });
});

describe("a used challenge token across a Redis restart", () => {
  /** Claims `key` once before a restart and once after; true when the second claim got through. */
  async function replayAfterRestart(server: RedisServer, key: string): Promise<boolean> {
    const before = new Redis(server.url);
    try {
      expect(await createReplayStore({ redis: before }).claim(key, "before", 300)).toBe(true);
      // AOF with appendfsync everysec writes within a second; a restart right after could lose that second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    } finally {
      before.disconnect();
    }
    await server.restart();
    const after = new Redis(server.url);
    try {
      return await createReplayStore({ redis: after }).claim(key, "after", 300);
    } finally {
      after.disconnect();
    }
  }

  it("is accepted again by a Redis that persists nothing (the defect the start-up warning names)", async () => {
    expect(await replayAfterRestart(await redisWith(["--save", "", "--appendonly", "no"]), "token-a")).toBe(true);
  });

  it("stays refused by a Redis with AOF, as the README asks", async () => {
    expect(
      await replayAfterRestart(
        await redisWith(["--save", "", "--appendonly", "yes", "--appendfsync", "everysec"]),
        "token-b",
      ),
    ).toBe(false);
  });
});
