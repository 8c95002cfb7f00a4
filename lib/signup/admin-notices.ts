import "server-only";
import { createSignupStore, type SignupStoreOptions } from "./store";

/**
 * Which way the admin hears of a signup: its own notification email (below the global level) or
 * a line in the next digest (past it, lib/signup/deferred.ts).
 */
export type NoticeWay = "email" | "digest";

/**
 * What the admin was told of each signup, one record per signup shared by both ways: the first
 * attempt of a signup records its way, and every retry of it (the same id and fields, a new
 * challenge: what the wizard sends after a lost answer) goes that same way, whichever side of the
 * global level it lands on. So a signup is announced once, never as its own email and in a digest.
 *
 * A signup is its idempotency base (lib/signup/deliver.ts: the wizard's submission id plus a digest
 * of its fields); a record is `signup:notified:<base>` → `email` or `digest`, kept a day (as long as
 * Resend keeps an idempotency key, which makes a retried email a duplicate). In Redis with
 * `REDIS_URL`, shared by every instance (its errors reach the caller: the handler answers 503),
 * else in this process's memory, bounded like the other stores (lib/signup/store.ts).
 */
export interface AdminNotices {
  readonly kind: "memory" | "redis";
  /** The record's key for a signup (its Redis key name; the Redis queue writes it in the same script as its lists). */
  key(signup: string): string;
  /** Records `way` for `signup` unless a way is recorded: null when this call recorded it, else the way recorded before. */
  take(signup: string, way: NoticeWay): Promise<NoticeWay | null>;
  /** Forgets the record if it is `way` (a queued signup that did not fit after all). */
  release(signup: string, way: NoticeWay): Promise<void>;
}

/** A day: a retry comes within the wizard's session, and Resend forgets idempotency keys after a day. */
export const NOTICE_TTL_SECONDS = 86_400;

export function createAdminNotices({
  redis,
  maxEntries,
  prefix = "signup:notified:",
}: Omit<SignupStoreOptions, "onError"> & { prefix?: string } = {}): AdminNotices {
  const store = createSignupStore({ redis, maxEntries });
  const key = (signup: string) => `${prefix}${signup}`;
  return {
    kind: store.kind,
    key,
    take: async (signup, way) => (await store.take(key(signup), way, NOTICE_TTL_SECONDS)) as NoticeWay | null,
    release: (signup, way) => store.release(key(signup), way),
  };
}
