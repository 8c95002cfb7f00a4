import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsConfig } from "@/lib/analytics/config";
import { FUNNEL_GOALS } from "@/lib/analytics/funnel";
import { createSignupsStats, funnelQuery, type SignupsStatsDeps } from "@/lib/analytics/signups-stats";
import { startFakePlausible, type FakePlausible } from "../../support/fake-plausible";

const STATS_KEY = "plausible-stats-key-for-tests";
const EDITOR_TOKEN = "sanity-editor-token";
const CHROME = (n: number) =>
  `Mozilla/5.0 (Macintosh) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${n}.0 Safari/537.36`;

/** A stand-in for Sanity's dataset ACL endpoint: grants for EDITOR_TOKEN, 401 for anything else. */
async function startFakeSanity(): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    calls += 1;
    const ok =
      request.url === "/v2025-10-01/projects/proj1/datasets/production/acl" &&
      request.headers.authorization === `Bearer ${EDITOR_TOKEN}`;
    response.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
    response.end(
      JSON.stringify(
        ok ? [{ filter: '_id in path("**")', permissions: ["read", "update"] }] : { error: "Unauthorized" },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("GET /api/studio/signups (the Studio's Signups tool)", () => {
  let plausible: FakePlausible;
  let sanity: Awaited<ReturnType<typeof startFakeSanity>>;
  let deps: SignupsStatsDeps;
  const ask = (token?: string) =>
    new Request("https://www.notavo.test/api/studio/signups", {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    plausible = await startFakePlausible({
      sites: ["notavo.test"],
      statsKey: STATS_KEY,
      goals: Object.values(FUNNEL_GOALS),
    });
    sanity = await startFakeSanity();
  });
  afterAll(async () => {
    await plausible.close();
    await sanity.close();
  });
  beforeEach(() => {
    plausible.reset();
    deps = {
      config: analyticsConfig({
        PLAUSIBLE_DOMAIN: "notavo.test",
        PLAUSIBLE_BASE_URL: plausible.url,
        PLAUSIBLE_STATS_API_KEY: STATS_KEY,
        NEXT_PUBLIC_SITE_URL: "https://www.notavo.test",
      }),
      sanity: { projectId: "proj1", dataset: "production", apiHost: sanity.url, apiVersion: "2025-10-01" },
    };
  });

  /** Visitors through the funnel, as the Events API would have recorded them. */
  const seed = async (steps: [visitor: number, step: keyof typeof FUNNEL_GOALS, lang: string, campaign?: string][]) => {
    for (const [visitor, step, lang, campaign] of steps)
      await fetch(`${plausible.url}/api/event`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": CHROME(visitor),
          "x-forwarded-for": `192.0.2.${visitor}`,
        },
        body: JSON.stringify({
          name: FUNNEL_GOALS[step],
          url: "https://www.notavo.test/early-access",
          domain: "notavo.test",
          props: { lang, ...(campaign ? { campaign } : {}) },
        }),
      });
    // A page view: not a goal, never in the funnel.
    await fetch(`${plausible.url}/api/event`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": CHROME(99) },
      body: JSON.stringify({ name: "pageview", url: "https://www.notavo.test/", domain: "notavo.test" }),
    });
  };

  it("answers only a Studio user: no token, or one Sanity does not grant the dataset, is 401", async () => {
    const service = createSignupsStats(deps);
    for (const token of [undefined, "someone-else"]) {
      const response = await service.handle(ask(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/Studio/) });
    }
    expect(plausible.queries()).toEqual([]);
  });

  it("says what to set when Plausible's Stats API is not configured", async () => {
    for (const [config, missing] of [
      [null, ["PLAUSIBLE_DOMAIN", "PLAUSIBLE_STATS_API_KEY"]],
      [{ ...deps.config!, statsApiKey: null }, ["PLAUSIBLE_STATS_API_KEY"]],
    ] as const) {
      const response = await createSignupsStats({ ...deps, config }).handle(ask(EDITOR_TOKEN));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ configured: false, missing });
    }
  });

  it("reads the last 30 days' funnel per language and campaign with the key, which stays on the server", async () => {
    await seed([
      [1, "opened", "en", "spring"],
      [1, "role", "en", "spring"],
      [1, "submitted", "en", "spring"],
      [1, "error", "en", "spring"],
      [1, "submitted", "en", "spring"],
      [1, "accepted", "en", "spring"],
      [2, "opened", "en", "spring"],
      [2, "role", "en", "spring"],
      [3, "opened", "es"],
      [4, "opened", "en"],
      [4, "opened", "en"],
    ]);
    const response = await createSignupsStats(deps).handle(ask(EDITOR_TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(JSON.stringify(body)).not.toContain(STATS_KEY);
    expect(body).toEqual({
      configured: true,
      range: "30d",
      generatedAt: expect.any(String),
      rows: [
        {
          lang: "en",
          campaign: "spring",
          visitors: { opened: 2, role: 2, submitted: 1, accepted: 1, error: 1 },
          events: { opened: 2, role: 2, submitted: 2, accepted: 1, error: 1 },
        },
        {
          lang: "en",
          campaign: "(none)",
          visitors: { opened: 1, role: 0, submitted: 0, accepted: 0, error: 0 },
          events: { opened: 2, role: 0, submitted: 0, accepted: 0, error: 0 },
        },
        {
          lang: "es",
          campaign: "(none)",
          visitors: { opened: 1, role: 0, submitted: 0, accepted: 0, error: 0 },
          events: { opened: 1, role: 0, submitted: 0, accepted: 0, error: 0 },
        },
      ],
    });
    expect(plausible.queries()).toEqual([
      { authorization: `Bearer ${STATS_KEY}`, body: funnelQuery("notavo.test"), status: 200 },
    ]);
  });

  it("asks Plausible at most once per five minutes, and Sanity once per token", async () => {
    let now = Date.parse("2026-11-27T12:00:00Z");
    const service = createSignupsStats({ ...deps, now: () => now });
    const sanityCalls = sanity.calls();
    await Promise.all([
      service.handle(ask(EDITOR_TOKEN)),
      service.handle(ask(EDITOR_TOKEN)),
      service.handle(ask(EDITOR_TOKEN)),
    ]);
    await service.handle(ask(EDITOR_TOKEN));
    expect(plausible.queries()).toHaveLength(1);
    expect(sanity.calls() - sanityCalls).toBeLessThanOrEqual(3);
    now += 5 * 60_000;
    await service.handle(ask(EDITOR_TOKEN));
    expect(plausible.queries()).toHaveLength(2);
  });

  it("explains Plausible's refusal: a wrong key, a site it does not have", async () => {
    const wrongKey = await createSignupsStats({ ...deps, config: { ...deps.config!, statsApiKey: "wrong" } }).handle(
      ask(EDITOR_TOKEN),
    );
    expect(await wrongKey.json()).toEqual({
      configured: true,
      error: expect.stringMatching(/^Plausible answered 401: .*PLAUSIBLE_STATS_API_KEY/),
    });
    const wrongSite = await createSignupsStats({ ...deps, config: { ...deps.config!, domain: "other.test" } }).handle(
      ask(EDITOR_TOKEN),
    );
    expect(await wrongSite.json()).toEqual({
      configured: true,
      error: expect.stringMatching(/^Plausible answered 400: Site not found/),
    });
    const unreachable = await createSignupsStats({
      ...deps,
      config: { ...deps.config!, baseUrl: "http://127.0.0.1:9" },
    }).handle(ask(EDITOR_TOKEN));
    expect(await unreachable.json()).toEqual({
      configured: true,
      error: expect.stringMatching(/^Could not read Plausible's stats/),
    });
  });
});
