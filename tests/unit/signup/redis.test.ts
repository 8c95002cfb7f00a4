import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { handleSignup } from "@/lib/signup/handler";
import { createSignupRateLimiter } from "@/lib/signup/rate-limit";
import { redactUrl, redisClient } from "@/lib/signup/redis";
import { createReplayStore } from "@/lib/signup/replay-store";
import { startFakeClock } from "../../support/fake-clock";
import { postJson, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";
import { startRedisServer } from "../../support/redis-server";
import { serveRedisAndFakeResend } from "../../support/signup-services";

const services = serveRedisAndFakeResend();

describe("the replay store", () => {
  it("in memory: claims a key once until it expires, atomically", async () => {
    // The memory store's records expire on the fake clock, moved on rather than waited for.
    const realTime = startFakeClock();
    try {
      const store = createReplayStore();
      expect(store.kind).toBe("memory");
      const claims = await Promise.all([1, 2, 3].map((owner) => store.claim("a", `s${owner}`, 1)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_100);
      expect(await store.claim("a", "s4", 1)).toBe(true);
      expect(await store.claim("a", "s5", 1)).toBe(false);
      // The very same submission sent again (a retry after a lost answer) is no replay.
      expect(await store.claim("a", "s4", 1)).toBe(true);
    } finally {
      realTime();
    }
  });

  it("in memory: stays bounded", async () => {
    const store = createReplayStore({ maxEntries: 3 });
    for (const key of ["a", "b", "c", "d"]) expect(await store.claim(key, "first", 60)).toBe(true);
    expect(await store.claim("d", "other", 60)).toBe(false);
    expect(await store.claim("a", "other", 60)).toBe(true);
  });

  it("in Redis: one claim wins across clients (two server instances), and the record expires", async () => {
    const [clientOne, clientTwo] = [new Redis(services.redis.url), new Redis(services.redis.url)];
    const one = createReplayStore({ redis: clientOne });
    const two = createReplayStore({ redis: clientTwo });
    expect(one.kind).toBe("redis");
    const results = await Promise.all([
      one.claim("token-1", "s1", 1),
      two.claim("token-1", "s2", 1),
      one.claim("token-1", "s3", 1),
      two.claim("token-1", "s4", 1),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await two.claim("token-1", "s5", 1)).toBe(true);
    expect(await one.claim("token-1", "s5", 1)).toBe(true);
    expect(await one.claim("token-1", "s6", 1)).toBe(false);
    clientOne.disconnect();
    clientTwo.disconnect();
  });
});

describe("the rate limiter in Redis", () => {
  it("shares counters between instances, per client and globally", async () => {
    const options = { points: 2, durationSeconds: 60, globalPoints: 3, keyPrefix: `rl-${Date.now()}` };
    const [clientA, clientB] = [new Redis(services.redis.url), new Redis(services.redis.url)];
    const a = createSignupRateLimiter({ ...options, redis: clientA });
    const b = createSignupRateLimiter({ ...options, redis: clientB });
    expect(a.kind).toBe("redis");
    expect(await a.consume("client-1")).toEqual({ ok: true, deferred: false });
    expect(await b.consume("client-1")).toEqual({ ok: true, deferred: false });
    expect(await a.consume("client-1")).toMatchObject({
      ok: false,
      scope: "client",
      retryAfterSeconds: expect.any(Number),
    });
    expect(await b.consume("client-2")).toEqual({ ok: true, deferred: false });
    // Past the global level nobody is refused: the signup is accepted and its emails deferred (no lockout).
    expect(await a.consume("client-3")).toEqual({ ok: true, deferred: true });
    expect(await b.consume("client-3")).toEqual({ ok: true, deferred: true });
    // The client limit still holds past the global level.
    expect(await a.consume("client-3")).toMatchObject({ ok: false, scope: "client" });
    const inspector = new Redis(services.redis.url);
    expect(await inspector.get(`${options.keyPrefix}:client:client-3`)).toBe("3");
    for (const client of [inspector, clientA, clientB]) client.disconnect();
  });

  it("falls back to memory limits when Redis is unreachable", async () => {
    const unreachable = new Redis("redis://127.0.0.1:9", {
      maxRetriesPerRequest: 0,
      commandTimeout: 300,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on("error", () => undefined);
    const limiter = createSignupRateLimiter({ points: 1, durationSeconds: 60, globalPoints: 10, redis: unreachable });
    expect(await limiter.consume("c")).toEqual({ ok: true, deferred: false });
    expect(await limiter.consume("c")).toMatchObject({ ok: false, scope: "client" });
    unreachable.disconnect();
  });
});

describe("POST /api/signup with REDIS_URL", () => {
  it("rejects a token replayed on another instance, and shares the rate limit across instances", async () => {
    const env = {
      REDIS_URL: services.redis.url,
      RESEND_API_KEY: "re_x",
      RESEND_BASE_URL: services.fake.url,
      SIGNUP_RATE_LIMIT: "2",
    };
    const one = await testRuntime(env);
    const two = await testRuntime(env);
    expect(one.deps.replay.kind).toBe("redis");
    expect(one.deps.limiter.kind).toBe("redis");
    expect(one.describe().join("\n")).toContain(`Redis ${services.redis.url}`);

    const token = await tokenFor(one);
    expect((await handleSignup(postJson(sampleSubmission("notary", { challenge: token })), one.deps)).status).toBe(200);
    expect((await handleSignup(postJson(sampleSubmission("notary", { challenge: token })), two.deps)).status).toBe(403);

    expect(
      (await handleSignup(postJson(sampleSubmission("notary", { challenge: await tokenFor(two) })), two.deps)).status,
    ).toBe(200);
    const limited = await handleSignup(
      postJson(sampleSubmission("notary", { challenge: await tokenFor(one) })),
      one.deps,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers 503 (not 500, not a silent pass) when Redis is down", async () => {
    const down = await startRedisServer();
    const runtime = await testRuntime({
      REDIS_URL: down.url,
      RESEND_API_KEY: "re_x",
      RESEND_BASE_URL: services.fake.url,
    });
    const client = redisClient(down.url);
    await client.ping();
    await down.stop();
    const response = await handleSignup(
      postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) })),
      runtime.deps,
    );
    expect(response.status).toBe(503);
    expect(services.fake.messages()).toEqual([]);
  });

  it("never logs the Redis password", () => {
    expect(redactUrl("redis://user:s3cret@redis.internal:6379/0")).toBe("redis://user:***@redis.internal:6379/0");
  });
});
