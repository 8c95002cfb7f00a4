import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PURGE_LIMITS, purgeCloudflareUrls, type PurgeLimits } from "@/lib/publishing/cdn/cloudflare";
import { purgeChangedPages } from "@/lib/publishing/cdn/purge-on-publish";
import { resourcesPagePaths, statePagePaths } from "@/lib/publishing/cdn/purge-targets";
import { MAX_FILES_PER_CALL, startFakeCloudflare, type FakeCloudflare } from "../../support/fake-cloudflare";

/*
 * The purge client against a real local HTTP stand-in of Cloudflare's purge-by-URL API
 * (tests/support/fake-cloudflare.ts), with short limits where a test waits for one.
 */

const ZONE = "0123456789abcdef0123456789abcdef";
const TOKEN = "cf-unit-test-token-9d2e71";
const FAST: PurgeLimits = { ...PURGE_LIMITS, callTimeoutMs: 300, deadlineMs: 800 };

let cloudflare: FakeCloudflare;
const config = () => ({ apiUrl: cloudflare.apiUrl, zoneId: ZONE, token: TOKEN });
const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://notavo.example/solutions/page-${i}`);

beforeAll(async () => {
  cloudflare = await startFakeCloudflare({ token: TOKEN, zoneId: ZONE });
});
afterEach(() => cloudflare.reset());
afterAll(() => cloudflare.close());

describe("purgeCloudflareUrls", () => {
  it("posts the URLs to the zone's purge_cache with the bearer token, in calls of at most 30", async () => {
    const report = await purgeCloudflareUrls(urls(65), config());
    expect(report).toMatchObject({ requested: 65, purged: 65, notSent: 0 });
    expect(report.batches.map((batch) => batch.urls).sort((a, b) => b - a)).toEqual([30, 30, 5]);
    const calls = cloudflare.requests();
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.zoneId).toBe(ZONE);
      expect(call.authorization).toBe(`Bearer ${TOKEN}`);
      expect(call.contentType).toBe("application/json");
      expect(call.status).toBe(200);
      expect(call.files.length).toBeLessThanOrEqual(MAX_FILES_PER_CALL);
      expect(Object.keys(call.body ?? {})).toEqual(["files"]);
    }
    expect(calls.flatMap((call) => call.files).sort()).toEqual(urls(65).sort());
  });

  it("sends each URL once, and nothing for none", async () => {
    const report = await purgeCloudflareUrls([...urls(3), ...urls(3)], config());
    expect(report).toMatchObject({ requested: 3, purged: 3 });
    expect(cloudflare.requests()).toHaveLength(1);
    expect(await purgeCloudflareUrls([], config())).toMatchObject({ requested: 0, purged: 0, batches: [] });
    expect(cloudflare.requests()).toHaveLength(1);
  });

  it("reports Cloudflare's errors, with their codes, for a refusal and for success:false, and never the token", async () => {
    const wrongToken = await purgeCloudflareUrls(urls(2), { ...config(), token: "not-the-token-5c1a" });
    expect(wrongToken.purged).toBe(0);
    expect(wrongToken.batches[0]).toMatchObject({ ok: false, error: "HTTP 403: 10000 Authentication error" });

    cloudflare.setMode({
      kind: "error",
      status: 429,
      errors: [{ code: 971, message: "Please wait and consider throttling your request speed" }],
    });
    const limited = await purgeCloudflareUrls(urls(2), config());
    expect(limited.batches[0]).toMatchObject({
      ok: false,
      error: "HTTP 429: 971 Please wait and consider throttling your request speed",
    });

    cloudflare.setMode({
      kind: "unsuccessful",
      errors: [
        { code: 1100, message: `Bad token ${TOKEN} echoed back` },
        { code: 1101, message: "second" },
      ],
    });
    const unsuccessful = await purgeCloudflareUrls(urls(2), config());
    expect(unsuccessful.batches[0]).toMatchObject({
      ok: false,
      error: "success:false: 1100 Bad token [token] echoed back; 1101 second",
    });
    expect(JSON.stringify([wrongToken, limited, unsuccessful])).not.toContain(TOKEN);
  });

  it("reports a 5xx page from a proxy, and an API that cannot be reached", async () => {
    cloudflare.setMode({ kind: "5xx" });
    const outage = await purgeCloudflareUrls(urls(2), config());
    expect(outage.batches[0]).toMatchObject({
      ok: false,
      error: "HTTP 502: <html><body><h1>502 Bad Gateway</h1><p>cloudflare</p></body></html>",
    });
    // A port that was just free: refused at once.
    const closed = await startFakeCloudflare();
    await closed.close();
    const unreachable = await purgeCloudflareUrls(urls(2), { ...config(), apiUrl: closed.apiUrl });
    expect(unreachable.batches[0]).toMatchObject({ ok: false, error: "request failed: ECONNREFUSED" });
  });

  it("gives up on a call that hangs after its timeout, and on the whole purge at its deadline", async () => {
    cloudflare.setMode({ kind: "hang" });
    const started = Date.now();
    const report = await purgeCloudflareUrls(urls(200), config(), { ...FAST, concurrency: 2 });
    const elapsed = Date.now() - started;
    // Two calls at a time, each abandoned after 300 ms: by the 800 ms deadline 4–6 have been
    // tried, the rest were never sent.
    expect(elapsed).toBeGreaterThanOrEqual(FAST.deadlineMs - 50);
    expect(elapsed).toBeLessThan(FAST.deadlineMs + 1_000);
    expect(report.purged).toBe(0);
    expect(report.batches.length).toBeGreaterThanOrEqual(4);
    expect(report.batches.length).toBeLessThanOrEqual(6);
    expect(
      report.batches.filter((batch) => !batch.ok && batch.error === "no answer within 0.3 s").length,
    ).toBeGreaterThanOrEqual(2);
    expect(report.notSent).toBe(200 - report.batches.reduce((sum, batch) => sum + batch.urls, 0));
    expect(report.notSent).toBeGreaterThan(0);
    expect(cloudflare.requests()).toHaveLength(report.batches.length);
  });

  it("abandons a call still running at the deadline", async () => {
    cloudflare.setMode({ kind: "hang" });
    const report = await purgeCloudflareUrls(urls(5), config(), { ...FAST, callTimeoutMs: 5_000, deadlineMs: 300 });
    expect(report.ms).toBeLessThan(1_000);
    expect(report.batches).toEqual([
      expect.objectContaining({ ok: false, error: "abandoned at the purge's deadline" }),
    ]);
  });

  it("past 300 URLs sends one purge_everything call instead of dozens of URL lists; up to 300, the URLs", async () => {
    const report = await purgeCloudflareUrls(urls(1_140), config());
    const calls = cloudflare.requests();
    expect({ calls: calls.length, urlsSent: calls.reduce((sum, call) => sum + call.files.length, 0) }).toEqual({
      calls: 1,
      urlsSent: 0,
    });
    expect(calls[0]).toMatchObject({
      zoneId: ZONE,
      authorization: `Bearer ${TOKEN}`,
      body: { purge_everything: true },
      everything: true,
      status: 200,
    });
    expect(report).toMatchObject({
      requested: 1_140,
      purged: 1_140,
      notSent: 0,
      everything: true,
      batches: [{ urls: 1_140, ok: true }],
    });
    cloudflare.reset();
    const at = await purgeCloudflareUrls(urls(300), config());
    expect(at).toMatchObject({ requested: 300, purged: 300, everything: false });
    expect(cloudflare.requests().map((call) => call.files.length)).toEqual(Array.from({ length: 10 }, () => 30));
    // A refused purge of everything reports every URL as not purged.
    cloudflare.reset();
    cloudflare.setMode({
      kind: "error",
      status: 429,
      errors: [{ code: 971, message: "Please wait and consider throttling your request speed" }],
    });
    expect(await purgeCloudflareUrls(urls(301), config())).toMatchObject({
      requested: 301,
      purged: 0,
      everything: true,
      batches: [{ ok: false, error: "HTTP 429: 971 Please wait and consider throttling your request speed" }],
    });
    expect(PURGE_LIMITS.everythingPast).toBe(300);
  });

  it("sends at most maxBatches calls and reports the rest as not sent", async () => {
    const report = await purgeCloudflareUrls(urls(100), config(), { ...PURGE_LIMITS, maxBatches: 2 });
    expect(report).toMatchObject({ requested: 100, purged: 60, notSent: 40 });
    expect(cloudflare.requests()).toHaveLength(2);
  });
});

