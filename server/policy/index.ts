// The policy: what is sent for a GET or HEAD outside `/api/`, from the request and the response
// Next.js rendered for it (captured whole by server/adapter.ts). No socket here: each step takes
// and returns plain data (types.ts), and has its own unit test. In order:
//
// 1. cache-control.ts — the shared-cache lifetime, CDN_MAX_AGE_S (every answer, streamed ones too).
// 2. redirect.ts — a redirect Next.js served from its cache without a Location gets its address back.
//    internal-headers.ts — an HTML page without Next.js's `x-nextjs-*` diagnostics.
// 3. scripts.ts — HTML with its scripts started after the first paint (html.ts), and a prerendered
//    page's payload served from its own address (`?_payload=`) instead of inline.
// 4. encoding.ts — Brotli or gzip, from a bounded cache of encoded bodies, with a weak ETag and `Vary`.
// 5. validators.ts — 304, 412, 206 or 416 for the bytes that go out.
// 6. framing (here) — the length of what goes out.
//
// Only steps 2–4 need the whole body: HTML, a compressible type. `handling` decides from the
// head, before any of the body, whether it is held for them. A page rendered per request (HTML
// marked private or no-store: draft mode, a not-found page) is not: no step rewrites it (it has
// no version, so it is neither kept nor separated from its payload), and it streams on as Next.js
// writes it, under the head `streamPage` decides (steps 1, 2 and 4: the lifetime, no diagnostics,
// Brotli or gzip encoded on its way). Any other answer (an image, a font, a download) is not held
// either: `passed` decides its status and headers from Next.js's alone (steps 1 and 5; a range
// needs the length Next.js declared), and the body streams on.
import type { OutgoingHttpHeaders } from "node:http";
import { withSharedLifetime } from "./cache-control.ts";
import {
  compressible,
  createCompressor,
  encodeBody,
  encodeStream,
  versionOf,
  type Compressor,
  type StreamEncoder,
} from "./encoding.ts";
import { withoutInternalHeaders } from "./internal-headers.ts";
import { lacksLocation, repairRedirect } from "./redirect.ts";
import { deferPageScripts, PAYLOAD_PARAM } from "./scripts.ts";
import {
  BODY_LENGTH_HEADER,
  headerText,
  isHtml,
  perRequest,
  without,
  type Captured,
  type Head,
  type PayloadStore,
  type PolicyRequest,
} from "./types.ts";
import { answerHead, applyPreconditions, CONDITIONAL_HEADERS, type HeadAnswer } from "./validators.ts";

export { BODY_LENGTH_HEADER } from "./types.ts";
export type { Captured, Head, PayloadStore, PolicyRequest } from "./types.ts";
export type { StreamEncoder } from "./encoding.ts";
export type { BodyPart, HeadAnswer } from "./validators.ts";

/** Request headers Next.js must not see: the policy answers them for the bytes it sends (Next.js then renders a plain, unencoded 200). */
export const ANSWERED_REQUEST_HEADERS: readonly string[] = ["accept-encoding", ...CONDITIONAL_HEADERS];

export type PolicyOptions = {
  compressor?: Compressor;
  /**
   * CDN_MAX_AGE_S: the shared-cache lifetime of every answer Next.js marked with `s-maxage`
   * (sharedCacheControl); undefined leaves Next.js's header as it is.
   */
  sharedMaxAgeS?: number;
  /** Payloads every instance can answer for (server/payload-store.ts); without it, this instance's own. */
  payloads?: PayloadStore;
};

export type Policy = {
  /** Whether the policy answers this request; anything else (route handlers, other methods) is Next.js's alone. */
  takes(method: string | undefined, path: string): method is "GET" | "HEAD";
  /** What is sent for what Next.js rendered. Never rejects. */
  answer(request: PolicyRequest, rendered: Captured): Promise<Captured>;
  /**
   * What becomes of the body of an answer with this head, decided before any of it is written:
   * "hold" it whole for the steps (`answer`: a page to rewrite, a body to encode), "stream" it on
   * as Next.js writes it (`streamPage`: a page rendered per request), or "pass" it on under
   * `passed`'s head (an image, a font, a download).
   */
  handling(request: PolicyRequest, head: Head): Handling;
  /** The head of a page rendered per request, and the encoder its bytes go through on their way (null: sent as they are). */
  streamPage(request: PolicyRequest, head: Head): StreamedPage;
  /** What is sent for an answer whose body is not held: its status and headers, and which bytes of the body go out. */
  passed(request: PolicyRequest, head: Head): HeadAnswer;
  /** The headers of a body held until it proved too large (the adapter streams it on as it comes): no ranges, only the lifetime. */
  streamed(headers: OutgoingHttpHeaders): OutgoingHttpHeaders;
};

