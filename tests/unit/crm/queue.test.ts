import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCrmQueue, failureOf, type CrmQueue } from "@/lib/crm/queue";
import { sampleLead } from "../../support/crm";
import { startRedisServer, type RedisServer } from "../../support/redis-server";

/*
 * The CRM queue, the same operations in this process's memory and in a real redis-server: one lead
 * once, bounded, due times and leases, retries, failures kept (bounded, the rest counted) for the
 * admin's report, one deliverer at a time, and in Redis what a restart leaves.
 */

let server: RedisServer;
let redis: Redis;
beforeAll(async () => {
  server = await startRedisServer({ settings: ["--save", "", "--appendonly", "yes"] });
  redis = new Redis(server.url);
});
afterEach(async () => {
  await redis.flushall();
});
afterAll(async () => {
  redis.disconnect();
  await server.stop();
});

const NOW = 1_800_000_000_000;
const both = ["memory", "redis"] as const;

describe.each(both)("the CRM queue (%s)", (kind) => {
  const make = (options: { limit?: number; failureLimit?: number } = {}): CrmQueue =>
    createCrmQueue({ redis: kind === "redis" ? redis : undefined, ...options });

  it("queues a lead once per target; the same lead again is a duplicate and queues nothing", async () => {
    const queue = make();
    const lead = sampleLead();
    expect(await queue.enqueue(lead, ["hubspot", "webhook"], NOW)).toBe("queued");
    expect(
      await queue.enqueue({ ...lead, submittedAt: "2026-11-27T10:00:05.000Z" }, ["hubspot", "webhook"], NOW + 5),
    ).toBe("duplicate");
    expect(await queue.size("hubspot")).toBe(1);
    expect(await queue.size("webhook")).toBe(1);
    const [job] = await queue.claim("hubspot", NOW, 10, NOW + 30_000);
    expect(job).toEqual({ target: "hubspot", lead, attempts: 0, queuedAt: NOW });
  });

  it("is bounded: past the limit a lead is refused (full) and nothing of it is queued", async () => {
    const queue = make({ limit: 2 });
    expect(await queue.enqueue(sampleLead(), ["hubspot"], NOW)).toBe("queued");
    expect(await queue.enqueue(sampleLead(), ["hubspot"], NOW)).toBe("queued");
    const third = sampleLead();
    expect(await queue.enqueue(third, ["hubspot"], NOW)).toBe("full");
    expect(await queue.size("hubspot")).toBe(2);
    // Not recorded as seen: once there is room, the same lead is queued.
    const [first] = await queue.claim("hubspot", NOW, 1, NOW + 30_000);
    await queue.done(first!);
    expect(await queue.enqueue(third, ["hubspot"], NOW)).toBe("queued");
  });

  it("claims only due jobs, oldest first, at most as many as asked, each once while it is held", async () => {
    const queue = make();
    const leads = [sampleLead(), sampleLead(), sampleLead()];
    for (const [index, lead] of leads.entries()) await queue.enqueue(lead, ["hubspot"], NOW + index);
    expect(await queue.claim("hubspot", NOW - 1, 10, NOW + 30_000)).toEqual([]);
    const firstTwo = await queue.claim("hubspot", NOW + 10, 2, NOW + 30_000);
    expect(firstTwo.map((job) => job.lead.key)).toEqual([leads[0]!.key, leads[1]!.key]);
    const rest = await queue.claim("hubspot", NOW + 10, 10, NOW + 30_000);
    expect(rest.map((job) => job.lead.key)).toEqual([leads[2]!.key]);
    expect(await queue.claim("hubspot", NOW + 20, 10, NOW + 30_000)).toEqual([]);
    expect(await queue.claim("webhook", NOW + 20, 10, NOW + 30_000)).toEqual([]);
  });

  it("a retried job waits until its time, with its attempts and last error; a delivered one is gone", async () => {
    const queue = make();
    const lead = sampleLead();
    await queue.enqueue(lead, ["hubspot"], NOW);
    const [job] = await queue.claim("hubspot", NOW, 1, NOW + 30_000);
    await queue.retry({ ...job!, attempts: 1, lastError: "HTTP 503" }, NOW + 2_000);
    expect(await queue.claim("hubspot", NOW + 1_999, 1, NOW + 30_000)).toEqual([]);
    const [again] = await queue.claim("hubspot", NOW + 2_000, 1, NOW + 32_000);
    expect(again).toMatchObject({ attempts: 1, lastError: "HTTP 503", queuedAt: NOW });
    await queue.done(again!);
    expect(await queue.size("hubspot")).toBe(0);
  });

  it("keeps failures for the report, bounded: past the bound they are counted as not listed", async () => {
    const queue = make({ failureLimit: 2 });
    const leads = [sampleLead(), sampleLead(), sampleLead()];
    await queue.enqueue(leads[0]!, ["hubspot"], NOW);
    const [job] = await queue.claim("hubspot", NOW, 1, NOW + 30_000);
    await queue.fail(job!, failureOf(leads[0]!, "hubspot", "HTTP 400: fields.email INVALID_EMAIL", NOW));
    await queue.fail(null, failureOf(leads[1]!, "webhook", "the CRM queue is full", NOW));
    await queue.fail(null, failureOf(leads[2]!, "webhook", "the CRM queue is full", NOW));
    expect(await queue.size("hubspot")).toBe(0);
    const listed = await queue.failures(10);
    expect(listed.total).toBe(2);
    expect(listed.notListed).toBe(1);
    expect(listed.entries.map((failure) => [failure.signupId, failure.target, failure.reason])).toEqual([
      [leads[0]!.signup.id, "hubspot", "HTTP 400: fields.email INVALID_EMAIL"],
      [leads[1]!.signup.id, "webhook", "the CRM queue is full"],
    ]);
    expect(listed.entries[0]).toMatchObject({
      name: `Ada ${leads[0]!.signup.lastName}`,
      email: leads[0]!.signup.email,
    });
    await queue.dropFailures(1, 1);
    expect(await queue.failures(10)).toMatchObject({ total: 1, notListed: 0 });
  });
});

