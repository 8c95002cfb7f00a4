import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "@/lib/signup/schema";
import { startFakeResend, type FakeMessage, type FakeResend } from "../support/fake-resend";
import { startProductionServer, type ProductionServer } from "../support/production-server";
import { inPool, percentiles, postSignup, solveTokens, waitUntil, type SignupAnswer } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { ADMIN_EMAIL, RESEND_KEY, serverEnv } from "./env";

/*
 * One production server (`node scripts/start.mjs`) sending to a local fake Resend, with the
 * rate limits raised through its environment. Every submission gets its own id and its own
 * challenge, fetched from the server and solved (at `ALTCHA_COST` 10: see below).
 */

const PORT = 3610;
const RESEND_PORT = 3660;
const ROLES = ["notary", "client", "contact"] as const;

let fake: FakeResend;
let server: ProductionServer;

beforeAll(async () => {
  fake = await startFakeResend({ port: RESEND_PORT, apiKey: RESEND_KEY });
  server = await startProductionServer({
    port: PORT,
    // Limits raised through configuration. ALTCHA_COST lowers the price of each proof of work
    // (verification costs the server the same at any price), so 500 solves fit well inside
    // the challenges' 300 s lifetime; the multi-instance test keeps production's price.
    // SIGNUP_POW_MAX_FACTOR=1 keeps that price fixed under load: the tokens are solved in
    // advance, and a rising price would refuse them (tests/reliability/signup-abuse.test.ts
    // covers the rising price).
    env: serverEnv(fake.url, {
      SIGNUP_RATE_LIMIT: "100000",
      SIGNUP_GLOBAL_RATE_LIMIT: "100000",
      SIGNUP_RATE_WINDOW_S: "600",
      ALTCHA_COST: "10",
      SIGNUP_POW_MAX_FACTOR: "1",
    }),
  });
  expect(server.output()).toContain("PBKDF2 cost 10");
});

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** `count` distinct valid submissions, every role, each with a unique id and email. */
function submissions(label: string, count: number) {
  const run = Date.now().toString(36);
  return Array.from(
    { length: count },
    (_, index) =>
      sampleSubmission(ROLES[index % 3] as (typeof ROLES)[number], {
        email: `${label}-${run}-${index}@example.com`,
      }) as Record<string, unknown> & { id: string; email: string },
  );
}

const isAdmin = (message: FakeMessage) => message.to.includes(ADMIN_EMAIL);
/** Confirmations go out after the answer: waits until `count` of them have arrived. */
const confirmationsArrived = (count: number) =>
  waitUntil(
    () => fake.messages().filter((message) => !isAdmin(message)).length >= count,
    `${count} applicant confirmations`,
  );
const adminFor = (messages: FakeMessage[], id: string) =>
  messages.filter((message) => isAdmin(message) && message.text.includes(`Submission ${id}.`));
const applicantFor = (messages: FakeMessage[], email: string) =>
  messages.filter((message) => message.to.includes(email));

/** Exactly one admin notification and one confirmation per submission, the admin one first. */
function expectDeliveredOnce(messages: FakeMessage[], submission: { id: string; email: string }) {
  const admin = adminFor(messages, submission.id);
  const applicant = applicantFor(messages, submission.email);
  expect(admin, submission.id).toHaveLength(1);
  expect(applicant, submission.email).toHaveLength(1);
  expect(messages.indexOf(admin[0] as FakeMessage)).toBeLessThan(messages.indexOf(applicant[0] as FakeMessage));
}

function report(line: string) {
  console.info(`[reliability] ${line}`);
}

describe("load: 300 valid submissions at concurrency 20 against the production server", () => {
  it("answers every one 200 and delivers exactly 300 admin and 300 applicant emails, no duplicates", async () => {
    fake.reset();
    const all = submissions("load", 300);
    let started = performance.now();
    const tokens = await solveTokens(server.url, all.length);
    const solveSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const answers = await inPool(all, 20, (submission, index) =>
      postSignup(server.url, { ...submission, challenge: tokens[index] }),
    );
    const seconds = (performance.now() - started) / 1000;
    const latency = percentiles(answers.map((answer) => answer.ms));
    report(
      `load: ${all.length} submissions at concurrency 20 in ${seconds.toFixed(1)} s (${(all.length / seconds).toFixed(0)}/s; latency p50 ${latency.p50} ms, p95 ${latency.p95} ms, max ${latency.max} ms); ` +
        `solving the ${all.length} challenges took ${solveSeconds.toFixed(0)} s`,
    );

    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 300 });
    expect(answers.every((answer) => answer.body.ok === true)).toBe(true);

    const settle = await confirmationsArrived(300);
    report(
      `load: the last confirmation arrived ${Math.round(settle)} ms after the last answer (they are sent after it)`,
    );
    const messages = fake.messages();
    const admin = messages.filter(isAdmin);
    const applicant = messages.filter((message) => !isAdmin(message));
    report(
      `load: the fake Resend accepted ${admin.length} admin and ${applicant.length} applicant emails out of ${fake.requests().length} requests`,
    );
    expect(admin).toHaveLength(300);
    expect(applicant).toHaveLength(300);
    // No duplicates: 600 distinct idempotency keys, one message per key, one request per message.
    expect(new Set(messages.map((message) => message.idempotencyKey)).size).toBe(600);
    expect(fake.requests()).toHaveLength(600);
    expect(fake.requests().every((request) => request.status === 200)).toBe(true);
    for (const submission of all) expectDeliveredOnce(messages, submission);
    expect(server.output()).not.toContain("unexpected failure");
  });
});

