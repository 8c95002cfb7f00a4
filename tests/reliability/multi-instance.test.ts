import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "@/lib/signup/schema";
import { deferredPayload } from "@/server/html";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { startProductionServer, type ProductionServer } from "../support/production-server";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { postSignup, solveTokens } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { ADMIN_EMAIL, RESEND_KEY, serverEnv } from "./env";

/*
 * Two production server processes behind an imaginary load balancer, sharing one real
 * redis-server (REDIS_URL) and one ALTCHA key: one rate limit and one replay store between
 * them. Challenges are solved at the production difficulty. The test plays the load balancer:
 * the servers trust one proxy (TRUSTED_PROXY_COUNT=1), and each post's `X-Forwarded-For` is
 * the client address that load balancer would have appended.
 */

const PORTS = [3620, 3621] as const;
const RESEND_PORT = 3661;
const PER_CLIENT = 5;
const GLOBAL = 8;

let redis: RedisServer;
let inspector: Redis;
let fake: FakeResend;
let a: ProductionServer;
let b: ProductionServer;

beforeAll(async () => {
  redis = await startRedisServer();
  inspector = new Redis(redis.url);
  fake = await startFakeResend({ port: RESEND_PORT, apiKey: RESEND_KEY });
  const env = serverEnv(fake.url, {
    TRUSTED_PROXY_COUNT: "1",
    REDIS_URL: redis.url,
    SIGNUP_RATE_LIMIT: String(PER_CLIENT),
    SIGNUP_GLOBAL_RATE_LIMIT: String(GLOBAL),
    SIGNUP_RATE_WINDOW_S: "600",
    SIGNUP_DIGEST_INTERVAL_S: "1",
  });
  [a, b] = await Promise.all([
    startProductionServer({ port: PORTS[0], env }),
    startProductionServer({ port: PORTS[1], env }),
  ]);
  for (const server of [a, b]) expect(server.output()).toContain(`rate-limit and replay store: Redis ${redis.url}`);
});

beforeEach(async () => {
  await inspector.flushall();
  fake.reset();
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  inspector?.disconnect();
  await fake?.close();
  await redis?.stop();
});

const admins = () => fake.messages().filter((message) => message.to.includes(ADMIN_EMAIL));

describe("two server processes sharing one redis-server", () => {
  it("enforce one per-client limit and one global limit together", async () => {
    // Challenges from either server verify on both (one ALTCHA key).
    // Every request spends its token (the challenge is checked before the limits): 12 of them.
    const tokens = await solveTokens([b.url, a.url], 12);
    let next = 0;
    const sent: string[] = [];
    const send = (server: ProductionServer, client: string) => {
      const submission = sampleSubmission("notary");
      sent.push(submission.email as string);
      return postSignup(server.url, { ...submission, challenge: tokens[next++] }, { "x-forwarded-for": client });
    };

    const client = "203.0.113.10";
    // 3 on A, then 3 on B: the limit of 5 counts across both; the 6th is refused.
    const onA = [await send(a, client), await send(a, client), await send(a, client)];
    const onB = [await send(b, client), await send(b, client), await send(b, client)];
    expect([...onA, ...onB].map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = onB[2];
    expect(Number(limited?.retryAfter)).toBeGreaterThan(500);
    expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(600);
    expect(limited?.body.error).toMatch(/^Too many signups from your network\. Please try again in 10 minutes\.$/);
    // Back on A: still refused.
    expect((await send(a, client)).status).toBe(429);
    // The count lives in Redis (refused attempts count too).
    expect(Number(await inspector.get(`signup:rl:client:${client}`))).toBeGreaterThan(PER_CLIENT);

    // The global level (8 per window) is shared too: 5 spent, three more clients' emails go out at
    // once. Past it nobody is refused: both instances accept, and the emails wait in the
    // one queue in Redis (an admin digest, confirmations at a bounded rate).
    const within = [await send(b, "203.0.113.11"), await send(a, "203.0.113.12"), await send(b, "203.0.113.13")];
    expect(within.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const past = [await send(a, "203.0.113.14"), await send(b, "203.0.113.15")];
    expect(past.map((answer) => answer.status)).toEqual([200, 200]);
    expect(admins()).toHaveLength(GLOBAL);
    const deferred = sent.slice(-past.length);
    // One digest names both deferred signups, whichever instance accepted them, and each applicant
    // gets one confirmation.
    const deadline = Date.now() + 20_000;
    const digests = () => admins().filter((message) => message.subject.includes("digest"));
    while (Date.now() < deadline && (digests().length === 0 || fake.messages().length < 2 * GLOBAL + 1 + past.length))
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(digests()).toHaveLength(1);
    for (const email of deferred) expect(digests()[0]?.text).toContain(email);
    expect(admins()).toHaveLength(GLOBAL + 1);
    expect(fake.messages().filter((message) => !message.to.includes(ADMIN_EMAIL))).toHaveLength(GLOBAL + past.length);
  });

  it("share one replay store: a token used on A is refused on B, and of four racing copies exactly one gets through", async () => {
    const [used, raced] = await solveTokens(a.url, 2);
    const first = await postSignup(
      a.url,
      { ...sampleSubmission("client"), challenge: used },
      { "x-forwarded-for": "198.51.100.20" },
    );
    expect(first.status).toBe(200);
    for (const server of [b, a]) {
      const replay = await postSignup(
        server.url,
        { ...sampleSubmission("client"), challenge: used },
        { "x-forwarded-for": "198.51.100.21" },
      );
      expect(replay.status).toBe(403);
      expect(replay.body).toEqual({ error: SIGNUP_MESSAGES.verification });
    }

    const racing = await Promise.all(
      [a, b, a, b].map((server, index) =>
        postSignup(
          server.url,
          { ...sampleSubmission("contact"), challenge: raced },
          { "x-forwarded-for": `198.51.100.${30 + index}` },
        ),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403]);
    expect(admins()).toHaveLength(2);
  });

  it("serve each page's payload at one address: a page loaded from A hydrates from B", async () => {
    for (const path of ["/", "/solutions/notaries", "/es/acceso-anticipado"]) {
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (server) => deferredPayload(await (await fetch(`${server.url}${path}`)).text())),
      );
      expect(fromA, path).toMatch(/^\?_payload=/);
      expect(fromB, path).toBe(fromA);
      const payload = await fetch(`${b.url}${path}${fromA}`, { redirect: "manual" });
      expect(payload.status, path).toBe(200);
      expect(payload.headers.get("content-type"), path).toBe("application/json; charset=utf-8");
    }
  });
});
