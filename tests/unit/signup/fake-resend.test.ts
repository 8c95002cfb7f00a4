import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeResend, type FakeResend } from "../../support/fake-resend";

/** The test double's own contract: the reliability tests count on it. */
let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend({ apiKey: "re_fake" });
});
afterAll(() => fake.close());

const post = (to: string, key: string, extra: Record<string, unknown> = {}) =>
  fetch(`${fake.url}/emails`, {
    method: "POST",
    headers: { authorization: "Bearer re_fake", "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({ from: "a@example.com", to, subject: "s", text: "t", ...extra }),
  });

describe("the fake Resend's planned faults", () => {
  it("fails exactly 30% of the matching sends, evenly, and lets a refused key through later", async () => {
    fake.reset();
    fake.setFaults({ rate: 0.3, match: ({ to }) => to.includes("admin@example.com") });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await post("admin@example.com", `admin-${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 422, 200, 200, 422, 200, 200, 422]);
    // Overlapping sends: still exactly 30 of 100; other recipients are never refused.
    const [admins, applicants] = await Promise.all([
      Promise.all(
        Array.from({ length: 90 }, (_, i) =>
          post("admin@example.com", `admin-${i + 10}`).then((response) => response.status),
        ),
      ),
      Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post(`person${i}@example.com`, `applicant-${i}`).then((response) => response.status),
        ),
      ),
    ]);
    statuses.push(...admins);
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    expect(applicants.every((status) => status === 200)).toBe(true);
    // A refused key is forgotten: its retry is a new send (and this one is the 101st: it passes).
    expect((await post("admin@example.com", "admin-3")).status).toBe(200);
    // An accepted key answers its first response again, without counting as a send.
    expect((await post("admin@example.com", "admin-0")).status).toBe(200);
    expect(fake.messages().filter((message) => message.to[0] === "admin@example.com")).toHaveLength(71);
    fake.setFaults({ rate: 1, status: 503, name: "internal_server_error" });
    const refused = await post("x@example.com", "x-1");
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ name: "internal_server_error" });
    fake.reset();
    expect((await post("x@example.com", "x-1")).status).toBe(200);
  });

  it("records the fields it does not know, so tests can prove there are none", async () => {
    fake.reset();
    await post("a@example.com", "extra-1", { bcc: ["x@evil.test"], headers: { "X-Test": "1" } });
    expect(fake.messages()[0]?.extra).toEqual({ bcc: ["x@evil.test"], headers: { "X-Test": "1" } });
  });
});
