import type { Challenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveToToken } from "../support/altcha";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { logEntries, startProductionServer, type ProductionServer } from "../support/production-server";
import { challengeFrom, inPool, postSignupFrom, waitUntil } from "../support/signup-client";
import { sampleSubmission } from "../support/submissions";
import { ADMIN_EMAIL, RESEND_KEY, serverEnv } from "./env";

/*
 * On the production server with the fake Resend: a campaign's surge must not
 * cost genuine visitors. No proxy is declared, so the server takes each connection's address as
 * the client's: requests come from loopback addresses (127.x.y.z), each a distinct client, each
 * 127.x.y a distinct network (/24) for the proof of work's price.
 * - 500 signups from 500 networks within the window: none refused, every challenge at the base price;
 * - 500 from one /24: that network's price climbs to the maximum while another network pays the base price;
 * - challenges fetched before the surge are accepted after it;
 * - past the global level (set to 300 here) nobody is refused and nothing is lost: the admin gets
 *   each signup in its own email or in a digest, every applicant one confirmation.
 * Ports: server 3820, fake Resend 3821.
 */

const BASE_COST = 2;
const MAX_FACTOR = 16;
const GLOBAL_LEVEL = 300;
const report = (line: string) => console.info(`[reliability] ${line}`);

describe("a campaign's surge does not cost genuine visitors", () => {
  let fake: FakeResend;
  let server: ProductionServer;
  const accepted: string[] = [];

  beforeAll(async () => {
    fake = await startFakeResend({ port: 3821, apiKey: RESEND_KEY });
    server = await startProductionServer({
      port: 3820,
      env: serverEnv(fake.url, {
        ALTCHA_COST: String(BASE_COST),
        SIGNUP_GLOBAL_RATE_LIMIT: String(GLOBAL_LEVEL),
        SIGNUP_DIGEST_INTERVAL_S: "3",
        SIGNUP_DEFERRED_PER_MINUTE: "6000",
        SIGNUP_CONFIRMATION_RETRY_S: "20",
      }),
    });
    expect(server.output()).toContain(`past ${GLOBAL_LEVEL} overall, emails deferred`);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** Fetches a challenge as `address`, solves it, posts a signup as `address`: the cost paid and the answer. */
  async function signUpFrom(address: string, label: string, challenge?: Challenge) {
    const issued = challenge ?? (await challengeFrom(server.url, address));
    const email = `${label}@surge.example`;
    const answer = await postSignupFrom(
      server.url,
      { ...sampleSubmission("client", { email }), challenge: await solveToToken(issued) },
      address,
    );
    if (answer.status === 200) accepted.push(email);
    return { cost: issued.parameters.cost, status: answer.status };
  }

  // Fetched before any surge, from the network that will flood and from a quiet one.
  let early: { address: string; challenge: Challenge }[] = [];

  it("500 signups from 500 networks within the window: 0 refused, every challenge at the base price", async () => {
    early = await Promise.all(
      ["127.0.9.201", "127.0.9.202", "127.0.9.203", "127.0.77.1"].map(async (address) => ({
        address,
        challenge: await challengeFrom(server.url, address),
      })),
    );
    expect(early.map((entry) => entry.challenge.parameters.cost)).toEqual(Array(4).fill(BASE_COST));
    const started = performance.now();
    const results = await inPool(
      Array.from({ length: 500 }, (_, index) => index),
      6,
      (index) => signUpFrom(`127.${1 + (index >> 8)}.${index & 255}.1`, `campaign-${index}`),
    );
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toEqual([]);
    expect(new Set(results.map((result) => result.cost))).toEqual(new Set([BASE_COST]));
    report(
      `campaign: 500 signups from 500 networks in ${((performance.now() - started) / 1000).toFixed(1)} s → ${refused.length} refused; price ${BASE_COST} (base) for all 500`,
    );
  });

  it("500 from one /24: that network's price climbs to the maximum; a visitor from another network pays the base price; challenges fetched before the surge are still accepted", async () => {
    // 250 addresses of 127.0.9.0/24, two signups each (the per-client limit is 5).
    const results = await inPool(
      Array.from({ length: 500 }, (_, index) => index),
      6,
      (index) => signUpFrom(`127.0.9.${(index % 250) + 1}`, `flood-${index}`),
    );
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    const costs = results.map((result) => result.cost);
    expect(costs[0]).toBe(BASE_COST);
    expect(Math.max(...costs)).toBe(BASE_COST * MAX_FACTOR);
    const atMax = costs.filter((cost) => cost === BASE_COST * MAX_FACTOR).length;
    // Step 50: ×16 from the 200th challenge of the network on (give or take the six in flight).
    expect(atMax).toBeGreaterThanOrEqual(290);

    const flooded = await challengeFrom(server.url, "127.0.9.250");
    expect(flooded.parameters.cost).toBe(BASE_COST * MAX_FACTOR);
    const visitor = await signUpFrom("127.0.10.1", "visitor");
    expect(visitor).toEqual({ cost: BASE_COST, status: 200 });
    // IPv4 addresses are one network per /24: a neighbour of the flood pays its price.
    expect((await challengeFrom(server.url, "127.0.9.251")).parameters.cost).toBe(BASE_COST * MAX_FACTOR);

    const late = await Promise.all(
      early.map((entry, index) => signUpFrom(entry.address, `early-${index}`, entry.challenge)),
    );
    expect(late.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    const steps = [1, 2, 4, 8, 16].map(
      (factor) => `×${factor}: ${costs.filter((cost) => cost === BASE_COST * factor).length}`,
    );
    report(
      `one /24 flooding: 500 signups, 0 refused; its price ${costs[0]} → ${Math.max(...costs)} (${steps.join(", ")}); a visitor from another network paid ${visitor.cost} (base), answered ${visitor.status}; ` +
        `4 challenges fetched before the surge (cost ${BASE_COST}) accepted after it: ${late.map((result) => result.status).join(", ")}`,
    );
  });

  it("past the global level nothing was refused and nothing lost: each signup reached the admin once (own email or digest), each applicant one confirmation", async () => {
    const total = accepted.length;
    expect(total).toBe(1_005);
    const adminText = () =>
      fake
        .messages()
        .filter((message) => message.to.includes(ADMIN_EMAIL))
        .map((message) => message.text)
        .join("\n");
    await waitUntil(
      () => accepted.every((email) => fake.messages().some((message) => message.to.includes(email))),
      "every confirmation",
      120_000,
      250,
    );
    await waitUntil(
      () => accepted.every((email) => adminText().includes(email)),
      "every signup in an admin email or digest",
      60_000,
      250,
    );
    const admins = fake.messages().filter((message) => message.to.includes(ADMIN_EMAIL));
    const digests = admins.filter((message) => message.subject.includes("digest"));
    const single = admins.length - digests.length;
    expect(single).toBe(GLOBAL_LEVEL);
    const text = adminText();
    for (const email of accepted) expect(text.split(`${email}`).length - 1, email).toBeGreaterThanOrEqual(1);
    const confirmations = fake.messages().filter((message) => !message.to.includes(ADMIN_EMAIL));
    expect(confirmations).toHaveLength(total);
    const deferredLogged = logEntries(server.output()).filter((entry) =>
      entry.msg.startsWith("signup deferred past the global level"),
    ).length;
    expect(deferredLogged).toBe(total - GLOBAL_LEVEL);
    report(
      `global level ${GLOBAL_LEVEL}: ${total} signups accepted, 0 refused; ${single} admin notifications + ${digests.length} digests for the other ${total - single}; ${confirmations.length} confirmations (the deferred at a bounded rate)`,
    );
  });
});
