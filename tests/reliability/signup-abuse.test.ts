import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_SUBMIT_TIMEOUT_MS } from "@/lib/signup/constants";
import { SIGNUP_MESSAGES } from "@/lib/signup/schema";
import { solveToToken } from "../support/altcha";
import { startFakeResend, type FakeMessage, type FakeResend } from "../support/fake-resend";
import { logEntries, startProductionServer, type ProductionServer } from "../support/production-server";
import { challengeFrom, inPool, postSignup, postSignupFrom, solveTokens, waitUntil } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { ADMIN_EMAIL, RESEND_KEY, serverEnv } from "./env";

/*
 * On the production server (`node scripts/start.mjs`) with the fake Resend:
 * - the relay: many clients, one victim address → one confirmation, with nothing of theirs in it;
 * - the lockout: a flood no longer shuts real visitors out; the attacker's network's price rises instead
 *   (side by side with a server with a fixed price and a global level of 100, which defers
 *   emails past it instead of answering 429);
 * - the provider that never answers, answers 429 with Retry-After, or only fails.
 * In these tests the server trusts X-Forwarded-For (nothing in front of it), so a "client" is
 * whatever the test writes there; the per-client limit is raised, as rotating it would beat it.
 * Ports: servers 3630–3632, fake Resend 3670–3672.
 */

const ATTACKER_TEXT = "Visit evil.example to claim";
const isAdmin = (message: { to: string[] }) => message.to.includes(ADMIN_EMAIL);
const report = (line: string) => console.info(`[reliability] ${line}`);
/** Distinct client addresses, one per request (what an attacker rotating X-Forwarded-For sends). */
const clientAt = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