export type Handling = "hold" | "stream" | "pass";

export type StreamedPage = Head & { encoder: StreamEncoder | null };

export function createPolicy({ compressor = createCompressor(), sharedMaxAgeS, payloads }: PolicyOptions = {}): Policy {
  const steps = async (request: PolicyRequest, response: Captured): Promise<Captured> => {
    response = withoutInternalHeaders(repairRedirect(response));
    response = await deferPageScripts(request, response, compressor.cache, versionOf(request.path, response), payloads);
    // A page's version is now its own ETag (what it says); a payload address answers with the payload, a version of its own.
    response = await encodeBody(request, response, compressor, versionOf(request.path, response));
    return applyPreconditions(request, response);
  };
  return {
    takes: (method, path): method is "GET" | "HEAD" =>
      (method === "GET" || method === "HEAD") && !path.startsWith("/api/"),
    async answer(request, rendered) {
      const response = {
        ...rendered,
        headers: withSharedLifetime(without(rendered.headers, BODY_LENGTH_HEADER), sharedMaxAgeS),
      };
      // Nothing to rewrite (an empty answer, a 204 or 304 of Next.js's own): sent as it is.
      if (response.body.length === 0 || response.status === 204 || response.status === 304) return response;
      return framed(await steps(request, response).catch(() => response));
    },
    handling(request, head) {
      if (isHtml(head.headers)) return rendersPerRequest(request, head) ? "stream" : "hold";
      return compressible(headerText(head.headers, "content-type")) ? "hold" : "pass";
    },
    streamPage(request, { status, headers }) {
      const head = withoutInternalHeaders({
        status,
        headers: without(withSharedLifetime(headers, sharedMaxAgeS), BODY_LENGTH_HEADER, "accept-ranges"),
      });
      return encodeStream(request, head, compressor);
    },
    passed(request, { status, headers }) {
      const length = declaredLength(headers);
      const known =
        length === null
          ? without(headers, BODY_LENGTH_HEADER)
          : { ...without(headers, BODY_LENGTH_HEADER, "transfer-encoding"), "content-length": length };
      const answer = answerHead(request, { status, headers: withSharedLifetime(known, sharedMaxAgeS) }, length);
      return { ...answer, headers: framedHead(answer) };
    },
    streamed: (headers) => without(withSharedLifetime(headers, sharedMaxAgeS), "accept-ranges", BODY_LENGTH_HEADER),
  };
}

/**
 * Whether an HTML answer is a page rendered for this request alone, which no step needs whole:
 * marked private or no-store (draft mode, a not-found page, a redirect rendered per request), so
 * it has no version, is never kept and keeps its payload inline. Held all the same: a redirect
 * without a Location (redirect.ts reads it from the body) and the answer to a payload address
 * (scripts.ts answers that instead of the page).
 */
function rendersPerRequest(request: PolicyRequest, head: Head): boolean {
  return (
    perRequest(head.headers) && !lacksLocation(head) && !new URLSearchParams(request.query ?? "").has(PAYLOAD_PARAM)
  );
}

/** The length of a body as its handler declared it (BODY_LENGTH_HEADER, else Content-Length), or null. */
function declaredLength(headers: OutgoingHttpHeaders): number | null {
  const text = headerText(headers, BODY_LENGTH_HEADER) || headerText(headers, "content-length");
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** The length of a streamed answer: Next.js's for the whole body, the range's for a part, 0 (none for a 304) without a body. */
function framedHead({ status, headers, send }: HeadAnswer): OutgoingHttpHeaders {
  if (send === "all") return headers;
  const unframed = without(headers, "transfer-encoding", "content-length");
  if (send === "none") return status === 304 ? unframed : { ...unframed, "content-length": 0 };
  return { ...unframed, "content-length": send.end - send.start + 1 };
}

/** The answer sent in one piece with its length (a 304 carries none: the 200's would be the only correct one). */
function framed(response: Captured): Captured {
  const headers = without(response.headers, "transfer-encoding");
  return {
    ...response,
    headers:
      response.status === 304
        ? without(headers, "content-length")
        : { ...headers, "content-length": response.body.length },
  };
}
