import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { createSignupStore } from "@/lib/signup/store";
import { startFakeClock } from "../../support/fake-clock";
import { serveRedisAndFakeResend } from "../../support/signup-services";

/*
 * The one store behind the replay store, the per-recipient limit and the load meter: the same
 * answers in memory and in Redis, memory bounded, and Redis insured by memory where asked.
 */

const services = serveRedisAndFakeResend();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the signup store", () => {
  it("answers the same in memory and in Redis", async () => {
    const client = new Redis(services.redis.url);
    for (const store of [createSignupStore(), createSignupStore({ redis: client })]) {
      // Memory's records expire on Vitest's fake clock, which the test moves on; Redis's on the
      // server's own clock, which it waits for.
      const realTime = store.kind === "memory" ? startFakeClock() : undefined;
      try {
        const key = (name: string) => `store-test:${store.kind}:${name}`;
        expect([await store.add(key("token"), 1), await store.add(key("token"), 1)], store.kind).toEqual([true, false]);
        expect(
          [await store.take(key("way"), "email", 1), await store.take(key("way"), "digest", 1)],
          store.kind,
        ).toEqual([null, "email"]);
        expect(
          [
            await store.claim(key("slot"), "a", 1),
            await store.claim(key("slot"), "a", 1),
            await store.claim(key("slot"), "b", 1),
          ],
          store.kind,
        ).toEqual([true, true, false]);
        await store.release(key("slot"), "b");
        expect(await store.claim(key("slot"), "b", 1), store.kind).toBe(false);
        await store.release(key("slot"), "a");
        expect(await store.claim(key("slot"), "b", 1), store.kind).toBe(true);
        for (const name of ["one", "one", "two"]) await store.increment(key(name), 1);
        expect(await store.sum([key("one"), key("two"), key("none")]), store.kind).toBe(3);
        await (realTime ? vi.advanceTimersByTimeAsync(1_100) : pause(1_100));
        expect(await store.add(key("token"), 1), store.kind).toBe(true);
        expect(await store.claim(key("slot"), "c", 1), store.kind).toBe(true);
        expect(await store.take(key("way"), "digest", 1), store.kind).toBeNull();
        expect(await store.sum([key("one"), key("two")]), store.kind).toBe(0);
      } finally {
        realTime?.();
      }
    }
    client.disconnect();
  });

  it("in memory: stays within maxEntries; the record soonest to expire makes room, never the new one", async () => {
    const store = createSignupStore({ maxEntries: 3 });
    expect(await store.add("long", 600)).toBe(true);
    expect(await store.add("short", 60)).toBe(true);
    expect(await store.add("middle", 300)).toBe(true);
    // Full: the new record expires soonest of all, yet it is kept; "short" made room.
    expect(await store.add("newest", 10)).toBe(true);
    expect(await store.add("newest", 10)).toBe(false);
    expect(await store.add("long", 600)).toBe(false);
    expect(await store.add("middle", 300)).toBe(false);
    expect(await store.add("short", 60)).toBe(true);
  });

  it("with Redis: errors reach the caller, unless memory is to stand in (then onError hears of them)", async () => {
    const unreachable = new Redis("redis://127.0.0.1:9", {
      maxRetriesPerRequest: 0,
      commandTimeout: 300,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on("error", () => undefined);
    await expect(createSignupStore({ redis: unreachable }).add("token", 60)).rejects.toThrow();
    const errors: Error[] = [];
    const insured = createSignupStore({ redis: unreachable, onError: (error) => errors.push(error) });
    expect(insured.kind).toBe("redis");
    expect([await insured.add("token", 60), await insured.add("token", 60)]).toEqual([true, false]);
    await insured.increment("count", 60);
    expect(await insured.sum(["count"])).toBe(1);
    expect(errors.length).toBe(4);
    unreachable.disconnect();
  });
});
