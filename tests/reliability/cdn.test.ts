import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startContentLake, type ContentLake } from "../support/content-lake";
import { markdownPath } from "@/lib/markdown/paths";
import { articlePaths, documentPaths, indexablePaths, publicPaths } from "../support/dataset";
import { resourcesPagePaths } from "@/lib/publishing/cdn/purge-targets";
import { checkerPath, LANGUAGES } from "@/lib/routing/paths";
import {
  MAX_FILES_PER_CALL,
  startFakeCloudflare,
  type FakeCloudflare,
  type PurgeMode,
  type PurgeRequest,
} from "../support/fake-cloudflare";
import { ensureProductionBuildAsync, startProductionServer, type ProductionServer } from "../support/production-server";
import { IDS_BODY_60_KB, MALFORMED_WEBHOOK_FIELDS, signWebhook } from "../support/webhook-signature";

/*
 * A CDN in front: the production server sends pages with CDN_MAX_AGE_S as their
 * shared-cache lifetime, and the content webhook purges the changed pages from Cloudflare,
 * here a local stand-in of its API (tests/support/fake-cloudflare.ts), after the origin is fresh.
 *
 * Two builds: the usual `.next` on the bundled dataset (headers, what is purged, failures), and
 * `npm run edit`'s `.next-edit` reading a local Content Lake, where content changes while the
 * server runs (the page a CDN refetches right after the purge). The latter is the build
 * `npm run test:studio` makes (same NEXT_PUBLIC_* settings), so CI builds it once for both.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = 3760;
const SET_PORT = 3761;
const LAKE_SITE_PORT = 3762;
const CLOUDFLARE_PORT = 3770;
const SECRET = "reliability-cdn-revalidate-secret-81c2";
const ZONE = "c0ffee00c0ffee00c0ffee00c0ffee00";
const TOKEN = "reliability-cloudflare-token-3b9f0d";
/** NEXT_PUBLIC_SITE_URL of both builds (unset: the default), the origin of every purged URL. */
const SITE = "http://localhost:3000";
const PAGE_LIFETIME = (seconds: number) => `s-maxage=${seconds}, stale-while-revalidate=${seconds}`;

let cloudflare: FakeCloudflare;

const cloudflareEnv = () => ({
  CLOUDFLARE_ZONE_ID: ZONE,
  CLOUDFLARE_API_TOKEN: TOKEN,
  CLOUDFLARE_API_URL: cloudflare.apiUrl,
});

async function webhook(server: ProductionServer, change: Record<string, unknown>) {
  const body = JSON.stringify(change);
  const started = Date.now();
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(body, SECRET) },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as unknown, ms: Date.now() - started };
}

const text = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();

