import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createClientLimit } from "@/lib/analytics/client-limit";
import { analyticsConfig } from "@/lib/analytics/config";
import { handleEvent, type EventRouteDeps } from "@/lib/analytics/event-route";
import { isCampaign, parseBeacon } from "@/lib/analytics/funnel-event";
import { createPlausibleSender, type PlausibleSender } from "@/lib/analytics/plausible";
import { startFakePlausible, type FakePlausible } from "../../support/fake-plausible";

const SITE = "https://www.notavo.test";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const post = (body: unknown, headers: Record<string, string> = {}, method = "POST") =>
  new Request(`${SITE}/api/event`, {
    method,
    headers: {
      origin: SITE,
      "user-agent": CHROME,
      "x-forwarded-for": "192.0.2.44",
      "content-type": "text/plain;charset=UTF-8",
      ...headers,
    },
    body: method === "GET" || method === "HEAD" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const beacon = {
  e: "submitted",
  lang: "es",
  page: "/es/acceso-anticipado",
  campaign: "primavera-2026",
  role: "notary",
};

describe("POST /api/event", () => {
  let fake: FakePlausible;
  let sender: PlausibleSender;
  let deps: EventRouteDeps;

  beforeAll(async () => {
    fake = await startFakePlausible({ sites: ["notavo.test"] });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    const config = analyticsConfig({
      PLAUSIBLE_DOMAIN: "notavo.test",
      PLAUSIBLE_BASE_URL: fake.url,
      PLAUSIBLE_STATS_API_KEY: undefined,
      NEXT_PUBLIC_SITE_URL: SITE,
    })!;
    sender = createPlausibleSender({ baseUrl: config.baseUrl, domain: config.domain, log: { warn: () => undefined } });
    deps = { analytics: { config, sender }, limit: createClientLimit(), siteUrl: SITE };
  });

  it("forwards a step to Plausible as the funnel's goal, with language, page, campaign and role, and the visitor's address and user agent", async () => {
    const response = await handleEvent(post(beacon), deps);
    expect(response.status).toBe(202);
    await sender.idle();
    expect(fake.events()).toEqual([
      expect.objectContaining({
        name: "Form submitted",
        url: `${SITE}/es/acceso-anticipado`,
        domain: "notavo.test",
        props: { lang: "es", campaign: "primavera-2026", role: "notary" },
        userAgent: CHROME,
        forwardedFor: "192.0.2.44",
      }),
    ]);
  });

  it("names each step's goal, and an error's reason", async () => {
    for (const e of ["opened", "role", "submitted", "accepted", "error"])
      expect(
        (
          await handleEvent(
            post({ e, lang: "en", page: "/early-access", ...(e === "error" ? { reason: "rateLimited" } : {}) }),
            deps,
          )
        ).status,
      ).toBe(202);
    await sender.idle();
    // Sent four at a time: they may arrive in any order.
    expect(
      fake
        .events()
        .map((event) => [event.name, event.props])
        .sort(),
    ).toEqual([
      ["Error shown", { lang: "en", reason: "rateLimited" }],
      ["Form submitted", { lang: "en" }],
      ["Role chosen", { lang: "en" }],
      ["Signup accepted", { lang: "en" }],
      ["Wizard opened", { lang: "en" }],
    ]);
  });

  it.each<[string, unknown]>([
    ["an unknown step", { ...beacon, e: "purchase" }],
    ["an unknown field (an email)", { ...beacon, email: "someone@example.com" }],
    ["an unknown field (a name)", { ...beacon, firstName: "Ana" }],
    ["an unknown language", { ...beacon, lang: "fr" }],
    ["an unknown role", { ...beacon, role: "admin" }],
    ["an unknown reason", { ...beacon, reason: "Please check the highlighted fields." }],
    ["a page that is no path", { ...beacon, page: "https://evil.example/" }],
    ["a page with a query", { ...beacon, page: "/early-access?email=a@b.test" }],
    ["a campaign of 201 characters", { ...beacon, campaign: "c".repeat(201) }],
    ["not an object", [beacon]],
    ["not JSON", "e=opened"],
  ])("refuses %s with 400 and sends nothing", async (_what, body) => {
    const response = await handleEvent(post(body), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    await sender.idle();
    expect(fake.events()).toEqual([]);
  });

  it.each([
    ["an email address", "ana@example.com"],
    ["a phone number", "5551234567"],
    ["a phone number written with dashes and seven digits in a row", "call-5551234"],
    ["markup", "<script>"],
    ["a path", "../../etc"],
  ])("counts the step but leaves out a campaign that is %s", async (_what, campaign) => {
    expect(isCampaign(campaign)).toBe(false);
    expect((await handleEvent(post({ ...beacon, campaign }), deps)).status).toBe(202);
    await sender.idle();
    expect(fake.events()[0]!.props).toEqual({ lang: "es", role: "notary" });
  });

  it.each(["spring-2026", "Notaries TX", "q4_promo", "día-del-notario", "A+B"])("keeps the campaign %s", (campaign) => {
    expect(isCampaign(campaign)).toBe(true);
    expect(parseBeacon(JSON.stringify({ ...beacon, campaign }))).toEqual({ ok: true, beacon: { ...beacon, campaign } });
  });

  it("refuses another site's page (403), a body over 2 KB (413) and other methods (405)", async () => {
    expect((await handleEvent(post(beacon, { origin: "https://evil.example" }), deps)).status).toBe(403);
    expect((await handleEvent(post({ ...beacon, pad: "x".repeat(2_100) }), deps)).status).toBe(413);
    const get = await handleEvent(post(null, {}, "GET"), deps);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    await sender.idle();
    expect(fake.events()).toEqual([]);
  });

  it("sends nothing when Plausible is not configured, or for a bot (204)", async () => {
    expect((await handleEvent(post(beacon), { ...deps, analytics: null })).status).toBe(204);
    expect(
      (await handleEvent(post(beacon, { "user-agent": "Mozilla/5.0 HeadlessChrome/140.0.0.0" }), deps)).status,
    ).toBe(204);
    expect((await handleEvent(post(beacon, { "user-agent": "" }), deps)).status).toBe(204);
    await sender.idle();
    expect(fake.events()).toEqual([]);
  });

  it("takes at most the client's limit, then 429 with Retry-After; another client is not affected", async () => {
    const limited = { ...deps, limit: createClientLimit({ points: 3 }) };
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await handleEvent(post(beacon), limited)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const refused = await handleEvent(post(beacon), limited);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect((await handleEvent(post(beacon, { "x-forwarded-for": "192.0.2.45" }), limited)).status).toBe(202);
    await sender.idle();
    expect(fake.events()).toHaveLength(4);
  });

  it("keeps the limit's memory bounded: at most maxClients windows", () => {
    const limit = createClientLimit({ points: 1, maxClients: 100 });
    for (let i = 0; i < 1_000; i += 1) expect(limit.take(`client-${i}`)).toBe(true);
    // The oldest windows made room: client-0 starts over, the latest is still spent.
    expect(limit.take("client-0")).toBe(true);
    expect(limit.take("client-999")).toBe(false);
  });
});
