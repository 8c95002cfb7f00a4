import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCrm, type Crm, type CrmOptions } from "@/lib/crm/runtime";
import { createOutboxTransport } from "@/lib/platform/email/outbox";
import { parseEnv } from "@/lib/platform/env";
import { backgroundIdle, pendingBackgroundWork, startDraining } from "@/lib/platform/lifecycle";
import { forgetProcessSingleton } from "@/lib/platform/singleton";
import {
  crmEnv,
  HUBSPOT_FORM,
  HUBSPOT_PORTAL,
  HUBSPOT_TOKEN,
  outboxMessages,
  recordingLog,
  sampleSignup,
  WEBHOOK_SECRET,
} from "../../support/crm";
import { startFakeCrmWebhook, type FakeCrmWebhook } from "../../support/fake-crm-webhook";
import { startFakeHubSpot, type FakeHubSpot } from "../../support/fake-hubspot";
import { startRedisServer, type RedisServer } from "../../support/redis-server";
import { waitUntil } from "../../support/signup-client";

/*
 * The CRM queue's worker against the HubSpot and webhook stand-ins, with the admin's reports in an
 * outbox folder: each lead once (also when the same signup comes again), retries after 5xx, 429
 * (its Retry-After pausing the target) and silence, a validation error reported at once naming
 * its field, a lead reported when its retry window ends, a memory queue drained or reported on
 * shutdown, and a Redis queue delivered by the next instance after a restart.
 */

let hubspot: FakeHubSpot;
let webhook: FakeCrmWebhook;
let redisServer: RedisServer;
let redis: Redis;
const running: Crm[] = [];

beforeAll(async () => {
  hubspot = await startFakeHubSpot({ portalId: HUBSPOT_PORTAL, formGuid: HUBSPOT_FORM, token: HUBSPOT_TOKEN });
  webhook = await startFakeCrmWebhook({ secret: WEBHOOK_SECRET });
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url);
});
afterEach(async () => {
  // The stand-ins first: their hung connections end, so the attempts in flight settle at once.
  hubspot.reset();
  webhook.reset();
  for (const crm of running.splice(0)) {
    crm.worker.stop();
    await crm.worker.idle();
  }
  forgetProcessSingleton("lifecycle");
  hubspot.reset();
  webhook.reset();
  await redis.flushall();
});
afterAll(async () => {
  redis.disconnect();
  await Promise.all([hubspot.close(), webhook.close(), redisServer.stop()]);
});

async function startCrm({
  env = {},
  worker = {},
  shared = false,
}: { env?: Record<string, string>; worker?: CrmOptions["worker"]; shared?: boolean } = {}) {
  const outboxDir = await mkdtemp(path.join(tmpdir(), "crm-outbox-"));
  const recording = recordingLog();
  const crm = createCrm({
    env: parseEnv({
      ...crmEnv({ hubspotUrl: hubspot.url, webhookUrl: webhook.url }),
      SHUTDOWN_TIMEOUT_S: "2",
      ...env,
    }),
    redis: shared ? redis : undefined,
    transport: createOutboxTransport({ dir: outboxDir, log: () => undefined }),
    emailContext: async () => ({ from: "Notavo <site@example.com>", adminEmail: "admin@example.com", brand: "Notavo" }),
    log: recording.log,
    worker: { retryDelaysMs: [50, 100, 200], tickMs: 50, attemptTimeoutMs: 1_000, reportGatherMs: 0, ...worker },
  });
  if (!crm) throw new Error("no CRM configured");
  running.push(crm);
  return { crm, outboxDir, ...recording };
}

/** Hands a signup to the CRM as the signup route does after its answer. */
function add(crm: Crm, signup = sampleSignup("client"), log = recordingLog().log) {
  return crm.add(
    signup,
    { key: `signup-${signup.id}-0123456789abcdef`, ip: "203.0.113.9", submittedAt: new Date() },
    log,
  );
}

