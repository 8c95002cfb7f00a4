import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createAltchaProvider } from "@/lib/signup/challenge/altcha";
import { DEFAULT_DIFFICULTY_SCALE, difficultyFactor } from "@/lib/signup/challenge/difficulty";
import { handleSignup } from "@/lib/signup/handler";
import { createLoadMeter } from "@/lib/signup/load-meter";
import { EASY_ALTCHA, freshToken, solveToToken } from "../../support/altcha";
import { postJson, testRuntime, tokenFor } from "../../support/signup-runtime";
import { serveRedisAndFakeResend } from "../../support/signup-services";
import { sampleSubmission } from "../../support/submissions";

/*
 * The global backstop no longer shuts real visitors out: instead of a hard cap, the proof
 * of work's price doubles with every `step` signups in the window (up to `maxFactor`), and
 * a solution of a challenge priced for quieter times is refused.
 */

const services = serveRedisAndFakeResend({ apiKey: "re_adaptive", flush: false });

describe("the price factor", () => {
  it("doubles every step up to the maximum; 1 when turned off", () => {
    const scale = DEFAULT_DIFFICULTY_SCALE;
    expect([0, 49, 50, 99, 100, 150, 200, 10_000].map((volume) => difficultyFactor(volume, scale))).toEqual([1, 1, 2, 2, 4, 8, 16, 16]);
    expect(difficultyFactor(10_000, { step: 50, maxFactor: 1 })).toBe(1);
    expect(difficultyFactor(Number.NaN, scale)).toBe(1);
  });
});

describe("the load meter", () => {
  it("in memory: counts over a window that slides in tenths (nothing drops at a window's edge)", async () => {
    let now = 600_000 * 10;
    const meter = createLoadMeter({ windowSeconds: 600, now: () => now });
    expect(meter.kind).toBe("memory");
    for (let i = 0; i < 100; i += 1) await meter.record();
    expect(await meter.volume()).toBe(100);
    now += 60_000 * 5; // half a window later: all still counted
    for (let i = 0; i < 10; i += 1) await meter.record();
    expect(await meter.volume()).toBe(110);
    now += 60_000 * 5 - 1; // just under a window after the first ones
    expect(await meter.volume()).toBe(110);
    now += 1; // the first tenth has left the window
    expect(await meter.volume()).toBe(10);
    now += 60_000 * 5; // and then the rest
    expect(await meter.volume()).toBe(0);
  });

  it("in Redis: shared by instances", async () => {
    const [one, two] = [new Redis(services.redis.url), new Redis(services.redis.url)];
    const prefix = `load-test-${Date.now()}:`;
    const a = createLoadMeter({ redis: one, windowSeconds: 600, prefix });
    const b = createLoadMeter({ redis: two, windowSeconds: 600, prefix });
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).record()));
    expect(await a.volume()).toBeGreaterThanOrEqual(30);
    expect(await b.volume()).toBe(await a.volume());
    one.disconnect();
    two.disconnect();
  });
});

describe("ALTCHA priced by load", () => {
  it("issues dearer challenges as the factor rises, and refuses a solution priced below half the current price", async () => {
    let factor = 1;
    const provider = createAltchaProvider({ hmacKey: "k", difficulty: EASY_ALTCHA, priceFactor: async () => factor });
    const cheap = await provider.createChallenge();
    expect(cheap.parameters.cost).toBe(EASY_ALTCHA.cost);
    const cheapToken = await solveToToken(cheap);
    const stillFine = await freshToken(provider);
    factor = 2;
    // One step of slack: fetched just before the price rose, still accepted.
    expect((await provider.verify(stillFine, { ip: null })).ok).toBe(true);
    expect((await provider.createChallenge()).parameters.cost).toBe(2 * EASY_ALTCHA.cost);
    factor = 16;
    const refused = await provider.verify(cheapToken, { ip: null });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/too cheap for the current load \(cost 1, price now 16\)/) });
    const dear = await freshToken(provider);
    expect((await provider.verify(dear, { ip: null })).ok).toBe(true);
  });

  it("through the handler: a flood raises the price of GET /api/challenge, an old cheap token is refused with 403, real visitors still get in", async () => {
    const runtime = await testRuntime({ RESEND_API_KEY: "re_adaptive", RESEND_BASE_URL: services.fake.url, SIGNUP_RATE_LIMIT: "1000", SIGNUP_POW_STEP: "5", SIGNUP_POW_MAX_FACTOR: "8" });
    const altcha = runtime.altcha;
    if (!altcha) throw new Error("ALTCHA expected");
    const prefetched = await tokenFor(runtime);
    const costs: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const challenge = await altcha.createChallenge();
      costs.push(challenge.parameters.cost);
      const response = await handleSignup(postJson(sampleSubmission("notary", { challenge: await solveToToken(challenge) }), { "x-forwarded-for": `198.51.100.${i}` }), runtime.deps);
      expect(response.status).toBe(200);
    }
    // ×1 for the first five, then ×2, ×4, ×8 (the cap).
    expect(costs).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 8, 8, 8, 8, 8]);
    const stale = await handleSignup(postJson(sampleSubmission("client", { challenge: prefetched })), runtime.deps);
    expect(stale.status).toBe(403);
    const visitor = await handleSignup(postJson(sampleSubmission("client", { challenge: await tokenFor(runtime) }), { "x-forwarded-for": "192.0.2.1" }), runtime.deps);
    expect(visitor.status).toBe(200);
  });

  it("with REDIS_URL two instances price from one shared count", async () => {
    const env = { REDIS_URL: services.redis.url, RESEND_API_KEY: "re_adaptive", RESEND_BASE_URL: services.fake.url, SIGNUP_RATE_LIMIT: "1000", SIGNUP_POW_STEP: "3" };
    const [a, b] = [await testRuntime(env), await testRuntime(env)];
    expect(a.deps.load.kind).toBe("redis");
    const before = (await b.altcha?.createChallenge())?.parameters.cost ?? 0;
    for (let i = 0; i < 6; i += 1) {
      expect((await handleSignup(postJson(sampleSubmission("notary", { challenge: await tokenFor(a) })), a.deps)).status).toBe(200);
    }
    const after = (await b.altcha?.createChallenge())?.parameters.cost ?? 0;
    expect(after).toBeGreaterThanOrEqual(before * 4);
  });
});
