import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeferredQueue } from "@/lib/signup/deferred";
import { handleSignup } from "@/lib/signup/handler";
import type { SignupInput } from "@/lib/signup/schema";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { serveRedisAndFakeResend } from "../../support/signup-services";
import { sampleSubmission } from "../../support/submissions";

/*
 * One admin notification per signup, whichever way it goes: a retry of the same signup (same id
 * and fields, a new challenge: what the wizard sends after a lost answer) that lands on the other
 * side of the global level goes the way its first attempt went, so the admin hears of it once,
 * never as its own email and in a digest too; and its applicant gets one confirmation.
 */

const services = serveRedisAndFakeResend({ apiKey: "re_notices" });
const ADMIN = "notices-admin@example.com";
type Runtime = Awaited<ReturnType<typeof testRuntime>>;

const started: Runtime[] = [];
// A drainer left ticking would hold the next test's Redis drain lock.
afterEach(() => {
  for (const runtime of started.splice(0)) runtime.drainer.stop();
});

/** A global level of one signup per one-second window: the second signup of a window is deferred, the first of the next is not. */
async function runtimeFor(store: "memory" | "redis"): Promise<Runtime> {
  const runtime = await testRuntime({
    RESEND_API_KEY: "re_notices",
    RESEND_BASE_URL: services.fake.url,
    SIGNUP_ADMIN_EMAIL: ADMIN,
    SIGNUP_GLOBAL_RATE_LIMIT: "1",
    SIGNUP_RATE_WINDOW_S: "1",
    SIGNUP_DEFERRED_PER_MINUTE: "600",
    ...(store === "redis" ? { REDIS_URL: services.redis.url } : {}),
  });
  started.push(runtime);
  return runtime;
}

/** One attempt of `submission` with a fresh challenge, from its own network. */
async function attempt(runtime: Runtime, submission: SignupInput, network: number): Promise<number> {
  const response = await handleSignup(
    postJson({ ...submission, challenge: await tokenFor(runtime) }, { "x-forwarded-for": `198.18.${network}.1` }),
    runtime.deps,
  );
  return response.status;
}

/** Everything the queue holds sent at once (what a shutdown does); a round already under way is waited for first. */
async function drainAll(...runtimes: Runtime[]): Promise<void> {
  await settleConfirmations();
  for (const runtime of runtimes) {
    runtime.drainer.stop();
    await runtime.drainer.tick();
    await runtime.drainer.tick({ all: true });
  }
}

/** The start of the next one-second window (the global level starts again): the fake clock moved there, or a wait for the real one. */
async function nextWindow(): Promise<void> {
  const ms = 1_000 - (Date.now() % 1_000) + 50;
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
}

/** What the admin and the applicant got about `email`: its own admin emails, digests naming it, confirmations. */
function received(email: string) {
  const toAdmin = services.fake.messages().filter((message) => message.to[0] === ADMIN);
  const digests = toAdmin.filter((message) => message.subject.includes("Signup digest"));
  const own = toAdmin.filter((message) => !digests.includes(message) && message.replyTo.includes(email));
  const inDigests = digests.reduce((sum, digest) => sum + digest.text.split(`Reply to: ${email}`).length - 1, 0);
  const confirmations = services.fake.messages().filter((message) => message.to[0] === email).length;
  return { adminEmails: own.length, digestMentions: inDigests, notifications: own.length + inDigests, confirmations };
}

