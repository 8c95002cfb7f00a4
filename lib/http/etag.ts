// A strong validator made from a body's bytes, for answers Next.js gives none (route handlers):
// the same bytes always get the same one, whenever and wherever they were made (several instances,
// a re-render of unchanged content), so a client's copy revalidates with a 304.
import { createHash } from "node:crypto";

/** `"<27 characters of the SHA-256 of body, base64url>"`: 162 bits, quoted as an entity tag. */
export const etagOf = (body: string | Uint8Array): string => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
