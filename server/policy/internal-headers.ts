// Next.js's own diagnostics off an HTML page: `x-nextjs-cache`, `x-nextjs-prerender` (twice),
// `x-nextjs-stale-time` and the like. A browser cannot read a document's headers and never acts on
// them, and they are ~100 bytes of the first round trip, where a page has ~14.6 KB in all
// (docs/performance.md). Other answers keep them: Next.js's client router reads
// `x-nextjs-stale-time` on a `text/x-component` answer. The access log says what each request was.
import { isHtml, type Head } from "./types.ts";

const INTERNAL = /^x-nextjs-/;

/** The step: an HTML answer (held whole, or its head alone when it streams) without Next.js's `x-nextjs-*` headers; anything else as it is. */
export function withoutInternalHeaders<T extends Head>(response: T): T {
  if (!isHtml(response.headers)) return response;
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !INTERNAL.test(name)));
  return { ...response, headers };
}