describe("purgeChangedPages", () => {
  const lines: { level: "log" | "error"; line: string }[] = [];
  const log = {
    info: (line: string) => void lines.push({ level: "log", line }),
    error: (line: string) => void lines.push({ level: "error", line }),
  };
  afterEach(() => void lines.splice(0));

  it("purges every page of both languages for a site-wide change on the site's origin and logs one line", async () => {
    const report = await purgeChangedPages(
      { type: "siteSettings" },
      {
        config: config(),
        siteUrl: "https://notavo.example",
        solutionSlugs: async (lang) => (lang === "en" ? ["esign", "api"] : ["firma-electronica"]),
        generalSlugs: async (lang) => (lang === "en" ? [] : ["privacidad"]),
        articleSlugs: async (lang) => (lang === "en" ? ["how-ron-works"] : []),
        log,
      },
    );
    // The 12 pages, the state pages of both languages (51 each: the index and the fifty states) and
    // the articles' listing pages and feed (6 each: the listing, four categories, the feed) and the
    // documents' index, the pricing page and the checker's form of each language, in calls of 30.
    expect(report?.purged).toBe(12 + 2 * 51 + 2 * 6 + 2 + 2 + 2);
    expect(
      cloudflare
        .requests()
        .flatMap((request) => request.files)
        .sort(),
    ).toEqual(
      [
        "/",
        "/early-access",
        "/solutions/esign",
        "/solutions/api",
        "/resources/how-ron-works",
        "/es",
        "/es/acceso-anticipado",
        "/es/soluciones/firma-electronica",
        "/es/privacidad",
        "/sitemap.xml",
        "/brand-icon.svg",
        "/llms.txt",
        ...statePagePaths("en"),
        ...statePagePaths("es"),
        ...resourcesPagePaths("en"),
        ...resourcesPagePaths("es"),
        "/documents",
        "/es/documentos",
        "/pricing",
        "/es/precios",
        "/can-i-notarize-online",
        "/es/puedo-notarizar-en-linea",
      ]
        .map((path) => `https://notavo.example${path}`)
        .sort(),
    );
    expect(lines).toEqual([
      {
        level: "log",
        line: expect.stringMatching(/^purged 132 URLs of siteSettings from Cloudflare's cache \(5 calls, \d+ ms\)$/),
      },
    ]);
  });

  it("a site-wide change on a site of 1,000 solution pages: one purge of everything, said so in the log line", async () => {
    const slugs = Array.from({ length: 1_000 }, (_, i) => `page-${i}`);
    const report = await purgeChangedPages(
      { type: "siteSettings" },
      {
        config: config(),
        siteUrl: "https://notavo.example",
        solutionSlugs: async (lang) => (lang === "en" ? slugs : []),
        log,
      },
    );
    const calls = cloudflare.requests();
    expect({
      calls: calls.length,
      urlsSent: calls.reduce((sum, call) => sum + call.files.length, 0),
      everything: calls.map((call) => call.everything),
    }).toEqual({ calls: 1, urlsSent: 0, everything: [true] });
    // The 1,000 pages, both home, early-access, pricing and checker pages, the state pages (51 a language), the articles' listing pages and feed (6 a language),
    // the documents' indexes, the sitemap, the favicon and llms.txt.
    expect(report).toMatchObject({ requested: 1_000 + 8 + 2 * 51 + 2 * 6 + 2 + 3, purged: 1_127 });
    expect(lines).toEqual([
      {
        level: "log",
        line: expect.stringMatching(
          /^purged 1127 URLs of siteSettings from Cloudflare's cache \(1 call, \d+ ms, as one purge of everything \(past 300 URLs\)\)$/,
        ),
      },
    ]);
  });

  it("purges a Spanish page's Spanish addresses and names its language in the log line", async () => {
    const report = await purgeChangedPages(
      { type: "solutionPage", language: "es", slug: "notary-public", previousSlug: "notary-public" },
      { config: config(), siteUrl: "https://notavo.example", solutionSlugs: async () => [], log },
    );
    expect(report?.purged).toBe(4);
    expect(cloudflare.requests()[0]?.files.sort()).toEqual(
      ["/es/soluciones/notary-public", "/es/soluciones/notary-public.md", "/sitemap.xml", "/llms.txt"]
        .map((path) => `https://notavo.example${path}`)
        .sort(),
    );
    expect(lines).toEqual([
      {
        level: "log",
        line: expect.stringMatching(/^purged 4 URLs of solutionPage "notary-public" \(es\) from Cloudflare's cache/),
      },
    ]);
  });

  it("logs a failed purge as one error line with Cloudflare's message, without the token, and resolves", async () => {
    cloudflare.setMode({
      kind: "error",
      status: 400,
      errors: [{ code: 1134, message: "Zone is not allowed to purge" }],
    });
    const report = await purgeChangedPages(
      { type: "homePage", language: "en" },
      { config: config(), siteUrl: "https://notavo.example", solutionSlugs: async () => [], log },
    );
    expect(report?.purged).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe("error");
    expect(lines[0]?.line).toMatch(
      /^Cloudflare purge of homePage \(en\): 0 of 4 URLs purged \(1 call, \d+ ms\); 4 URLs: HTTP 400: 1134 Zone is not allowed to purge; the rest stay cached/,
    );
    expect(lines[0]?.line).not.toContain(TOKEN);
  });

  it("still purges the changed paths when the solution pages cannot be listed, and says so", async () => {
    const report = await purgeChangedPages(
      { type: "solutionPage", language: "en", slug: "esign", previousSlug: "e-sign" },
      {
        config: config(),
        siteUrl: "https://notavo.example/",
        solutionSlugs: async () => {
          throw new Error("Content Lake unreachable");
        },
        log,
      },
    );
    // The pages every change of slug reaches (both languages' home, early-access, pricing and state pages, the documents' index, the checker's form,
    // the articles' listing pages and feed, the sitemap and the favicon), the old and the new path, and their renditions.
    expect(report?.purged).toBe(11 + 2 * 51 + 2 * 6 + 2 + 2 + 2);
    expect(cloudflare.requests().flatMap((request) => request.files)).toEqual(
      expect.arrayContaining([
        "https://notavo.example/solutions/esign",
        "https://notavo.example/solutions/e-sign",
        "https://notavo.example/",
        "https://notavo.example/solutions/e-sign.md",
      ]),
    );
    expect(lines[0]?.level).toBe("error");
    expect(lines[0]?.line).toContain("the pages could not be listed: Content Lake unreachable");
  });
});
