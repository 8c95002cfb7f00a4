import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDraining } from "@/lib/platform/lifecycle";
import { readiness, STORE_CHECK_TTL_MS } from "@/lib/platform/readiness";
import { closeRedisClients } from "@/lib/signup/redis";
import { startRedisServer, type RedisServer } from "../../support/redis-server";
import { testRuntime } from "../../support/signup-runtime";
import { forgetProcessSingleton } from "@/lib/platform/singleton";

const forget = () => {
  for (const name of ["lifecycle", "readiness.store"]) forgetProcessSingleton(name);
};

describe("GET /api/ready's checks (lib/platform/readiness.ts)", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await closeRedisClients();
    await redis.stop();
  });
  afterEach(forget);

  it("ready with ALTCHA and the outbox; says which key and transport, and nothing secret", async () => {
    const runtime = await testRuntime({ ALTCHA_HMAC_KEY: "secret-key-value-1" });
    const result = await readiness(runtime, true);
    expect(result).toEqual({
      status: "ready",
      checks: {
        challenge: { ok: true, detail: "ALTCHA (ALTCHA_HMAC_KEY set)" },
        email: { ok: true, detail: "outbox folder (no RESEND_API_KEY)" },
      },
    });
    expect(JSON.stringify(result)).not.toContain("secret-key-value-1");
  });

  it("names Resend when its key is set, without the key", async () => {
    const runtime = await testRuntime({ RESEND_API_KEY: "re_secret_value_2", RESEND_BASE_URL: "http://127.0.0.1:9" });
    const result = await readiness(runtime, false);
    expect(result.checks?.email).toEqual({ ok: true, detail: "Resend (RESEND_API_KEY set)" });
    expect(result.checks?.challenge).toEqual({ ok: true, detail: "ALTCHA (a key generated for this process)" });
    expect(JSON.stringify(result)).not.toContain("re_secret_value_2");
  });

  it("not ready when the outbox folder cannot be made (a file stands in its way)", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "ready-outbox-"));
    await writeFile(path.join(parent, "a-file"), "");
    try {
      const runtime = await testRuntime({}, path.join(parent, "a-file", "outbox"));
      expect(await readiness(runtime, true)).toMatchObject({
        status: "not ready",
        checks: { email: { ok: false, detail: "the outbox folder cannot be written (ENOTDIR)" } },
      });
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it("with REDIS_URL: ready while Redis answers, 'not ready' naming Redis when it does not, with the URL's password left out", async () => {
    const runtime = await testRuntime({ REDIS_URL: redis.url });
    expect(await readiness(runtime, true, 1_000_000)).toMatchObject({
      status: "ready",
      checks: { redis: { ok: true, detail: "Redis answers" } },
    });

    const down = await testRuntime({ REDIS_URL: "redis://:hunter2@127.0.0.1:9/0" });
    const started = Date.now();
    const result = await readiness(down, true, 2_000_000);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(result.status).toBe("not ready");
    expect(result.checks?.redis?.ok).toBe(false);
    expect(result.checks?.redis?.detail).toMatch(/^Redis/);
    expect(JSON.stringify(result)).not.toContain("hunter2");
  });

  it("asks Redis at most once per second, however many probes come", async () => {
    const runtime = await testRuntime({ REDIS_URL: redis.url });
    let pings = 0;
    const counted = { ...runtime, pingStore: async () => (pings += 1) };
    await Promise.all(Array.from({ length: 50 }, () => readiness(counted, true, 5_000_000)));
    await readiness(counted, true, 5_000_000 + STORE_CHECK_TTL_MS - 1);
    expect(pings).toBe(1);
    await readiness(counted, true, 5_000_000 + STORE_CHECK_TTL_MS);
    expect(pings).toBe(2);
  });

  it("draining from the moment a shutdown starts", async () => {
    const runtime = await testRuntime();
    startDraining();
    expect(await readiness(runtime, true)).toEqual({ status: "draining" });
  });
});
