import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPlausibleSender } from "@/lib/analytics/plausible";
import { startFakePlausible, type FakePlausible } from "../../support/fake-plausible";

const VISITOR = {
  address: "198.51.100.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
};

describe("the Plausible sender (bounded, never in the way)", () => {
  let fake: FakePlausible;
  const warnings: string[] = [];
  const log = { warn: (line: string) => warnings.push(line) };

  beforeAll(async () => {
    fake = await startFakePlausible({ sites: ["notavo.test"] });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.failEvents(null);
    fake.setDelay(0);
    warnings.length = 0;
  });

  it("posts the event as Plausible's Events API takes it, with the visitor's address and user agent", async () => {
    const sender = createPlausibleSender({ baseUrl: `${fake.url}/`, domain: "notavo.test", log });
    expect(
      sender.send(
        { name: "Wizard opened", url: "https://www.notavo.test/early-access", props: { lang: "en" } },
        VISITOR,
      ),
    ).toBe(true);
    await sender.idle();
    expect(fake.events()).toEqual([
      expect.objectContaining({
        name: "Wizard opened",
        url: "https://www.notavo.test/early-access",
        domain: "notavo.test",
        props: { lang: "en" },
        userAgent: VISITOR.userAgent,
        forwardedFor: VISITOR.address,
      }),
    ]);
    expect(sender.stats()).toEqual({ sent: 1, refused: 0, failed: 0, dropped: 0 });
  });

  it("answers at once and drops what does not fit the queue, counted, with one warning", async () => {
    fake.setDelay(300);
    const sender = createPlausibleSender({
      baseUrl: fake.url,
      domain: "notavo.test",
      log,
      concurrency: 2,
      queueLimit: 3,
    });
    const queued = Array.from({ length: 10 }, (_, i) =>
      sender.send({ name: "pageview", url: `https://www.notavo.test/${i}` }, VISITOR),
    );
    // `send` answers synchronously: five queued (two sending, three waiting), five dropped.
    expect(queued).toEqual([true, true, true, true, true, false, false, false, false, false]);
    await sender.idle();
    expect(fake.events()).toHaveLength(5);
    expect(sender.stats()).toEqual({ sent: 5, refused: 0, failed: 0, dropped: 5 });
    expect(warnings.filter((line) => line.includes("dropping"))).toHaveLength(1);
  });

  it("gives up on a Plausible that does not answer, and never throws", async () => {
    fake.failEvents("hang");
    const sender = createPlausibleSender({ baseUrl: fake.url, domain: "notavo.test", log, timeoutMs: 200 });
    expect(sender.send({ name: "pageview", url: "https://www.notavo.test/" }, VISITOR)).toBe(true);
    await sender.idle();
    expect(sender.stats()).toEqual({ sent: 0, refused: 0, failed: 1, dropped: 0 });
    expect(warnings[0]).toMatch(/no answer in 200 ms/);
  });

  it("counts a refused event and a failing Plausible apart, and an unreachable one", async () => {
    const sender = createPlausibleSender({ baseUrl: fake.url, domain: "notavo.test", log });
    sender.send({ name: "", url: "https://www.notavo.test/" }, VISITOR);
    await sender.idle();
    fake.failEvents(503);
    sender.send({ name: "pageview", url: "https://www.notavo.test/" }, VISITOR);
    await sender.idle();
    expect(sender.stats()).toEqual({ sent: 0, refused: 1, failed: 1, dropped: 0 });
    const unreachable = createPlausibleSender({ baseUrl: "http://127.0.0.1:9", domain: "notavo.test", log });
    unreachable.send({ name: "pageview", url: "https://www.notavo.test/" }, VISITOR);
    await unreachable.idle();
    expect(unreachable.stats().failed).toBe(1);
  });
});
