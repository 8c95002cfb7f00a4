import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import {
  checkerPath,
  earlyAccessPath,
  homePath,
  pricingEstimatePath,
  resourcesFeedPath,
  solutionPath,
  statePath,
  type Lang,
} from "@/lib/routing/paths";
import { articlePaths, documentPaths, everyPublicPath } from "../support/dataset";
import { E2E_PLAUSIBLE_DOMAIN, E2E_PLAUSIBLE_URL } from "../support/e2e-env";
import type { FakeEvent } from "../support/fake-plausible";

/*
 * Analytics without cookies, end to end: Chromium, the production build on our server, and a real
 * local HTTP server standing in for Plausible (the server's PLAUSIBLE_BASE_URL points at it). Page
 * views go from the server after each answer; the wizard's funnel goes through POST /api/event.
 * Each test's browser has a user agent of its own (a desktop Chrome's, with a marker: a headless
 * browser's own is a bot's, and nothing is sent for it), so its events are told apart from the
 * other tests'.
 */

/** Every event's `url` starts with the site's public address (NEXT_PUBLIC_SITE_URL, unset here). */
const SITE = new URL(process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").origin;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const chrome = (marker: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Notavo-E2E/${marker}`;

async function eventsOf(userAgent: string): Promise<FakeEvent[]> {
  const response = await fetch(`${E2E_PLAUSIBLE_URL}/__events`);
  return ((await response.json()) as FakeEvent[]).filter((event) => event.userAgent === userAgent);
}

async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page; userAgent: string }> {
  const userAgent = chrome(unique());
  const context = await browser.newContext({ userAgent });
  return { context, page: await context.newPage(), userAgent };
}

test.describe("page views reach Plausible from the server", () => {
  test("a visit with campaign parameters: the public address with only those, the referrer without its query, the visitor's address and user agent", async ({
    browser,
  }) => {
    const { context, page, userAgent } = await visitor(browser);
    await page.goto(
      `${earlyAccessPath("en")}?utm_source=newsletter&utm_campaign=spring-e2e&fbclid=abc123&email=x%40y.test`,
      {
        referer: "https://news.example.org/story?id=7",
      },
    );
    // The wizard hydrated (its first beacon is out): the page's payload and scripts were fetched by then.
    await expect.poll(async () => (await eventsOf(userAgent)).map((event) => event.name)).toContain("Wizard opened");
    // Another page, so every request of the first had its answer before this one's.
    await page.goto(solutionPath("en", "notaries"));
    await expect
      .poll(async () => (await eventsOf(userAgent)).filter((event) => event.name === "pageview").length)
      .toBe(2);
    const views = (await eventsOf(userAgent)).filter((event) => event.name === "pageview");
    expect(views.map((view) => view.url).sort()).toEqual([
      `${SITE}/early-access?utm_source=newsletter&utm_campaign=spring-e2e`,
      `${SITE}/solutions/notaries`,
    ]);
    expect(views.find((view) => view.url.includes("early-access"))).toMatchObject({
      domain: E2E_PLAUSIBLE_DOMAIN,
      referrer: "https://news.example.org/story",
      userAgent,
      // The server resolved the client's address (no proxy declared: the connection's).
      forwardedFor: "127.0.0.1",
      props: {},
    });
    await context.close();
  });

  test("no page view for a prefetch, a client navigation's request, a bot, a HEAD, a health or readiness check, an asset or a payload", async ({
    request,
  }) => {
    const run = unique();
    const cases: [string, string, Record<string, string>, "GET" | "HEAD"][] = [
      ["prefetch", homePath("en"), { "sec-purpose": "prefetch", "sec-fetch-dest": "document" }, "GET"],
      ["prerender", homePath("en"), { "sec-purpose": "prefetch;prerender", "sec-fetch-dest": "document" }, "GET"],
      ["router-prefetch", homePath("en"), { rsc: "1", "next-router-prefetch": "1" }, "GET"],
      ["rsc", homePath("en"), { rsc: "1" }, "GET"],
      ["head", homePath("en"), { "sec-fetch-dest": "document" }, "HEAD"],
      ["health", "/api/health", {}, "GET"],
      ["ready", "/api/ready", {}, "GET"],
      ["markdown", "/index.md", {}, "GET"],
      ["sitemap", "/sitemap.xml", {}, "GET"],
      ["not-found", "/resources/no-such-article", { "sec-fetch-dest": "document" }, "GET"],
    ];
    for (const [name, path, headers, method] of cases) {
      const response = await request.fetch(path, {
        method,
        headers: { ...headers, "user-agent": chrome(`${run}-${name}`) },
      });
      expect(response.status(), name).toBeLessThan(500);
    }
    const googlebot = `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Notavo-E2E/${run}-bot`;
    await request.get(homePath("en"), { headers: { "user-agent": googlebot, "sec-fetch-dest": "document" } });
    // A real view last: once it is in, the others would have been too.
    const control = chrome(`${run}-control`);
    await request.get(homePath("es"), { headers: { "user-agent": control, "sec-fetch-dest": "document" } });
    await expect.poll(async () => (await eventsOf(control)).map((event) => event.url)).toEqual([`${SITE}/es`]);
    const all = (await (await fetch(`${E2E_PLAUSIBLE_URL}/__events`)).json()) as FakeEvent[];
    expect(all.filter((event) => event.userAgent.includes(run) && event.userAgent !== control)).toEqual([]);
  });
});

