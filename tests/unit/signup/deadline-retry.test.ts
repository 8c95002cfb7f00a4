import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createResendTransport, retryAfterMs } from "@/lib/platform/email/resend";
import type { EmailMessage } from "@/lib/platform/email/types";
import { SIGNUP_SUBMIT_TIMEOUT_MS } from "@/lib/signup/constants";
import { DEFAULT_SIGNUP_TIMING } from "@/lib/signup/deliver";
import { handleSignup } from "@/lib/signup/handler";
import { SIGNUP_MESSAGES } from "@/lib/signup/schema";
import { startFakeResend, type FakeResend } from "../../support/fake-resend";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/*
 * Every wait has a deadline: the admin email within the answer's budget, the confirmation
 * after the answer with retries that honour Retry-After for a bounded time. Against the
 * real local fake of Resend (which can hang, answer late or answer 429 with Retry-After).
 */

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend({ apiKey: "re_deadline" });
});
afterEach(async () => {
  await settleConfirmations();
  fake.reset();
});
afterAll(() => fake.close());

const message: EmailMessage = {
  from: "a@example.com",
  to: "b@example.com",
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
};
const ADMIN = "admin@example.com";
const isAdmin = ({ to }: { to: string[] }) => to.includes(ADMIN);
const resendEnv = () => ({
  RESEND_API_KEY: "re_deadline",
  RESEND_BASE_URL: fake.url,
  SIGNUP_ADMIN_EMAIL: ADMIN,
  SIGNUP_RATE_LIMIT: "100",
});
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] as number));

describe("the time budget", () => {
  it("answers well inside the wizard's own timeout, whatever the provider does", () => {
    expect(DEFAULT_SIGNUP_TIMING.responseBudgetMs).toBeLessThanOrEqual(SIGNUP_SUBMIT_TIMEOUT_MS - 10_000);
    expect(DEFAULT_SIGNUP_TIMING.adminEmailMs).toBeLessThanOrEqual(DEFAULT_SIGNUP_TIMING.responseBudgetMs);
  });

  it("reads Retry-After as seconds or an HTTP date, bounded", () => {
    expect(retryAfterMs("2")).toBe(2_000);
    expect(retryAfterMs("0.5")).toBe(500);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs("999999999")).toBe(86_400_000);
    for (const value of [null, undefined, "", "soon", "-1"]) expect(retryAfterMs(value)).toBeNull();
  });
});