describe.each(["memory", "redis"] as const)(
  "one admin notification per signup across the global level (%s)",
  (store) => {
    // In memory the windows (the global level's, the drainer's) read Date.now(): only Date is faked
    // (the sends to the fake Resend need real timers). Redis keeps the level's window on its own clock.
    beforeEach(() => {
      if (store === "memory") vi.useFakeTimers({ toFake: ["Date"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("its own admin email first, then a retry past the level: no digest line for it", async () => {
      const first = await runtimeFor(store);
      // With Redis the retry may reach another instance: it shares the record.
      const second = store === "redis" ? await runtimeFor(store) : first;
      await nextWindow();
      const applicant = sampleSubmission("client", { email: `direct-first-${store}@example.com` });
      expect(await attempt(first, applicant, 1)).toBe(200);
      // The same window: the level is spent, so this retry would be deferred.
      expect(await attempt(second, applicant, 1)).toBe(200);
      await drainAll(first, second);
      expect(received(applicant.email)).toEqual({
        adminEmails: 1,
        digestMentions: 0,
        notifications: 1,
        confirmations: 1,
      });
      expect(await first.deps.deferred.size("admin")).toBe(0);
    });

    it("queued for the digest first, then a retry below the level: no email of its own", async () => {
      const first = await runtimeFor(store);
      const second = store === "redis" ? await runtimeFor(store) : first;
      await nextWindow();
      // Someone else spends this window's level; the applicant's signup is deferred.
      expect(await attempt(first, sampleSubmission("client", { email: `other-${store}@example.com` }), 2)).toBe(200);
      const applicant = sampleSubmission("client", { email: `deferred-first-${store}@example.com` });
      expect(await attempt(first, applicant, 3)).toBe(200);
      expect(await first.deps.deferred.size("admin")).toBe(1);
      // The answer was lost; the wizard retries in the next window, below the level.
      await nextWindow();
      expect(await attempt(second, applicant, 3)).toBe(200);
      await drainAll(first, second);
      expect(received(applicant.email)).toEqual({
        adminEmails: 0,
        digestMentions: 1,
        notifications: 1,
        confirmations: 1,
      });
      // And once the digest has gone out, a later retry adds nothing either.
      await nextWindow();
      expect(await attempt(second, applicant, 3)).toBe(200);
      await drainAll(first, second);
      expect(received(applicant.email)).toEqual({
        adminEmails: 0,
        digestMentions: 1,
        notifications: 1,
        confirmations: 1,
      });
    });
  },
);

describe("the notice record", () => {
  // Imported where used, so the scenarios above run on their own.
  const createAdminNotices = async (
    ...args: Parameters<typeof import("@/lib/signup/admin-notices").createAdminNotices>
  ) => (await import("@/lib/signup/admin-notices")).createAdminNotices(...args);

  it("records the first way and answers it to the other, in memory and in Redis; the queue records the digest in the same step", async () => {
    const client = new Redis(services.redis.url);
    for (const redis of [undefined, client]) {
      const notices = await createAdminNotices({ redis });
      const queue = createDeferredQueue({ redis, notices, limit: 5 });
      const entry = (key: string) => ({
        key,
        submission: sampleSubmission("contact") as never,
        submittedAt: new Date(0).toISOString(),
      });
      expect(await notices.take("signup-a", "email"), notices.kind).toBeNull();
      expect(await notices.take("signup-a", "email"), notices.kind).toBe("email");
      expect(await queue.enqueue(entry("signup-a")), notices.kind).toBe("direct");
      expect(await queue.enqueue(entry("signup-b")), notices.kind).toBe("queued");
      expect(await queue.enqueue(entry("signup-b")), notices.kind).toBe("duplicate");
      expect(await notices.take("signup-b", "email"), notices.kind).toBe("digest");
      expect(await queue.size("admin"), notices.kind).toBe(1);
    }
    expect(await client.ttl("signup:notified:signup-a")).toBeGreaterThan(86_000);
    client.disconnect();
  });

  it("in memory: bounded like the other stores", async () => {
    const notices = await createAdminNotices({ maxEntries: 2 });
    for (const signup of ["a", "b", "c"]) expect(await notices.take(signup, "email")).toBeNull();
    // The oldest record made room for the newest.
    expect(await notices.take("c", "digest")).toBe("email");
    expect(await notices.take("a", "digest")).toBeNull();
  });

  it("a queue and a record in different places are refused", async () => {
    const client = new Redis(services.redis.url);
    const memory = await createAdminNotices();
    expect(() => createDeferredQueue({ redis: client, notices: memory })).toThrow(/same place/);
    client.disconnect();
  });
});
