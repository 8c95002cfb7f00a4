import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { logEntries, startProductionServer, type ProductionServer } from "../support/production-server";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { inPool, percentiles, postSignup, solveTokens, waitUntil } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { ADMIN_EMAIL, RESEND_KEY, serverEnv } from "./env";

/*
 * On the production server (`node scripts/start.mjs`) with the fake Resend:
 * a SIGTERM with 20 signups in flight, the health and readiness probes (with a real
 * redis-server that goes away), and the log: one JSON line per event, one request id per
 * signup, no personal data for any role.
 * Ports: servers 3680–3682, fake Resend 3685–3687.
 */

const report = (line: string) => console.info(`[reliability] ${line}`);
const ROLES = ["notary", "client", "contact"] as const;

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/**
 * A request whose head is sent in two parts: the connection and the first line now, the end
 * of the head when `finish` is called; resolves with the raw answer.
 */
function splitRequest(port: number, path: string) {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
  const done = new Promise<string>((resolve) => socket.once("close", () => resolve(answer)));
  socket.on("error", () => undefined);
  const opened = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    opened: opened.then(() => void socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n`)),
    finish: () => {
      socket.write("\r\n");
      return done;
    },
  };
}

describe("a SIGTERM with 20 signups in flight", () => {
  const PORT = 3680;
  let fake: FakeResend;
  let server: ProductionServer;

  beforeAll(async () => {
    fake = await startFakeResend({ port: 3685 });
    server = await startProductionServer({
      port: PORT,
      env: serverEnv(fake.url, { SIGNUP_RATE_LIMIT: "100000", ALTCHA_COST: "10", SHUTDOWN_TIMEOUT_S: "20" }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("answers every one, sends exactly its two emails, refuses new connections, answers 503 to a readiness probe already on its way, and exits 0", async () => {
    const submissions = Array.from(
      { length: 20 },
      (_, index) =>
        sampleSubmission(ROLES[index % 3] ?? "notary") as Record<string, unknown> & { id: string; email: string },
    );
    const tokens = await solveTokens(server.url, submissions.length);
    const probe = splitRequest(PORT, "/api/ready");
    await probe.opened;
    // Every answer from the provider takes 1.5 s: the admin emails are in flight at the signal,
    // and the confirmations (sent after the answers) start during the drain.
    fake.setDelay(1_500);
    const answers = Promise.all(
      submissions.map((submission, index) => postSignup(server.url, { ...submission, challenge: tokens[index] })),
    );
    await waitUntil(() => fake.arrivals() === 20, "the 20 admin emails reaching the provider", 10_000);
    expect(fake.messages()).toHaveLength(0);

    const signalled = Date.now();
    process.kill(server.pid, "SIGTERM");
    await waitUntil(() => refused(PORT), "the listening socket closed", 2_000, 20);
    const readyAnswer = await probe.finish();
    expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyAnswer).toContain('{"status":"draining"}');
    expect(readyAnswer).toMatch(/\r\nConnection: close\r\n/i);

    const results = await answers;
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const exit = await server.exited;
    const drainMs = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(await refused(PORT)).toBe(true);

    // Exactly two emails per signup: the admin's (naming the applicant) and the applicant's.
    const messages = fake.messages();
    expect(messages).toHaveLength(40);
    for (const submission of submissions) {
      expect(messages.filter((message) => message.to.includes(submission.email))).toHaveLength(1);
      expect(
        messages.filter((message) => message.to.includes(ADMIN_EMAIL) && message.text.includes(submission.email)),
      ).toHaveLength(1);
    }
    const log = logEntries(server.output());
    const clean = log.find((entry) => entry.msg === "shut down cleanly");
    expect(clean).toBeDefined();
    report(
      `SIGTERM with 20 signups in flight (provider answering in 1.5 s): all 20 answered 200, 40 emails, exit 0; drained in ${clean?.ms} ms (${drainMs} ms to the process's exit)`,
    );
  });
});