describe("the CRM worker", () => {
  it("delivers each lead to HubSpot and to the webhook once; the same signup handed over again is not sent twice", async () => {
    const { crm, lines } = await startCrm();
    const signup = sampleSignup("notary");
    expect(await add(crm, signup)).toBe("queued");
    expect(await add(crm, signup)).toBe("duplicate");
    await hubspot.waitForSubmissions(1);
    await webhook.waitForLeads(1);
    await crm.worker.idle();
    expect(hubspot.requests()).toHaveLength(1);
    expect(hubspot.submissions()[0]?.fields.email).toBe(signup.email);
    expect(webhook.deliveries()).toHaveLength(1);
    expect(await crm.queue.size("hubspot")).toBe(0);
    expect(lines.filter((line) => line.msg.startsWith("CRM lead delivered"))).toEqual([
      expect.objectContaining({ fields: { signupId: signup.id, crm: "hubspot" } }),
      expect.objectContaining({ fields: { signupId: signup.id, crm: "webhook" } }),
    ]);
  });

  it("retries a 5xx and a hung connection, and delivers once", async () => {
    const { crm } = await startCrm({ worker: { attemptTimeoutMs: 300 } });
    hubspot.queue({ kind: "5xx", status: 502 });
    hubspot.queue({ kind: "hang" });
    hubspot.queue({ kind: "5xx", status: 500 });
    await add(crm);
    await hubspot.waitForSubmissions(1, 10_000);
    await crm.worker.idle();
    expect(hubspot.requests().map((request) => request.status)).toEqual([502, 0, 500, 200]);
    expect(hubspot.submissions()).toHaveLength(1);
  });

  it("a 429 pauses HubSpot for its Retry-After: the lead and the ones after it wait", async () => {
    const { crm } = await startCrm();
    hubspot.queue({ kind: "rate-limit", retryAfterSeconds: 1 });
    await add(crm);
    await waitUntil(() => hubspot.requests()[0]?.status === 429, "the 429");
    const limitedAt = hubspot.requests()[0]!.at;
    await add(crm);
    await hubspot.waitForSubmissions(2, 10_000);
    const after = hubspot.requests().slice(1);
    expect(after).toHaveLength(2);
    // Lower bounds only: nothing reached HubSpot before its Retry-After had passed.
    for (const request of after) expect(request.at - limitedAt).toBeGreaterThanOrEqual(950);
  });

  it("a validation error naming a field is final: one attempt, a log line without personal data, the admin's report", async () => {
    const { crm, lines, outboxDir } = await startCrm();
    const signup = sampleSignup("client", { email: "maria@invalid-at-hubspot.example", lastName: "Delgado-Reyes" });
    await add(crm, signup);
    await waitUntil(async () => (await outboxMessages(outboxDir)).length > 0, "the admin's report");
    expect(hubspot.requests()).toHaveLength(1);
    await webhook.waitForLeads(1);
    const [report] = await outboxMessages(outboxDir);
    expect(report?.to).toBe("admin@example.com");
    expect(report?.subject).toBe("[Notavo] CRM: 1 signup not delivered");
    for (const expected of [
      `Ada Delgado-Reyes <maria@invalid-at-hubspot.example> (CLIENT)`,
      `submission ${signup.id}`,
      "HubSpot: HTTP 400: fields.email INVALID_EMAIL (Error in 'fields.email'. Invalid email address)",
    ])
      expect(report?.text).toContain(expected);
    expect(report?.html).toContain("fields.email INVALID_EMAIL");
    const logged = lines.find((line) => line.msg.startsWith("CRM lead not delivered to HubSpot"));
    expect(logged).toMatchObject({ level: "error", fields: { signupId: signup.id, crm: "hubspot", attempts: 1 } });
    expect(logged?.msg).toContain("fields.email INVALID_EMAIL");
    expect(JSON.stringify(lines)).not.toMatch(/maria@|Delgado-Reyes|555/);
    expect((await crm.queue.failures(10)).total).toBe(0);
  });

  it("a lead still not taken when its retry window ends is reported, never dropped", async () => {
    const { crm, outboxDir } = await startCrm({ worker: { retryWindowMs: 500 } });
    hubspot.setPlan(() => ({ kind: "5xx", status: 503 }));
    const signup = sampleSignup("contact");
    await add(crm, signup);
    await waitUntil(async () => (await outboxMessages(outboxDir)).length > 0, "the admin's report");
    const [report] = await outboxMessages(outboxDir);
    expect(report?.text).toMatch(/HubSpot: not taken after \d+ attempt\(s\) in [\d.]+ s \(last: HTTP 503: <html>/);
    expect(report?.text).toContain(signup.id);
    expect(hubspot.submissions()).toEqual([]);
    expect(hubspot.requests().length).toBeGreaterThanOrEqual(2);
    expect(await crm.queue.size("hubspot")).toBe(0);
  });

  it("a lead that cannot be queued (the queue is full) is reported, never dropped", async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), "crm-outbox-"));
    const crm = createCrm({
      env: parseEnv({ CRM_WEBHOOK_URL: webhook.url, CRM_WEBHOOK_SECRET: WEBHOOK_SECRET }),
      transport: createOutboxTransport({ dir: outboxDir, log: () => undefined }),
      emailContext: async () => ({
        from: "Notavo <site@example.com>",
        adminEmail: "admin@example.com",
        brand: "Notavo",
      }),
      log: recordingLog().log,
      limit: 1,
      worker: { tickMs: 50, reportGatherMs: 0 },
    })!;
    running.push(crm);
    webhook.setPlan(() => ({ kind: "hang" }));
    expect(await add(crm)).toBe("queued");
    const requestLog = recordingLog();
    const second = sampleSignup("client");
    expect(await add(crm, second, requestLog.log)).toBe("full");
    expect(requestLog.lines).toEqual([expect.objectContaining({ level: "error", fields: { signupId: second.id } })]);
    await waitUntil(async () => (await outboxMessages(outboxDir)).length > 0, "the admin's report");
    const [report] = await outboxMessages(outboxDir);
    expect(report?.text).toContain(`submission ${second.id}`);
    expect(report?.text).toContain("The lead webhook: the CRM queue is full (1 leads waiting)");
  });
});

