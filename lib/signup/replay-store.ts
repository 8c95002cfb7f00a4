import "server-only";
import { createSignupStore, type SignupStoreOptions } from "./store";

/**
 * Remembers used challenge tokens so each counts once. `claim` is atomic: of two requests with
 * the same key and different owners, exactly one gets `true`. The owner is the submission's
 * idempotency base (lib/signup/deliver.ts): the very same submission sent again with its token
 * (the wizard's retry after a lost answer) is let through, and sends nothing twice; any other
 * submission with that token is a replay.
 */
export interface ReplayStore {
  readonly kind: "memory" | "redis";
  /** True when the key was free (and now is `owner`'s, for `ttlSeconds`) or already `owner`'s; false for a replay. */
  claim(key: string, owner: string, ttlSeconds: number): Promise<boolean>;
}

/**
 * Redis (`signup:challenge:<key>` → owner, set only when free, expiring with the token; shared by every instance; its errors reach
 * the handler, which answers 503), or memory: past `maxEntries` live records (default 100,000)
 * the soonest to expire are dropped; each stands for a solved challenge, so filling it costs a
 * bot that many proofs of work within the token lifetime.
 */
export function createReplayStore({
  redis,
  maxEntries,
  prefix = "signup:challenge:",
}: Omit<SignupStoreOptions, "onError"> & { prefix?: string } = {}): ReplayStore {
  const store = createSignupStore({ redis, maxEntries });
  return { kind: store.kind, claim: (key, owner, ttlSeconds) => store.claim(`${prefix}${key}`, owner, ttlSeconds) };
}
