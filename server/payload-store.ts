// Pages' payloads by their hash in Redis (REDIS_URL), so that an address one instance gave out is
// answered by every instance (server/policy/scripts.ts). A payload is written once per version of
// a page an instance renders, never because of a request, and only read for an address that is
// not this instance's current one: made-up addresses cost one GET each and store nothing. Entries
// expire after PAYLOAD_TTL_S: a page asks for its payload within seconds of loading, and a CDN
// keeps a page for CDN_MAX_AGE_S (and as long again stale), far less.
import { failFastRedis } from "../lib/platform/cache-handler/shared-cache.ts";
import { logger, throttledLog } from "../lib/platform/log.ts";
import type { PayloadStore } from "./policy/types.ts";

export const PAYLOAD_KEY_PREFIX = "notavo:payload:";
/** How long a payload stays answerable by every instance after it was last written. */
export const PAYLOAD_TTL_S = 60 * 60;
/** Past this a lookup counts as a miss (the visitor then gets a 307 to the page's current payload). */
const COMMAND_TIMEOUT_MS = 500;

export type RedisPayloadStore = PayloadStore & { close(): Promise<void> };

export function redisPayloadStore(url: string): RedisPayloadStore {
  const log = logger("payload-store");
  const report = throttledLog(60_000, (line) => log.warn(line));
  // Host and port only: never the password a URL may carry.
  const where = new URL(url).host;
  const redis = failFastRedis(url, COMMAND_TIMEOUT_MS);
  redis.on("error", (error: Error) => report(`payload store: Redis error (${where}): ${error.message}`));
  return {
    async get(hash) {
      try {
        return await redis.getBuffer(`${PAYLOAD_KEY_PREFIX}${hash}`);
      } catch {
        return null;
      }
    },
    put(hash, payload) {
      redis.set(`${PAYLOAD_KEY_PREFIX}${hash}`, payload, "EX", PAYLOAD_TTL_S).catch(() => undefined);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
