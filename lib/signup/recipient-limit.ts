import "server-only";
import { createHash } from "node:crypto";
import { createSignupStore, type SignupStoreOptions } from "./store";

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

/**
 * The key a recipient is stored under: a SHA-256 of the normalised address, never the address itself.
 * The prefix keeps the project's old name on purpose: records already in Redis are keyed by it.
 */
export function recipientKey(email: string): string {
  return createHash("sha256")
    .update(`ron-site signup recipient\n${normalizeRecipient(email)}`)
    .digest("hex");
}

/**
 * Redis, shared by every instance (`signup:recipient:<sha256>` → owner, expiring with the
 * window): when it fails, this process's memory stands in (each instance then limits on its
 * own) and `onError` hears about it, so a confirmation is never held up by a dead store. Or
 * memory alone: past `maxEntries` live slots (default 100,000) the oldest are dropped (each
 * stands for an accepted signup, which costs its sender a proof of work and passes the rate limits).
 */
export function createRecipientLimiter({
  windowSeconds,
  redis,
  maxEntries,
  onError = () => undefined,
  prefix = "signup:recipient:",
}: SignupStoreOptions & { windowSeconds: number; prefix?: string }): RecipientLimiter {
  const store = createSignupStore({ redis, maxEntries, onError });
  return {
    kind: store.kind,
    claim: (email, owner) => store.claim(`${prefix}${recipientKey(email)}`, owner, windowSeconds),
    release: (email, owner) => store.release(`${prefix}${recipientKey(email)}`, owner),
  };
}
