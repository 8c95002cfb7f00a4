import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { createDeferredQueue } from "@/lib/signup/deferred";
import { handleSignup } from "@/lib/signup/handler";
import { MAX_LISTED_ISSUES } from "@/lib/signup/schema";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { serveRedisAndFakeResend } from "../../support/signup-services";
import { sampleSubmission } from "../../support/submissions";

/*
 * Past the global level (SIGNUP_GLOBAL_RATE_LIMIT per window) nobody is refused; what
 * costs is deferred (one admin digest, confirmations at a bounded rate) and nothing is lost.
 * And item 4.6: an error answer is never larger than the request (at most 20 issues listed).
 */

const services = serveRedisAndFakeResend({ apiKey: "re_surge" });
const ADMIN = "surge-admin@example.com";
const env = (extra: Record<string, string> = {}) => ({
  RESEND_API_KEY: "re_surge",
  RESEND_BASE_URL: services.fake.url,
  SIGNUP_ADMIN_EMAIL: ADMIN,
  SIGNUP_GLOBAL_RATE_LIMIT: "2",
  ...extra,
});
const admins = () => services.fake.messages().filter((message) => message.to[0] === ADMIN);

async function signUp(
  runtime: Awaited<ReturnType<typeof testRuntime>>,
  index: number,
  extra: Record<string, unknown> = {},
) {
  const submission = sampleSubmission("client", { email: `surge-${index}@example.com`, ...extra });
  const response = await handleSignup(
    postJson({ ...submission, challenge: await tokenFor(runtime) }, { "x-forwarded-for": `198.18.${index}.1` }),
    runtime.deps,
  );
  return { submission, response };
}

