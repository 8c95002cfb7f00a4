import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createAltchaProvider } from "@/lib/signup/challenge/altcha";
import { clientNetwork } from "@/lib/platform/http/client-address";
import { DEFAULT_DIFFICULTY_SCALE, difficultyFactor, networkPriceFactor } from "@/lib/signup/challenge/difficulty";
import { handleSignup } from "@/lib/signup/handler";
import { createLoadMeter } from "@/lib/signup/load-meter";
import { EASY_ALTCHA, freshToken, solveToToken } from "../../support/altcha";
import { postJson, testRuntime } from "../../support/signup-runtime";
import { serveRedisAndFakeResend } from "../../support/signup-services";
import { sampleSubmission } from "../../support/submissions";

/*
 * A visitor's price depends on their own network, not on other people. Each client
 * network (IPv4 /24, IPv6 /48) pays more as it fetches more challenges (doubling every `step`, up
 * to `maxFactor`); everyone pays more only past the surge level; and a challenge is checked
 * against the cost signed into it, so a price rise never refuses a challenge already issued.
 */

const services = serveRedisAndFakeResend({ apiKey: "re_adaptive", flush: false });

describe("the price factor", () => {
  it("doubles every step up to the maximum; 1 when turned off", () => {
    const scale = DEFAULT_DIFFICULTY_SCALE;
    expect([0, 49, 50, 99, 100, 150, 200, 10_000].map((volume) => difficultyFactor(volume, scale))).toEqual([
      1, 1, 2, 2, 4, 8, 16, 16,
    ]);
    expect(difficultyFactor(10_000, { step: 50, maxFactor: 1 })).toBe(1);
    expect(difficultyFactor(Number.NaN, scale)).toBe(1);
  });

  it("per network: its own volume, and everyone's only past the surge level (default 5000, ten times a campaign's 500)", () => {
    const scale = DEFAULT_DIFFICULTY_SCALE;
    expect(scale.surge).toBe(5_000);
    // A campaign: 500 signups from as many networks, one challenge each.
    expect(networkPriceFactor({ network: 1, global: 500 }, scale)).toBe(1);
    expect(networkPriceFactor({ network: 1, global: 4_999 }, scale)).toBe(1);
    expect(networkPriceFactor({ network: 1, global: 5_000 }, scale)).toBe(2);
    expect(networkPriceFactor({ network: 1, global: 10_000 }, scale)).toBe(4);
    expect(networkPriceFactor({ network: 1, global: 1_000_000 }, scale)).toBe(16);
    // One busy network pays for itself.
    expect(networkPriceFactor({ network: 200, global: 200 }, scale)).toBe(16);
    expect(networkPriceFactor({ network: 120, global: 6_000 }, scale)).toBe(4);
  });

  it("a client's network: IPv4 /24, IPv6 /48, IPv4-mapped IPv6 as IPv4", () => {
    expect(clientNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(clientNetwork("127.0.5.9")).toBe("127.0.5.0/24");
    expect(clientNetwork("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:cb00:714d")).toBe("203.0.113.0/24");
    expect(clientNetwork("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(clientNetwork("2001:DB8:ABCD:ffff:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(clientNetwork("[2001:db8::1]:443")).toBe("2001:db8:0::/48");
    expect(clientNetwork(null)).toBe("unknown");
    expect(clientNetwork("not an address")).toBe("not an address");
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

  it("keeps each scope (a client network) apart from the others and from everyone's count", async () => {
    const meter = createLoadMeter({ windowSeconds: 600 });
    for (let i = 0; i < 3; i += 1) await meter.record("net:a");
    await meter.record("net:b");
    await meter.record();
    expect([
      await meter.volume("net:a"),
      await meter.volume("net:b"),
      await meter.volume("net:c"),
      await meter.volume(),
    ]).toEqual([3, 1, 0, 1]);
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

describe("ALTCHA priced per network", () => {
  it("issues dearer challenges as the factor rises, and accepts a solution at the cost signed into it whatever the price since", async () => {
    let factor = 1;
    const provider = createAltchaProvider({ hmacKey: "k", difficulty: EASY_ALTCHA, priceFactor: async () => factor });
    const cheap = await provider.createChallenge();
    expect(cheap.parameters.cost).toBe(EASY_ALTCHA.cost);
    const cheapToken = await solveToToken(cheap);
    factor = 16;
    expect((await provider.createChallenge()).parameters.cost).toBe(16 * EASY_ALTCHA.cost);
    // Before: refused as "too cheap for the current load (cost 1, price now 16)".
    expect(await provider.verify(cheapToken, { ip: null })).toMatchObject({ ok: true });
    expect((await provider.verify(await freshToken(provider), { ip: null })).ok).toBe(true);
    // The signature covers the cost: a forged cheaper cost is no solution.
    const dear = JSON.parse(Buffer.from(await freshToken(provider), "base64").toString("utf8")) as {
      challenge: { parameters: { cost: number } };
    };
    dear.challenge.parameters.cost = 1;
    expect((await provider.verify(Buffer.from(JSON.stringify(dear)).toString("base64"), { ip: null })).ok).toBe(false);
  });

  it("through the handler: one /24's flood raises only its own price, another network pays the base price, and its challenges fetched before the rise are still accepted (once)", async () => {
    const runtime = await testRuntime({
      RESEND_API_KEY: "re_adaptive",
      RESEND_BASE_URL: services.fake.url,
      SIGNUP_RATE_LIMIT: "1000",
      SIGNUP_POW_STEP: "5",
      SIGNUP_POW_MAX_FACTOR: "8",
    });
    const altcha = runtime.altcha;
    if (!altcha) throw new Error("ALTCHA expected");
    const flooder = (i: number) => `198.51.100.${i + 10}`;
    const prefetched = await solveToToken(await altcha.createChallenge({ ip: "198.51.100.200" }));
    const costs: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const challenge = await altcha.createChallenge({ ip: flooder(i) });
      costs.push(challenge.parameters.cost);
      const response = await handleSignup(
        postJson(sampleSubmission("notary", { challenge: await solveToToken(challenge) }), {
          "x-forwarded-for": flooder(i),
        }),
        runtime.deps,
      );
      expect(response.status).toBe(200);
    }
    // The prefetch was the network's first: ×1 for four more, then ×2, ×4, ×8 (the cap).
    expect(costs).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 8, 8, 8, 8, 8, 8]);
    expect((await altcha.createChallenge({ ip: "198.51.100.99" })).parameters.cost).toBe(8);
    // Another network, and the same network over IPv4-mapped IPv6.
    expect((await altcha.createChallenge({ ip: "192.0.2.1" })).parameters.cost).toBe(1);
    expect((await altcha.createChallenge({ ip: "::ffff:198.51.100.7" })).parameters.cost).toBe(8);
    const visitorChallenge = await altcha.createChallenge({ ip: "192.0.2.2" });
    const visitor = await handleSignup(
      postJson(sampleSubmission("client", { challenge: await solveToToken(visitorChallenge) }), {
        "x-forwarded-for": "192.0.2.2",
      }),
      runtime.deps,
    );
    expect(visitor.status).toBe(200);
    // Fetched at ×1 before the flood, spent after it: accepted (before: 403 "too cheap for the current load").
    const late = sampleSubmission("client", { challenge: prefetched });
    expect((await handleSignup(postJson(late), runtime.deps)).status).toBe(200);
    // The same submission sent again with it (a retry after a lost answer) is no replay; any other submission is.
    expect((await handleSignup(postJson(late), runtime.deps)).status).toBe(200);
    expect(
      (await handleSignup(postJson(sampleSubmission("client", { challenge: prefetched })), runtime.deps)).status,
    ).toBe(403);
  });

  it("everyone pays more only past the surge level: many networks, one challenge each", async () => {
    const runtime = await testRuntime({
      RESEND_API_KEY: "re_adaptive",
      RESEND_BASE_URL: services.fake.url,
      SIGNUP_POW_SURGE: "10",
      SIGNUP_GLOBAL_RATE_LIMIT: "1000",
    });
    const altcha = runtime.altcha;
    if (!altcha) throw new Error("ALTCHA expected");
    const costs: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const ip = `203.0.${i}.1`;
      const challenge = await altcha.createChallenge({ ip });
      costs.push(challenge.parameters.cost);
      expect(
        (
          await handleSignup(
            postJson(sampleSubmission("notary", { challenge: await solveToToken(challenge) }), {
              "x-forwarded-for": ip,
            }),
            runtime.deps,
          )
        ).status,
      ).toBe(200);
    }
    expect(costs).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
  });

  it("with REDIS_URL two instances price a network from one shared count", async () => {
    const env = {
      REDIS_URL: services.redis.url,
      RESEND_API_KEY: "re_adaptive",
      RESEND_BASE_URL: services.fake.url,
      SIGNUP_RATE_LIMIT: "1000",
      SIGNUP_POW_STEP: "3",
    };
    const [a, b] = [await testRuntime(env), await testRuntime(env)];
    expect(a.deps.load.kind).toBe("redis");
    const ip = `10.${Date.now() % 250}.7.1`;
    const before = (await b.altcha?.createChallenge({ ip }))?.parameters.cost ?? 0;
    for (let i = 0; i < 6; i += 1) await a.altcha?.createChallenge({ ip });
    const after = (await b.altcha?.createChallenge({ ip }))?.parameters.cost ?? 0;
    expect(after).toBeGreaterThanOrEqual(before * 4);
    expect((await b.altcha?.createChallenge({ ip: "10.255.1.1" }))?.parameters.cost).toBe(before);
  });
});