describe("faults: the fake Resend fails 30% of admin sends", () => {
  /** Sends each submission with a fresh token, 20 at a time. */
  async function send(batch: { id: string }[]): Promise<SignupAnswer[]> {
    const tokens = await solveTokens(server.url, batch.length);
    return inPool(batch, 20, (submission, index) =>
      postSignup(server.url, { ...submission, challenge: tokens[index] }),
    );
  }

  /** Retries the failed ones with new tokens (same id and fields) until none fails; returns the rounds. */
  async function retryUntilDelivered(failed: { id: string; email: string }[], rounds: number[]): Promise<void> {
    for (let round = 0; failed.length > 0; round += 1) {
      expect(round, "retries never converged").toBeLessThan(10);
      rounds.push(failed.length);
      const answers = await send(failed);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 502)).toBe(true);
      failed = failed.filter((_, index) => answers[index]?.status === 502);
    }
  }

  it("permanent refusals: every failed submission gets the 502 message and no applicant email; its retry delivers exactly once", async () => {
    fake.reset();
    fake.setFaults({ rate: 0.3, match: ({ to }) => to.includes(ADMIN_EMAIL) });
    const all = submissions("fault", 100);
    const started = performance.now();
    const answers = await send(all);

    // Each submission sent its admin email once (422 is not retried): exactly 30 of 100 failed.
    const failed = all.filter((_, index) => answers[index]?.status === 502);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(70);
    expect(failed).toHaveLength(30);
    await confirmationsArrived(70);
    const messages = fake.messages();
    for (const [index, submission] of all.entries()) {
      const answer = answers[index] as SignupAnswer;
      if (answer.status === 502) {
        expect(answer.body).toEqual({ error: SIGNUP_MESSAGES.sendFailed });
        expect(adminFor(messages, submission.id)).toEqual([]);
        // Not even attempted: the confirmation waits for an accepted notification.
        expect(fake.requests().filter((request) => request.to.includes(submission.email))).toEqual([]);
      } else {
        expect(answer.body).toEqual({ ok: true });
        expectDeliveredOnce(messages, submission);
      }
    }

    const rounds: number[] = [];
    await retryUntilDelivered(failed, rounds);
    // Retrying a delivered submission again (a double submit) sends nothing new.
    const again = await send(all.slice(0, 10));
    expect(again.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // Their confirmations are sent again after the answers (same keys, so no new message): wait for them to land here, not in the next test.
    await waitUntil(
      () =>
        all
          .slice(0, 10)
          .every(
            (submission) => fake.requests().filter((request) => request.to.includes(submission.email)).length >= 2,
          ),
      "the repeated confirmations",
    );

    await confirmationsArrived(100);
    const final = fake.messages();
    expect(final.filter(isAdmin)).toHaveLength(100);
    expect(final.filter((message) => !isAdmin(message))).toHaveLength(100);
    for (const submission of all) expectDeliveredOnce(final, submission);
    report(
      `faults (permanent 422 on 30% of admin sends): first pass 70 × 200, 30 × 502; retry rounds of ${rounds.join(" → ")} failed submissions; ` +
        `100 admin + 100 applicant emails, each once, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  });

  it("transient failures (HTTP 500): retried inside the server with the same idempotency key; still exactly once", async () => {
    fake.reset();
    fake.setFaults({
      rate: 0.3,
      status: 500,
      name: "internal_server_error",
      match: ({ to }) => to.includes(ADMIN_EMAIL),
    });
    const all = submissions("transient", 60);
    const answers = await send(all);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 502)).toBe(true);
    const failed = all.filter((_, index) => answers[index]?.status === 502);
    for (const submission of failed)
      expect(fake.requests().filter((request) => request.to.includes(submission.email))).toEqual([]);
    const rounds: number[] = [];
    await retryUntilDelivered(failed, rounds);

    const adminRequests = fake.requests().filter((request) => request.to.includes(ADMIN_EMAIL));
    const refused = adminRequests.filter((request) => request.status === 500).length;
    const retriedKeys = new Set(
      adminRequests.filter((request) => request.status === 500).map((request) => request.idempotencyKey),
    );
    expect(refused).toBeGreaterThanOrEqual(18);
    await confirmationsArrived(60);
    const final = fake.messages();
    expect(final.filter(isAdmin)).toHaveLength(60);
    expect(final.filter((message) => !isAdmin(message))).toHaveLength(60);
    for (const submission of all) expectDeliveredOnce(final, submission);
    report(
      `faults (transient 500 on 30% of admin sends): ${refused} refused attempts on ${retriedKeys.size} keys, retried by the server with the same key; ` +
        `${failed.length} submissions still answered 502 after its retries and were resent by the client; 60 + 60 emails, each once`,
    );
  });
});
