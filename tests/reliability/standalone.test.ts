import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articlePath,
  earlyAccessPath,
  generalPath,
  homePath,
  LANGUAGES,
  pricingPath,
  resourcesPath,
  solutionPath,
  stateIndexPath,
} from "@/lib/routing/paths";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import { statePagePath } from "@/lib/states/paths";
import { fillTemplate } from "@/lib/text/template";
import { UI_TEXT } from "@/lib/text/ui-text";
import { everyPublicPath, languageOf, readDatasetSync } from "../support/dataset";
import { runtimeStage, type RuntimeStage } from "../support/dockerfile";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { portInUse } from "../support/ports";
import { startRedisServer } from "../support/redis-server";
import { postSignup, solveTokens, waitUntil } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { ADMIN_EMAIL, RESEND_KEY } from "./env";

/*
 * The container, without a container: the image cannot be built here (no registry), so this
 * runs what it holds. scripts/assemble-standalone.mjs (the script the Dockerfile's build stage
 * runs) assembles the folder into an empty temporary directory; the server starts there with the
 * runtime stage's CMD and nothing but its ENV (read from the Dockerfile) plus the settings an
 * operator passes, with the Node.js running the tests standing in for the image's. No PATH into the
 * project, no NODE_PATH: what the folder lacks fails here as it would in the image.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = 3700;
const RESEND_PORT = 3701;
/** A second server from the same folder, with REDIS_URL (tests/reliability/shared-cache.test.ts has the rest). */
const SHARED_CACHE_PORT = 3802;
/** The PATH of the node images (no project folder on it). */
const IMAGE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** A setting only the folder's .env.local gives (the default is 60). */
const ENV_FILE_SETTINGS = "CDN_MAX_AGE_S=5";

let stage: RuntimeStage;
/** The temporary folder this test made, and the assembled folder in it (the image's /app). */
let tmp: string | undefined;
let dir: string;
let fake: FakeResend;
let server: ChildProcess;
let output = "";
let assembleSeconds = 0;
const url = `http://127.0.0.1:${PORT}`;

/** The headline each public page of the dataset shows in its <h1>. */
function expectedHeadlines(): Map<string, string> {
  const headlines = new Map<string, string>();
  for (const document of readDatasetSync()) {
    const record = document as Record<string, unknown> & {
      blocks?: { _type: string; headline?: string; heading?: string }[];
      slug?: { current?: string };
    };
    // Every language's pages, at that language's addresses (lib/routing/paths.ts).
    const lang = languageOf(document);
    const hero = record.blocks?.find((block) => block._type === "hero")?.headline;
    // A general page's long-form text opens it: its heading is the page's h1.
    const text = record.blocks?.find((block) => block._type === "longForm")?.heading;
    if (record._type === "page" && text && record.slug?.current)
      headlines.set(generalPath(lang, record.slug.current), text);
    if (record._type === "homePage" && hero) headlines.set(homePath(lang), hero);
    if (record._type === "solutionPage" && hero && record.slug?.current)
      headlines.set(solutionPath(lang, record.slug.current), hero);
    if (record._type === "earlyAccessPage")
      headlines.set(earlyAccessPath(lang), (record.choice as { heading: string }).heading);
    // The pricing page and each document page: their title is their h1.
    if (record._type === "pricingPage" && typeof record.title === "string")
      headlines.set(pricingPath(lang), record.title);
    if (record._type === "documentType" && typeof record.title === "string" && record.slug?.current)
      headlines.set(documentTypePath(lang, record.slug.current), record.title);
    // A state's page, in both languages (its Spanish name falls back to the English one).
    if (record._type === "ronState") {
      for (const stateLang of LANGUAGES) {
        const name =
          (stateLang === "es" ? (record.es as { name?: string } | undefined)?.name : null) || String(record.name);
        const path = statePagePath(stateLang, String(record.code));
        if (path) headlines.set(path, fillTemplate(UI_TEXT[stateLang].statePage.title, { state: name }));
      }
    }
  }
  for (const lang of LANGUAGES) {
    headlines.set(stateIndexPath(lang), UI_TEXT[lang].statePage.indexTitle);
    headlines.set(documentIndexPath(lang), UI_TEXT[lang].documents.indexTitle);
  }
  // The articles' listing and every article out now (the sitemap lists them): its title opens it.
  for (const document of readDatasetSync()) {
    const article = document as Record<string, unknown> & {
      title?: string;
      slug?: { current?: string };
      publishedAt?: string;
    };
    if (
      article._type === "article" &&
      article.title &&
      article.slug?.current &&
      article.publishedAt &&
      Date.parse(article.publishedAt) <= Date.now()
    )
      headlines.set(articlePath(languageOf(document), article.slug.current), article.title);
  }
  for (const lang of LANGUAGES) headlines.set(resourcesPath(lang), UI_TEXT[lang].resources.title);
  return headlines;
}

