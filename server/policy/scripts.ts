// Scripts after the first paint: an HTML body with its scripts moved into one loader that starts
// them once the page is on screen (server/html.ts says why and how). A prerendered page (one with
// a version) also loses its inline React Server Components payload, which the loader fetches from
// the page's own address with `?_payload=<hash of the payload>`: that answer is the payload as
// JSON, immutable (a new payload has a new address), so neither a CDN nor a browser ever needs it
// purged. A page rendered per request (draft mode, an error page) keeps its payload inline.
// Rewritten once per version of a page, then served from the body cache.
import { createHash } from "node:crypto";
import { deferScripts, separatePayload } from "../html.ts";
import type { BodyCache } from "./encoding.ts";
import { isHtml, without, type Captured, type PolicyRequest } from "./types.ts";

/** The query parameter of a page's payload address. */
export const PAYLOAD_PARAM = "_payload";

const PAYLOAD_TYPE = "application/json; charset=utf-8";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The step. For a page: an HTML body (any status) with its scripts deferred, and without its
 * payload when it has a version. For a payload address (`?_payload=`): the payload of the page
 * rendered for that path; a 307 to its current address when the hash is not the current one (the
 * page changed since it was loaded); a 404 when the page has none to give.
 */
export function deferPageScripts(request: PolicyRequest, response: Captured, cache: BodyCache, version: string | null): Captured {
  const asked = new URLSearchParams(request.query ?? "").get(PAYLOAD_PARAM);
  const html = isHtml(response.headers);
  if (asked !== null) return payloadAnswer(asked, response, html && version ? (cache.get(`${version}\npayload`) ?? separate(response.body, cache, version).payload) : null);
  if (!html) return response;
  if (!version) return { ...response, body: Buffer.from(deferScripts(response.body.toString("utf8"))) };
  return { ...response, body: cache.get(`${version}\nhtml`) ?? separate(response.body, cache, version).page };
}

/** The page rewritten, and its payload when it has one, kept under `version`. */
function separate(body: Buffer, cache: BodyCache, version: string): { page: Buffer; payload: Buffer | null } {
  const html = body.toString("utf8");
  const parts = separatePayload(html);
  if (!parts) {
    const page = Buffer.from(deferScripts(html));
    cache.set(`${version}\nhtml`, page);
    return { page, payload: null };
  }
  const payload = Buffer.from(parts.payload);
  const page = Buffer.from(deferScripts(parts.page, `?${PAYLOAD_PARAM}=${hashOf(payload)}`));
  cache.set(`${version}\nhtml`, page);
  cache.set(`${version}\npayload`, payload);
  return { page, payload };
}

/** What a payload address answers, keeping the page's other headers (the security headers among them). */
function payloadAnswer(asked: string, response: Captured, payload: Buffer | null): Captured {
  const headers = without(response.headers, "content-type", "cache-control", "etag", "link", "content-length");
  if (!payload) return { status: 404, headers: { ...headers, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body: Buffer.from("No payload here.\n") };
  const hash = hashOf(payload);
  if (asked !== hash) return { status: 307, headers: { ...headers, location: `?${PAYLOAD_PARAM}=${hash}`, "cache-control": "no-store" }, body: Buffer.alloc(0) };
  return { status: 200, headers: { ...headers, "content-type": PAYLOAD_TYPE, "cache-control": IMMUTABLE, etag: `"${hash}"` }, body: payload };
}

/** Each cached payload's hash, worked out once (an entry goes with its payload when the cache lets it go). */
const hashes = new WeakMap<Buffer, string>();

/** 128 bits of the payload's SHA-256, URL-safe. */
function hashOf(payload: Buffer): string {
  let hash = hashes.get(payload);
  if (hash === undefined) {
    hash = createHash("sha256").update(payload).digest("base64url").slice(0, 22);
    hashes.set(payload, hash);
  }
  return hash;
}
