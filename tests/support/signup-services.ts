import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll } from "vitest";
import { closeRedisClients } from "@/lib/signup/redis";
import { startFakeResend, type FakeResend } from "./fake-resend";
import { startRedisServer, type RedisServer } from "./redis-server";
import { settleConfirmations } from "./signup-runtime";

/**
 * A real redis-server and a fake Resend for one test file: started before its tests, reset
 * after each (confirmations settled, messages forgotten, Redis flushed unless `flush` is false),
 * stopped after all. Read them as `services.redis` and `services.fake` inside tests.
 */
export function serveRedisAndFakeResend({ apiKey, flush = true }: { apiKey?: string; flush?: boolean } = {}): {
  redis: RedisServer;
  fake: FakeResend;
} {
  const services = {} as { redis: RedisServer; fake: FakeResend };
  beforeAll(async () => {
    services.redis = await startRedisServer();
    services.fake = await startFakeResend({ apiKey });
  });
  afterEach(async () => {
    await settleConfirmations();
    services.fake.reset();
    if (!flush) return;
    const admin = new Redis(services.redis.url);
    await admin.flushall();
    admin.disconnect();
  });
  afterAll(async () => {
    await closeRedisClients();
    await services.fake?.close();
    await services.redis?.stop();
  });
  return services;
}
