import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveToToken } from "../support/altcha";
import { crmEnv, HUBSPOT_FORM, HUBSPOT_PORTAL, HUBSPOT_TOKEN, WEBHOOK_SECRET } from "../support/crm";
import { startFakeCrmWebhook, type FakeCrmWebhook } from "../support/fake-crm-webhook";
import { startFakeHubSpot, type FakeHubSpot } from "../support/fake-hubspot";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { logEntries, startProductionServer, type ProductionServer } from "../support/production-server";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { challengeFrom, inPool, percentiles, postSignupFrom, waitUntil } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { RESEND_KEY, serverEnv } from "./env";

/*
 * The lead in the CRM under a campaign's surge, on the production server: 500 signups from 500
 * networks, first with no CRM (the visitors' answers before), then with HubSpot and the lead
 * webhook configured and both misbehaving: HubSpot's stand-in rate-limits (a rolling 60 per 10 s,
 * under the queue's own 80: 429 with Retry-After), fails (502, 500), answers slowly and hangs; the
 * webhook receiver fails, rate-limits and hangs too. Every visitor gets the same answer as before,
 * every lead reaches each CRM exactly once, memory stays bounded, nothing personal is logged. Then
 * the queue in Redis outlives the server: leads HubSpot never answered before a SIGTERM are
 * delivered, once, by the next server.
 * Ports: server 3875, fake Resend 3876, HubSpot 3877, webhook receiver 3878.
 */

const PORT = 3875;
const SURGE = 500;
const report = (line: string) => console.info(`[reliability] ${line}`);

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

let resend: FakeResend;
let hubspot: FakeHubSpot;
let webhook: FakeCrmWebhook;
let redis: RedisServer;
let server: ProductionServer | undefined;

const crm = () => crmEnv({ hubspotUrl: hubspot.url, webhookUrl: webhook.url });

beforeAll(async () => {
  resend = await startFakeResend({ port: 3876, apiKey: RESEND_KEY });
  hubspot = await startFakeHubSpot({
    port: 3877,
    portalId: HUBSPOT_PORTAL,
    formGuid: HUBSPOT_FORM,
    token: HUBSPOT_TOKEN,
  });
  webhook = await startFakeCrmWebhook({ port: 3878, secret: WEBHOOK_SECRET });
  redis = await startRedisServer({ settings: ["--save", "", "--appendonly", "yes"] });
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([resend?.close(), hubspot?.close(), webhook?.close(), redis?.stop()]);
});

async function start(env: Record<string, string> = {}) {
  server = await startProductionServer({ port: PORT, env: serverEnv(resend.url, { ALTCHA_COST: "2", ...env }) });
  return server;
}

/**
 * `count` signups, each from its own network (127.<n>.<m>.1), six at a time as visitors arrive: the
 * answers (status, body, time of the POST alone) and the server's peak memory meanwhile.
 */
