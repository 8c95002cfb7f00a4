import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { clientRateKey } from "@/lib/platform/http/client-address";
import { handleSignup } from "@/lib/signup/handler";
import { createRecipientLimiter, normalizeRecipient, recipientKey } from "@/lib/signup/recipient-limit";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { startFakeClock } from "../../support/fake-clock";
import { serveRedisAndFakeResend } from "../../support/signup-services";
import { sampleSubmission } from "../../support/submissions";

/*
 * One applicant confirmation per recipient address per window, whatever client asks for
 * it: in memory, in Redis (shared by instances), and through the route handler.
 */

const services = serveRedisAndFakeResend({ apiKey: "re_recipient" });

describe("the recipient key", () => {
  it("normalises case, surrounding space, +tags and Gmail dots, and is a hash, never the address", () => {
    const same = ["victim@example.com", " Victim@Example.COM ", "victim+promo@example.com", "VICTIM+x+y@example.com"];
    for (const address of same) expect(normalizeRecipient(address), address).toBe("victim@example.com");
    expect(normalizeRecipient("v.i.c.t.i.m+1@googlemail.com")).toBe("victim@gmail.com");
    // Dots matter elsewhere.
    expect(normalizeRecipient("v.ictim@example.com")).toBe("v.ictim@example.com");
    const keys = new Set(same.map(recipientKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(recipientKey("other@example.com")).not.toBe(recipientKey("victim@example.com"));
  });
});

describe("the recipient limiter in memory", () => {
  it("gives one owner the address for the window; the owner may claim again; others wait; a release frees it", async () => {
    // The memory store's records expire on the fake clock, moved on rather than waited for.
    const realTime = startFakeClock();
    try {
      const limiter = createRecipientLimiter({ windowSeconds: 1 });
      expect(limiter.kind).toBe("memory");
      expect(await limiter.claim("victim@example.com", "signup-a")).toBe(true);
      expect(await limiter.claim(" VICTIM@example.com", "signup-a")).toBe(true);
      expect(await limiter.claim("victim+2@example.com", "signup-b")).toBe(false);
      expect(await limiter.claim("someone@example.com", "signup-b")).toBe(true);
      // Only the owner's release counts.
      await limiter.release("victim@example.com", "signup-b");
      expect(await limiter.claim("victim@example.com", "signup-c")).toBe(false);
      await limiter.release("victim@example.com", "signup-a");
      expect(await limiter.claim("victim@example.com", "signup-c")).toBe(true);
      await vi.advanceTimersByTimeAsync(1_100);
      expect(await limiter.claim("victim@example.com", "signup-d")).toBe(true);
    } finally {
      realTime();
    }
  });

  it("stays bounded", async () => {
    const limiter = createRecipientLimiter({ windowSeconds: 60, maxEntries: 3 });
    for (const name of ["a", "b", "c", "d"]) expect(await limiter.claim(`${name}@example.com`, name)).toBe(true);
    expect(await limiter.claim("d@example.com", "other")).toBe(false);
    // The oldest was dropped to make room.
    expect(await limiter.claim("a@example.com", "other")).toBe(true);
  });
});

describe("the recipient limiter in Redis", () => {
  it("is shared by instances, atomic, keyed by the hash, and expires with the window", async () => {
    const [one, two, inspector] = [
      new Redis(services.redis.url),
      new Redis(services.redis.url),
      new Redis(services.redis.url),
    ];
    const a = createRecipientLimiter({ redis: one, windowSeconds: 2 });
    const b = createRecipientLimiter({ redis: two, windowSeconds: 2 });
    expect(a.kind).toBe("redis");
    const racing = await Promise.all([
      a.claim("victim@example.com", "s1"),
      b.claim("Victim@example.com", "s2"),
      a.claim("victim+x@example.com", "s3"),
      b.claim("victim@example.com", "s4"),
    ]);
    expect(racing.filter(Boolean)).toHaveLength(1);
    const keys = await inspector.keys("*");
    expect(keys).toEqual([`signup:recipient:${recipientKey("victim@example.com")}`]);
    expect(keys.join()).not.toContain("victim");
    expect(await inspector.ttl(keys[0] as string)).toBeGreaterThan(0);
    const winner = ["s1", "s2", "s3", "s4"][racing.indexOf(true)] as string;
    expect(await b.claim("victim@example.com", winner)).toBe(true);
    await b.release("victim@example.com", "not-the-owner");
    expect(await a.claim("victim@example.com", "s5")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await a.claim("victim@example.com", "s5")).toBe(true);
    for (const client of [one, two, inspector]) client.disconnect();
  });

  it("falls back to memory when Redis is unreachable, and says so", async () => {
    const unreachable = new Redis("redis://127.0.0.1:9", {
      maxRetriesPerRequest: 0,
      commandTimeout: 300,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on("error", () => undefined);
    const errors: Error[] = [];
    const limiter = createRecipientLimiter({
      redis: unreachable,
      windowSeconds: 60,
      onError: (error) => errors.push(error),
    });
    expect(await limiter.claim("victim@example.com", "s1")).toBe(true);
    expect(await limiter.claim("victim@example.com", "s2")).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    unreachable.disconnect();
  });
});

describe("POST /api/signup: one confirmation per recipient per day", () => {
  const resendEnv = {
    RESEND_API_KEY: "re_recipient",
    RESEND_BASE_URL: "",
    SIGNUP_ADMIN_EMAIL: "admin@example.com",
    SIGNUP_RATE_LIMIT: "1000",
  };

  for (const store of ["memory", "redis"] as const) {
    it(`${store}: twelve signups from twelve clients to one victim send one confirmation (and every admin notification)`, async () => {
      const env = {
        ...resendEnv,
        RESEND_BASE_URL: services.fake.url,
        ...(store === "redis" ? { REDIS_URL: services.redis.url } : {}),
      };
      // Two instances when shared: the limit holds across them.
      const runtimes = store === "redis" ? [await testRuntime(env), await testRuntime(env)] : [await testRuntime(env)];
      expect(runtimes[0]?.deps.recipients.kind).toBe(store);
      const addresses = ["victim@example.com", " Victim@Example.com", "VICTIM@example.com ", "victim+1@example.com"];
      for (let i = 0; i < 12; i += 1) {
        const runtime = runtimes[i % runtimes.length] as (typeof runtimes)[number];
        const submission = sampleSubmission(i % 2 ? "contact" : "notary", {
          email: addresses[i % addresses.length],
          firstName: "Visit evil.example to claim",
          challenge: await tokenFor(runtime),
        });
        const response = await handleSignup(
          postJson(submission, { "x-forwarded-for": `203.0.113.${i}` }),
          runtime.deps,
        );
        // The visitor is not told: an attacker learns nothing about the address.
        expect(response.status).toBe(200);
      }
      await settleConfirmations();
      const toVictim = services.fake.messages().filter((message) => !message.to.includes("admin@example.com"));
      expect(toVictim).toHaveLength(1);
      expect(toVictim[0]?.text).not.toContain("evil.example");
      expect(services.fake.messages().filter((message) => message.to.includes("admin@example.com"))).toHaveLength(12);
      // Another address is unaffected.
      const other = await handleSignup(
        postJson(sampleSubmission("client", { challenge: await tokenFor(runtimes[0] as (typeof runtimes)[number]) })),
        (runtimes[0] as (typeof runtimes)[number]).deps,
      );
      expect(other.status).toBe(200);
      await settleConfirmations();
      expect(services.fake.messages().filter((message) => !message.to.includes("admin@example.com"))).toHaveLength(2);
    });
  }

  it("a refused confirmation frees the slot: the next signup for that address gets one", async () => {
    const runtime = await testRuntime({ ...resendEnv, RESEND_BASE_URL: services.fake.url });
    services.fake.refuseNext(1, 422, "validation_error", { match: ({ to }) => to.includes("again@example.com") });
    for (let i = 0; i < 2; i += 1) {
      const response = await handleSignup(
        postJson(sampleSubmission("notary", { email: "again@example.com", challenge: await tokenFor(runtime) })),
        runtime.deps,
      );
      expect(response.status).toBe(200);
      await runtime.deps.confirmations.idle();
    }
    expect(
      services.fake
        .requests()
        .filter((request) => request.to.includes("again@example.com"))
        .map((request) => request.status),
    ).toEqual([422, 200]);
  });
});

describe("the per-client key", () => {
  it("groups IPv6 clients by /64 and keeps IPv4 as it is", () => {
    expect(clientRateKey("203.0.113.5")).toBe("203.0.113.5");
    expect(clientRateKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("[2001:db8:0001:0002::ffff]")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientRateKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientRateKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientRateKey("::ffff:c633:6407")).toBe("198.51.100.7");
    expect(clientRateKey(null)).toBe("unknown");
    expect(clientRateKey("not an address")).toBe("not an address");
  });

  it("makes a whole IPv6 /64 one client for the rate limit", async () => {
    const runtime = await testRuntime({
      RESEND_API_KEY: "re_recipient",
      RESEND_BASE_URL: services.fake.url,
      SIGNUP_RATE_LIMIT: "2",
    });
    const send = async (ip: string) =>
      (
        await handleSignup(
          postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) }), { "x-forwarded-for": ip }),
          runtime.deps,
        )
      ).status;
    expect(await send("2001:db8:1:2::1")).toBe(200);
    expect(await send("2001:db8:1:2::2")).toBe(200);
    expect(await send("2001:db8:1:2:ffff::3")).toBe(429);
    expect(await send("2001:db8:1:3::1")).toBe(200);
  });
});