/** The text of an HTML fragment: tags dropped, the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&")
    .trim();

/** Every symbolic link under `root` that points outside it (a folder copied alone would lose it). */
function linksLeaving(root: string): string[] {
  const leaving: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = path.join(entry.parentPath, entry.name);
    const target = path.resolve(path.dirname(link), readlinkSync(link));
    if (!target.startsWith(root + path.sep)) leaving.push(`${path.relative(root, link)} -> ${target}`);
  }
  return leaving;
}

beforeAll(async () => {
  stage = runtimeStage(path.join(ROOT, "Dockerfile"));
  for (const port of [PORT, RESEND_PORT]) if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  tmp = mkdtempSync(path.join(os.tmpdir(), "standalone-image-"));
  dir = path.join(tmp, "app");
  // Node.js looks for packages in every parent folder: none may offer what the folder lacks.
  for (let parent = tmp; ; parent = path.dirname(parent)) {
    expect(existsSync(path.join(parent, "node_modules")), `${parent}/node_modules would hide a missing package`).toBe(
      false,
    );
    if (path.dirname(parent) === parent) break;
  }

  // Assembled exactly as the Dockerfile's build stage does it (into <tmp>/app, like /out/app).
  const started = performance.now();
  const assembled = spawnSync(process.execPath, [path.join(ROOT, "scripts/assemble-standalone.mjs"), dir], {
    cwd: ROOT,
    encoding: "utf8",
  });
  assembleSeconds = (performance.now() - started) / 1000;
  if (assembled.status !== 0) throw new Error(`assembling failed:\n${assembled.stdout}\n${assembled.stderr}`);
  console.log(assembled.stdout.trim());

  // Settings in a .env file in the folder, as `npm start` and Next.js's own server read them
  // (server/env-files.ts); a variable the environment sets wins (PORT).
  writeFileSync(path.join(dir, ".env.local"), `${ENV_FILE_SETTINGS}\nPORT=1\n`);

  fake = await startFakeResend({ port: RESEND_PORT, apiKey: RESEND_KEY });
  const [command, ...args] = stage.cmd;
  expect(command).toBe("node");
  const env: Record<string, string> = {
    PATH: IMAGE_PATH,
    ...stage.env,
    // What an operator passes to the container (README, "Deploying").
    PORT: String(PORT),
    RESEND_API_KEY: RESEND_KEY,
    RESEND_BASE_URL: fake.url,
    EMAIL_FROM: "Notavo Early Access <early-access@standalone.test>",
    SIGNUP_ADMIN_EMAIL: ADMIN_EMAIL,
    ALTCHA_HMAC_KEY: "standalone-test-altcha-hmac-key-91c4",
  };
  server = spawn(process.execPath, args, {
    cwd: dir,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await waitUntil(
    async () => {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output}`);
      return fetch(`${url}/api/challenge`).then(
        (response) => response.ok,
        () => false,
      );
    },
    "the assembled server to answer",
    60_000,
    250,
  );
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await fake?.close();
  // Only the folder this test made (mkdtemp), never a pattern.
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the container's folder, assembled into an empty directory and run with only node", () => {
  it("reads the .env files in its folder before any setting: .env.local's CDN_MAX_AGE_S=5 reaches the pages' Cache-Control", async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/(^|, )s-maxage=5, stale-while-revalidate=5$/);
    expect(output).toContain("settings from .env.local");
  });

  it("is what the Dockerfile runs: its build stage assembles with the same script, its runtime stage runs node server/main.ts as a non-root user", () => {
    expect(readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).toContain(
      "node scripts/assemble-standalone.mjs /out/app",
    );
    expect(stage.from).toMatch(/^node:24\b/);
    // The stand-in for the image's Node.js is the same major version.
    expect(process.versions.node.split(".")[0]).toBe("24");
    expect(stage.cmd).toEqual(["node", "server/main.ts"]);
    expect(stage.user).toBe("node");
    expect(stage.env.NODE_ENV).toBe("production");
    expect(stage.healthcheck).toContain("/api/health");
    expect(stage.workdir).toBe("/app");
    // Everything it needs is inside it: a link out of the folder would dangle in the image.
    expect(linksLeaving(dir)).toEqual([]);
    expect(lstatSync(path.join(dir, "server/main.ts")).isFile()).toBe(true);
    expect(
      existsSync(path.join(dir, "next.config.ts")),
      "the image carries the build's configuration, not the source",
    ).toBe(false);
    console.log(`assembled in ${assembleSeconds.toFixed(1)} s`);
  });

  it("answers every page of the dataset and the sitemap with 200 and its content, served by server/ (Brotli)", async () => {
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const inSitemap = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
    expect(inSitemap.length).toBeGreaterThan(5);
    const paths = [...new Set([...everyPublicPath(), ...inSitemap])];
    const headlines = expectedHeadlines();
    for (const page of paths) {
      const response = await fetch(`${url}${page}`, { headers: { "accept-encoding": "br" } });
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-type"), page).toMatch(/^text\/html/);
      // Compressed by server/ from its cache: Next.js alone would send gzip or nothing.
      expect(response.headers.get("content-encoding"), page).toBe("br");
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      expect(textOf(h1), page).toBe(headlines.get(page));
      expect(html, page).toContain("<footer");
    }
  });

  it("serves every script, stylesheet and font the pages load, the icons and the generated link-preview images", async () => {
    const assets = new Set<string>();
    const previews = new Set<string>();
    for (const page of everyPublicPath()) {
      const html = await (await fetch(`${url}${page}`)).text();
      for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) assets.add(match[1] as string);
      // A drawn favicon is inline (a data: URL): nothing to serve.
      for (const match of html.matchAll(/<link rel="icon" href="([^"]+)"/g))
        if (!match[1]?.startsWith("data:")) assets.add(new URL(match[1] as string, url).pathname);
      for (const match of html.matchAll(/<meta property="og:image" content="([^"]+)"/g))
        previews.add(new URL(match[1] as string).pathname + new URL(match[1] as string).search);
    }
    expect([...assets].some((asset) => asset.endsWith(".js"))).toBe(true);
    expect([...assets].some((asset) => asset.endsWith(".css"))).toBe(true);
    for (const asset of [...assets]) {
      const response = await fetch(`${url}${asset}`);
      expect(response.status, asset).toBe(200);
      if (asset.endsWith(".css"))
        for (const match of (await response.text()).matchAll(/url\((\/_next\/static\/[^)]+)\)/g))
          assets.add(match[1] as string);
      else await response.arrayBuffer();
    }
    for (const font of [...assets].filter((asset) => /\.(woff2?|ttf)$/.test(asset)))
      expect((await fetch(`${url}${font}`)).status, font).toBe(200);
    expect(previews.size).toBeGreaterThan(0);
    for (const preview of previews) {
      const response = await fetch(`${url}${preview}`);
      expect(response.status, preview).toBe(200);
      expect(response.headers.get("content-type"), preview).toMatch(/^image\//);
      expect((await response.arrayBuffer()).byteLength, preview).toBeGreaterThan(1000);
    }
  });

  it("takes a signup: the admin email, then the applicant's confirmation, at the email provider", async () => {
    if (existsSync(path.join(ROOT, "app/api/health"))) expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const [token] = await solveTokens(url, 1);
    const submission = { ...sampleSubmission("notary"), challenge: token };
    const answer = await postSignup(url, submission);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    await waitUntil(() => fake.messages().length === 2, "both emails");
    const [admin, applicant] = fake.messages();
    expect(admin?.to).toEqual([ADMIN_EMAIL]);
    expect(admin?.text).toContain(submission.lastName);
    expect(applicant?.to).toEqual([submission.email]);
    // Nothing went to a local outbox instead, and nothing failed on the way.
    expect(existsSync(path.join(dir, ".outbox"))).toBe(false);
    expect(output).not.toMatch(/⨯|Error:|Cannot find (module|package)/);
  });

  it("with REDIS_URL shares its page cache through Redis: the cache handler and its packages are in the folder", async () => {
    const redis = await startRedisServer();
    const env: Record<string, string> = {
      PATH: IMAGE_PATH,
      ...stage.env,
      PORT: String(SHARED_CACHE_PORT),
      REDIS_URL: redis.url,
      LOG_FORMAT: "json",
    };
    const [, ...args] = stage.cmd;
    const shared = spawn(process.execPath, args, {
      cwd: dir,
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let sharedOutput = "";
    shared.stdout?.on("data", (chunk: Buffer) => (sharedOutput += chunk.toString("utf8")));
    shared.stderr?.on("data", (chunk: Buffer) => (sharedOutput += chunk.toString("utf8")));
    try {
      const page = `http://127.0.0.1:${SHARED_CACHE_PORT}/solutions/esign`;
      await waitUntil(
        async () => {
          if (shared.exitCode !== null) throw new Error(`the server exited with ${shared.exitCode}:\n${sharedOutput}`);
          return fetch(page).then(
            (response) => response.ok,
            () => false,
          );
        },
        "the assembled server with REDIS_URL to answer",
        60_000,
        250,
      );
      expect((await fetch(page)).status).toBe(200);
      expect(sharedOutput).toContain("page cache: shared through Redis");
      const { Redis } = await import("ioredis");
      const inspector = new Redis(redis.url);
      try {
        await waitUntil(
          async () => (await inspector.keys("notavo:page-cache:*")).length > 0,
          "page cache entries in Redis",
        );
      } finally {
        inspector.disconnect();
      }
      expect(sharedOutput).not.toMatch(/⨯|Cannot find (module|package)|ERR_MODULE_NOT_FOUND/);
    } finally {
      const exited = new Promise((resolve) => shared.once("exit", resolve));
      shared.kill("SIGTERM");
      await exited;
      await redis.stop();
    }
  });

  it("stops on SIGTERM, which reaches node directly (exec-form CMD), with exit code 0", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 20_000)),
    ]);
    expect(code).toBe(0);
  });
});