describe("past the global level", () => {
  it("memory: every signup is 200; the admin gets one digest instead of one email each; confirmations go out at the set rate", async () => {
    // The drainer's rate and digest interval read Date.now(): only Date is faked (the sends to the
    // fake Resend need real timers), and the test moves it on rather than waiting.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const runtime = await testRuntime(env({ SIGNUP_DEFERRED_PER_MINUTE: "120" }));
      for (let i = 0; i < 7; i += 1) expect((await signUp(runtime, i)).response.status).toBe(200);
      await settleConfirmations();
      expect(admins()).toHaveLength(2);
      expect(await runtime.deps.deferred.size("admin")).toBe(5);

      // A round before the digest interval (300 s): no digest yet; the rate (2 a second) lets about two confirmations out per second.
      await vi.advanceTimersByTimeAsync(1_100);
      await runtime.drainer.tick();
      expect(admins()).toHaveLength(2);
      const after = await runtime.deps.deferred.size("confirm");
      expect(after).toBeGreaterThanOrEqual(2);
      expect(after).toBeLessThanOrEqual(4);

      // Everything at once (what a shutdown does with a memory queue): one digest for the five, every confirmation.
      await runtime.drainer.tick({ all: true });
      const digests = admins().filter((message) => message.subject.includes("digest"));
      expect(digests).toHaveLength(1);
      expect(digests[0]?.subject).toBe("[Notavo] Signup digest: 5 new signups");
      for (let i = 2; i < 7; i += 1) expect(digests[0]?.text).toContain(`surge-${i}@example.com`);
      expect(digests[0]?.text).toContain("1 of 5: [Notavo] New CLIENT signup");
      for (let i = 0; i < 7; i += 1)
        expect(services.fake.messages().filter((message) => message.to[0] === `surge-${i}@example.com`)).toHaveLength(
          1,
        );
      expect(await runtime.deps.deferred.size("admin")).toBe(0);
      expect(await runtime.deps.deferred.size("confirm")).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the same submission sent twice is queued once; a full queue answers 503 (the form is kept) rather than dropping it", async () => {
    const runtime = await testRuntime(env({ SIGNUP_GLOBAL_RATE_LIMIT: "1" }), undefined, { deferredLimit: 2 });
    expect((await signUp(runtime, 0)).response.status).toBe(200);
    const { submission } = await signUp(runtime, 1);
    expect(
      (
        await handleSignup(
          postJson({ ...submission, challenge: await tokenFor(runtime) }, { "x-forwarded-for": "198.18.1.1" }),
          runtime.deps,
        )
      ).status,
    ).toBe(200);
    expect(await runtime.deps.deferred.size("admin")).toBe(1);
    expect((await signUp(runtime, 2)).response.status).toBe(200);
    const full = (await signUp(runtime, 3)).response;
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toBe("60");
    await runtime.drainer.tick({ all: true });
    expect(admins().filter((message) => message.subject.includes("digest"))).toHaveLength(1);
  });

  it("Redis: the queue outlives the instance (a restart), and another instance sends the digest once", async () => {
    const first = await testRuntime(env({ REDIS_URL: services.redis.url }));
    expect(first.deps.deferred.kind).toBe("redis");
    for (let i = 0; i < 5; i += 1) expect((await signUp(first, 10 + i)).response.status).toBe(200);
    await settleConfirmations();
    expect(admins()).toHaveLength(2);
    // The first instance is gone; a new one (same Redis) drains what it left.
    const second = await testRuntime(env({ REDIS_URL: services.redis.url }));
    const third = await testRuntime(env({ REDIS_URL: services.redis.url }));
    expect(await second.deps.deferred.size("admin")).toBe(3);
    await Promise.all([second.drainer.tick({ all: true }), third.drainer.tick({ all: true })]);
    await third.drainer.tick({ all: true });
    const digests = admins().filter((message) => message.subject.includes("digest"));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe("[Notavo] Signup digest: 3 new signups");
    for (let i = 10; i < 15; i += 1)
      expect(services.fake.messages().filter((message) => message.to[0] === `surge-${i}@example.com`)).toHaveLength(1);
  });

  it("Redis queue: atomic bound and duplicate check across clients", async () => {
    const [one, two] = [new Redis(services.redis.url), new Redis(services.redis.url)];
    const a = createDeferredQueue({ redis: one, limit: 3, prefix: "dq-test:" });
    const b = createDeferredQueue({ redis: two, limit: 3, prefix: "dq-test:" });
    const entry = (key: string) => ({
      key,
      submission: sampleSubmission("contact") as never,
      submittedAt: new Date(0).toISOString(),
    });
    expect(await a.enqueue(entry("k1"))).toBe("queued");
    expect(await b.enqueue(entry("k1"))).toBe("duplicate");
    const results: string[] = await Promise.all(
      ["k2", "k3", "k4", "k5"].map((key, index) => (index % 2 ? a : b).enqueue(entry(key))),
    );
    expect(results.filter((result) => result === "queued")).toHaveLength(2);
    expect(results.filter((result) => result === "full")).toHaveLength(2);
    expect((await a.peek("admin", 10)).map((queued) => queued.key).sort()).toHaveLength(3);
    await b.drop("admin", 2);
    expect(await a.size("admin")).toBe(1);
    expect(await a.size("confirm")).toBe(3);
    one.disconnect();
    two.disconnect();
  });
});

describe("error answers stay smaller than the request", () => {
  it("a 48 KB body with 5,000 unknown keys gets a 422 under 16 KB: the first 20 issues and their count (before: 214 KB)", async () => {
    const runtime = await testRuntime(env());
    const body: Record<string, unknown> = { ...sampleSubmission("notary") };
    for (let i = 0; i < 5_000; i += 1) body[`k${i}`] = 1;
    const text = JSON.stringify(body);
    expect(text.length).toBeGreaterThan(40_000);
    expect(text.length).toBeLessThan(64 * 1024);
    const response = await handleSignup(postJson(text), runtime.deps);
    expect(response.status).toBe(422);
    const answer = await response.text();
    expect(answer.length).toBeLessThan(16 * 1024);
    const parsed = JSON.parse(answer) as { issues: { path: string }[]; issueCount: number };
    expect(parsed.issues).toHaveLength(MAX_LISTED_ISSUES);
    expect(parsed.issues[0]).toEqual({ path: "k0", message: "Unknown field." });
    expect(parsed.issueCount).toBe(5_000);
  });

  it("one unknown key as long as the body is listed cut short", async () => {
    const runtime = await testRuntime(env());
    const response = await handleSignup(
      postJson({ ...sampleSubmission("notary"), ["x".repeat(60_000)]: 1 }),
      runtime.deps,
    );
    expect(response.status).toBe(422);
    const answer = await response.text();
    expect(answer.length).toBeLessThan(1_024);
    expect((JSON.parse(answer) as { issueCount: number }).issueCount).toBe(1);
  });
});