describe("the CRM queue in Redis", () => {
  it("one deliverer at a time: the lock is the holder's until it lets go or its time runs out", async () => {
    const queue = createCrmQueue({ redis });
    expect(await queue.lock("instance-a", 30_000)).toBe(true);
    expect(await queue.lock("instance-b", 30_000)).toBe(false);
    expect(await queue.lock("instance-a", 30_000)).toBe(true);
    await queue.unlock("instance-b");
    expect(await queue.lock("instance-b", 30_000)).toBe(false);
    await queue.unlock("instance-a");
    expect(await queue.lock("instance-b", 1_000)).toBe(true);
  });

  it("a job held by an instance that stopped comes back when its lease ends", async () => {
    const queue = createCrmQueue({ redis });
    await queue.enqueue(sampleLead(), ["hubspot"], NOW);
    expect(await queue.claim("hubspot", NOW, 1, NOW + 30_000)).toHaveLength(1);
    expect(await queue.claim("hubspot", NOW + 29_999, 1, NOW + 60_000)).toEqual([]);
    expect(await queue.claim("hubspot", NOW + 30_000, 1, NOW + 60_000)).toHaveLength(1);
  });

  it("what is queued survives a restart of the site and of redis-server (AOF on)", async () => {
    const lead = sampleLead();
    await createCrmQueue({ redis }).enqueue(lead, ["hubspot", "webhook"], NOW);
    await createCrmQueue({ redis }).fail(null, failureOf(sampleLead(), "hubspot", "HTTP 400", NOW));
    await server.restart();
    const after = new Redis(server.url);
    try {
      const queue = createCrmQueue({ redis: after });
      expect(await queue.enqueue(lead, ["hubspot", "webhook"], NOW)).toBe("duplicate");
      expect((await queue.claim("webhook", NOW, 5, NOW + 30_000)).map((job) => job.lead)).toEqual([lead]);
      expect((await queue.failures(5)).total).toBe(1);
    } finally {
      after.disconnect();
    }
  });
});