describe("the CRM worker on shutdown", () => {
  it("memory: leads waiting for a retry are tried at once and delivered before the process may exit", async () => {
    const { crm, outboxDir } = await startCrm({ worker: { retryDelaysMs: [60_000] } });
    hubspot.queue({ kind: "5xx", status: 503 }, 3);
    for (let index = 0; index < 3; index += 1) await add(crm);
    await waitUntil(() => hubspot.requests().length === 3, "three refused attempts");
    await crm.worker.idle();
    expect(pendingBackgroundWork()).toEqual([expect.stringMatching(/^CRM leads /)]);
    startDraining();
    await backgroundIdle();
    expect(hubspot.submissions()).toHaveLength(3);
    expect(webhook.leads()).toHaveLength(3);
    expect(await outboxMessages(outboxDir)).toEqual([]);
  });

  it("memory: what HubSpot does not take in half the shutdown's time is reported to the admin before the process may exit", async () => {
    const { crm, outboxDir, lines } = await startCrm({ worker: { attemptTimeoutMs: 10_000 } });
    hubspot.setPlan(() => ({ kind: "hang" }));
    const signups = [sampleSignup("client"), sampleSignup("notary"), sampleSignup("contact")];
    for (const signup of signups) await add(crm, signup);
    await waitUntil(() => hubspot.requests().length === 3, "three hanging attempts");
    startDraining();
    await backgroundIdle();
    expect(webhook.leads()).toHaveLength(3);
    const reports = await outboxMessages(outboxDir);
    expect(reports).toHaveLength(1);
    for (const signup of signups) expect(reports[0]?.text).toContain(`submission ${signup.id}`);
    expect(reports[0]?.text).toContain("HubSpot: not taken before the server stopped");
    expect(lines.filter((line) => line.msg.startsWith("CRM lead not delivered to HubSpot"))).toHaveLength(3);
  });

  it("Redis: a lead an instance leaves in the queue at shutdown is delivered once by the next instance", async () => {
    const first = await startCrm({ shared: true, worker: { attemptTimeoutMs: 300, retryDelaysMs: [200] } });
    hubspot.queue({ kind: "hang" });
    const signup = sampleSignup("client");
    await add(first.crm, signup);
    await waitUntil(() => hubspot.requests().length === 1, "the hanging attempt");
    startDraining();
    // The shutdown waits for the attempt in flight only; the lead stays in Redis.
    await backgroundIdle();
    first.crm.worker.stop();
    expect(await first.crm.queue.size("hubspot")).toBe(1);
    expect(hubspot.submissions()).toEqual([]);

    forgetProcessSingleton("lifecycle");
    const next = await startCrm({ shared: true });
    next.crm.worker.start();
    await hubspot.waitForSubmissions(1, 10_000);
    await next.crm.worker.idle();
    expect(hubspot.submissions().map((submission) => submission.fields.email)).toEqual([signup.email]);
    expect(await next.crm.queue.size("hubspot")).toBe(0);
    // The webhook took it from the first instance already, once.
    expect(webhook.leads()).toHaveLength(1);
  });
});
