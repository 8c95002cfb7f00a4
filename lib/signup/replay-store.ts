import "server-only";
import { createSignupStore, type SignupStoreOptions } from "./store";

/**
 * Remembers used challenge tokens so each counts once. `claim` is atomic: of two
 * requests with the same key, exactly one gets `true`.
 */
export interface ReplayStore {
  readonly kind: "memory" | "redis";
  /** True when the key was not yet claimed (and now is, for `ttlSeconds`); false for a replay. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
}

/**
 * Redis (`SET signup:challenge:<key> 1 NX EX ttl`, shared by every instance; its errors reach
 * the handler, which answers 503), or memory: past `maxEntries` live records (default 100,000)
 * the soonest to expire are dropped; each stands for a solved challenge, so filling it costs a
 * bot that many proofs of work within the token lifetime.
 */
export function createReplayStore({ redis, maxEntries, prefix = "signup:challenge:" }: Omit<SignupStoreOptions, "onError"> & { prefix?: string } = {}): ReplayStore {
  const store = createSignupStore({ redis, maxEntries });
  return { kind: store.kind, claim: (key, ttlSeconds) => store.add(`${prefix}${key}`, ttlSeconds) };
}
