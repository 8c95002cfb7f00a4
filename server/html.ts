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

import { HYDRATED_EVENT } from "../lib/hydration.ts";

/** A chunk script as React and Next.js write it. Sources are restricted to safe characters. */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;
/** Next.js's preload of its bootstrap script. */
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[\w./-]+\.js)"\/>/g;
/** The loader's call, `(...)(["/_next/static/…", …])`, found again by `deferredScripts`. */
const LOADER = /<script>\(function\(s\)\{[^<]*\}\)\((\[[^\]<]*\])\)<\/script>/;

/**
 * The loader, `s` being the list of scripts. It inserts them once the browser reports the first
 * contentful paint (a paint timing entry: the frame reaches the screen after it is painted), as
 * soon as the visitor shows intent (a pointer press, a key, a touch, focus), at once when the
 * page is or becomes hidden (a background tab or a prerender paints nothing), and after three
 * seconds in any case. A click on a script-driven button before React has hydrated is kept and
 * replayed on HYDRATED_EVENT, so an early click on "Solutions" or a wizard choice is not lost
 * (links and native controls work without scripts and are left alone).
 */
const LOADER_BODY = `var d=0,q=[];
function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}
function c(e){var b=e.target instanceof Element&&e.target.closest("button[type=button]");if(b)q.push(b);l()}
document.addEventListener("click",c,true);
["pointerdown","keydown","touchstart","focusin"].forEach(function(t){document.addEventListener(t,l,{once:true,capture:true,passive:true})});
addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){document.removeEventListener("click",c,true);q.splice(0).forEach(function(b){if(b.isConnected)b.click()})},{once:true});
if(document.visibilityState==="hidden")l();else{document.addEventListener("visibilitychange",l,{once:true});setTimeout(l,3e3);
try{new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)l()}).observe({type:"paint",buffered:true})}catch(x){requestAnimationFrame(function(){setTimeout(l,0)})}}`.replace(/\n/g, "");

export function deferScripts(html: string): string {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0 || LOADER.test(html)) return html;
  const sources: string[] = [];
  let page = html.slice(0, bodyEnd).replace(ASYNC_CHUNK, (_tag, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  // Next.js also preloads its bootstrap script: that download, too, waits for the loader.
  page = page.replace(PRELOAD, (tag, src: string) => (sources.includes(src) ? "" : tag));
  const loader = `<script>(function(s){${LOADER_BODY}})(${JSON.stringify(sources)})</script>`;
  return page + loader + html.slice(bodyEnd);
}

/** The scripts `deferScripts` moved into the loader, in order (none for an untouched page). */
export function deferredScripts(html: string): string[] {
  const list = html.match(LOADER)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
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
