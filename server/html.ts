// The site's HTML as Next.js renders it, with its scripts started after the first paint.
//
// The App Router writes every chunk of a page into the <head> as `<script async>`
// (vercel/next.js#66958; no setting changes it) and its bootstrap script after the shell. Async
// scripts run the moment they arrive, so on a page with a stylesheet and a real hero the browser
// downloads, compiles and runs ~135 KB of framework before it shows anything, and on a slow
// connection they take bandwidth from the stylesheet. Here those tags leave the page and one small
// inline loader at the end of the body inserts the same scripts, in the same order and still
// async, once the first contentful paint is on screen. (A preload would start the downloads
// earlier, but Lighthouse's estimate then counts them against the paint again: its graph keeps
// every script downloaded before the paint whose run it cannot place after it.) Measured in the
// README's benchmark: largest contentful paint 2.0-2.6 s -> 1.0-1.4 s on the marketing pages.
//
// The page's React Server Components payload can leave the document too (`separatePayload`): the
// inline `self.__next_f.push(…)` scripts repeat the page's content as data for hydration, two
// thirds of a solution page's compressed bytes, and a document over ~14.6 KB on the wire costs a
// second round trip before anything paints. The loader is then given the payload's address: it
// fetches it once the page is on screen, pushes its items into `self.__next_f` as the inline
// scripts would have, and only then inserts the scripts (preloaded meanwhile), so Next.js finds
// the whole payload when it starts. server/policy/scripts.ts serves the payload.

import { HYDRATED_EVENT } from "../lib/pages/hydration.ts";
import { canonicalPayload } from "./flight.ts";

/** A chunk script as React and Next.js write it. Sources are restricted to safe characters. */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;
/** Next.js's preload of its bootstrap script. */
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[\w./-]+\.js)"\/>/g;
/** The loader's call, `(...)(["/_next/static/…", …], payload address or null)`, found again by `deferredScripts`. */
const LOADER = /<script>\(function\(s,p\)\{[^<]*\}\)\((\[[^\]<]*\]),("[^"<]*"|null)\)<\/script>/;
/** One of Next.js's inline payload scripts: `(self.__next_f=self.__next_f||[]).push([0])`, `self.__next_f.push([1,"…"])`. */
const PAYLOAD_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * The loader, `s` being the list of scripts and `p` the address of the page's payload (null when
 * it is inline). With a payload it preloads the scripts, fetches the payload, pushes its items
 * into `self.__next_f` and then inserts the scripts; a payload that cannot be fetched leaves the
 * page as it is without scripts (its links and native controls still work), since Next.js cannot
 * hydrate without it. It starts once the browser reports the first contentful paint (a paint
 * timing entry: the frame reaches the screen after it is painted), as soon as the visitor shows
 * intent (a pointer press, a key, a touch, focus), at once when the page is or becomes hidden (a
 * background tab or a prerender paints nothing), and after three seconds in any case. A click on
 * a script-driven button before React has hydrated is kept and replayed on HYDRATED_EVENT, so an
 * early click on "Solutions" or a wizard choice is not lost (links and native controls work
 * without scripts and are left alone).
 */
const LOADER_BODY = `var d=0,q=[];
function a(){s.forEach(function(u){var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}
function l(){if(d)return;d=1;if(!p)return a();
s.forEach(function(u){var e=document.createElement("link");e.rel="preload";e.as="script";e.href=u;document.head.appendChild(e)});
fetch(p).then(function(r){if(!r.ok)throw r;return r.json()}).then(function(f){var n=self.__next_f=self.__next_f||[];f.forEach(function(x){n.push(x)});a()},function(){})}
function c(e){var b=e.target instanceof Element&&e.target.closest("button[type=button]");if(b)q.push(b);l()}
document.addEventListener("click",c,true);
["pointerdown","keydown","touchstart","focusin"].forEach(function(t){document.addEventListener(t,l,{once:true,capture:true,passive:true})});
addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){document.removeEventListener("click",c,true);q.splice(0).forEach(function(b){if(b.isConnected)b.click()})},{once:true});
if(document.visibilityState==="hidden")l();else{document.addEventListener("visibilitychange",l,{once:true});setTimeout(l,3e3);
try{new PerformanceObserver(function(o){if(o.getEntriesByName("first-contentful-paint").length)l()}).observe({type:"paint",buffered:true})}catch(x){requestAnimationFrame(function(){setTimeout(l,0)})}}`.replace(
  /\n/g,
  "",
);

/**
 * The page's scripts moved into the loader at the end of its body. With `payload`, the address
 * its payload is served at (the page's own inline payload taken out by `separatePayload`).
 */
export function deferScripts(html: string, payload: string | null = null): string {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0 || LOADER.test(html)) return html;
  const sources: string[] = [];
  let page = html.slice(0, bodyEnd).replace(ASYNC_CHUNK, (_tag, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  // Sorted: Next.js writes the chunks in the order its render reached them, which varies from one
  // render of the same page to the next (they are async, so the order never mattered to the
  // browser); a fixed order keeps a page's bytes, and so its ETag, the same on every instance.
  sources.sort();
  // Next.js also preloads its bootstrap script: that download, too, waits for the loader.
  page = page.replace(PRELOAD, (tag, src: string) => (sources.includes(src) ? "" : tag));
  const loader = `<script>(function(s,p){${LOADER_BODY}})(${JSON.stringify(sources)},${payload === null ? "null" : JSON.stringify(payload)})</script>`;
  return page + loader + html.slice(bodyEnd);
}

/** The scripts `deferScripts` moved into the loader, in its order (none for an untouched page). */
export function deferredScripts(html: string): string[] {
  const list = html.match(LOADER)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * The page without its inline payload scripts, and the payload as a JSON array of what they
 * pushed, in canonical form when it is a Flight stream (server/flight.ts: the same bytes for every
 * render of the same content), else in order; null when the page has none, or when what they push
 * is not JSON (then the page keeps them).
 */
export function separatePayload(html: string): { page: string; payload: string } | null {
  const items: string[] = [];
  const page = html.replace(PAYLOAD_SCRIPT, (_script, item: string) => {
    items.push(item);
    return "";
  });
  if (items.length === 0) return null;
  const payload = `[${items.join(",")}]`;
  let parsed: unknown[];
  try {
    parsed = JSON.parse(payload) as unknown[];
  } catch {
    return null;
  }
  return { page, payload: canonicalPayload(parsed) ?? payload };
}

/** The payload address the loader fetches (null when the payload is inline). */
export function deferredPayload(html: string): string | null {
  const address = html.match(LOADER)?.[2];
  return address ? (JSON.parse(address) as string | null) : null;
}

/** Every script a page runs at load: its `<script src>` tags (not `nomodule` polyfills) and the deferred ones. */
export function loadTimeScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((src): src is string => Boolean(src));
  return [...tags, ...deferredScripts(html)];
}
