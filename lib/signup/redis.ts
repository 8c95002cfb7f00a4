import "server-only";
import { Redis } from "ioredis";
import { logger, throttledLog } from "@/lib/platform/log";
import { processSingleton } from "@/lib/platform/singleton";

// Route handlers are bundled separately: one registry for the process, so they share connections.
const clients = () => processSingleton("signup.redis", () => new Map<string, Redis>());

/**
 * One Redis connection per URL for the process (rate-limit counters and used-challenge
 * records). Commands fail after two seconds instead of queueing while Redis is down, so a
 * signup gets a clear 503 rather than hanging; errors are logged at most once a minute.
 */
export function redisClient(url: string): Redis {
  let client = clients().get(url);
  if (!client) {
    client = new Redis(url, {
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    const log = throttledLog(60_000, (line) => logger("signup").error(line));
    client.on("error", (error: Error) => log(`Redis error (${redactUrl(url)}): ${error.message}`));
    clients().set(url, client);
  }
  return client;
}

/** Closes every connection made by `redisClient` (tests). */
export async function closeRedisClients(): Promise<void> {
  await Promise.all([...clients().values()].map((client) => client.quit().catch(() => client.disconnect())));
  clients().clear();
}

/** A Redis URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/** Whether Redis keeps its data over a restart: `null` where it could not be told. */
export type RedisPersistence = { aof: boolean | null; rdb: boolean | null; source: "config" | "info" | "unknown" };

/**
 * Asks Redis how it persists: `CONFIG GET appendonly` and `CONFIG GET save`, or, where
 * CONFIG is refused (managed Redis often renames or disables it), `INFO persistence`
 * (which tells AOF but not whether RDB snapshots are scheduled).
 */
export async function redisPersistence(redis: Pick<Redis, "config" | "info">): Promise<RedisPersistence> {
  try {
    const [appendonly, save] = await Promise.all([redis.config("GET", "appendonly"), redis.config("GET", "save")]);
    const value = (reply: unknown) => (Array.isArray(reply) ? String(reply[1] ?? "") : "");
    return { aof: value(appendonly).toLowerCase() === "yes", rdb: value(save).trim() !== "", source: "config" };
  } catch {
    // CONFIG refused: fall through to INFO.
  }
  try {
    const info = await redis.info("persistence");
    const aof = /^aof_enabled:(\d)/m.exec(info)?.[1];
    return { aof: aof === undefined ? null : aof === "1", rdb: null, source: "info" };
  } catch {
    return { aof: null, rdb: null, source: "unknown" };
  }
}

/**
 * What the start-up log says when Redis may forget: used-challenge records vanish with a
 * restart, so a token used before it is accepted again until it expires (up to 300 s), and
 * the rate-limit and per-recipient counters start over. Null when AOF is on.
 */
export function persistenceWarning({ aof, rdb, source }: RedisPersistence, url: string): string | null {
  if (aof) return null;
  const where = `Redis ${redactUrl(url)}`;
  const consequence =
    "after a restart, challenge tokens used before it are accepted again until they expire (up to 5 minutes) and the rate-limit and per-recipient counters start over";
  const fix = "turn on AOF persistence (appendonly yes, appendfsync everysec)";
  if (aof === false && rdb === false)
    return `${where} persists nothing (no AOF, no RDB snapshots): ${consequence}; ${fix}.`;
  if (aof === false && rdb === true)
    return `${where} persists only RDB snapshots: records written since the last snapshot are lost on a restart, so ${consequence.replace("after a restart, ", "")}; ${fix}.`;
  if (aof === false)
    return `${where} has AOF off and its RDB schedule could not be read (CONFIG refused): if it persists nothing, ${consequence}; ${fix}.`;
  return `could not tell whether ${where} persists its data (${source === "unknown" ? "CONFIG and INFO refused" : "no answer"}): without AOF, ${consequence}; ${fix}.`;
}
