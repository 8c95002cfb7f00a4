import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CacheHandlerValue } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import createCompositeHandler from "@fortedigital/nextjs-cache-handler/composite";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { createSharedCache, entrySize, type SharedCache } from "@/lib/platform/cache-handler/shared-cache";
import { usesSharedCache } from "@/lib/platform/cache-handler/index";
import { startRedisServer, type RedisServer } from "../../support/redis-server";

/*
 * lib/platform/cache-handler/shared-cache.ts on a real redis-server: two "instances" (two caches, two
 * connections) share entries through Redis, each keeps its own memory in front, and a tag
 * invalidated on one is not served from the other's memory. Redis stopped: memory keeps serving.
 */

const TAG_TIMES = "test:tag-times";
let server: RedisServer;
const clients: Redis[] = [];
const lines: string[] = [];
const log = {
  info: (line: string) => lines.push(line),
  warn: (line: string) => lines.push(line),
  error: (line: string) => lines.push(line),
};

const connect = async () => {
  const redis = new Redis(server.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    retryStrategy: () => 50,
  });
  redis.on("error", () => undefined);
  clients.push(redis);
  await new Promise((resolve) => redis.once("ready", resolve));
  return redis;
};
const instance = async (memoryBytes = 10 * 1024 * 1024): Promise<SharedCache> =>
  createSharedCache({
    redis: await connect(),
    keyPrefix: "test:build-1:",
    tagTimesKey: TAG_TIMES,
    memoryBytes,
    tagRefreshMs: 50,
    timeoutMs: 500,
    log,
  });

function page(html: string, tags: string[], lastModified = Date.now()): CacheHandlerValue {
  return {
    lastModified,
    // As the library's CacheHandler sets it for a page revalidated hourly (expiry capped at a day).
    lifespan: {
      lastModifiedAt: Math.floor(lastModified / 1000),
      staleAge: 3600,
      staleAt: Math.floor(lastModified / 1000) + 3600,
      expireAge: 5400,
      expireAt: Math.floor(lastModified / 1000) + 5400,
      revalidate: 3600,
    },
    tags,
    value: {
      kind: "APP_PAGE",
      html,
      rscData: Buffer.from(`rsc:${html}`),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      headers: { "x-next-cache-tags": tags.join(",") },
      status: 200,
      postponed: undefined,
    },
  } as unknown as CacheHandlerValue;
}
const html = (entry: CacheHandlerValue | null | undefined) =>
  (entry?.value as { html?: string } | null | undefined)?.html;
const meta = { implicitTags: ["_N_T_/layout", "_N_T_/solutions/esign"] };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startRedisServer();
});
afterEach(async () => {
  await clients[0]?.flushall().catch(() => undefined);
  lines.length = 0;
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.stop();
});

