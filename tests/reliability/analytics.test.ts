import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePlausible, type FakePlausible } from "../support/fake-plausible";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { startProductionServer, type ProductionServer } from "../support/production-server";
import { inPool, percentiles, waitUntil } from "../support/signup-client";
import { serverEnv } from "./env";

/*
 * Page views sent to Plausible never hold a visitor's page back, and cost bounded memory, even
 * when Plausible stops answering under a surge: two production servers on one build, one without
 * analytics and one sending page views to a stand-in Plausible that never answers, each given the
 * same 2,000 page loads from browsers, 40 at a time. Then Plausible answers again and the page
 * views flow. Times are reported, not asserted (the machine is shared); what is asserted is that
 * every page was served, that the queue dropped what did not fit (and said so once), and memory.
 */

const BASELINE_PORT = 3615;
const ANALYTICS_PORT = 3616;
const PLAUSIBLE_PORT = 3617;
const RESEND_PORT = 3618;
const LOADS = 2_000;
const CONCURRENCY = 40;
const PAGES = ["/", "/early-access", "/solutions/notaries", "/es/soluciones/notary-public", "/privacy"];
const chrome = (marker: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Load/${marker}`;

let plausible: FakePlausible;
let resend: FakeResend;
let baseline: ProductionServer;
let analytics: ProductionServer;

beforeAll(async () => {
  plausible = await startFakePlausible({ port: PLAUSIBLE_PORT, sites: ["notavo.test"] });
  resend = await startFakeResend({ port: RESEND_PORT });
  const env = serverEnv(resend.url);
  [baseline, analytics] = await Promise.all([
    startProductionServer({ port: BASELINE_PORT, env }),
    startProductionServer({
      port: ANALYTICS_PORT,
      env: { ...env, PLAUSIBLE_DOMAIN: "notavo.test", PLAUSIBLE_BASE_URL: plausible.url },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([baseline?.stop(), analytics?.stop()]);
  await Promise.all([plausible?.close(), resend?.close()]);
});

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** `count` page loads as a browser makes them (a document navigation, Brotli accepted), `CONCURRENCY` at a time. */
async function load(server: ProductionServer, count: number, marker: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses: number[] = [];
  const times: number[] = [];
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 100);
  await inPool(
    Array.from({ length: count }, (_, index) => PAGES[index % PAGES.length] as string),
    CONCURRENCY,
    (path) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        request(
          `${server.url}${path}`,
          {
            agent,
            headers: { "user-agent": chrome(marker), "sec-fetch-dest": "document", "accept-encoding": "br" },
          },
          (res) => {
            res.resume();
            res.on("end", () => {
              statuses.push(res.statusCode ?? 0);
              times.push(performance.now() - started);
              resolve();
            });
          },
        )
          .on("error", reject)
          .end();
      }),
  );
  clearInterval(sampler);
  agent.destroy();
  return { statuses, ...percentiles(times), peakRss };
}

describe("page views to Plausible under a surge", () => {
  it("serve every page as fast whether Plausible answers or hangs; the queue stays bounded and recovers", async () => {
    // Both servers warm (every page rendered and compressed once).
    await load(baseline, PAGES.length * 4, "warm");
    await load(analytics, PAGES.length * 4, "warm");
    await waitUntil(() => plausible.events().length >= PAGES.length * 4, "the warm-up's page views");
    plausible.reset();

    plausible.failEvents("hang");
    const rssBefore = rssMb(analytics.pid);
    const without = await load(baseline, LOADS, "baseline");
    const hung = await load(analytics, LOADS, "hung");
    console.info(
      `[analytics] ${LOADS} page loads, ${CONCURRENCY} at a time: without analytics p50 ${without.p50} ms, p95 ${without.p95} ms, max ${without.max} ms; ` +
        `with Plausible hung p50 ${hung.p50} ms, p95 ${hung.p95} ms, max ${hung.max} ms; ` +
        `server memory ${Math.round(rssBefore)} MB before, ${Math.round(hung.peakRss)} MB at peak`,
    );
    expect(without.statuses.every((status) => status === 200)).toBe(true);
    expect(hung.statuses.every((status) => status === 200)).toBe(true);
    // 4 requests waiting on Plausible and at most 1,000 events queued: a few hundred kB, well inside the noise of rendering.
    expect(hung.peakRss - rssBefore).toBeLessThan(150);
    expect(analytics.output()).toContain("events already waiting for Plausible; dropping new ones");

    // Plausible answers again: what waited goes out (the hung requests give up after 5 s), then new views as they come.
    plausible.failEvents(null);
    await load(analytics, 100, "after");
    await waitUntil(
      () => plausible.events().filter((event) => event.userAgent === chrome("after")).length === 100,
      "the page views after Plausible came back",
      60_000,
    );
    const queued = plausible.events().filter((event) => event.userAgent === chrome("hung")).length;
    console.info(
      `[analytics] of ${LOADS} page views while Plausible hung: ${queued} delivered once it answered, the rest dropped`,
    );
    expect(queued).toBeGreaterThan(0);
    expect(queued).toBeLessThanOrEqual(1_004);
  });
});
