// Client JavaScript per page: the gzip bytes of every script a modern browser loads for it
// (`nomodule` legacy polyfills are skipped: browsers that support modules never fetch them).
import { gzipSync } from "node:zlib";
import { loadTimeScripts } from "../server/html.ts";

/**
 * The bytes of the page's React Server Components payload inlined in its HTML (the strings of its
 * `self.__next_f.push([1,"…"])` scripts, decoded): what the browser hydrates from, on top of the HTML.
 */
export function flightBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)) bytes += Buffer.byteLength(JSON.parse(match[1]));
  return bytes;
}

export async function clientJs(baseUrl, path) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const sources = loadTimeScripts(html);
  let gzip = 0;
  let raw = 0;
  const chunks = [];
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    gzip += size;
    raw += body.length;
    chunks.push({ src, gzip: size, text: body.toString("utf8") });
  }
  return { path, scripts: chunks.length, raw, gzip, chunks, html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length }, flight: flightBytes(html) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  for (const path of paths.length ? paths : ["/"]) {
    const { scripts, gzip, raw, html, flight } = await clientJs(baseUrl, path);
    console.log(`${path}\t${scripts} scripts\t${(gzip / 1024).toFixed(1)} KB gzip\t${(raw / 1024).toFixed(1)} KB raw\tHTML ${(html.raw / 1024).toFixed(1)} KB (${(html.gzip / 1024).toFixed(1)} KB gzip), RSC payload ${(flight / 1024).toFixed(1)} KB`);
  }
}