async function surge(running: ProductionServer, label: string, count = SURGE, firstNetwork = 1) {
  const before = rssMb(running.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(running.pid))), 250);
  try {
    const answers = await inPool(
      Array.from({ length: count }, (_, index) => index),
      6,
      async (index) => {
        const address = `127.${firstNetwork + (index >> 8)}.${index & 255}.1`;
        const email = `${label}-${index}@surge.example`;
        const challenge = await challengeFrom(running.url, address);
        const answer = await postSignupFrom(
          running.url,
          { ...sampleSubmission("client", { email }), challenge: await solveToToken(challenge) },
          address,
        );
        return { email, ...answer };
      },
    );
    return { answers, latency: percentiles(answers.map((answer) => answer.ms)), before, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** How often each email reached a CRM (HubSpot's taken submissions, the receiver's deliveries it took). */
const countBy = (emails: (string | undefined)[]) =>
  emails.reduce(
    (counts, email) => counts.set(String(email), (counts.get(String(email)) ?? 0) + 1),
    new Map<string, number>(),
  );

describe("the lead in the CRM under a 500-signup surge", () => {
  let baseline: Awaited<ReturnType<typeof surge>>;

  it("before: 500 signups with no CRM configured", async () => {
    const running = await start();
    expect(running.output()).toContain("CRM: none");
    baseline = await surge(running, "before");
    expect(baseline.answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await running.stop();
    server = undefined;
    expect(hubspot.requests()).toEqual([]);
  });

  it("after: HubSpot and the webhook failing, slow and rate-limiting → the same answers, every lead once in each, bounded memory", async () => {
    hubspot.setRateLimit(60);
    hubspot.setPlan((arrival) =>
      arrival % 100 === 42
        ? { kind: "hang" }
        : arrival % 13 === 5
          ? { kind: "slow", ms: 1_500 }
          : arrival % 11 === 3
            ? { kind: "5xx", status: 500 }
            : arrival % 7 === 1
              ? { kind: "5xx", status: 502 }
              : { kind: "answer" },
    );
    webhook.setPlan((arrival) =>
      arrival % 120 === 60
        ? { kind: "hang" }
        : arrival % 17 === 4
          ? { kind: "rate-limit", retryAfterSeconds: 2 }
          : arrival % 9 === 2
            ? { kind: "5xx", status: 503 }
            : { kind: "answer" },
    );
    const running = await start(crm());
    expect(running.output()).toMatch(/CRM: HubSpot form .* \(authenticated endpoint/);
    const started = performance.now();
    const after = await surge(running, "after");
    const surgeSeconds = (performance.now() - started) / 1000;

    // The visitors' answers: every one 200 {ok: true}, as before.
    expect(after.answers.filter((answer) => answer.status !== 200 || answer.body.ok !== true)).toEqual([]);

    const emails = after.answers.map((answer) => answer.email);
    await waitUntil(
      () => hubspot.submissions().length >= SURGE && webhook.leads().length >= SURGE,
      "every lead in HubSpot and at the webhook",
      8 * 60_000,
      500,
    );
    const drained = (performance.now() - started) / 1000;
    // Stopping the server ends whatever is still in flight: nothing may arrive after the count.
    await running.stop();
    server = undefined;

    const inHubSpot = countBy(hubspot.submissions().map((submission) => submission.fields.email));
    const atWebhook = countBy(webhook.leads().map((delivery) => delivery.body?.signup?.email as string | undefined));
    expect([...inHubSpot.keys()].sort()).toEqual([...emails].sort());
    expect([...inHubSpot.values()].every((count) => count === 1)).toBe(true);
    expect([...atWebhook.keys()].sort()).toEqual([...emails].sort());
    expect(webhook.deliveries().filter((delivery) => delivery.duplicate)).toEqual([]);
    expect(webhook.deliveries().every((delivery) => delivery.verified)).toBe(true);

    const requests = hubspot.requests();
    const statuses = countBy(requests.map((request) => String(request.status)));
    const deliveries = countBy(webhook.deliveries().map((delivery) => String(delivery.status)));
    expect(statuses.get("429") ?? 0).toBeGreaterThan(0);
    const log = logEntries(running.output());
    expect(log.filter((entry) => entry.msg.startsWith("CRM lead not delivered"))).toEqual([]);
    expect(running.output()).not.toContain("@surge.example");
    // Bounded: the surge costs the server about as much memory with the CRM as without it (its queue
    // holds about 2 KB per lead; the rest is the signups' own work, ~200 MB on both runs).
    const growth = after.peak - after.before;
    const growthBefore = baseline.peak - baseline.before;
    expect(growth).toBeLessThan(growthBefore + 64);
    expect(growth).toBeLessThan(300);
    report(
      `CRM surge: ${SURGE} signups in ${surgeSeconds.toFixed(1)} s, all 200; answer p50/p95/max before (no CRM) ${baseline.latency.p50}/${baseline.latency.p95}/${baseline.latency.max} ms, ` +
        `after (HubSpot and webhook misbehaving) ${after.latency.p50}/${after.latency.p95}/${after.latency.max} ms; ` +
        `every lead once in HubSpot (${requests.length} requests: ${[...statuses].map(([status, n]) => `${status === "0" ? "hung" : status} ×${n}`).join(", ")}) ` +
        `and at the webhook (${webhook.deliveries().length} deliveries: ${[...deliveries].map(([status, n]) => `${status === "0" ? "hung" : status} ×${n}`).join(", ")}), all delivered ${drained.toFixed(0)} s after the surge began; ` +
        `server memory ${Math.round(baseline.before)} → peak ${Math.round(baseline.peak)} MB before (+${Math.round(growthBefore)}), ${Math.round(after.before)} → peak ${Math.round(after.peak)} MB after (+${Math.round(growth)})`,
    );
  });

  it("in Redis the queue outlives the server: leads HubSpot never answered before a SIGTERM go out once from the next server", async () => {
    hubspot.reset();
    webhook.reset();
    hubspot.setPlan(() => ({ kind: "hang" }));
    // HubSpot alone: the webhook's settings left blank (unset).
    const env = {
      ...crm(),
      REDIS_URL: redis.url,
      SHUTDOWN_TIMEOUT_S: "4",
      CRM_WEBHOOK_URL: "",
      CRM_WEBHOOK_SECRET: "",
    };
    const first = await start(env);
    const { answers } = await surge(first, "restart", 40, 200);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await waitUntil(() => hubspot.requests().length >= 4, "HubSpot's first (hanging) attempts");
    await first.stop();
    server = undefined;
    const exited = await first.exited;
    expect(exited.code).toBe(0);
    expect(hubspot.submissions()).toEqual([]);

    hubspot.setPlan(null);
    const next = await start(env);
    await waitUntil(
      () => hubspot.submissions().length >= answers.length,
      "every lead from the next server",
      120_000,
      250,
    );
    await next.stop();
    server = undefined;
    const counts = countBy(hubspot.submissions().map((submission) => submission.fields.email));
    expect([...counts.keys()].sort()).toEqual(answers.map((answer) => answer.email).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    report(
      `CRM restart (Redis): ${answers.length} leads queued while HubSpot hung, the server stopped (exit ${exited.code}); the next server delivered all ${counts.size}, each once`,
    );
  });
});