describe("a shutdown that cannot finish in time", () => {
  let fake: FakeResend;
  let server: ProductionServer;

  beforeAll(async () => {
    fake = await startFakeResend({ port: 3686 });
    server = await startProductionServer({
      port: 3681,
      env: serverEnv(fake.url, { ALTCHA_COST: "10", SHUTDOWN_TIMEOUT_S: "1" }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("logs what it cut off and exits 1 at SHUTDOWN_TIMEOUT_S", async () => {
    const [token] = await solveTokens(server.url, 1);
    fake.hang({});
    const answer = postSignup(server.url, { ...sampleSubmission("client"), challenge: token }).catch(() => null);
    await waitUntil(() => fake.requests().length > 0, "the admin email reaching the provider", 5_000);
    const signalled = Date.now();
    process.kill(server.pid, "SIGTERM");
    const exit = await server.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeLessThan(3_000);
    const cut = logEntries(server.output()).find((entry) => entry.msg.startsWith("shutdown deadline passed"));
    expect(cut?.level).toBe("error");
    expect(cut?.cutOff).toEqual([expect.stringMatching(/^POST \/api\/signup \(\d+\.\d s\)$/)]);
    await answer;
  });
});

describe("the probes and the log", () => {
  const PORT = 3682;
  let fake: FakeResend;
  let redis: RedisServer;
  let server: ProductionServer;

  beforeAll(async () => {
    fake = await startFakeResend({ port: 3687 });
    redis = await startRedisServer();
    server = await startProductionServer({
      port: PORT,
      env: serverEnv(fake.url, { ALTCHA_COST: "10", REDIS_URL: redis.url, SIGNUP_RATE_LIMIT: "100000" }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    await fake?.close();
  });

  it("GET /api/health: 200 JSON, not cached, with a request id; HEAD too", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${server.url}/api/health`, { method: "HEAD" })).status).toBe(200);
  });

  it("one JSON line per event; a signup's lines share the request id returned to the client; no personal data for any role", async () => {
    const marker = `${Date.now()}`;
    const submissions = ROLES.map((role) =>
      sampleSubmission(role, {
        firstName: `Zelda${marker}`,
        lastName: `Quixote${marker}`,
        email: `zelda.${role}.${marker}@example.com`,
        phone: `+1 555 ${marker.slice(-3)} ${marker.slice(-7, -3)}`,
        ...(role === "contact" ? { message: `Private message ${marker}` } : {}),
      }),
    ) as (Record<string, unknown> & { id: string })[];
    const tokens = await solveTokens(server.url, submissions.length);
    const answers = await inPool(submissions, 3, async (submission, index) => {
      const response = await fetch(`${server.url}/api/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, "x-request-id": "forged-by-client" },
        body: JSON.stringify({ ...submission, challenge: tokens[index] }),
      });
      return { status: response.status, requestId: response.headers.get("x-request-id") };
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Refusals are logged too: a replayed token and a post from another site.
    await postSignup(server.url, { ...submissions[0], id: crypto.randomUUID(), challenge: tokens[0] });
    await fetch(`${server.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify(submissions[1]),
    });
    await waitUntil(
      () => fake.messages().filter((message) => message.subject.length > 0).length >= 6,
      "the six emails",
    );
    await waitUntil(
      () => logEntries(server.output()).filter((entry) => entry.msg.startsWith("applicant email sent")).length >= 3,
      "the confirmations logged",
    );

    const output = server.output();
    // From the server's "ready" line on, every line is one JSON object (before it, Next.js
    // prints one line of its own about loading its config).
    const all = output.split("\n").filter((line) => line.trim() !== "");
    const lines = all.slice(all.findIndex((line) => line.includes('"msg":"ready on ')));
    expect(lines.length).toBeGreaterThan(10);
    const notJson = lines.filter((line) => !line.startsWith("{"));
    expect(notJson).toEqual([]);

    submissions.forEach((submission, index) => {
      const requestId = answers[index]?.requestId ?? "";
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const lines = logEntries(output).filter((entry) => entry.signupId === submission.id);
      // The admin email and the confirmation, both under the request's id.
      expect(lines.map((entry) => entry.msg)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/admin email sent/),
          expect.stringMatching(/^applicant email sent/),
        ]),
      );
      for (const entry of lines) expect(entry.requestId).toBe(requestId);
      const access = logEntries(output).find((entry) => entry.component === "http" && entry.requestId === requestId);
      expect(access).toMatchObject({ method: "POST", path: "/api/signup", status: 200 });
    });
    expect(output).not.toContain("forged-by-client");
    expect(logEntries(output).some((entry) => entry.msg === "challenge token replayed")).toBe(true);
    expect(logEntries(output).some((entry) => entry.msg.startsWith("refused a post from another origin"))).toBe(true);

    for (const submission of submissions) {
      for (const field of ["firstName", "lastName", "email", "phone", "message"]) {
        const value = submission[field];
        if (typeof value === "string") expect(output, `${submission.role}'s ${field}`).not.toContain(value);
      }
    }
    expect(output).not.toContain(marker);
    report(
      `log: ${lines.length} JSON lines; the 3 signups' lines carry the request id sent back in X-Request-Id; no name, email, phone or message of any role`,
    );
  });
  // Last: it stops Redis.
  it("GET /api/ready: 200 naming each dependency while Redis answers, fast enough for a probe every second; 503 naming Redis when it is gone", async () => {
    const first = await fetch(`${server.url}/api/ready`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const body = await first.json();
    expect(body).toEqual({
      status: "ready",
      checks: {
        challenge: { ok: true, detail: "ALTCHA (ALTCHA_HMAC_KEY set)" },
        email: { ok: true, detail: "Resend (RESEND_API_KEY set)" },
        redis: { ok: true, detail: "Redis answers" },
      },
    });

    const times: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/ready`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
    const { p50, p95, max } = percentiles(times);
    report(
      `GET /api/ready (with a Redis PING at most once a second): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms over 200 probes`,
    );

    await redis.stop();
    await waitUntil(
      async () => (await fetch(`${server.url}/api/ready`)).status === 503,
      "readiness failing without Redis",
      10_000,
      200,
    );
    const down = await (await fetch(`${server.url}/api/ready`)).json();
    expect(down.status).toBe("not ready");
    expect(down.checks.redis.ok).toBe(false);
    expect(down.checks.challenge.ok).toBe(true);
    expect(JSON.stringify(down)).not.toContain("reliability-altcha-hmac-key");
    expect(JSON.stringify(down)).not.toContain(RESEND_KEY);
    // The process itself is still up.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
