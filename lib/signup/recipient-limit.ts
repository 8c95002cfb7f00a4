import "server-only";
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * At most one applicant confirmation per recipient address per window (default a day),
 * whatever client asks for it: the confirmation goes to an address nobody verified, so
 * without this anyone could make us mail one person again and again.
 *
 * A slot belongs to the submission that claimed it (its idempotency base): the same
 * submission retried or doubled claims it again and the provider's idempotency key keeps
 * it to one message; any other submission for that address is refused until the window
 * ends. A confirmation that finally failed gives its slot back.
 */
export interface RecipientLimiter {
  readonly kind: "memory" | "redis";
  /** True when `owner` may send the confirmation to `email` (the slot was free, or is already its own). */
  claim(email: string, owner: string): Promise<boolean>;
  /** Frees the slot if `owner` holds it (its confirmation was never delivered). */
  release(email: string, owner: string): Promise<void>;
}

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as far as we can tell: trimmed and lower-cased, without
 * a `+tag` (which most providers deliver to the same mailbox), and for Gmail without dots
 * in the local part. Only the limit's key uses it; mail goes to the address as typed.
 */
export function normalizeRecipient(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** The key a recipient is stored under: a SHA-256 of the normalised address, never the address itself. */
export function recipientKey(email: string): string {
  return createHash("sha256").update(`ron-site signup recipient\n${normalizeRecipient(email)}`).digest("hex");
}

/**
 * In-process memory, bounded: expired slots are swept as new ones arrive; past
 * `maxEntries` live slots the oldest are dropped (each stands for an accepted signup,
 * which costs its sender a proof of work and passes the rate limits).
 */
export function createMemoryRecipientLimiter({
  windowSeconds,
  maxEntries = 100_000,
  now = Date.now,
}: {
  windowSeconds: number;
  maxEntries?: number;
  now?: () => number;
}): RecipientLimiter {
  const slots = new Map<string, { owner: string; expiry: number }>();
  let nextSweep = 0;
  return {
    kind: "memory",
    async claim(email, owner) {
      const key = recipientKey(email);
      const time = now();
      if (time >= nextSweep || slots.size >= maxEntries) {
        for (const [entry, slot] of slots) if (slot.expiry <= time) slots.delete(entry);
        nextSweep = time + 60_000;
      }
      const slot = slots.get(key);
      if (slot && slot.expiry > time) return slot.owner === owner;
      while (slots.size >= maxEntries) {
        const oldest = slots.keys().next().value;
        if (oldest === undefined) break;
        slots.delete(oldest);
      }
      slots.delete(key);
      slots.set(key, { owner, expiry: time + windowSeconds * 1000 });
      return true;
    },
    async release(email, owner) {
      const key = recipientKey(email);
      if (slots.get(key)?.owner === owner) slots.delete(key);
    },
  };
}

// Atomic in Redis: take a free slot, or confirm it is already ours.
const CLAIM = `local held = redis.call('GET', KEYS[1])
if not held then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) return 1 end
if held == ARGV[1] then return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Redis, shared by every instance (`signup:recipient:<sha256>` → owner, expiring with the
 * window). When Redis fails, the memory limiter stands in (each instance then limits on
 * its own) and `onError` hears about it: a confirmation is never held up by a dead store.
 */
export function createRedisRecipientLimiter(
  redis: Redis,
  { windowSeconds, prefix = "signup:recipient:", onError = () => undefined }: { windowSeconds: number; prefix?: string; onError?: (error: Error) => void },
): RecipientLimiter {
  const insurance = createMemoryRecipientLimiter({ windowSeconds });
  return {
    kind: "redis",
    async claim(email, owner) {
      const insured = await insurance.claim(email, owner);
      try {
        const result = await redis.eval(CLAIM, 1, `${prefix}${recipientKey(email)}`, owner, String(Math.max(1, Math.ceil(windowSeconds))));
        return result === 1;
      } catch (error) {
        onError(error as Error);
        return insured;
      }
    },
    async release(email, owner) {
      await insurance.release(email, owner);
      try {
        await redis.eval(RELEASE, 1, `${prefix}${recipientKey(email)}`, owner);
      } catch (error) {
        onError(error as Error);
      }
    },
  };
}
