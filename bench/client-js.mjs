// Client JavaScript per page: the gzip bytes of every script a modern browser loads for it
// (`nomodule` legacy polyfills are skipped: browsers that support modules never fetch them).
import "../scripts/node-version.mjs";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { isMain } from "../scripts/platform.mjs";

const { deferredPayload, loadTimeScripts, separatePayload } = await import("../server/html.ts");

/**
 * The bytes of the page's React Server Components payload (the strings it pushes as
 * `[1,"…"]`, decoded): what the browser hydrates from, on top of the HTML. Inline in the HTML of
 * a page rendered per request; fetched from the loader's payload address (server/html.ts) for a
 * prerendered one.
 */
export async function flightBytes(html, pageUrl) {
  const address = deferredPayload(html);
  const items = address
    ? await (await fetch(new URL(address, pageUrl))).json()
    : JSON.parse(separatePayload(html)?.payload ?? "[]");
  return items.reduce((bytes, [kind, text]) => bytes + (kind === 1 ? Buffer.byteLength(text) : 0), 0);
}

export async function clientJs(baseUrl, path) {
  const pageUrl = new URL(path, baseUrl);
  const html = await (await fetch(pageUrl)).text();
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
  return {
    path,
    scripts: chunks.length,
    raw,
    gzip,
    chunks,
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length },
    flight: await flightBytes(html, pageUrl),
  };
}

if (isMain(import.meta.url)) {
  // node bench/client-js.mjs [baseUrl] [--json <file>] [paths…]: with --json, also writes {pages: [{path, jsGzip, scripts, chunks}]}
  // (the shape bench/run.mjs's BENCH_BEFORE reads).
  const args = process.argv.slice(2);
  const at = args.indexOf("--json");
  const jsonFile = at === -1 ? undefined : args[at + 1];
  if (at !== -1) args.splice(at, 2);
  const [baseUrl = "http://127.0.0.1:3000", ...paths] = args;
  const pages = [];
  for (const path of paths.length ? paths : ["/"]) {
    const { scripts, gzip, raw, html, flight, chunks } = await clientJs(baseUrl, path);
    pages.push({
      path,
      jsGzip: gzip,
      jsRaw: raw,
      scripts,
      chunks: chunks.map(({ src, gzip: size }) => ({ src, gzip: size })),
    });
    console.log(
      `${path}\t${scripts} scripts\t${(gzip / 1024).toFixed(1)} KB gzip\t${(raw / 1024).toFixed(1)} KB raw\tHTML ${(html.raw / 1024).toFixed(1)} KB (${(html.gzip / 1024).toFixed(1)} KB gzip), RSC payload ${(flight / 1024).toFixed(1)} KB`,
    );
  }
  if (jsonFile)
    writeFileSync(jsonFile, `${JSON.stringify({ baseUrl, date: new Date().toISOString(), pages }, null, 2)}\n`);
}
