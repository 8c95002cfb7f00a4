// Next.js's incremental cache (rendered pages, route handlers' answers, tagged fetches): the
// `cacheHandler` next.config.ts names. Next.js imports this file itself, in the build's workers and
// in the server (`next start`, server/, the standalone folder), with Node.js's own TypeScript
// support, so it imports by relative path with extensions, as server/ does.
//
// - Without REDIS_URL (one instance, the default), during `next build` and in development: Next.js's
//   own file-system cache, exactly as if no handler were configured (memory in front of .next).
// - With REDIS_URL: @fortedigital/nextjs-cache-handler's CacheHandler over lib/platform/cache-handler/
//   shared-cache.ts (this instance's memory, bounded like Next.js's own by `cacheMaxMemorySize`,
//   50 MB by default, in front of the entries every instance shares in Redis). A tag revalidated
//   on one instance (the content webhook) is invalidated on all of them.
import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import { CacheHandler as SharedCacheHandler } from "@fortedigital/nextjs-cache-handler";
import type { CacheHandler as NextCacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import { env } from "../env.ts";
import { logger, throttledLog } from "../log.ts";
import { createSharedCache, failFastRedis, type SharedCache } from "./shared-cache.ts";

type NextCacheHandlerClass = new (context: CacheHandlerContext) => NextCacheHandler;

// Next.js's default handler, the one it uses when `cacheHandler` is not set (CommonJS: its class is `default`).
const FileSystemCache = (
  createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js") as {
    default: NextCacheHandlerClass;
  }
).default;

/** Keys of this site in Redis: `<prefix><build id>:…` per build, and one tag clock for every build. */
export const KEY_PREFIX = "notavo:page-cache:";
export const TAG_TIMES_KEY = `${KEY_PREFIX}tag-times`;
/** Next.js's own default for `cacheMaxMemorySize`. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
/** Longest an entry stays in Redis: entries of a replaced build, and data fetched "forever", go within a day. */
const MAX_EXPIRE_AGE_S = 24 * 60 * 60;
/** How long the first request waits for the connection before rendering without Redis. */
const CONNECT_WAIT_MS = 2_000;

const log = logger("cache");
const throttledError = throttledLog(10_000, (line) => log.error(line));
let memoryBytes = DEFAULT_MEMORY_BYTES;
let shared: SharedCache | undefined;

/** Resolves once `redis` is connected, or after `ms` (the instance then starts on memory alone). */
function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    redis.once("ready", done);
    function done() {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    }
  });
}

SharedCacheHandler.onCreation(async ({ buildId }) => {
  const url = env.REDIS_URL as string;
  // Host and port only: never the password a URL may carry.
  const where = new URL(url).host;
  // Its own connection, unlike the signup's (lib/signup/redis.ts), failing fast.
  const redis = failFastRedis(url);
  let down = false;
  redis.on("error", (error: Error) => throttledError(`page cache: Redis error (${where}): ${error.message}`));
  redis.on("close", () => {
    if (!down) log.warn(`page cache: lost Redis (${where}); serving from this instance's memory until it is back`);
    down = true;
  });
  redis.on("ready", () => {
    if (down) log.info(`page cache: Redis (${where}) is back`);
    down = false;
  });
  shared = createSharedCache({
    redis,
    keyPrefix: `${KEY_PREFIX}${buildId?.trim() || "unknown-build"}:`,
    tagTimesKey: TAG_TIMES_KEY,
    memoryBytes,
    log: { info: (line) => log.info(line), warn: (line) => log.warn(line), error: throttledError },
  });
  await connected(redis, CONNECT_WAIT_MS);
  log.info(
    `page cache: shared through Redis ${where} by every instance, ${Math.round(memoryBytes / 1024 / 1024)} MB of it kept in this instance's memory`,
    {
      buildId: buildId?.trim(),
      connected: redis.status === "ready",
    },
  );
  return {
    handlers: [shared],
    ttl: { estimateExpireAge: (staleAge) => Math.min(Math.floor(staleAge * 1.5), MAX_EXPIRE_AGE_S) },
  };
});

/** Whether this process shares its cache through Redis (not while building, nor in development). */
export function usesSharedCache(
  context: Pick<CacheHandlerContext, "dev">,
  environment: { REDIS_URL?: string; NEXT_PHASE?: string } = {
    REDIS_URL: env.REDIS_URL,
    NEXT_PHASE: process.env.NEXT_PHASE,
  },
): boolean {
  return Boolean(environment.REDIS_URL) && !context.dev && environment.NEXT_PHASE !== "phase-production-build";
}

/** What the shared cache did so far in this process (null without one). */
export function sharedCacheStats(): ReturnType<SharedCache["stats"]> | null {
  return shared?.stats() ?? null;
}

/**
 * The class Next.js instantiates (once per request: its state lives in the module and in the
 * library's class), handing each call to the shared cache or to Next.js's own.
 */
export default class SiteCacheHandler implements NextCacheHandler {
  readonly #inner: NextCacheHandler;

  constructor(context: CacheHandlerContext) {
    if (usesSharedCache(context)) {
      if (context.maxMemoryCacheSize) memoryBytes = context.maxMemoryCacheSize;
      this.#inner = new SharedCacheHandler(
        context as ConstructorParameters<typeof SharedCacheHandler>[0],
      ) as unknown as NextCacheHandler;
    } else {
      this.#inner = new FileSystemCache(context);
    }
  }

  get(...args: Parameters<NextCacheHandler["get"]>): ReturnType<NextCacheHandler["get"]> {
    return this.#inner.get(...args);
  }

  set(...args: Parameters<NextCacheHandler["set"]>): ReturnType<NextCacheHandler["set"]> {
    return this.#inner.set(...args);
  }

  revalidateTag(...args: Parameters<NextCacheHandler["revalidateTag"]>): ReturnType<NextCacheHandler["revalidateTag"]> {
    return this.#inner.revalidateTag(...args);
  }

  resetRequestCache(): void {
    this.#inner.resetRequestCache?.();
  }
}
