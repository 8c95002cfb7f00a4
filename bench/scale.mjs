// `npm run bench:scale [-- --pages 10,100,1000] [--keep]`: content at scale. For each N, writes a
// dataset with N solution pages made from the bundled ones, each with its Spanish translation
// (bench/scale-dataset.ts: N pages in each language), to a temporary
// folder, builds the site on it (BUNDLED_CONTENT_DIR; into .next-scale-<N>, never .next) as
// `npm run build` does, and reports the build's wall time, the peak memory of its whole process
// tree, the time per page and the size of sitemap.xml. content/ is not touched.
import "../scripts/node-version.mjs";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const { readDatasetFolder, scaleDataset, writeDatasetFolder } = await import("./scale-dataset.ts");

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const counts = (option("--pages") ?? "10,100,1000").split(",").map((value) => Number(value.trim()));
if (counts.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error("--pages takes positive integers, e.g. --pages 10,100,1000");
const keep = args.includes("--keep");
const SAMPLE_MS = 200;
const PAGE_SIZE = 4096;

/** Resident memory of `pid` and all its descendants, in bytes, from /proc (0 where there is none: macOS, Windows). */
function treeRss(pid) {
  if (!existsSync("/proc")) return 0;
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command (which may hold spaces) in parentheses: state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const resident = Number(readFileSync(`/proc/${entry}/statm`, "utf8").split(" ")[1]) * PAGE_SIZE;
      rss.set(Number(entry), resident);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* the process ended while being read */
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/**
 * Runs a command, sampling its process tree's memory; resolves with its output, the peak, and
 * each line of output with when it arrived (ms since the start), to time the build's phases.
 */
function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let pending = "";
    const lines = [];
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, SAMPLE_MS);
    const onData = (chunk) => {
      output += chunk;
      const parts = (pending + chunk).split("\n");
      pending = parts.pop() ?? "";
      const at = performance.now() - started;
      for (const text of parts) lines.push({ at, text: text.replace(/\x1b\[[0-9;]*m/g, "") });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(timer);
      const ms = performance.now() - started;
      if (pending) lines.push({ at: ms, text: pending });
      if (code !== 0) reject(new Error(`${commandArgs.join(" ")} exited with ${code}:\n${output.slice(-4000)}`));
      else resolve({ output, peak, lines, ms });
    });
    sample();
  });
}

/** When (ms into the build) the first line matching `pattern` arrived, or null. */
const lineAt = (lines, pattern) => lines.find((line) => pattern.test(line.text))?.at ?? null;

/**
 * The phases of `next build`, timed from its output as it streams (Next.js prints its own
 * durations with two digits at most, "2.4min"): compiling, type-checking, collecting page data,
 * generating the static pages (every page and link-preview image) and what follows (writing
 * the manifests).
 */
