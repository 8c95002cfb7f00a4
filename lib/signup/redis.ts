import "server-only";
import { Redis } from "ioredis";

/**
 * One Redis connection per URL for the process (rate-limit counters and used-challenge
 * records). Commands fail after two seconds instead of queueing while Redis is down, so a
 * signup gets a clear 503 rather than hanging; errors are logged at most once a minute.
 */
export function redisClient(url: string): Redis {
  const clients = globalRegistry();
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, {
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    let lastLogged = 0;
    client.on("error", (error: Error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      console.error(`[signup] Redis error (${redactUrl(url)}): ${error.message}`);
    });
    clients.set(url, client);
  }
  return client;
}

/** Closes every connection made by `redisClient` (tests). */
export async function closeRedisClients(): Promise<void> {
  const clients = globalRegistry();
  await Promise.all([...clients.values()].map((client) => client.quit().catch(() => client.disconnect())));
  clients.clear();
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

// Route handlers are bundled separately; the registry lives on globalThis so they share connections.
function globalRegistry(): Map<string, Redis> {
  const key = Symbol.for("ron-site.signup.redis");
  const holder = globalThis as typeof globalThis & { [key]?: Map<string, Redis> };
  holder[key] ??= new Map();
  return holder[key];
}