test.describe("the signup funnel reaches Plausible", () => {
  test("each step, with language, page, campaign (last touch, else first) and role, and no personal data", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page, userAgent } = await visitor(browser);
    // The attribution a campaign visit left on the device (lib/signup/record.ts's Touch).
    await context.addInitScript(() => {
      const touch = (campaign: string) => ({
        source: "newsletter",
        campaign,
        landing: "/",
        lang: "en",
        at: new Date().toISOString(),
      });
      window.localStorage.setItem(
        "notavo:attribution",
        JSON.stringify({ first: touch("first-touch"), last: touch("spring-e2e") }),
      );
    });
    const id = unique();
    await page.goto(earlyAccessPath("en"));
    await page.getByRole("button", { name: /I'm a notary/ }).click();
    const field = (label: string) => page.getByRole("textbox", { name: new RegExp(`^${label}( \\(optional\\))?$`) });
    await field("First name").fill("Funnel");
    await field("Last name").fill(`Person${id}`);
    // The stand-in Resend refuses an admin email naming `refuse-admin`: the wizard shows an error.
    await field("Email").fill(`refuse-admin-${id}@example.com`);
    await field("Phone").fill("555-0142");
    await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
    await page.getByRole("button", { name: /Get Early Access/ }).click();
    await expect(page.locator("#signup-error")).toHaveText(
      "Failed to send email. Please try again or contact support.",
    );
    // Another address is another submission: the server refuses the token the first one spent (403),
    // and the wizard solves a new challenge.
    await field("Email").fill(`funnel-${id}@example.com`);
    await page.getByRole("button", { name: /Get Early Access/ }).click();
    await expect(page.locator("#signup-error")).toHaveText("Please complete the security verification.");
    await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
    await page.getByRole("button", { name: /Get Early Access/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the list!");

    const funnel = async () => (await eventsOf(userAgent)).filter((event) => event.name !== "pageview");
    await expect
      .poll(async () => (await funnel()).map((event) => event.name).sort())
      .toEqual([
        "Error shown",
        "Error shown",
        "Form submitted",
        "Form submitted",
        "Form submitted",
        "Role chosen",
        "Signup accepted",
        "Wizard opened",
      ]);
    const events = await funnel();
    const props = (name: string) => events.filter((event) => event.name === name).map((event) => event.props);
    const common = { lang: "en", campaign: "spring-e2e" };
    expect(props("Wizard opened")).toEqual([common]);
    expect(props("Role chosen")).toEqual([{ ...common, role: "notary" }]);
    expect(props("Form submitted")).toEqual(Array(3).fill({ ...common, role: "notary" }));
    expect(
      props("Error shown")
        .map(({ reason, ...rest }) => [reason, rest])
        .sort(),
    ).toEqual([
      ["sendFailed", { ...common, role: "notary" }],
      ["verification", { ...common, role: "notary" }],
    ]);
    expect(props("Signup accepted")).toEqual([{ ...common, role: "notary" }]);
    for (const event of events)
      expect(event).toMatchObject({
        url: `${SITE}/early-access`,
        domain: E2E_PLAUSIBLE_DOMAIN,
        userAgent,
        forwardedFor: "127.0.0.1",
      });
    // Nothing anyone typed reaches Plausible.
    const sent = JSON.stringify(await eventsOf(userAgent));
    for (const typed of [id, "Funnel", "555-0142", "example.com", "@"]) expect(sent).not.toContain(typed);
    await context.close();
  });

  test("the Spanish wizard's steps carry its language and page; a visit without a campaign has none", async ({
    browser,
  }) => {
    const { context, page, userAgent } = await visitor(browser);
    await page.goto(earlyAccessPath("es"));
    await page.getByRole("button", { name: /Necesito notarizar documentos/ }).click();
    await expect
      .poll(async () =>
        (await eventsOf(userAgent))
          .filter((event) => event.name !== "pageview")
          .map((event) => [event.name, event.url, event.props]),
      )
      .toEqual(
        expect.arrayContaining([
          ["Wizard opened", `${SITE}/es/acceso-anticipado`, { lang: "es" }],
          ["Role chosen", `${SITE}/es/acceso-anticipado`, { lang: "es", role: "client" }],
        ]),
      );
    await context.close();
  });
});

test.describe("no cookies", () => {
  /** One page of every kind, in both languages where it has one. */
  const pageKinds = (lang: Lang) => [
    homePath(lang),
    earlyAccessPath(lang),
    checkerPath(lang),
    statePath(lang, "texas"),
    articlePaths(lang)[0]!,
    articlePaths(lang)[1]!,
    documentPaths(lang)[0]!,
    documentPaths(lang)[1]!,
    resourcesFeedPath(lang),
    pricingEstimatePath(lang),
  ];

  test("no answer sets one: every page, its Markdown rendition, not-found and redirected addresses, the feeds, the Studio and the APIs a visitor's browser calls", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = [
      ...everyPublicPath(),
      ...(["en", "es"] as const).flatMap(pageKinds),
      "/index.md",
      "/sitemap.xml",
      "/robots.txt",
      "/llms.txt",
      "/brand-icon.svg",
      "/studio",
      "/no-such-page",
      "/resources/no-such-article",
      "/api/health",
      "/api/ready",
      "/api/challenge",
    ];
    const userAgent = chrome(unique());
    for (const path of new Set(paths)) {
      const response = await request.get(path, { headers: { "user-agent": userAgent }, maxRedirects: 0 });
      expect(response.headers()["set-cookie"], `${path} (${response.status()})`).toBeUndefined();
    }
    for (const [path, body] of [
      ["/api/event", { e: "opened", lang: "en", page: "/early-access" }],
      ["/api/signup", {}],
    ] as const) {
      const response = await request.post(path, { data: body, headers: { "user-agent": userAgent } });
      expect(response.headers()["set-cookie"], `POST ${path} (${response.status()})`).toBeUndefined();
    }
  });

  test("a visit through the site and the wizard leaves no cookie in the browser", async ({ browser }) => {
    const { context, page } = await visitor(browser);
    for (const path of [
      ...pageKinds("en").filter((path) => !path.endsWith(".xml")),
      solutionPath("es", "notary-public"),
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.cookie), path).toBe("");
    }
    await page.goto(`${earlyAccessPath("en")}?utm_campaign=cookieless`);
    await page.getByRole("button", { name: /I'm a notary/ }).click();
    await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});