describe("the Resend transport's deadline and retries", () => {
  it("stops at the deadline when the provider never answers, and says the message may have gone out", async () => {
    fake.hang({});
    const transport = createResendTransport({ apiKey: "re_deadline", baseUrl: fake.url, retryDelaysMs: [50, 50, 50] });
    const started = Date.now();
    const outcome = await transport.send(message, { idempotencyKey: "hang-1", deadline: started + 800 });
    const took = Date.now() - started;
    expect(outcome).toMatchObject({ ok: false, uncertain: true, status: null });
    expect(took).toBeGreaterThanOrEqual(750);
    expect(took).toBeLessThan(1_500);
  });

  it("waits what Retry-After asks (longer than its own schedule) before retrying, with the same key", async () => {
    fake.refuseNext(2, 429, "rate_limit_exceeded", { retryAfterSeconds: 1 });
    const transport = createResendTransport({
      apiKey: "re_deadline",
      baseUrl: fake.url,
      retryDelaysMs: [100, 100, 100],
    });
    const outcome = await transport.send(message, { idempotencyKey: "ra-1", deadline: Date.now() + 10_000 });
    expect(outcome).toMatchObject({ ok: true });
    const requests = fake.requests();
    expect(requests.map((request) => request.status)).toEqual([429, 429, 200]);
    expect(new Set(requests.map((request) => request.idempotencyKey))).toEqual(new Set(["ra-1"]));
    for (const gap of gaps(requests.map((request) => request.at))) expect(gap).toBeGreaterThanOrEqual(950);
    expect(fake.messages()).toHaveLength(1);
  });

  it("gives up at once when Retry-After is past the deadline (no retry that could not finish)", async () => {
    fake.refuseNext(1, 429, "rate_limit_exceeded", { retryAfterSeconds: 30 });
    const transport = createResendTransport({ apiKey: "re_deadline", baseUrl: fake.url, retryDelaysMs: [100, 100] });
    const started = Date.now();
    const outcome = await transport.send(message, { idempotencyKey: "ra-2", deadline: started + 5_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(outcome).toMatchObject({ ok: false, status: 429, uncertain: false, attempts: 1 });
    expect(outcome.ok ? "" : outcome.error).toMatch(/Retry-After 30 s is past the deadline/);
    expect(fake.requests()).toHaveLength(1);
  });

  it("a slow answer past the deadline, then a retry with the same key: the message exists once", async () => {
    fake.setDelay(600);
    const transport = createResendTransport({ apiKey: "re_deadline", baseUrl: fake.url, retryDelaysMs: [] });
    const first = await transport.send(message, { idempotencyKey: "slow-1", deadline: Date.now() + 300 });
    expect(first).toMatchObject({ ok: false, uncertain: true });
    // The fake finishes the first request on its own time; the retry then finds it done.
    await new Promise((resolve) => setTimeout(resolve, 500));
    fake.setDelay(0);
    const retry = await transport.send(message, { idempotencyKey: "slow-1", deadline: Date.now() + 2_000 });
    expect(retry).toMatchObject({ ok: true });
    expect(fake.messages()).toHaveLength(1);
  });
});

describe("POST /api/signup: the admin email's deadline", () => {
  it("answers 504 'may have been sent' within the budget when the provider takes the admin email but never answers; the retry sends nothing twice", async () => {
    // Budgets of seconds, not one: the provider must have received the email before the attempt gives
    // up (on a loaded machine a connection can take most of a second), or the answer is a certain 502.
    const runtime = await testRuntime(resendEnv(), undefined, {
      timing: { adminEmailMs: 3_000, responseBudgetMs: 3_500 },
    });
    fake.hang({ match: isAdmin, accept: true });
    const submission = sampleSubmission("notary");
    const started = Date.now();
    const response = await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps);
    const took = Date.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: SIGNUP_MESSAGES.mayHaveBeenSent });
    expect(response.headers.get("retry-after")).toBe("60");
    expect(took).toBeLessThan(4_500);
    await runtime.deps.confirmations.idle();
    // The provider did take it; no confirmation before the admin email is confirmed.
    expect(fake.messages().map((message) => message.to[0])).toEqual([ADMIN]);

    // The person tries again (same id and fields, new token): the admin email is not sent twice, the confirmation goes.
    fake.hang(null);
    const retry = await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps);
    expect(retry.status).toBe(200);
    await runtime.deps.confirmations.idle();
    expect(fake.messages().filter(isAdmin)).toHaveLength(1);
    expect(fake.messages().filter((message) => message.to.includes(String(submission.email)))).toHaveLength(1);
  });

  it("answers 502 at once when the provider's Retry-After would not fit the budget (a refusal, not an unknown)", async () => {
    const runtime = await testRuntime(resendEnv(), undefined, { timing: { adminEmailMs: 2_000 } });
    fake.refuseNext(1, 429, "rate_limit_exceeded", { retryAfterSeconds: 60, match: isAdmin });
    const started = Date.now();
    const response = await handleSignup(
      postJson(sampleSubmission("client", { challenge: await tokenFor(runtime) })),
      runtime.deps,
    );
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("POST /api/signup: the confirmation after the answer", () => {
  it("answers 200 at once while the confirmation's provider never answers; the confirmation gives up at its deadline and logs it", async () => {
    const runtime = await testRuntime(resendEnv(), undefined, { timing: { confirmationMs: 1_500 } });
    const errors: string[] = [];
    runtime.deps.log = { info: () => undefined, warn: () => undefined, error: (line: string) => errors.push(line) };
    fake.hang({ match: (send) => !isAdmin(send) });
    const started = Date.now();
    const response = await handleSignup(
      postJson(sampleSubmission("contact", { challenge: await tokenFor(runtime) })),
      runtime.deps,
    );
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(runtime.deps.confirmations.pending).toBe(1);
    await runtime.deps.confirmations.idle();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(errors.join("\n")).toMatch(
      /applicant confirmation not delivered after \d+ attempt\(s\) in 1\.\d s, giving up: timeout/,
    );
  });

  it("retries a 429 with Retry-After: 2 after two seconds each time, then delivers", async () => {
    const runtime = await testRuntime(resendEnv(), undefined, { timing: { confirmationMs: 10_000 } });
    const submission = sampleSubmission("client");
    fake.refuseNext(2, 429, "rate_limit_exceeded", {
      retryAfterSeconds: 2,
      match: (send) => send.to.includes(String(submission.email)),
    });
    const response = await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps);
    expect(response.status).toBe(200);
    await runtime.deps.confirmations.idle();
    const attempts = fake.requests().filter((request) => request.to.includes(String(submission.email)));
    expect(attempts.map((request) => request.status)).toEqual([429, 429, 200]);
    for (const gap of gaps(attempts.map((request) => request.at))) expect(gap).toBeGreaterThanOrEqual(1_950);
    expect(fake.messages().filter((message) => message.to.includes(String(submission.email)))).toHaveLength(1);
  }, 15_000);
});

describe("the confirmation queue", () => {
  it("a full queue drops the confirmation with a logged error, and the visitor still gets 200", async () => {
    const runtime = await testRuntime(resendEnv(), undefined, {
      confirmationQueue: { concurrency: 1, queueLimit: 0 },
      timing: { confirmationMs: 1_000 },
    });
    const errors: string[] = [];
    runtime.deps.log = { info: () => undefined, warn: () => undefined, error: (line: string) => errors.push(line) };
    // The first confirmation hangs and holds the only slot; the second finds no room.
    fake.hang({ match: (send) => !isAdmin(send) });
    for (let i = 0; i < 2; i += 1) {
      const response = await handleSignup(
        postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) })),
        runtime.deps,
      );
      expect(response.status).toBe(200);
    }
    expect(runtime.deps.confirmations.pending).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors.join("\n")).toMatch(/applicant confirmation dropped: the confirmation queue is full/);
    await runtime.deps.confirmations.idle();
    expect(fake.messages().filter((message) => !isAdmin(message))).toEqual([]);
  });
});
