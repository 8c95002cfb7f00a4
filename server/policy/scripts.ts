// Scripts after the first paint: an HTML body with its scripts moved into one loader that starts
// them once the page is on screen (server/html.ts says why and how). A prerendered page (one with
// a version) also loses its inline React Server Components payload, which the loader fetches from
// the page's own address with `?_payload=<hash of the payload>`: that answer is the payload as
// JSON, immutable (a new payload has a new address), so neither a CDN nor a browser ever needs it
// purged. A page rendered per request (draft mode, an error page) keeps its payload inline.
// Rewritten once per version of a page, then served from the body cache.
//
// The payload is in canonical form (server/flight.ts), so its hash, and the ETag given to the
// rewritten page (a hash of its bytes, the payload's address among them), depend on what the
// page says, not on the order one render wrote it in: every instance and every re-render of
// unchanged content name a page and its payload alike, and GET, HEAD and If-None-Match agree.
// A payload is also kept under its hash, in this instance's body cache and, with several
// instances, in a store they share (server/payload-store.ts): an address any instance gave out is
// answered by every instance with that payload, the payload of the page the visitor holds, even
// when this instance has a newer or older version of the page meanwhile.
import { digestOf, etagOf } from "../../lib/platform/http/etag.ts";
import { deferScripts, separatePayload } from "../html.ts";
import type { BodyCache } from "./encoding.ts";
import { isHtml, without, type Captured, type PayloadStore, type PolicyRequest } from "./types.ts";

/** The query parameter of a page's payload address. */
export const PAYLOAD_PARAM = "_payload";

const PAYLOAD_TYPE = "application/json; charset=utf-8";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** What `digestOf` gives: 22 URL-safe characters. Anything else asked for is not looked up. */
const HASH = /^[\w-]{22}$/;

/** The page as it is sent for a version: its bytes, their ETag, and its payload's hash (null: none). */
type Rewritten = { page: Buffer; etag: string; payload: string | null };

/**
 * The step. For a page: an HTML body (any status) with its scripts deferred, and without its
 * payload, with an ETag of what it says, when it has a version. For a payload address
 * (`?_payload=`): the payload kept under that hash (this page's current one, or one given out
 * before: here or, through `store`, by another instance); a 307 to the page's current address
 * when no payload is known under it; a 404 when the page has none to give.
 */
export async function deferPageScripts(
  request: PolicyRequest,
  response: Captured,
  cache: BodyCache,
  version: string | null,
  store?: PayloadStore,
): Promise<Captured> {
  const asked = new URLSearchParams(request.query ?? "").get(PAYLOAD_PARAM);
  const html = isHtml(response.headers);
  if (asked !== null) {
    const current = html && version ? rewrite(response.body, cache, version, store) : null;
    return payloadAnswer(asked, response, current?.payload ?? null, (hash) =>
      payloadOf(hash, current, response.body, cache, store),
    );
  }
  if (!html) return response;
  if (!version) return { ...response, body: Buffer.from(deferScripts(response.body.toString("utf8"))) };
  const { page, etag } = rewrite(response.body, cache, version, store);
  return { ...response, headers: { ...response.headers, etag }, body: page };
}

/** What was kept for each cached page, found from the page's own bytes (an entry goes when the cache lets the page go). */
const rewritten = new WeakMap<Buffer, Rewritten>();

const payloadKey = (hash: string) => `payload\n${hash}`;

/** The page of `version` as it is sent, rewritten from `body` when the cache no longer has it; its payload kept under its hash. */
function rewrite(body: Buffer, cache: BodyCache, version: string, store: PayloadStore | undefined): Rewritten {
  const cached = cache.get(`${version}\nhtml`);
  const known = cached && rewritten.get(cached);
  if (known) return known;
  const html = body.toString("utf8");
  const parts = separatePayload(html);
  let result: Rewritten;
  if (!parts) {
    const page = Buffer.from(deferScripts(html));
    result = { page, etag: etagOf(page), payload: null };
  } else {
    const payload = Buffer.from(parts.payload);
    const hash = digestOf(payload);
    const page = Buffer.from(deferScripts(parts.page, `?${PAYLOAD_PARAM}=${hash}`));
    result = { page, etag: etagOf(page), payload: hash };
    keep(hash, payload, cache, store);
  }
  cache.set(`${version}\nhtml`, result.page);
  rewritten.set(result.page, result);
  return result;
}

function keep(hash: string, payload: Buffer, cache: BodyCache, store: PayloadStore | undefined): void {
  cache.set(payloadKey(hash), payload);
  store?.put(hash, payload);
}

/**
 * The payload kept under `hash`: from this instance's cache; the page's current one made again
 * from the rendered body when the cache let it go; else from the shared store. Null when none is
 * known (a made-up hash, or one too old to be kept anywhere).
 */
async function payloadOf(
  hash: string,
  current: Rewritten | null,
  body: Buffer,
  cache: BodyCache,
  store: PayloadStore | undefined,
): Promise<Buffer | null> {
  if (!HASH.test(hash)) return null;
  const cached = cache.get(payloadKey(hash));
  if (cached) return cached;
  if (hash === current?.payload) {
    const parts = separatePayload(body.toString("utf8"));
    const payload = parts && Buffer.from(parts.payload);
    if (payload && digestOf(payload) === hash) {
      keep(hash, payload, cache, store);
      return payload;
    }
  }
  const shared = store ? await store.get(hash) : null;
  // Only what hashes to its address is served under it (the store is another process's word).
  if (!shared || digestOf(shared) !== hash) return null;
  cache.set(payloadKey(hash), shared);
  return shared;
}

/** What a payload address answers, keeping the page's other headers (the security headers among them). */
async function payloadAnswer(
  asked: string,
  response: Captured,
  current: string | null,
  find: (hash: string) => Promise<Buffer | null>,
): Promise<Captured> {
  const headers = without(response.headers, "content-type", "cache-control", "etag", "link", "content-length");
  if (!current)
    return {
      status: 404,
      headers: { ...headers, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      body: Buffer.from("No payload here.\n"),
    };
  const payload = await find(asked);
  if (!payload)
    return {
      status: 307,
      headers: { ...headers, location: `?${PAYLOAD_PARAM}=${current}`, "cache-control": "no-store" },
      body: Buffer.alloc(0),
    };
  return {
    status: 200,
    headers: { ...headers, "content-type": PAYLOAD_TYPE, "cache-control": IMMUTABLE, etag: `"${asked}"` },
    body: payload,
  };
}
