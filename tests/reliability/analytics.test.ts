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
 * same 2,000 page loads from browsers, 40 at a time, in turns. Then Plausible answers again and the page
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

/** The CPU time (user + system, ms) the process has used so far. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, the 12th and 13th fields after the command, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Run = { statuses: number[]; times: number[]; cpu: number; peakRss: number };

/** `count` page loads as a browser makes them (a document navigation, Brotli accepted), `CONCURRENCY` at a time, added to `run`. */
async function load(server: ProductionServer, count: number, marker: string, run?: Run): Promise<Run> {
  const into = run ?? { statuses: [], times: [], cpu: 0, peakRss: 0 };
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const cpuBefore = cpuMs(server.pid);
  const sampler = setInterval(() => (into.peakRss = Math.max(into.peakRss, rssMb(server.pid))), 100);
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
              into.statuses.push(res.statusCode ?? 0);
              into.times.push(performance.now() - started);
              resolve();
            });
          },
        )
          .on("error", reject)
          .end();
      }),
  );
  clearInterval(sampler);
  into.cpu += cpuMs(server.pid) - cpuBefore;
  agent.destroy();
  return into;
}

const summary = (run: Run) => {
  const { p50, p95, max } = percentiles(run.times);
  return `p50 ${p50} ms, p95 ${p95} ms, max ${max} ms, server CPU ${(run.cpu / run.times.length).toFixed(2)} ms a page`;
};

describe("page views to Plausible under a surge", () => {
  it("serve every page as fast whether Plausible answers or hangs; the queue stays bounded and recovers", async () => {
    // Both servers warm (every page rendered and compressed once).
    await load(baseline, PAGES.length * 4, "warm");
    await load(analytics, PAGES.length * 4, "warm");
    await waitUntil(() => plausible.events().length >= PAGES.length * 4, "the warm-up's page views");
    plausible.reset();

    plausible.failEvents("hang");
    const rssBefore = rssMb(analytics.pid);
    const baselineRssBefore = rssMb(baseline.pid);
    // In turns, so both see the same machine (it is shared): ten rounds of 200 loads each.
    const without: Run = { statuses: [], times: [], cpu: 0, peakRss: 0 };
    const hung: Run = { statuses: [], times: [], cpu: 0, peakRss: 0 };
    for (let round = 0; round < 10; round += 1) {
      await load(baseline, LOADS / 10, "baseline", without);
      await load(analytics, LOADS / 10, "hung", hung);
    }
    console.info(
      `[analytics] ${LOADS} page loads each, ${CONCURRENCY} at a time: without analytics ${summary(without)}; ` +
        `with Plausible hung ${summary(hung)}; server memory without analytics ${Math.round(baselineRssBefore)} → ${Math.round(without.peakRss)} MB at peak, ` +
        `with Plausible hung ${Math.round(rssBefore)} → ${Math.round(hung.peakRss)} MB`,
    );
    expect(without.statuses.every((status) => status === 200)).toBe(true);
    expect(hung.statuses.every((status) => status === 200)).toBe(true);
    // 4 requests waiting on Plausible and at most 1,000 events queued: a few hundred kB. The servers
    // grow alike as they render and compress the pages; the queue adds nothing one can see beside that.
    expect(hung.peakRss - rssBefore - (without.peakRss - baselineRssBefore)).toBeLessThan(50);
    expect(analytics.output()).toContain("events already waiting for Plausible; dropping new ones");

    // Plausible answers again: what waited goes out (the hung requests give up after 5 s), then new views as they come.
    plausible.failEvents(null);
    const delivered = () => plausible.events().filter((event) => event.userAgent === chrome("hung")).length;
    // The queue drains (once the hung requests gave up): the count of the surge's page views stops growing.
    let seen = -1;
    await waitUntil(
      async () => {
        const now = delivered();
        const settled = now > 0 && now === seen;
        seen = now;
        if (!settled) await new Promise((resolve) => setTimeout(resolve, 1_000));
        return settled;
      },
      "the queued page views to reach Plausible",
      60_000,
    );
    await load(analytics, 100, "after");
    await waitUntil(
      () => plausible.events().filter((event) => event.userAgent === chrome("after")).length === 100,
      "the page views after Plausible came back",
      60_000,
    );
    const queued = delivered();
    console.info(
      `[analytics] of ${LOADS} page views while Plausible hung: ${queued} delivered once it answered, the rest dropped`,
    );
    expect(queued).toBeGreaterThan(0);
    expect(queued).toBeLessThanOrEqual(1_004);
  });
});
