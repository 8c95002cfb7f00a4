// A digest of a body's bytes, and the strong validator made from it, for what Next.js gives none
// (route handlers) or gives one of its render rather than of what is sent (pages, their payloads:
// server/policy/scripts.ts): the same bytes always get the same one, whenever and wherever they were
// made (several instances, a re-render of unchanged content), so a client's copy revalidates with
// a 304 and a payload keeps its address.
import { createHash } from "node:crypto";

/** Each buffer's digest, worked out once (an entry goes with its buffer). */
const digests = new WeakMap<Uint8Array, string>();

/** 128 bits of the SHA-256 of `body`, URL-safe: 22 characters. */
export function digestOf(body: string | Uint8Array): string {
  if (typeof body === "string") return createHash("sha256").update(body).digest("base64url").slice(0, 22);
  let digest = digests.get(body);
  if (digest === undefined) {
    digest = createHash("sha256").update(body).digest("base64url").slice(0, 22);
    digests.set(body, digest);
  }
  return digest;
}

/** `body`'s digest quoted as an entity tag. */
export const etagOf = (body: string | Uint8Array): string => `"${digestOf(body)}"`;
