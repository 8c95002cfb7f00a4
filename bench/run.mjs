// `npm run bench`: Lighthouse (mobile, median of 3), client JavaScript and server throughput for
// every page of the dataset in every language (`/`, ..., `/es`, `/es/soluciones/<slug>`, ...: the same
// budgets), each read against an empty reference page of the same build.
// Uses the production build (building first only when there is none or it is stale).
import "../scripts/node-version.mjs";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { findProgram } from "../scripts/platform.mjs";
import { clientJs } from "./client-js.mjs";
import { signupLoad } from "./signup-load.mjs";

const { DEFAULT_LANGUAGE, earlyAccessPath, LANGUAGES, langOfPath } = await import("../lib/routing/paths.ts");
const { benchPaths, englishVersions } = await import("./pages.ts");
const { routeOf } = await import("../lib/routing/table.ts");

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REFERENCE = "/bench-reference";
/** BENCH_SERVER=next: measure plain `next start` (the platform path) instead of server/. */
const PLATFORM = process.env.BENCH_SERVER === "next";
/** CHROMIUM_PATH, else Chromium or Chrome on PATH (Debian's `chromium` on CI), else Chrome where macOS and Windows put it. */
const CHROMIUM = findProgram({
  variable: "CHROMIUM_PATH",
  names: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"],
  fallbacks: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
  ],
});
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** Strings only the Sanity Studio bundle contains: none may appear in a public page's scripts. */
const STUDIO_MARKERS = ["structureTool", "sanity/structure", "StudioProvider"];
const KB = 1024;
/** Pages that are noindex on purpose (answers to a form), each rendered per request. */
const NOINDEX_KINDS = new Set(["checkerAnswer", "pricingEstimate"]);

/** The bundled dataset's documents. */
function datasetDocuments() {
  return readdirSync(path.join(root, "content"))
    .filter((name) => name.endsWith(".ndjson"))
    .flatMap((name) =>
      readFileSync(path.join(root, "content", name), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    );
}

async function startServer() {
  const env = {
    ...process.env,
    PORT: String(PORT),
    NEXT_TELEMETRY_DISABLED: "1",
    // The signup load test sends many submissions from one address.
    SIGNUP_RATE_LIMIT: "1000000",
    SIGNUP_GLOBAL_RATE_LIMIT: "1000000",
    // Cheap proofs of work so the load generator can solve thousands of fresh challenges first,
    // at a fixed price (a price that rises with load would refuse the ones solved in advance).
    ALTCHA_COST: "1",
    SIGNUP_POW_MAX_FACTOR: "1",
  };
  // What `npm start` runs (the build is already there: ensureBuild above), or with
  // BENCH_SERVER=next the platform path: Next.js's own server, as Vercel and Netlify run it.
  const command = PLATFORM
    ? [path.join(root, "node_modules/next/dist/bin/next"), "start", "--port", String(PORT)]
    : [path.join(root, "scripts/start.mjs")];
  const server = spawn(process.execPath, command, {
    cwd: root,
    env: PLATFORM ? { ...env, NODE_ENV: "production" } : env,
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("The server did not start");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const transferOf = (lhr, type) =>
  lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;

async function lighthouseMedian(port, url) {
  const runs = [];
  /** The SEO audits the last run failed (by id). */
  let seoFailed = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    runs.push({
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories["best-practices"].score,
      seo: lhr.categories.seo.score,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      // What Lighthouse saw transferred: the scripts (chunks and any inline-loaded ones) and the document.
      scriptTransfer: transferOf(lhr, "script"),
      documentTransfer: transferOf(lhr, "document"),
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
    });
    seoFailed = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
  }
  return {
    ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((result) => result[key]))])),
    seoFailed,
  };
}

async function throughput(options) {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // Which statuses the non-2xx answers were, so a failing run explains itself.
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors + result.timeouts,
  };
}

const pass = (ok) => (ok ? "pass" : "FAIL");
const kib = (bytes) => (bytes / KB).toFixed(1);
const signed = (bytes) => `${bytes >= 0 ? "+" : ""}${kib(bytes)}`;

/**
 * Each translated page beside its English version: the client JavaScript of both and whether they
 * load the same scripts (a language must cost no JavaScript: the texts are in the HTML).
 */
