import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanAttribution } from "@/lib/signup/attribution";

/*
 * The browser's record of where a visitor came from (lib/signup/touch.ts), with the browser's
 * address, referrer, storage and clock stood in for: the module reads nothing else.
 */

const DAY = 86_400_000;
let store: Map<string, string>;
let storageWorks: boolean;

function visit(url: string, referrer = "") {
  const address = new URL(url);
  vi.stubGlobal("location", { hostname: address.hostname, pathname: address.pathname, search: address.search });
  vi.stubGlobal("document", { referrer });
}

/** A fresh copy of the module, as each full page load runs it. */
async function pageLoad(url: string, referrer = "", lang: "en" | "es" = "en") {
  vi.resetModules();
  visit(url, referrer);
  const touch = await import("@/lib/signup/touch");
  touch.recordVisit(lang);
  return touch;
}

const stored = () => JSON.parse(store.get("notavo:attribution") ?? "null");

beforeEach(() => {
  store = new Map();
  storageWorks = true;
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => {
      if (!storageWorks) throw new DOMException("denied", "SecurityError");
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (!storageWorks) throw new DOMException("denied", "SecurityError");
      store.set(key, value);
    },
  });
  vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00.000Z"), toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's record of where a visitor came from", () => {
  it("keeps a campaign visit as first and last touch, in localStorage under notavo:attribution", async () => {
    await pageLoad(
      "https://notavo.example/solutions/notaries?utm_source=newsletter&utm_medium=email&utm_campaign=spring+launch&utm_term=ron&utm_content=hero&fbclid=x",
      "https://mail.example.com/inbox?id=123",
    );
    const touch = {
      source: "newsletter",
      medium: "email",
      campaign: "spring launch",
      term: "ron",
      content: "hero",
      referrer: "mail.example.com",
      landing: "/solutions/notaries",
      lang: "en",
      at: "2026-11-27T12:00:00.000Z",
    };
    expect(stored()).toEqual({ first: touch, last: touch });
    // What the server keeps of it is all of it.
    expect(cleanAttribution(stored(), new Date())).toEqual({ first: touch, last: touch });
  });

  it("changes nothing on the pages that follow on this site, nor on a direct return", async () => {
    await pageLoad("https://notavo.example/?utm_source=ads&utm_campaign=fall", "https://www.google.com/");
    const before = store.get("notavo:attribution");
    vi.setSystemTime(Date.now() + 60_000);
    await pageLoad("https://notavo.example/early-access", "https://notavo.example/");
    await pageLoad("https://notavo.example/pricing");
    expect(store.get("notavo:attribution")).toBe(before);
  });

  it("makes a later visit with a source the last touch, and keeps the first", async () => {
    await pageLoad("https://notavo.example/?utm_source=ads&utm_campaign=fall");
    vi.setSystemTime(Date.now() + 5 * DAY);
    await pageLoad("https://notavo.example/es/precios", "https://www.bing.com/search?q=notario", "es");
    expect(stored().first).toMatchObject({ source: "ads", campaign: "fall", landing: "/" });
    expect(stored().last).toEqual({
      referrer: "www.bing.com",
      landing: "/es/precios",
      lang: "es",
      at: "2026-12-02T12:00:00.000Z",
    });
  });

  it("records the first page of a visitor without a source as both touches, so a signup always says where they landed", async () => {
    await pageLoad("https://notavo.example/solutions/title-companies");
    expect(stored()).toEqual({
      first: { landing: "/solutions/title-companies", lang: "en", at: "2026-11-27T12:00:00.000Z" },
      last: { landing: "/solutions/title-companies", lang: "en", at: "2026-11-27T12:00:00.000Z" },
    });
  });

  it("forgets a first touch after 90 days", async () => {
    await pageLoad("https://notavo.example/?utm_campaign=old");
    vi.setSystemTime(Date.now() + 91 * DAY);
    const touch = await pageLoad("https://notavo.example/privacy");
    expect(stored().first).toMatchObject({ landing: "/privacy" });
    expect(stored().first).not.toHaveProperty("campaign");
    expect(touch.storedAttribution()?.first?.landing).toBe("/privacy");
  });

  it("cuts what it keeps to the server's bounds, so nothing long is refused later", async () => {
    await pageLoad(`https://notavo.example/?utm_campaign=${"c".repeat(5_000)}&utm_source=%20%20`);
    expect(stored().first.campaign).toHaveLength(200);
    expect(stored().first).not.toHaveProperty("source");
  });

  it("still gives the wizard this page load's touch where storage is refused, and never throws", async () => {
    storageWorks = false;
    const touch = await pageLoad("https://notavo.example/early-access?utm_source=partner");
    expect(touch.storedAttribution()).toMatchObject({ first: { source: "partner", landing: "/early-access" } });
  });

  it("ignores a broken record in storage", async () => {
    store.set("notavo:attribution", "{not json");
    await pageLoad("https://notavo.example/?utm_source=x");
    expect(stored().first).toMatchObject({ source: "x" });
  });
});
