import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  appendFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markdownPath } from "@/lib/markdown/paths";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/publishing/webhook";
import { publicPaths } from "../support/dataset";
import { portInUse } from "../support/ports";
import { startProductionServer, type ProductionServer } from "../support/production-server";
import { signWebhook } from "../support/webhook-signature";

/*
 * What a scanner, a crawler gone wrong or an attacker can make the production server spend:
 * made-up URLs must write nothing (not one file in .next/server/route-cache), the content webhook must refuse big or stale deliveries
 * without reading them, and the image optimizer must not answer 500.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = 3640;
const NEW_PAGE_PORT = 3641;
const SECRET = "reliability-revalidate-secret-5f2a";
const MADE_UP_URLS = 1_000;
const CONCURRENCY = 16;
const WEBHOOK_LIMIT = WEBHOOK_MAX_BODY_BYTES;

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer({ port: PORT, env: { SANITY_REVALIDATE_SECRET: SECRET } });
});

afterAll(async () => {
  await server?.stop();
});

// --- helpers -------------------------------------------------------------------------------

/** Every file under the project (outside node_modules and .git): path → size and mtime. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === ROOT && (entry.name === "node_modules" || entry.name === ".git")) continue;
        walk(full);
      } else if (entry.isFile()) {
        const stat = statSync(full, { throwIfNoEntry: false });
        if (stat) files.set(path.relative(ROOT, full), `${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  walk(ROOT);
  return files;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [file, stamp] of after)
    if (before.get(file) !== stamp)
      changed.push(`${before.has(file) ? "changed" : "new"} ${file} (${stamp.split(" ")[0]} bytes)`);
  for (const file of before.keys()) if (!after.has(file)) changed.push(`removed ${file}`);
  return changed;
}

/** A deterministic stream of made-up path segments (mulberry32), so a failure can be replayed. */
function words(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-";
  return () =>
    Array.from({ length: 6 + Math.floor(next() * 14) }, () => alphabet[Math.floor(next() * alphabet.length)])
      .join("")
      .replace(/^-+/, "x");
}

type Answer = { status: number; location: string | null; headers: Headers; body: string };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: "manual", headers });
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: response.headers,
    body: await response.text(),
  };
}

async function inBatches<T, R>(items: T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index] as T);
      }
    }),
  );
  return results;
}

/** The og:image URL a page's HTML names, on this server. */
async function ogImagePath(base: string, page: string): Promise<string> {
  const html = (await get(`${base}${page}`)).body;
  const content = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  if (!content) throw new Error(`${page} names no og:image`);
  const url = new URL(content.replace(/&amp;/g, "&"));
  return `${url.pathname}${url.search}`;
}

/** The resident memory of whichever process listens on `port` (found through /proc), in MB. */
function listenerRssMb(port: number): number {
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address ends in :PORT, state 0A is LISTEN
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = "";
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = target.match(/^socket:\[(\d+)\]$/)?.[1];
      if (inode && inodes.has(inode))
        return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
    }
  }
  throw new Error(`no process found listening on port ${port}`);
}

/**
 * POSTs `total` bytes with chunked transfer encoding, as fast as the server takes them, and
 * stops as soon as an answer arrives: how much was sent by then says how much the server read.
 */
function chunkedPost(
  url: string,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; sent: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sent, ms: Date.now() - started });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

// --- made-up URLs --------------------------------------------------------------------------