function languageTable(pages) {
  const english = englishVersions(datasetDocuments());
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const rows = pages.filter((page) => langOfPath(page.path) !== DEFAULT_LANGUAGE);
  if (rows.length === 0) return;
  console.log("\n| page | JS KB gz | its English version | JS KB gz | difference KB | same scripts |");
  console.log("|---|---|---|---|---|---|");
  for (const page of rows) {
    const source = byPath.get(english.get(page.path));
    if (!source) {
      console.log(`| ${page.path} | ${kib(page.jsGzip)} | (not measured) | | | |`);
      continue;
    }
    const same =
      JSON.stringify(page.chunks.map((chunk) => chunk.src).sort()) ===
      JSON.stringify(source.chunks.map((chunk) => chunk.src).sort());
    console.log(
      `| ${page.path} | ${kib(page.jsGzip)} | ${source.path} | ${kib(source.jsGzip)} | ${signed(page.jsGzip - source.jsGzip)} | ${same ? "yes" : "no"} |`,
    );
  }
}

/**
 * BENCH_BEFORE=<file>: each page's client JavaScript against another build's (a bench/results.json,
 * or `node bench/client-js.mjs <url> --json <file> <paths…>` run against that build), e.g. the
 * commit before a change, to show what the change costs in the browser.
 */
function beforeTable(reference, pages) {
  const file = process.env.BENCH_BEFORE;
  if (!file) return;
  const before = JSON.parse(readFileSync(path.resolve(file), "utf8"));
  const beforeByPath = new Map(
    [...(before.reference ? [before.reference] : []), ...(before.pages ?? [])].map((page) => [page.path, page]),
  );
  console.log(`\nClient JavaScript against ${file}:\n`);
  console.log("| page | before KB gz | after KB gz | difference KB |");
  console.log("|---|---|---|---|");
  for (const page of [reference, ...pages]) {
    const previous = beforeByPath.get(page.path);
    console.log(
      previous
        ? `| ${page.path} | ${kib(previous.jsGzip)} | ${kib(page.jsGzip)} | ${signed(page.jsGzip - previous.jsGzip)} |`
        : `| ${page.path} | (new page) | ${kib(page.jsGzip)} | |`,
    );
  }
}
const score = (value) => (value == null ? "n/a" : value.toFixed(2));