describe("the signup is no spam relay, and the provider cannot make it late", () => {
  const PORT = 3630;
  let fake: FakeResend;
  let server: ProductionServer;

  beforeAll(async () => {
    fake = await startFakeResend({ port: 3670, apiKey: RESEND_KEY });
    server = await startProductionServer({
      port: PORT,
      env: serverEnv(fake.url, { SIGNUP_RATE_LIMIT: "100000", ALTCHA_COST: "10", SIGNUP_CONFIRMATION_RETRY_S: "8" }),
    });
    expect(server.output()).toContain(
      "confirmations: one per recipient per 86400 s, sent after the answer and retried for up to 8 s",
    );
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** What the server logged about these submissions' confirmations (sent, already sent, skipped, or given up). */
  const confirmationOutcomes = (ids: string[]) =>
    logEntries(server.output())
      .filter((entry) => ids.includes(entry.signupId ?? "") && entry.msg.startsWith("applicant"))
      .map((entry) => entry.msg);
  const notDelivered = (id: string) =>
    confirmationOutcomes([id]).find((line) => line.startsWith("applicant confirmation not delivered"));

  it("relay: 40 signups from 40 client addresses to one victim (case, spaces, +tags) send the victim exactly one confirmation, with no attacker text", async () => {
    fake.reset();
    const variants = ["victim@example.com", " Victim@Example.com ", "VICTIM@example.com", "victim+prize@example.com"];
    const submissions = Array.from({ length: 40 }, (_, index) =>
      sampleSubmission((["notary", "client", "contact"] as const)[index % 3] ?? "notary", {
        email: variants[index % variants.length],
        firstName: ATTACKER_TEXT,
        lastName: "Support",
      }),
    ) as (Record<string, unknown> & { id: string })[];
    const tokens = await solveTokens(server.url, submissions.length);
    const answers = await inPool(submissions, 8, (submission, index) =>
      postSignup(server.url, { ...submission, challenge: tokens[index] }, { "x-forwarded-for": clientAt(index) }),
    );
    // Every one is answered as usual: the attacker learns nothing about the address.
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));

    const ids = submissions.map((submission) => submission.id);
    await waitUntil(() => confirmationOutcomes(ids).length >= 40, "a confirmation outcome for each of the 40 signups");
    const toVictim = fake.messages().filter((message) => message.to.some((to) => to.toLowerCase().includes("victim")));
    expect(toVictim).toHaveLength(1);
    expect(
      fake.requests().filter((request) => request.to.some((to) => to.toLowerCase().includes("victim"))),
    ).toHaveLength(1);
    const skipped = confirmationOutcomes(ids).filter((line) => line.includes("confirmation skipped"));
    expect(skipped).toHaveLength(39);

    // Nothing of the attacker's reads as our message; it says what happened and what to do.
    const confirmation = toVictim[0] as FakeMessage;
    for (const body of [confirmation.text, confirmation.html]) {
      for (const typed of ["evil.example", "Visit", "claim", "Support", "Hi "])
        expect(body, typed).not.toContain(typed);
      expect(body).not.toMatch(/won.t write again/);
    }
    expect(confirmation.text).toMatch(/Someone .+ gave this email address/);
    expect(confirmation.text).toContain(
      "If this wasn't you: someone else typed your address. You don't need to do anything: ignore this email.",
    );
    expect(confirmation.text).toContain("We send at most one of these confirmations to an address in a day.");
    // The admin is still told about each one (bounded by the other limits), with the text as typed.
    const admins = fake.messages().filter(isAdmin);
    expect(admins).toHaveLength(40);
    expect(admins[0]?.text).toContain(ATTACKER_TEXT);
    report(`relay: 40 signups from 40 addresses to one victim → 40 admin notifications, 1 confirmation, 39 skipped`);
  });

  it("admin email never answered: 504 'may have been sent' within the budget, the form's retry sends nothing twice", async () => {
    fake.reset();
    fake.hang({ match: isAdmin, accept: true });
    const submission = sampleSubmission("notary", { email: `slow-admin-${Date.now()}@example.com` }) as Record<
      string,
      unknown
    > & { id: string; email: string };
    const [first, second] = await solveTokens(server.url, 2);
    const answer = await postSignup(server.url, { ...submission, challenge: first });
    expect(answer.status).toBe(504);
    expect(answer.body).toEqual({ error: SIGNUP_MESSAGES.mayHaveBeenSent });
    // Within the admin email's 10 s (and far below the wizard's 30 s).
    expect(answer.ms).toBeGreaterThan(9_000);
    expect(answer.ms).toBeLessThan(12_000);
    expect(answer.ms).toBeLessThan(SIGNUP_SUBMIT_TIMEOUT_MS - 10_000);
    expect(fake.messages().filter((message) => message.to.includes(submission.email))).toEqual([]);

    // The provider recovers; the wizard's retry carries the same id and fields (same idempotency key).
    fake.hang(null);
    const retry = await postSignup(server.url, { ...submission, challenge: second });
    expect(retry.status).toBe(200);
    await waitUntil(() => fake.messages().some((message) => message.to.includes(submission.email)), "the confirmation");
    const admins = fake
      .messages()
      .filter((message) => isAdmin(message) && message.text.includes(`Submission ${submission.id}.`));
    expect(admins).toHaveLength(1);
    expect(fake.messages().filter((message) => message.to.includes(submission.email))).toHaveLength(1);
    report(
      `admin email never answered: 504 after ${Math.round(answer.ms)} ms; the retry answered 200 in ${Math.round(retry.ms)} ms; 1 admin email, 1 confirmation`,
    );
  });

  it("confirmation never answered: the visitor gets 200 at once; the confirmation gives up after its 8 s and the failure is logged", async () => {
    fake.reset();
    const email = `black-hole-${Date.now()}@example.com`;
    fake.hang({ match: ({ to }) => to.includes(email) });
    const submission = sampleSubmission("client", { email }) as Record<string, unknown> & { id: string };
    const [token] = await solveTokens(server.url, 1);
    const answer = await postSignup(server.url, { ...submission, challenge: token });
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(3_000);
    const waited = await waitUntil(() => Boolean(notDelivered(submission.id)), "the logged final failure", 20_000);
    expect(notDelivered(submission.id)).toMatch(
      /^applicant confirmation not delivered after \d+ attempt\(s\) in [0-9.]+ s, giving up/,
    );
    report(
      `confirmation never answered: 200 after ${Math.round(answer.ms)} ms; the confirmation gave up ${((answer.ms + waited) / 1000).toFixed(1)} s after the post, logged`,
    );
    fake.hang(null);
  });

  it("confirmation answered 429 Retry-After: 2 twice: retried after 2 s each time, then delivered once; a Retry-After past the deadline is a logged failure", async () => {
    fake.reset();
    const email = `rate-limited-${Date.now()}@example.com`;
    fake.refuseNext(2, 429, "rate_limit_exceeded", { retryAfterSeconds: 2, match: ({ to }) => to.includes(email) });
    const submission = sampleSubmission("contact", { email }) as Record<string, unknown> & { id: string };
    const late = `late-${Date.now()}@example.com`;
    fake.refuseNext(1, 429, "rate_limit_exceeded", { retryAfterSeconds: 60, match: ({ to }) => to.includes(late) });
    const lateSubmission = sampleSubmission("notary", { email: late }) as Record<string, unknown> & { id: string };
    const [token, lateToken] = await solveTokens(server.url, 2);
    const [answer, lateAnswer] = await Promise.all([
      postSignup(server.url, { ...submission, challenge: token }),
      postSignup(server.url, { ...lateSubmission, challenge: lateToken }),
    ]);
    expect(answer.status).toBe(200);
    expect(lateAnswer.status).toBe(200);
    expect(answer.ms).toBeLessThan(3_000);

    await waitUntil(
      () => fake.messages().some((message) => message.to.includes(email)),
      "the rate-limited confirmation",
      15_000,
    );
    const attempts = fake.requests().filter((request) => request.to.includes(email));
    expect(attempts.map((request) => request.status)).toEqual([429, 429, 200]);
    const gaps = attempts.slice(1).map((request, index) => request.at - (attempts[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_900);
    expect(fake.messages().filter((message) => message.to.includes(email))).toHaveLength(1);

    // Retry-After: 60 does not fit in the 8 s: given up at once, and logged.
    await waitUntil(() => Boolean(notDelivered(lateSubmission.id)), "the logged failure");
    expect(notDelivered(lateSubmission.id)).toMatch(
      /^applicant confirmation not delivered after 1 attempt\(s\).*Retry-After 60 s is past the deadline/,
    );
    expect(fake.requests().filter((request) => request.to.includes(late))).toHaveLength(1);
    report(
      `confirmation 429 Retry-After 2: attempts ${gaps.map((gap) => `${gap} ms`).join(", ")} apart, delivered once; Retry-After 60: logged failure after 1 attempt`,
    );
  });
});

describe("a flood does not lock real visitors out: the proof of work's price rises instead", () => {
  const STEP = 20;
  const BATCHES = 6;
  let fake: FakeResend;
  let fakeOld: FakeResend;
  let server: ProductionServer;
  let old: ProductionServer;

  beforeAll(async () => {
    [fake, fakeOld] = await Promise.all([
      startFakeResend({ port: 3671, apiKey: RESEND_KEY }),
      startFakeResend({ port: 3672, apiKey: RESEND_KEY }),
    ]);
    [server, old] = await Promise.all([
      // Now: the default global backstop (1000 per window) and the price doubling every STEP signups up to ×16.
      startProductionServer({
        port: 3631,
        env: serverEnv(fake.url, { SIGNUP_RATE_LIMIT: "100000", ALTCHA_COST: "10", SIGNUP_POW_STEP: String(STEP) }),
      }),
      // Before: a fixed price and a global cap of 100 per window.
      startProductionServer({
        port: 3632,
        env: serverEnv(fakeOld.url, {
          SIGNUP_RATE_LIMIT: "100000",
          ALTCHA_COST: "10",
          SIGNUP_POW_MAX_FACTOR: "1",
          SIGNUP_GLOBAL_RATE_LIMIT: "100",
        }),
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), old?.stop()]);
    await Promise.all([fake?.close(), fakeOld?.close()]);
  });

  /**
   * The attacker: batches of 20 signups, each challenge fetched and solved just before use, from
   * one network (127.0.50.0/24: the servers' readiness probes fetch challenges from 127.0.0.1).
   */
  const FLOOD = "127.0.50.1";
  async function flood(target: ProductionServer, label: string) {
    const batches: { cost: number; cpuMs: number; statuses: number[] }[] = [];
    for (let batch = 0; batch < BATCHES; batch += 1) {
      const challenges = await Promise.all(Array.from({ length: STEP }, () => challengeFrom(target.url, FLOOD)));
      const cpu = process.cpuUsage();
      const tokens = await inPool(challenges, 4, solveToToken);
      const used = process.cpuUsage(cpu);
      const answers = await inPool(tokens, 10, (token, index) =>
        postSignupFrom(
          target.url,
          { ...sampleSubmission("notary", { email: `${label}-${batch}-${index}@flood.example` }), challenge: token },
          FLOOD,
        ),
      );
      batches.push({
        cost: Math.max(...challenges.map((challenge) => challenge.parameters.cost)),
        cpuMs: (used.user + used.system) / 1000,
        statuses: answers.map((answer) => answer.status),
      });
    }
    return batches;
  }

  it("a fixed price and a global level of 100: past it nobody is shut out (the emails are deferred, not answered 429)", async () => {
    const batches = await flood(old, "old");
    const statuses = batches.flatMap((batch) => batch.statuses);
    expect(statuses).toEqual(Array(BATCHES * STEP).fill(200));
    expect(new Set(batches.map((batch) => batch.cost))).toEqual(new Set([10]));
    const visitor = await postSignupFrom(
      old.url,
      { ...sampleSubmission("client"), challenge: await solveToToken(await challengeFrom(old.url, "127.0.42.1")) },
      "127.0.42.1",
    );
    expect(visitor.status).toBe(200);
    const deferred = () =>
      logEntries(old.output()).filter((entry) => entry.msg.startsWith("signup deferred past the global level")).length;
    // The server's log reaches this process through a pipe: wait for the visitor's line.
    await waitUntil(() => deferred() >= BATCHES * STEP - 100 + 1, "a log line for each deferred signup", 5_000);
    expect(deferred()).toBe(BATCHES * STEP - 100 + 1);
    report(
      `global level 100: ${BATCHES * STEP} flood signups at a fixed cost ${batches[0]?.cost}, all 200 (the ${BATCHES * STEP - 100} past it deferred); a real visitor then gets ${visitor.status}`,
    );
  });

  it("now: the same flood and more gets through only at its network's rising price; a visitor from another network pays the base price; challenges fetched earlier are still accepted", async () => {
    // Fetched from another network while it was quiet (it stays good after the price has risen).
    const early = await challengeFrom(server.url, "127.0.43.1");
    const prefetched = [await solveToToken(early)];
    const batches = await flood(server, "new");
    // Nobody is refused for the volume: no hard cap in the way.
    expect(batches.flatMap((batch) => batch.statuses)).toEqual(Array(BATCHES * STEP).fill(200));
    // ×1, ×2, ×4, ×8, ×16, ×16 of ALTCHA_COST 10, one step per 20 signups.
    expect(batches.map((batch) => batch.cost)).toEqual([10, 20, 40, 80, 160, 160]);

    // The flood came from one network: a fresh challenge there (another address of it) costs the top price.
    const challenge = await challengeFrom(server.url, "127.0.50.2");
    expect(challenge.parameters.cost).toBe(160);
    const flooder = await postSignupFrom(
      server.url,
      { ...sampleSubmission("client"), challenge: await solveToToken(challenge) },
      "127.0.50.2",
    );
    expect(flooder.status).toBe(200);
    // The real visitor, on another network: the base price, accepted.
    const visitorChallenge = await challengeFrom(server.url, "127.0.44.1");
    expect(visitorChallenge.parameters.cost).toBe(10);
    const visitor = await postSignupFrom(
      server.url,
      { ...sampleSubmission("client"), challenge: await solveToToken(visitorChallenge) },
      "127.0.44.1",
    );
    expect(visitor.status).toBe(200);
    // A challenge fetched while it was quiet (cost 10) is accepted until it expires.
    const stale = await postSignupFrom(
      server.url,
      { ...sampleSubmission("client"), challenge: prefetched[0] },
      "127.0.43.1",
    );
    expect(stale.status).toBe(200);

    const work = batches.reduce((sum, batch) => sum + batch.cost * STEP, 0);
    const fixed = 10 * STEP * BATCHES;
    expect(work / fixed).toBeGreaterThan(7);
    // At ALTCHA_COST 10 the solver's fixed cost per attempt hides part of the rise in CPU time; the
    // price (PBKDF2 iterations per attempt) is what scales, and at production cost the CPU follows it.
    report(
      `lockout now: ${BATCHES * STEP} flood signups, all 200; price per batch ${batches.map((batch) => batch.cost).join(" → ")}; ` +
        `the attacker's PBKDF2 work ${(work / fixed).toFixed(1)}× a fixed price (solving CPU per batch at this low cost ${batches.map((batch) => Math.round(batch.cpuMs)).join(", ")} ms); ` +
        `a visitor from another network: cost ${visitorChallenge.parameters.cost}, ${visitor.status} in ${Math.round(visitor.ms)} ms; a token fetched before the rise: ${stale.status}`,
    );
  });
});
