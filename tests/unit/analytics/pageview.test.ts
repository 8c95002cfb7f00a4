import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsConfig } from "@/lib/analytics/config";
import {
  campaignQuery,
  cleanReferrer,
  pageViewAnswered,
  pageViewEvent,
  pageViewRequest,
  watchPageView,
} from "@/lib/analytics/pageview";
import { createPlausibleSender } from "@/lib/analytics/plausible";
import { startFakePlausible, type FakePlausible } from "../../support/fake-plausible";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const browser = (extra: IncomingHttpHeaders = {}): IncomingHttpHeaders => ({
  "user-agent": CHROME,
  "sec-fetch-dest": "document",
  ...extra,
});

describe("which requests may be page views", () => {
  it("a browser's GET of a page, with what the event needs kept", () => {
    expect(
      pageViewRequest(
        "GET",
        "/early-access?utm_campaign=spring&email=a%40b.test",
        browser({ referer: "https://www.google.com/search?q=notary" }),
      ),
    ).toEqual({
      path: "/early-access",
      query: "utm_campaign=spring&email=a%40b.test",
      referrer: "https://www.google.com/search?q=notary",
      userAgent: CHROME,
      navigation: true,
    });
    expect(pageViewRequest("GET", "/", browser())).not.toBeNull();
    expect(pageViewRequest("GET", "/es/soluciones/notary-public", browser())).not.toBeNull();
  });

  it.each([
    ["HEAD", "/"],
    ["POST", "/"],
    ["GET", "/api/health"],
    ["GET", "/api/ready"],
    ["GET", "/api/signup"],
    ["GET", "/_next/static/chunks/main.js"],
    ["GET", "/studio"],
    ["GET", "/studio/structure/homePage"],
    ["GET", "/images/lake/production/photo.jpg"],
    ["GET", "/_og/solutions/api"],
    ["GET", "/es/_og/soluciones/api"],
    ["GET", "/%5Fog/x"],
    ["GET", "/index.md"],
    ["GET", "/solutions/api.md"],
    ["GET", "/sitemap.xml"],
    ["GET", "/robots.txt"],
    ["GET", "/llms.txt"],
    ["GET", "/brand-icon.svg"],
    ["GET", "/favicon.ico"],
    ["GET", "/resources/feed.xml"],
    ["GET", "/?_payload=abc123"],
    ["GET", "/solutions/api?_rsc=1x2y"],
  ])("not %s %s (not a page)", (method, target) => {
    expect(pageViewRequest(method, target, browser())).toBeNull();
  });

  it.each<[string, IncomingHttpHeaders]>([
    ["a speculation-rules prefetch", { "sec-purpose": "prefetch" }],
    ["a prerender", { "sec-purpose": "prefetch;prerender" }],
    ["an older browser's prefetch", { purpose: "prefetch" }],
    ["Firefox's prefetch", { "x-moz": "prefetch" }],
    ["Safari's link preview", { "x-purpose": "preview" }],
    ["Next.js's router prefetch", { "next-router-prefetch": "1", rsc: "1" }],
    ["a client navigation's RSC request", { rsc: "1" }],
    ["draft mode (an editor's preview)", { cookie: "theme=dark; __prerender_bypass=abc" }],
  ])("not %s", (_what, headers) => {
    expect(pageViewRequest("GET", "/", browser(headers))).toBeNull();
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    [
      "a headless browser",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
    ],
    [
      "Lighthouse",
      "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ],
    ["curl", "curl/8.5.0"],
    ["Node.js's fetch", "node"],
    ["an uptime monitor", "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)"],
    ["no user agent", ""],
    ["a user agent of 1,001 characters", `Mozilla/5.0 ${"x".repeat(989)}`],
  ])("not from %s", (_what, userAgent) => {
    expect(pageViewRequest("GET", "/", browser({ "user-agent": userAgent }))).toBeNull();
  });

  it("counts HTML answered 200, and 304 only to the browser's own navigation", () => {
    const navigation = pageViewRequest("GET", "/", browser())!;
    const other = pageViewRequest("GET", "/", browser({ "sec-fetch-dest": "empty" }))!;
    expect(pageViewAnswered(navigation, { status: 200, contentType: "text/html; charset=utf-8" })).toBe(true);
    expect(pageViewAnswered(navigation, { status: 304, contentType: undefined })).toBe(true);
    expect(pageViewAnswered(other, { status: 304, contentType: undefined })).toBe(false);
    for (const status of [206, 301, 307, 308, 400, 404, 429, 500, 503])
      expect(pageViewAnswered(navigation, { status, contentType: "text/html" }), String(status)).toBe(false);
    for (const contentType of [
      "application/json",
      "text/markdown; charset=utf-8",
      "text/x-component",
      "image/png",
      undefined,
    ])
      expect(pageViewAnswered(navigation, { status: 200, contentType }), String(contentType)).toBe(false);
  });
});

describe("the page view's event", () => {
  it("names the public address with the campaign parameters only, and the referrer without its query", () => {
    const request = pageViewRequest(
      "GET",
      "/early-access?fbclid=xyz&utm_source=newsletter&email=a%40b.test&utm_campaign=spring-2026&UTM_MEDIUM=email&utm_source=other",
      browser({ referer: "https://mail.example.com/inbox?token=secret#frag" }),
    )!;
    expect(pageViewEvent(request, "https://www.notavo.test")).toEqual({
      name: "pageview",
      url: "https://www.notavo.test/early-access?utm_source=newsletter&utm_campaign=spring-2026&utm_medium=email",
      referrer: "https://mail.example.com/inbox",
    });
  });

  it("has no referrer when the browser sent none, or one that is no web address", () => {
    expect(pageViewEvent(pageViewRequest("GET", "/", browser())!, "https://s.test")).toEqual({
      name: "pageview",
      url: "https://s.test/",
    });
    expect(cleanReferrer("android-app://com.google.android.gm/")).toBeNull();
    expect(cleanReferrer("not a url")).toBeNull();
    expect(cleanReferrer("https://user:pass@example.com/a?b")).toBe("https://example.com/a");
  });

  it("keeps a campaign parameter once, and none that is empty or over 200 characters", () => {
    expect(campaignQuery("utm_campaign=&utm_source=x&ref=y&source=z")).toBe("utm_source=x&ref=y&source=z");
    expect(campaignQuery(`utm_campaign=${"a".repeat(201)}`)).toBe("");
    expect(campaignQuery("q=1&page=2")).toBe("");
  });
});

describe("watchPageView on a real server", () => {
  let fake: FakePlausible;
  let server: Server;
  let base: string;
  /** The answer each test's server gives. */
  let respond: (res: import("node:http").ServerResponse) => void = () => undefined;
  const config = analyticsConfig({
    PLAUSIBLE_DOMAIN: "notavo.test",
    PLAUSIBLE_BASE_URL: "http://127.0.0.1:1",
    PLAUSIBLE_STATS_API_KEY: undefined,
    NEXT_PUBLIC_SITE_URL: "https://www.notavo.test/",
  })!;
  let sender: ReturnType<typeof createPlausibleSender>;

  beforeAll(async () => {
    fake = await startFakePlausible({ sites: ["notavo.test"] });
    sender = createPlausibleSender({ baseUrl: fake.url, domain: config.domain, log: { warn: () => undefined } });
    server = createServer((req, res) => {
      watchPageView({ config, sender }, req, res, "203.0.113.9");
      respond(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** An answer as Next.js writes one (and our adapter passes it on): headers set one by one, then the status. */
  const answer =
    (status: number, contentType: string, body = "", headers: Record<string, string> = {}) =>
    (res: import("node:http").ServerResponse) => {
      res.setHeader("content-type", contentType);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = status;
      res.end(body);
    };
  const html = (status: number) => answer(status, "text/html; charset=utf-8", "<!doctype html><p>page</p>");

  it("sends the view after the answer, with the visitor's address and user agent", async () => {
    let answered = false;
    respond = (res) => {
      html(200)(res);
      res.once("finish", () => {
        // Nothing reached Plausible before the answer went out.
        expect(fake.events()).toEqual([]);
        answered = true;
      });
    };
    const response = await fetch(`${base}/solutions/api?utm_campaign=spring&x=1`, {
      headers: { "user-agent": CHROME, referer: "https://news.example.org/item?id=1" },
    });
    expect(response.status).toBe(200);
    await response.text();
    await expect.poll(() => fake.events().length).toBe(1);
    await sender.idle();
    expect(answered).toBe(true);
    expect(fake.events()[0]).toMatchObject({
      name: "pageview",
      url: "https://www.notavo.test/solutions/api?utm_campaign=spring",
      domain: "notavo.test",
      referrer: "https://news.example.org/item",
      userAgent: CHROME,
      forwardedFor: "203.0.113.9",
      contentType: "application/json",
      props: {},
    });
  });

  it("sends nothing for a not-found page, a redirect, JSON, a prefetch or a bot", async () => {
    const cases: [(res: import("node:http").ServerResponse) => void, string, Record<string, string>][] = [
      [html(404), "/nothing-here", { "user-agent": CHROME }],
      [(res) => res.writeHead(308, { location: "/" }).end(), "/old", { "user-agent": CHROME }],
      [
        (res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"),
        "/?_payload=1",
        { "user-agent": CHROME },
      ],
      [
        (res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"),
        "/data",
        { "user-agent": CHROME },
      ],
      [html(200), "/", { "user-agent": CHROME, "sec-purpose": "prefetch" }],
      [html(200), "/", { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }],
    ];
    for (const [answer, path, headers] of cases) {
      respond = answer;
      const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
      await response.arrayBuffer();
    }
    // One real view after them: once it is in, the ones before would have been too.
    respond = html(200);
    await (await fetch(`${base}/last`, { headers: { "user-agent": CHROME } })).text();
    await expect.poll(() => fake.events().length).toBe(1);
    await sender.idle();
    expect(fake.events().map((event) => event.url)).toEqual(["https://www.notavo.test/last"]);
  });

  it("sends nothing for an answer the client did not take in full", async () => {
    respond = (res) => {
      res.setHeader("content-type", "text/html");
      res.write("<!doctype html>");
      // The connection ends before the answer does.
      setTimeout(() => res.destroy(), 20);
    };
    await fetch(`${base}/cut`, { headers: { "user-agent": CHROME } })
      .then((response) => response.text())
      .catch(() => undefined);
    respond = html(200);
    await (await fetch(`${base}/whole`, { headers: { "user-agent": CHROME } })).text();
    await expect.poll(() => fake.events().length).toBe(1);
    expect(fake.events()[0]!.url).toBe("https://www.notavo.test/whole");
  });
});