describe("1,000 made-up URLs", () => {
  it("write no file anywhere under the project and answer as before: 307 home, the one Studio shell, or 404 for a .md", async () => {
    const base = server.url;
    // Warm up on real addresses first: whatever the server writes lazily for them is not the test.
    const ogHome = await ogImagePath(base, "/");
    const ogSolution = await ogImagePath(base, "/solutions/esign");
    const ogSuffix = path.posix.basename(ogSolution.split("?")[0] ?? "");
    for (const page of [
      ...publicPaths(),
      ...publicPaths().map(markdownPath),
      "/llms.txt",
      "/studio",
      ogHome,
      ogSolution,
      "/brand-icon.svg",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect((await get(`${base}${page}`)).status, page).toBe(200);
    }
    const studioShell = await get(`${base}/studio`);
    expect(studioShell.body).toContain("Connect a Sanity project to edit content");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = snapshot();

    const word = words(12);
    const query = () => `?${word()}=${word()}&utm_source=${word()}`;
    type Probe = { path: string; expect: "home" | "studio" | "notFound"; headers?: Record<string, string> };
    const kinds: (() => Probe)[] = [
      () => ({ path: `/solutions/${word()}`, expect: "home" }),
      () => ({ path: `/solutions/${word()}${query()}`, expect: "home" }),
      () => ({ path: `/solutions/${word()}/${ogSuffix}`, expect: "home" }),
      () => ({ path: `/studio/${word()}`, expect: "studio" }),
      () => ({ path: `/studio/structure/${word()}/${word()}${query()}`, expect: "studio" }),
      () => ({ path: `/${word()}/${word()}`, expect: "home" }),
      () => ({ path: `/${word()}/${word()}/${word()}${query()}`, expect: "home" }),
      () => ({ path: `/${word()}`, expect: "home" }),
      // Markdown renditions (lib/markdown/paths.ts): a made-up page's is 404, rendered per request.
      () => ({ path: `/solutions/${word()}.md`, expect: "notFound" }),
      () => ({ path: `/${word()}.md${query()}`, expect: "notFound" }),
      () => ({ path: `/${word()}/${word()}.md`, expect: "notFound" }),
      () => ({ path: `/_md/solutions/${word()}`, expect: "notFound" }),
    ];
    const probes = Array.from({ length: MADE_UP_URLS }, (_, index) => (kinds[index % kinds.length] as () => Probe)());
    const started = Date.now();
    const answers = await inBatches(probes, CONCURRENCY, async (probe) => ({
      probe,
      answer: await get(`${base}${probe.path}`, probe.headers),
    }));
    const seconds = (Date.now() - started) / 1000;

    for (const { probe, answer } of answers) {
      if (probe.expect === "home") {
        expect(answer.status, probe.path).toBe(307);
        expect(answer.location, probe.path).toBe("/");
      } else if (probe.expect === "notFound") {
        expect(answer.status, probe.path).toBe(404);
        expect(answer.headers.get("content-type"), probe.path).toBe("text/plain; charset=utf-8");
      } else {
        expect(answer.status, probe.path).toBe(200);
        expect(answer.body, probe.path).toBe(studioShell.body);
        expect(answer.headers.get("content-security-policy"), probe.path).toContain("'unsafe-eval'");
      }
    }
    // Client-side navigations and prefetches (RSC requests) to made-up pages: never a 5xx, nothing written.
    const rsc = await inBatches(
      Array.from({ length: 40 }, (_, index) => index),
      CONCURRENCY,
      async (index) => {
        const target = index % 2 ? `/solutions/${word()}` : `/${word()}/${word()}`;
        return {
          target,
          answer: await get(`${base}${target}?_rsc=${word()}`, {
            rsc: "1",
            "next-router-prefetch": index % 4 < 2 ? "1" : "0",
          }),
        };
      },
    );
    for (const { target, answer } of rsc) expect(answer.status, target).toBeLessThan(500);

    // Next.js writes its route cache after answering: give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const written = changes(before, snapshot());
    console.log(
      `${MADE_UP_URLS} made-up URLs (+${rsc.length} RSC requests) in ${seconds.toFixed(1)} s: ${written.length} files written or changed under the project`,
    );
    expect(written).toEqual([]);
    expect(server.output()).not.toMatch(/⨯|Error:/);
  });

  it("still answer editors' redirects, with the status they chose", async () => {
    expect(await get(`${server.url}/notaries`)).toMatchObject({ status: 308, location: "/solutions/notaries" });
    expect(await get(`${server.url}/plans/`)).toMatchObject({ status: 308, location: "/plans" });
    expect(await get(`${server.url}/plans`)).toMatchObject({ status: 307, location: "/pricing" });
  });
});

describe("a solution page published after the build", () => {
  /*
   * A second server on the same build whose working directory holds the bundled dataset plus one
   * solution page the build never saw (the bundled dataset is read from the working directory when
   * the server starts, as a hosted project's new document is read on request). The rest of the
   * working directory links to the project.
   */
  let workdir: string;
  let child: ReturnType<typeof spawn> | undefined;

  beforeAll(async () => {
    workdir = mkdtempSync(path.join(tmpdir(), "unknown-paths-"));
    for (const entry of readdirSync(ROOT))
      if (entry !== "content") symlinkSync(path.join(ROOT, entry), path.join(workdir, entry));
    cpSync(path.join(ROOT, "content"), path.join(workdir, "content"), { recursive: true });
    const solutions = readFileSync(path.join(ROOT, "content/solutions.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const esign = solutions.find(
      (document) => document._type === "solutionPage" && (document.slug as { current: string }).current === "esign",
    );
    const page = {
      ...esign,
      _id: "solution-closing-rooms",
      title: "Closing rooms",
      slug: { _type: "slug", current: "closing-rooms" },
    };
    appendFileSync(path.join(workdir, "content/solutions.ndjson"), `${JSON.stringify(page)}\n`);

    if (await portInUse(NEW_PAGE_PORT)) throw new Error(`port ${NEW_PAGE_PORT} is already in use`);
    child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
      cwd: workdir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(NEW_PAGE_PORT) },
      stdio: "ignore",
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${NEW_PAGE_PORT}/api/challenge`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("the second server did not start");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    if (workdir) rmSync(workdir, { recursive: true, force: true });
  });

  it("is served without a rebuild, and writes nothing either", async () => {
    const base = `http://127.0.0.1:${NEW_PAGE_PORT}`;
    expect((await get(`${base}/solutions/esign`)).status).toBe(200);
    const before = snapshot();
    for (let visit = 0; visit < 20; visit++) {
      const page = await get(`${base}/solutions/closing-rooms${visit % 2 ? "?ref=x" : ""}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/solutions/closing-rooms"/>');
      expect(page.body).toContain("Get documents signed in minutes");
    }
    expect(await get(`${base}/solutions/closing-roomz`)).toMatchObject({ status: 307, location: "/" });
    // Its Markdown rendition likewise: served per request, never cached.
    for (let visit = 0; visit < 10; visit++) {
      const rendition = await get(`${base}/solutions/closing-rooms.md`);
      expect(rendition.status).toBe(200);
      expect(rendition.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(rendition.headers.get("link")).toBe('<http://localhost:3000/solutions/closing-rooms>; rel="canonical"');
      expect(rendition.body).toContain("# Get documents signed in minutes");
    }
    expect((await get(`${base}/solutions/closing-roomz.md`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(changes(before, snapshot())).toEqual([]);
  });
});

// --- the content webhook -------------------------------------------------------------------

describe("the content webhook on the production server", () => {
  const url = () => `${server.url}/api/revalidate`;
  const post = async (body: string, signature: string) => {
    const response = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
      body,
    });
    return { status: response.status, body: (await response.json()) as { error?: string; revalidated?: string[] } };
  };

  it("refuses a correctly signed delivery from 24 hours ago, and accepts a fresh one", async () => {
    const body = JSON.stringify({ _type: "homePage" });
    const replay = await post(body, signWebhook(body, SECRET, Date.now() - 24 * 60 * 60 * 1000));
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatch(/timestamp/);
    expect(await post(body, signWebhook(body, SECRET))).toEqual({ status: 200, body: { revalidated: ["homePage"] } });
  });

  it("refuses 32 MB chunked bodies with a junk signature with 413 after reading about the limit, memory flat", async () => {
    const junk = () => ({
      "sanity-webhook-signature": `t=${Date.now()},v1=${createHmac("sha256", "junk").update("x").digest("base64url")}`,
    });
    const rssBefore = listenerRssMb(PORT);
    const answers = await Promise.all(Array.from({ length: 5 }, () => chunkedPost(url(), 32 * 1024 * 1024, junk())));
    const rssAfter = listenerRssMb(PORT);
    console.log(
      `5 × 32 MB chunked: ${answers.map((answer) => `${answer.status} after ${(answer.sent / 1024 / 1024).toFixed(1)} MB sent, ${answer.ms} ms`).join("; ")}; server RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error).toMatch(/too large/i);
      // The answer came while most of the body was still unsent (the rest is socket buffers).
      expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
    }
    // Reading them in full, as before, cost 180–220 MB each.
    expect(rssAfter - rssBefore).toBeLessThan(48);
  });

  it("refuses a body whose Content-Length is over the limit, and one just over it, with 413", async () => {
    const big = JSON.stringify({ _type: "homePage", pad: "x".repeat(WEBHOOK_LIMIT) });
    expect((await post(big, signWebhook(big, SECRET))).status).toBe(413);
    const chunked = await chunkedPost(url(), WEBHOOK_LIMIT + 1, {
      "sanity-webhook-signature": signWebhook("{}", SECRET),
    });
    expect(chunked.status).toBe(413);
  });
});

// --- images and draft mode ----------------------------------------------------------------

describe("the image optimizer and draft mode", () => {
  it("answers 4xx with the security headers to /_next/image, whatever the url", async () => {
    for (const query of [
      "url=/nope",
      "url=/nope&w=64&q=75",
      "url=/brand-icon.svg&w=64&q=75",
      "url=https://cdn.sanity.io/images/p/d/x-1x1.png&w=64&q=75",
      "url=/_next/image",
      "",
    ]) {
      const answer = await get(`${server.url}/_next/image?${query}`);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.headers.get("strict-transport-security"), query).toMatch(/max-age=/);
      expect(answer.headers.get("x-content-type-options"), query).toBe("nosniff");
      expect(answer.headers.get("content-security-policy"), query).toContain("default-src 'self'");
    }
  });

  it("still serves the images pages use: link previews and the favicon", async () => {
    for (const page of ["/", "/solutions/esign", "/solutions/notaries"]) {
      const image = await fetch(`${server.url}${await ogImagePath(server.url, page)}`);
      expect(image.status, page).toBe(200);
      expect(image.headers.get("content-type"), page).toBe("image/png");
      expect((await image.arrayBuffer()).byteLength, page).toBeGreaterThan(10_000);
    }
    const icon = await fetch(`${server.url}/brand-icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("leaves draft mode for the home page on the visitor's host, never localhost", async () => {
    for (const headers of [
      { host: "notavo.example" },
      { host: "127.0.0.1", "x-forwarded-host": "www.notavo.example", "x-forwarded-proto": "https" },
    ]) {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`${server.url}/api/draft-mode/disable`, { headers }, resolve).on("error", reject);
      });
      answer.resume();
      expect(answer.statusCode).toBe(307);
      expect(answer.headers.location).toBe("/");
      expect(String(answer.headers["set-cookie"])).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/);
    }
  });
});