describe("the shared page cache", () => {
  it("serves B what A rendered, from Redis first and from B's memory after, with its buffers intact", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/esign", page("<h1>eSign</h1>", ["solutionPage"]));
    const first = await b.get("/esign", meta);
    expect(html(first)).toBe("<h1>eSign</h1>");
    expect(Buffer.isBuffer((first?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(
      ((first?.value as { segmentData: Map<string, Buffer> }).segmentData.get("/_tree") ?? Buffer.alloc(0)).toString(),
    ).toBe("tree");
    expect(html(await b.get("/esign", meta))).toBe("<h1>eSign</h1>");
    expect(b.stats()).toMatchObject({ redisHits: 1, memoryHits: 1, misses: 0 });
    // Stored with its expiry (the entry's lifespan), under this build's prefix.
    const ttl = await clients[0]?.ttl("test:build-1:/esign");
    expect(ttl).toBeGreaterThan(5000);
    expect(ttl).toBeLessThanOrEqual(5400);
    expect(lines.filter((line) => line.includes("failed"))).toEqual([]);
  });

  it("does not serve an entry from B's memory once A invalidated one of its tags, and leaves other tags' entries alone", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/esign", page("old", ["solutionPage"], Date.now() - 10));
    await a.set("/", page("home", ["homePage"], Date.now() - 10));
    expect(html(await b.get("/esign", meta))).toBe("old");
    expect(html(await b.get("/", meta))).toBe("home");
    await a.revalidateTag("solutionPage");
    // Within B's refresh period of the tag clock (50 ms here), B stops serving its copy.
    await pause(60);
    expect(await b.get("/esign", meta)).toBeNull();
    expect(html(await b.get("/", meta))).toBe("home");
    expect(b.stats().droppedByTag).toBe(1);
    // A re-rendered: B gets the new page.
    await a.set("/esign", page("new", ["solutionPage"]));
    expect(html(await b.get("/esign", meta))).toBe("new");
  });

  it("(why the memory layer is ours) the library's composite stores each entry in one handler: in memory, B never sees A's page", async () => {
    const libraryInstance = async () => {
      const remote = createRedisHandler({ client: ioredisAdapter(await connect()), keyPrefix: "test:library:" });
      // Its documented setup: memory first, Redis second, `setStrategy` picking where an entry goes.
      return createCompositeHandler({ handlers: [createLruHandler(), remote], setStrategy: () => 0 });
    };
    const [a, b] = [await libraryInstance(), await libraryInstance()];
    await a.set("/esign", page("rendered on A", ["solutionPage"]));
    expect(html(await a.get("/esign", meta))).toBe("rendered on A");
    expect(await b.get("/esign", meta)).toBeNull();
  });

  it("applies invalidations of implicit (path) tags too", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/esign", page("old", ["solutionPage"], Date.now() - 10));
    expect(html(await b.get("/esign", meta))).toBe("old");
    await a.revalidateTag("_N_T_/solutions/esign");
    await pause(60);
    expect(await b.get("/esign", meta)).toBeNull();
  });

  it("keeps its memory within the bound", async () => {
    const small = await instance(64 * 1024);
    for (let i = 0; i < 20; i += 1) await small.set(`/page-${i}`, page("x".repeat(10_000), ["page"]));
    expect(small.stats().memoryBytes).toBeLessThanOrEqual(64 * 1024);
    expect(entrySize(page("x".repeat(10_000), ["page"]))).toBeGreaterThan(10_000);
  });

  it("serves from memory while Redis is unreachable, without waiting, and uses Redis again once it is back", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/esign", page("cached", ["solutionPage"], Date.now() - 10));
    expect(html(await b.get("/esign", meta))).toBe("cached");
    const clientB = clients.at(-1) as Redis;
    const ended = new Promise((resolve) => clientB.once("end", resolve));
    clientB.disconnect(false);
    await ended;
    const started = Date.now();
    expect(html(await b.get("/esign", meta))).toBe("cached");
    expect(await b.get("/unknown", meta)).toBeNull();
    await b.set("/rendered-while-down", page("local", ["page"]));
    expect(html(await b.get("/rendered-while-down", meta))).toBe("local");
    expect(Date.now() - started).toBeLessThan(100);
    await a.set("/", page("home", ["homePage"]));
    expect(await b.get("/", meta)).toBeNull();
    await clientB.connect();
    expect(html(await b.get("/", meta))).toBe("home");
  });

  it("remembers an invalidation made while Redis was unreachable and writes it when it comes back", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/esign", page("old", ["solutionPage"], Date.now() - 10));
    expect(html(await b.get("/esign", meta))).toBe("old");
    const clientA = clients.at(-2) as Redis;
    clientA.disconnect(true); // A alone loses Redis, and reconnects.
    await a.revalidateTag("solutionPage");
    expect(a.stats().pendingInvalidations).toBe(1);
    await new Promise((resolve) => clientA.once("ready", resolve));
    for (let i = 0; i < 20 && a.stats().pendingInvalidations > 0; i += 1) await pause(25);
    expect(a.stats().pendingInvalidations).toBe(0);
    await pause(60);
    expect(await b.get("/esign", meta)).toBeNull();
    expect(lines.join("\n")).toContain('wrote the invalidation of "solutionPage" made while Redis was unreachable');
  });
});

describe("which cache a process uses", () => {
  it("shares through Redis only with REDIS_URL, never while building nor in development", () => {
    expect(usesSharedCache({ dev: false }, { REDIS_URL: "redis://127.0.0.1:6379" })).toBe(true);
    expect(usesSharedCache({ dev: false }, {})).toBe(false);
    expect(usesSharedCache({ dev: true }, { REDIS_URL: "redis://127.0.0.1:6379" })).toBe(false);
    expect(
      usesSharedCache({ dev: false }, { REDIS_URL: "redis://127.0.0.1:6379", NEXT_PHASE: "phase-production-build" }),
    ).toBe(false);
  });
});