async function main() {
  ensureBuild();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // BENCH_PATHS="/,/solutions/esign" measures a subset (e.g. to compare two builds quickly).
    const paths = [
      REFERENCE,
      ...(process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(",") : benchPaths(datasetDocuments())),
    ];
    const pages = [];
    for (const pagePath of paths) {
      process.stdout.write(`measuring ${pagePath}…\n`);
      const js = await clientJs(BASE, pagePath);
      const studioCode = js.chunks.some((chunk) => STUDIO_MARKERS.some((marker) => chunk.text.includes(marker)));
      pages.push({
        path: pagePath,
        ...(await lighthouseMedian(chrome.port, `${BASE}${pagePath}`)),
        jsGzip: js.gzip,
        scripts: js.scripts,
        // Which scripts (by address), to tell a page's own JavaScript from its translation's.
        chunks: js.chunks.map(({ src, gzip }) => ({ src, gzip })),
        studioCode,
        html: js.html,
        flight: js.flight,
      });
    }
    const reference = pages[0];
    const budgets = pages.slice(1).map((page) => {
      // The wizard's page, in every language, has the larger allowance.
      const jsBudget =
        reference.jsGzip + (LANGUAGES.some((lang) => page.path === earlyAccessPath(lang)) ? 25 : 10) * KB;
      const checks = {
        performance: page.performance >= 0.95 && page.performance >= reference.performance - 0.02,
        accessibility: page.accessibility === 1,
        bestPractices: page.bestPractices === 1,
        // A checker answer and the calculator's answer are noindex on purpose (tests/e2e/checker.spec.ts,
        // pricing.spec.ts): their one SEO miss is being crawlable.
        seo:
          page.seo === 1 ||
          (NOINDEX_KINDS.has(routeOf(page.path.split("?")[0])?.kind) &&
            page.seoFailed.every((id) => id === "is-crawlable")),
        cls: page.cls === 0,
        js: page.jsGzip <= jsBudget,
        noStudio: !page.studioCode,
      };
      return { ...page, jsBudget, checks, ok: Object.values(checks).every(Boolean) };
    });

    // BENCH_THROUGHPUT=0 skips the load tests (e.g. when only comparing pages).
    const loadTests = process.env.BENCH_THROUGHPUT !== "0";
    if (loadTests) process.stdout.write("measuring throughput…\n");
    // As a browser asks for it: compressed (the server encodes each version once and caches it).
    const staticPage = loadTests
      ? await throughput({ url: `${BASE}/solutions/esign`, headers: { "accept-encoding": "gzip, deflate, br, zstd" } })
      : null;
    const signup = loadTests ? await signupLoad(BASE, throughput) : null;

    const results = {
      date: new Date().toISOString(),
      server: PLATFORM ? "next start" : "server/ (npm start)",
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${CHROMIUM}`,
      reference,
      pages: budgets,
      throughput: { staticPage, signup },
      ok: budgets.every((page) => page.ok),
    };
    writeFileSync(
      path.join(root, PLATFORM ? "bench/results-next.json" : "bench/results.json"),
      `${JSON.stringify(results, null, 2)}\n`,
    );

    const rows = [
      ["page", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "JS KB gz", "budget"],
      [
        REFERENCE,
        score(reference.performance),
        score(reference.accessibility),
        score(reference.bestPractices),
        score(reference.seo),
        Math.round(reference.lcp),
        Math.round(reference.tbt),
        reference.cls.toFixed(3),
        (reference.jsGzip / KB).toFixed(1),
        "reference",
      ],
      ...budgets.map((page) => [
        page.path,
        `${score(page.performance)} ${pass(page.checks.performance)}`,
        `${score(page.accessibility)} ${pass(page.checks.accessibility)}`,
        `${score(page.bestPractices)} ${pass(page.checks.bestPractices)}`,
        `${score(page.seo)} ${pass(page.checks.seo)}`,
        Math.round(page.lcp),
        Math.round(page.tbt),
        `${page.cls.toFixed(3)} ${pass(page.checks.cls)}`,
        `${(page.jsGzip / KB).toFixed(1)} ≤ ${(page.jsBudget / KB).toFixed(1)} ${pass(page.checks.js)}`,
        page.ok ? "pass" : "FAIL",
      ]),
    ];
    const table = (rows) => {
      const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
      const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
      console.log(line(rows[0]));
      console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
      rows.slice(1).forEach((row) => console.log(line(row)));
    };
    console.log(`\nBenchmark ${results.date} on ${results.machine}, ${results.server}\n`);
    table(rows);
    // Each page against the reference: what the paint and the bytes cost beyond the framework's floor.
    const delta = (value, base, digits = 0) => `${value >= base ? "+" : ""}${(value - base).toFixed(digits)}`;
    const kb = (bytes) => (bytes / KB).toFixed(1);
    // Lighthouse's simulated network sends 10 segments of 1,460 bytes in the first round trip: a
    // larger document paints one round trip (~150 ms) later (docs/performance.md).
    const FIRST_ROUND_TRIP = 14_600;
    const documentCell = (bytes) => `${kb(bytes)}${bytes > FIRST_ROUND_TRIP ? " (2 round trips)" : ""}`;
    console.log(
      `\n| page | FCP ms | LCP ms (vs ref) | scripts KB transferred (vs ref) | document KB transferred (one round trip: ≤ ${kb(FIRST_ROUND_TRIP)}) | HTML KB | RSC payload KB |`,
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const page of [reference, ...budgets]) {
      const first = page === reference;
      console.log(
        `| ${page.path} | ${Math.round(page.fcp)} | ${Math.round(page.lcp)}${first ? "" : ` (${delta(page.lcp, reference.lcp)})`} | ${kb(page.scriptTransfer)}${first ? "" : ` (${delta(page.scriptTransfer / KB, reference.scriptTransfer / KB, 1)})`} | ${documentCell(page.documentTransfer)} | ${kb(page.html.raw)} | ${kb(page.flight)} |`,
      );
    }
    console.log(`\nNo Sanity Studio code on any public page: ${pass(budgets.every((page) => page.checks.noStudio))}`);
    languageTable(budgets);
    beforeTable(reference, budgets);
    console.log("\n| endpoint (50 connections, 10 s) | req/s | p50 ms | p99 ms | non-2xx | errors |");
    console.log("|---|---|---|---|---|---|");
    for (const [name, value] of [
      ["GET /solutions/esign (prerendered, Brotli)", staticPage],
      ["POST /api/signup (outbox)", signup],
    ]) {
      if (value) {
        const others = Object.entries(value.statuses).filter(([status]) => !status.startsWith("2"));
        const non2xx = others.length
          ? `${value.non2xx} (${others.map(([status, count]) => `${count}× ${status}`).join(", ")})`
          : value.non2xx;
        console.log(
          `| ${name} | ${value.requestsPerSecond} | ${value.p50} | ${value.p99} | ${non2xx} | ${value.errors} |`,
        );
      } else console.log(`| ${name} | not measured | | | | |`);
    }
    console.log(`\nAll budgets: ${pass(results.ok)}`);
    process.exitCode = results.ok ? 0 : 1;
  } finally {
    await chrome.kill();
    server.kill();
  }
}

await main();
