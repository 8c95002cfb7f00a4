// How many beacons one client may send: a fixed window per client (an IPv4 address, an IPv6 /64),
// in this process's memory, for at most MAX_CLIENTS clients at once (past that the window soonest
// to end makes room). A wizard sends a handful of beacons; the limit only stops a script from
// spending the queue to Plausible (lib/analytics/plausible.ts), which bounds the total anyway.
import { TTLCache } from "@isaacs/ttlcache";

export type ClientLimit = {
  /** Counts one beacon for `client`: false when its window is spent. */
  take(client: string): boolean;
};

export function createClientLimit({
  points = 60,
  windowMs = 10 * 60_000,
  maxClients = 10_000,
}: { points?: number; windowMs?: number; maxClients?: number } = {}): ClientLimit {
  const windows = new TTLCache<string, number>({ max: maxClients, ttl: windowMs, checkAgeOnGet: true });
  return {
    take(client) {
      const used = windows.get(client);
      if (used === undefined) {
        windows.set(client, 1);
        return true;
      }
      if (used >= points) return false;
      // The window keeps its end: only the count changes.
      windows.set(client, used + 1, { noUpdateTTL: true });
      return true;
    },
  };
}