function phases(build) {
  const compiled = lineAt(build.lines, /Compiled successfully/);
  const typescriptStart = lineAt(build.lines, /Running TypeScript/);
  const typescriptEnd = lineAt(build.lines, /Finished TypeScript/);
  const collecting = lineAt(build.lines, /Collecting page data/);
  const generateStart = lineAt(build.lines, /Generating static pages[^\n]*\(0\//);
  const generateEnd = lineAt(build.lines, /✓ Generating static pages/);
  const span = (from, to) => (from === null || to === null ? null : Math.round(to - from));
  return {
    compileMs: span(0, compiled),
    typescriptMs: span(typescriptStart, typescriptEnd),
    collectMs: span(collecting, generateStart),
    generateMs: span(generateStart, generateEnd),
    finalizeMs: span(generateEnd, build.ms),
  };
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const mib = (bytes) => (bytes / 1024 ** 2).toFixed(0);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function measure(pages, work) {
  const datasetDir = path.join(work, `dataset-${pages}`);
  const dataset = scaleDataset(readDatasetFolder(path.join(root, "content")), pages);
  // Each English page comes with its translations (bench/scale-dataset.ts): N pages in each language.
  const translated = dataset.filter(
    (document) => document._type === "solutionPage" && (document.language ?? "en") !== "en",
  ).length;
  writeDatasetFolder(datasetDir, dataset);
  const distDir = `.next-scale-${pages}`;
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  const env = { ...process.env, BUNDLED_CONTENT_DIR: datasetDir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" };
  const loadBefore = load();
  process.stdout.write(`N=${pages}: building into ${distDir} (load average ${loadBefore})…\n`);
  const started = performance.now();
  // next build adds the build folder's types to tsconfig.json's include list: put the file back.
  const tsconfig = readFileSync(path.join(root, "tsconfig.json"));
  let build;
  try {
    build = await run(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], env);
  } finally {
    writeFileSync(path.join(root, "tsconfig.json"), tsconfig);
  }
  const built = performance.now();
  writeFileSync(path.join(root, `${distDir}.log`), build.output);
  const hints = await run(process.execPath, [path.join(root, "scripts/compile-hints.mjs")], env);
  const ms = performance.now() - started;
  const loadAfter = load();

  const appDir = path.join(root, distDir, "server/app");
  const solutionsDir = path.join(appDir, "solutions");
  const prerendered = readdirSync(solutionsDir).filter((name) => name.endsWith(".html")).length;
  if (prerendered !== pages)
    throw new Error(`N=${pages}: ${prerendered} solution pages prerendered, expected ${pages}`);
  const spanishDir = path.join(appDir, "es/soluciones");
  const prerenderedSpanish = existsSync(spanishDir)
    ? readdirSync(spanishDir).filter((name) => name.endsWith(".html")).length
    : 0;
  if (prerenderedSpanish !== translated)
    throw new Error(`N=${pages}: ${prerenderedSpanish} Spanish solution pages prerendered, expected ${translated}`);
  const ogImages = [solutionsDir, ...(existsSync(spanishDir) ? [spanishDir] : [])]
    .flatMap((dir) => readdirSync(dir, { recursive: true }))
    .filter((name) => /opengraph-image[^/]*\.body$/.test(name)).length;
  const sitemapFile = path.join(appDir, "sitemap.xml.body");
  const sitemap = readFileSync(sitemapFile, "utf8");
  const sitemapUrls = sitemap.match(/<url>/g)?.length ?? 0;
  const pageBytes = statSync(path.join(solutionsDir, "law-firms.html")).size;
  const phase = { ...phases(build), compileHintsMs: Math.round(hints.ms) };
  const { generateMs } = phase;
  const result = {
    pages,
    translatedPages: prerenderedSpanish,
    buildMs: Math.round(ms),
    nextBuildMs: Math.round(built - started),
    generateMs,
    phases: phase,
    peakRssBytes: Math.max(build.peak, hints.peak),
    // Per solution page built, in either language.
    msPerPage: ms / (pages + prerenderedSpanish),
    generateMsPerPage: generateMs === null ? null : generateMs / (pages + prerenderedSpanish),
    sitemapBytes: Buffer.byteLength(sitemap),
    sitemapUrls,
    ogImages,
    pageHtmlBytes: pageBytes,
    loadBefore,
    loadAfter,
  };
  process.stdout.write(
    `N=${pages}: ${seconds(ms)} s, peak ${mib(result.peakRssBytes)} MiB, ${prerendered} + ${prerenderedSpanish} Spanish solution pages, ${ogImages} OG images, sitemap ${sitemapUrls} URLs (load average ${loadAfter})\n`,
  );
  if (!keep) rmSync(path.join(root, distDir), { recursive: true, force: true });
  return result;
}

async function main() {
  if (!existsSync(path.join(root, "lib/sanity/sanity.types.ts")))
    throw new Error("Run `npm run typegen` first (npm run bench:scale does).");
  const work = mkdtempSync(path.join(os.tmpdir(), "ron-scale-"));
  const results = [];
  try {
    for (const pages of counts) results.push(await measure(pages, work));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(
    path.join(root, "bench/scale-results.json"),
    `${JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`, results }, null, 2)}\n`,
  );

  console.log(
    `\nContent at scale, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}\n`,
  );
  console.log(
    "| solution pages (English + Spanish) | build | peak memory | build / page | static generation (all pages) | static generation / page | sitemap.xml | one page's HTML | load average (1, 5, 15 min) before → after |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const result of results) {
    const generation = result.generateMs === null ? "n/a" : `${seconds(result.generateMs)} s`;
    const perPage = result.generateMsPerPage === null ? "n/a" : `${result.generateMsPerPage.toFixed(0)} ms`;
    console.log(
      `| ${result.pages} + ${result.translatedPages} | ${seconds(result.buildMs)} s | ${mib(result.peakRssBytes)} MiB | ${result.msPerPage.toFixed(0)} ms | ${generation} | ${perPage} | ${(result.sitemapBytes / 1024).toFixed(1)} KiB (${result.sitemapUrls} URLs) | ${(result.pageHtmlBytes / 1024).toFixed(0)} KiB | ${result.loadBefore} → ${result.loadAfter} |`,
    );
  }
  console.log(
    "\nWhere the time goes (s): | pages | compile | TypeScript | collect page data | static generation | finalize | compile hints |",
  );
  for (const { pages, phases: p } of results) {
    const cell = (ms) => (ms === null ? "n/a" : seconds(ms));
    console.log(
      `| ${pages} | ${cell(p.compileMs)} | ${cell(p.typescriptMs)} | ${cell(p.collectMs)} | ${cell(p.generateMs)} | ${cell(p.finalizeMs)} | ${cell(p.compileHintsMs)} |`,
    );
  }
  // The marginal cost of a page: what the build time grows by per added page (either language) between two sizes.
  for (let index = 1; index < results.length; index += 1) {
    const [from, to] = [results[index - 1], results[index]];
    const added = to.pages + to.translatedPages - (from.pages + from.translatedPages);
    console.log(
      `marginal build time per page, N=${from.pages} → ${to.pages}: ${((to.buildMs - from.buildMs) / added).toFixed(0)} ms`,
    );
  }
}

await main();