/** Waits until the server printed a line matching `pattern` (the purge logs after the answer). */
async function logLine(server: ProductionServer, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const line = server
      .output()
      .split("\n")
      .find((candidate) => pattern.test(candidate));
    if (line) return line;
    if (Date.now() > deadline)
      throw new Error(`no log line ${pattern} within ${timeoutMs} ms:\n${server.output().slice(-3_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const everyPageUrl = (paths: string[]) =>
  [...paths, "/brand-icon.svg", "/sitemap.xml"].map((page) => `${SITE}${page}`).sort();
/** Every page of the dataset in both languages (with every state's page). */
const bothLanguages = () => [...indexablePaths("en"), ...indexablePaths("es")];
/** What a site-wide purge names: those pages, and in each language the articles' listing pages, its feed and each article out now. */
const siteWide = () => [
  ...bothLanguages(),
  ...LANGUAGES.flatMap((lang) => [
    ...resourcesPagePaths(lang),
    ...articlePaths(lang).slice(1),
    ...documentPaths(lang),
    checkerPath(lang),
  ]),
];
/** The Markdown renditions of the solution pages among `paths` (a change of slug shows in a copy's canonical link). */
const solutionRenditionUrls = (paths: string[]) =>
  paths
    .filter((page) => page.startsWith("/solutions/") || page.startsWith("/es/soluciones/"))
    .map((page) => `${SITE}${markdownPath(page)}`);
const LLMS_TXT = `${SITE}/llms.txt`;
const sentFiles = (calls: PurgeRequest[]) => calls.flatMap((call) => call.files).sort();

beforeAll(async () => {
  cloudflare = await startFakeCloudflare({ port: CLOUDFLARE_PORT, token: TOKEN, zoneId: ZONE });
});
afterAll(async () => {
  await cloudflare?.close();
});
afterEach(() => cloudflare.reset());

describe("the production server behind a CDN (bundled dataset)", () => {
  let server: ProductionServer;
  let set: ProductionServer;

  beforeAll(async () => {
    [server, set] = await Promise.all([
      startProductionServer({ port: PORT, env: { SANITY_REVALIDATE_SECRET: SECRET, ...cloudflareEnv() } }),
      startProductionServer({ port: SET_PORT, env: { SANITY_REVALIDATE_SECRET: SECRET, CDN_MAX_AGE_S: "600" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), set?.stop()]);
  });

  it("sends every page with the default 60 s CDN lifetime, or the one CDN_MAX_AGE_S sets, and leaves other answers alone", async () => {
    for (const page of bothLanguages()) {
      const response = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "br" } });
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control"), page).toBe(PAGE_LIFETIME(60));
      expect((await fetch(`${set.url}${page}`)).headers.get("cache-control"), page).toBe(PAGE_LIFETIME(600));
      // A revalidation (the CDN's If-None-Match) gets the same lifetime with its 304.
      const notModified = await fetch(`${server.url}${page}`, {
        headers: { "if-none-match": response.headers.get("etag") ?? "" },
      });
      expect(notModified.status, page).toBe(304);
      expect(notModified.headers.get("cache-control"), page).toBe(PAGE_LIFETIME(60));
    }
    const untouched: [string, string][] = [
      ["/api/challenge", "no-store"],
      ["/sitemap.xml", "public, max-age=0, must-revalidate"],
      ["/brand-icon.svg", "public, max-age=3600"],
    ];
    for (const [page, cacheControl] of untouched)
      expect((await fetch(`${server.url}${page}`)).headers.get("cache-control"), page).toBe(cacheControl);
    const unknown = await fetch(`${server.url}/solutions/no-such-page`, { redirect: "manual" });
    expect(unknown.status).toBe(307);
    expect(unknown.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    const script = (await text(`${server.url}/`)).match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(script).toBeTruthy();
    expect((await fetch(`${server.url}${script}`)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    // The ready line names the lifetime and the purge (each its own field of the line).
    expect(server.output()).toContain('"cdn":"a CDN may keep pages 60 s (+60 s stale while refetching)"');
    expect(server.output()).toContain('"purge":"from Cloudflare zone');
  });

  it("purges every page's URL for a site-wide change, with the zone and the bearer token, after answering", async () => {
    const answer = await webhook(server, { _type: "siteSettings" });
    expect(answer).toMatchObject({ status: 200, body: { revalidated: ["siteSettings"] } });
    // Both languages' pages (with pricing, the 102 state pages, the articles' 12 listing pages and
    // feeds and the 10 articles, the documents' 22 pages and the checker's form), the favicon, the
    // sitemap and llms.txt: 181 URLs, seven calls of at most 30.
    const urls = siteWide().length + 3;
    expect(urls).toBe(181);
    const calls = await cloudflare.waitForRequests(Math.ceil(urls / 30));
    expect(calls).toHaveLength(7);
    for (const call of calls) {
      expect(call).toMatchObject({ zoneId: ZONE, authorization: `Bearer ${TOKEN}`, contentType: "application/json" });
      expect(call.files.length).toBeLessThanOrEqual(MAX_FILES_PER_CALL);
    }
    // The site's public origin (NEXT_PUBLIC_SITE_URL), not the address the webhook came in on.
    // llms.txt shows the site's description and the product's name; the Markdown renditions neither.
    expect(sentFiles(calls)).toEqual([...everyPageUrl(siteWide()), LLMS_TXT].sort());
    expect(
      await logLine(
        server,
        new RegExp(`revalidate: purged ${urls} URLs of siteSettings from Cloudflare's cache \\(7 calls, \\d+ ms\\)`),
      ),
    ).toBeTruthy();
    for (const call of calls) expect(call.status).toBe(200);
    // Without Cloudflare settings nothing is purged.
    expect((await webhook(set, { _type: "siteSettings" })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cloudflare.requests()).toHaveLength(calls.length);
  });

  it("purges only a solution page and the sitemap when its slug stayed, and its old and new path with every page when it changed", async () => {
    expect(
      (await webhook(server, { _type: "solutionPage", language: "en", slug: "esign", previousSlug: "esign" })).status,
    ).toBe(200);
    expect(sentFiles(await cloudflare.waitForRequests(1))).toEqual(
      [LLMS_TXT, `${SITE}/sitemap.xml`, `${SITE}/solutions/esign`, `${SITE}/solutions/esign.md`].sort(),
    );
    cloudflare.reset();
    // Every page of both languages (the Spanish translation names it in its hreflang alternates), the English renditions.
    expect(
      (await webhook(server, { _type: "solutionPage", language: "en", slug: "esign", previousSlug: "e-sign" })).status,
    ).toBe(200);
    expect(sentFiles(await cloudflare.waitForRequests(7))).toEqual(
      [
        ...everyPageUrl(siteWide()),
        `${SITE}/solutions/e-sign`,
        ...solutionRenditionUrls(publicPaths("en")),
        `${SITE}/solutions/e-sign.md`,
        LLMS_TXT,
      ].sort(),
    );
  });

  it("purges a Spanish page's Spanish addresses; a body that does not name the language, the page's addresses in both", async () => {
    expect(
      (
        await webhook(server, {
          _type: "solutionPage",
          language: "es",
          slug: "notary-public",
          previousSlug: "notary-public",
        })
      ).status,
    ).toBe(200);
    expect(sentFiles(await cloudflare.waitForRequests(1))).toEqual(
      [
        LLMS_TXT,
        `${SITE}/sitemap.xml`,
        `${SITE}/es/soluciones/notary-public`,
        `${SITE}/es/soluciones/notary-public.md`,
      ].sort(),
    );
    await logLine(server, /revalidate: purged 4 URLs of solutionPage "notary-public" \(es\)/);
    cloudflare.reset();
    expect((await webhook(server, { _type: "homePage" })).status).toBe(200);
    expect(sentFiles(await cloudflare.waitForRequests(1))).toEqual(
      [`${SITE}/`, `${SITE}/es`, `${SITE}/index.md`, `${SITE}/es/index.md`, `${SITE}/sitemap.xml`, LLMS_TXT].sort(),
    );
    cloudflare.reset();
    expect(await webhook(server, { _type: "translation.metadata" })).toMatchObject({
      status: 200,
      body: { revalidated: ["translation.metadata"] },
    });
    expect(sentFiles(await cloudflare.waitForRequests(6))).toEqual(everyPageUrl(siteWide()));
    await logLine(server, /revalidate: purged 180 URLs of translation\.metadata from Cloudflare's cache \(6 calls/);
  });

  it("refuses signed bodies with malformed slugs or paths (422, naming the field) and a 60 KB body of ids (413), logged, and purges nothing for them", async () => {
    for (const fields of MALFORMED_WEBHOOK_FIELDS) {
      const field = Object.keys(fields)[0];
      expect(await webhook(server, { _type: "solutionPage", language: "en", ...fields }), field).toMatchObject({
        status: 422,
        body: { field, error: expect.any(String) },
      });
    }
    expect(await webhook(server, IDS_BODY_60_KB)).toMatchObject({
      status: 413,
      body: { error: expect.stringMatching(/too large/i) },
    });
    await logLine(server, /revalidate: refused a signed webhook \(422\): malformed slug/);
    expect(server.output()).not.toContain("etc/passwd");
    expect(server.output()).not.toContain("evil.example");
    // What a purge would have sent arrives within a second of the answer: none did.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(cloudflare.requests()).toEqual([]);
  });

  it("answers the webhook 200 when Cloudflare refuses, fails or says success:false, and logs its message without the token", async () => {
    const modes: { mode: PurgeMode; logged: string }[] = [
      {
        mode: { kind: "error", status: 400, errors: [{ code: 1134, message: "Purge is not allowed for this zone" }] },
        logged: "HTTP 400: 1134 Purge is not allowed for this zone",
      },
      { mode: { kind: "5xx", status: 502 }, logged: "HTTP 502: <html><body><h1>502 Bad Gateway</h1>" },
      {
        mode: { kind: "unsuccessful", errors: [{ code: 1100, message: "Purge failed" }] },
        logged: "success:false: 1100 Purge failed",
      },
    ];
    for (const { mode, logged } of modes) {
      cloudflare.reset();
      cloudflare.setMode(mode);
      const answer = await webhook(server, { _type: "homePage", language: "en" });
      expect(answer, mode.kind).toMatchObject({ status: 200, body: { revalidated: ["homePage"] } });
      await cloudflare.waitForRequests(1);
      const line = await logLine(
        server,
        new RegExp(
          `Cloudflare purge of homePage \\(en\\): 0 of 4 URLs purged .*${logged.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        ),
      );
      expect(line).toMatch(/^\[[0-9:.]+\] ERROR: revalidate: /);
    }
    expect(server.output()).not.toContain(TOKEN);
  });

  it("answers the webhook at once when Cloudflare hangs, gives the call up after 5 s, and keeps serving", async () => {
    cloudflare.setMode({ kind: "hang" });
    const answer = await webhook(server, { _type: "earlyAccessPage", language: "en" });
    expect(answer).toMatchObject({ status: 200, body: { revalidated: ["earlyAccessPage"] } });
    // The purge runs after the answer: the webhook does not wait for it at all.
    expect(answer.ms).toBeLessThan(2_000);
    const [call] = await cloudflare.waitForRequests(1);
    expect(call?.files).toEqual([`${SITE}/early-access`, `${SITE}/early-access.md`, LLMS_TXT]);
    expect(call?.status).toBe(0);
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.url}/early-access`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    const line = await logLine(server, /Cloudflare purge of earlyAccessPage \(en\): 0 of 3 URLs purged/, 10_000);
    expect(line).toContain("3 URLs: no answer within 5 s");
    expect(server.output()).not.toContain(TOKEN);
  });
});

describe("purge on publish with content that changes (npm run edit's build on a local Content Lake)", () => {
  // scripts/edit.mjs's build settings, so `npm run test:studio`'s build is reused.
  const EDIT_BUILD = {
    NEXT_DIST_DIR: ".next-edit",
    NEXT_PUBLIC_SANITY_PROJECT_ID: "lake",
    NEXT_PUBLIC_SANITY_DATASET: "production",
    NEXT_PUBLIC_SANITY_API_HOST: "https://localhost:3334",
  };
  let lake: ContentLake;
  let server: ProductionServer;

  beforeAll(async () => {
    lake = await startContentLake();
    const lakeEnv = { ...EDIT_BUILD, SANITY_API_HOST: lake.url, SANITY_API_READ_TOKEN: lake.token };
    // Prerenders from the lake: built here (3–6 minutes) unless the Studio tests' build is current.
    await ensureProductionBuildAsync(lakeEnv);
    // What edit.mjs does before every start: pages and fetches re-rendered by earlier runs are forgotten.
    for (const dir of ["server/route-cache", "cache/fetch-cache"])
      await rm(path.join(ROOT, EDIT_BUILD.NEXT_DIST_DIR, dir), { recursive: true, force: true });
    server = await startProductionServer({
      port: LAKE_SITE_PORT,
      env: { ...lakeEnv, SANITY_REVALIDATE_SECRET: SECRET, ...cloudflareEnv() },
    });
  }, 15 * 60_000);
  afterAll(async () => {
    await server?.stop();
    await lake?.close();
  });

  /** The CDN's side: at the moment each purge call arrives, fetch what it purged from the origin. */
  function refetchOnPurge(): Map<string, string> {
    const refetched = new Map<string, string>();
    cloudflare.onPurge(async (call) => {
      for (const file of call.files) refetched.set(file, await text(`${server.url}${new URL(file).pathname}`));
    });
    return refetched;
  }

  it("the page a CDN fetches right after the purge, and the first request after the webhook, are the new version", async () => {
    const home = lake.lake.store.get("homePage") as unknown as {
      blocks: { _key: string; _type: string; headline?: string }[];
    };
    const hero = home.blocks.find((block) => block._type === "hero");
    expect(hero?.headline).toBeTruthy();
    const before = await text(`${server.url}/`);
    expect(before).toContain(hero?.headline);

    const headline = `Published for the CDN ${Date.now().toString(36)}`;
    await lake.lake.store.transact([
      { patch: { id: "homePage", set: { [`blocks[_key=="${hero?._key}"].headline`]: headline } } },
    ]);
    // Until the webhook, the origin serves the page it has.
    expect(await text(`${server.url}/`)).not.toContain(headline);

    const refetched = refetchOnPurge();
    const answer = await webhook(server, { _type: "homePage", language: "en" });
    expect(answer.status).toBe(200);
    // The very next request: rendered anew, not the old page once more while it re-renders.
    expect(await text(`${server.url}/`)).toContain(headline);
    const [call] = await cloudflare.waitForRequests(1);
    expect(call?.files.slice().sort()).toEqual(
      [`${SITE}/`, `${SITE}/index.md`, LLMS_TXT, `${SITE}/sitemap.xml`].sort(),
    );
    await logLine(server, /revalidate: purged 4 URLs of homePage/);
    expect(refetched.get(`${SITE}/`)).toContain(headline);
  });

  it("a solution page published with its slug: that page, fresh when the purge arrives", async () => {
    const page = lake.lake.store.get("solution-esign") as unknown as {
      title: string;
      blocks: { _key: string; _type: string }[];
    };
    const hero = page.blocks.find((block) => block._type === "hero");
    const headline = `eSign, republished ${Date.now().toString(36)}`;
    await lake.lake.store.transact([
      { patch: { id: "solution-esign", set: { [`blocks[_key=="${hero?._key}"].headline`]: headline } } },
    ]);
    const refetched = refetchOnPurge();
    expect(
      (await webhook(server, { _type: "solutionPage", language: "en", slug: "esign", previousSlug: "esign" })).status,
    ).toBe(200);
    expect(sentFiles(await cloudflare.waitForRequests(1))).toEqual(
      [LLMS_TXT, `${SITE}/sitemap.xml`, `${SITE}/solutions/esign`, `${SITE}/solutions/esign.md`].sort(),
    );
    await logLine(server, /revalidate: purged 4 URLs of solutionPage "esign"/);
    expect(refetched.get(`${SITE}/solutions/esign`)).toContain(headline);
  });

  it("purges 251 URLs in nine calls of at most 30 when 40 solution pages are published at once", async () => {
    const template = lake.lake.store.get("solution-esign") as Record<string, unknown>;
    const slugs = Array.from({ length: 40 }, (_, i) => `cdn-batch-${String(i).padStart(2, "0")}`);
    await lake.lake.store.transact(
      slugs.map((slug) => ({
        createOrReplace: {
          ...template,
          _id: `solution-${slug}`,
          _type: "solutionPage",
          slug: { _type: "slug", current: slug },
          _rev: undefined,
        } as never,
      })),
    );
    // As `npm run edit` delivers it: the type only, so every page of both languages.
    const answer = await webhook(server, { _type: "solutionPage" });
    expect(answer.status).toBe(200);
    const calls = await cloudflare.waitForRequests(10);
    // 55 English pages (home, early access, pricing, 48 solution and 4 general pages) and 15 Spanish
    // ones, the 102 state pages, the articles' 12 listing pages and feeds and 10 articles, the
    // documents' 22 pages, the checker's 2 forms, the drawn favicon and the sitemap; 48 + 8 solution
    // pages' Markdown renditions; llms.txt.
    await logLine(server, /revalidate: purged 277 URLs of solutionPage from Cloudflare's cache \(10 calls, \d+ ms\)/);
    expect(cloudflare.requests()).toHaveLength(10);
    expect(calls.map((call) => call.files.length).sort((a, b) => b - a)).toEqual([
      30, 30, 30, 30, 30, 30, 30, 30, 30, 7,
    ]);
    for (const call of calls) {
      expect(call.files.length).toBeLessThanOrEqual(MAX_FILES_PER_CALL);
      expect(call).toMatchObject({ zoneId: ZONE, authorization: `Bearer ${TOKEN}`, status: 200 });
    }
    const pages = [...siteWide(), ...slugs.map((slug) => `/solutions/${slug}`)];
    expect(sentFiles(calls)).toEqual([...everyPageUrl(pages), ...solutionRenditionUrls(pages), LLMS_TXT].sort());
    // The new pages are served (published after the build: rendered per request, never cached).
    const fresh = await fetch(`${server.url}/solutions/cdn-batch-00`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("cache-control")).toMatch(/no-store/);
  });
});
