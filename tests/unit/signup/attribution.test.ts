import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_LIMITS,
  cleanAttribution,
  cleanHost,
  cleanPath,
  cleanText,
  cleanTime,
  cleanTouch,
} from "@/lib/signup/attribution";
import { signupSchema } from "@/lib/signup/schema";
import { sampleSubmission } from "../../support/submissions";

const now = new Date("2026-11-27T12:00:00.000Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000).toISOString();
const days = (count: number) => new Date(now.getTime() + count * 86_400_000).toISOString();

const touch = (overrides: Record<string, unknown> = {}) => ({
  source: "newsletter",
  medium: "email",
  campaign: "spring-launch",
  term: "online notary",
  content: "hero-button",
  referrer: "mail.example.com",
  landing: "/solutions/notaries",
  lang: "en",
  at: minutes(-30),
  ...overrides,
});

/** Values no field may keep. */
const HOSTILE: unknown[] = [
  null,
  undefined,
  42,
  Number.NaN,
  true,
  [],
  ["spring"],
  {},
  { toString: "spring" },
  "",
  "   ",
  "x".repeat(1_000_000),
  "spring\u0000launch",
  "spring\u001b[31mlaunch",
  "spring\u007Flaunch",
  "spring\u0085launch",
  "moc.elpmaxe\u202E",
  "spring\u200Blaunch",
  "spring\u2060launch",
  "\u2066spring\u2069",
  "lone \uD800 surrogate",
  "private \uE000 use",
];

describe("cleaning the attribution the wizard sends", () => {
  it("keeps a well-formed touch as it is (the time in toISOString form, the host lower-cased)", () => {
    const at = "2026-11-27T11:30:00Z";
    expect(cleanTouch(touch({ at, referrer: "Mail.Example.COM" }), now)).toEqual({
      ...touch(),
      at: "2026-11-27T11:30:00.000Z",
    });
    expect(cleanAttribution({ first: touch(), last: touch({ lang: "es", landing: "/es" }) }, now)).toEqual({
      first: cleanTouch(touch(), now),
      last: cleanTouch(touch({ lang: "es", landing: "/es" }), now),
    });
  });

  it("keeps any language's letters, digits, punctuation and symbols, on one line", () => {
    for (const text of [
      "campaña de otoño",
      "日本語キャンペーン",
      "launch 🚀 2026",
      "50% off — today!",
      "a+b=c",
      "Ünïcödé",
    ])
      expect(cleanText(text, 200), text).toBe(text);
    expect(cleanText("  spring\n\tlaunch\r\n  ", 200)).toBe("spring launch");
  });

  it("drops control characters, bidirectional and invisible characters, lone surrogates, wrong types, empty and huge values", () => {
    for (const value of HOSTILE) {
      expect(cleanText(value, ATTRIBUTION_LIMITS.parameter), JSON.stringify(value)?.slice(0, 40)).toBeUndefined();
      expect(cleanPath(value)).toBeUndefined();
      expect(cleanHost(value)).toBeUndefined();
      expect(cleanTime(value, now)).toBeUndefined();
    }
  });

  it("drops a parameter longer than its bound rather than cutting it", () => {
    expect(cleanText("x".repeat(200), 200)).toHaveLength(200);
    expect(cleanText("x".repeat(201), 200)).toBeUndefined();
  });

  it("takes only a path on this site for the landing page: no scheme, host, query, fragment or broken escape", () => {
    for (const path of [
      "/",
      "/solutions/notaries",
      "/es/acceso-anticipado",
      "/a%20b",
      "/caf%C3%A9",
      "/a-b_c.d~e/f:g@h",
    ])
      expect(cleanPath(path), path).toBe(path);
    for (const path of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      " /solutions",
      "solutions",
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "/search?q=1",
      "/page#top",
      "/a b",
      "/a%zz",
      "/a%2",
      "/café",
      "/a\nb",
      `/${"a".repeat(ATTRIBUTION_LIMITS.path)}`,
    ])
      expect(cleanPath(path), path).toBeUndefined();
  });

  it("takes only a host name for the referrer: never a URL, a port, a path or an IP literal in brackets", () => {
    for (const host of ["google.com", "www.google.com", "xn--bcher-kva.example", "localhost", "10.0.0.1", "a-b.c-d.io"])
      expect(cleanHost(host), host).toBe(host);
    for (const host of [
      "https://google.com",
      "google.com/search?q=notary",
      "google.com:443",
      "[::1]",
      "-bad.example",
      "bad-.example",
      "bad..example",
      ".example",
      "example.",
      "bücher.example",
      "evil.example\u0000.good",
      `${"a".repeat(64)}.example`,
      `${"a.".repeat(127)}a`,
      "javascript:alert(1)",
    ])
      expect(cleanHost(host), host).toBeUndefined();
  });

  it("takes only ISO times in UTC from the last 90 days, never in the future (a device up to 10 minutes fast is taken as now)", () => {
    expect(cleanTime(minutes(-1), now)).toBe(minutes(-1));
    expect(cleanTime(days(-90), now)).toBe(days(-90));
    expect(cleanTime(minutes(5), now)).toBe(now.toISOString());
    expect(cleanTime(minutes(11), now)).toBeUndefined();
    expect(cleanTime(days(365), now)).toBeUndefined();
    expect(cleanTime(days(-92), now)).toBeUndefined();
    for (const time of [
      "2026-11-27",
      "2026-11-27 11:00:00Z",
      "2026-11-27T11:00:00+01:00",
      "2026-11-27T11:00:00",
      "2026-13-01T00:00:00Z",
      "2026-11-27T25:00:00Z",
      "yesterday",
      "1764244800000",
    ])
      expect(cleanTime(time, now), time).toBeUndefined();
  });

  it("drops a touch without a valid landing page, language or time, and only the bad optional field otherwise", () => {
    expect(cleanTouch(touch({ landing: "javascript:alert(1)" }), now)).toBeUndefined();
    expect(cleanTouch(touch({ lang: "fr" }), now)).toBeUndefined();
    expect(cleanTouch(touch({ at: days(2) }), now)).toBeUndefined();
    expect(cleanTouch(touch({ landing: undefined }), now)).toBeUndefined();
    const cleaned = cleanTouch(
      touch({
        campaign: "x".repeat(10_000),
        source: ["google"],
        referrer: "https://evil.example/path",
        term: "\u202E",
      }),
      now,
    );
    expect(cleaned).toEqual({
      medium: "email",
      content: "hero-button",
      landing: "/solutions/notaries",
      lang: "en",
      at: minutes(-30),
    });
  });

  it("drops unknown keys and anything that is not an object, and is undefined when neither touch is valid", () => {
    const hostile = JSON.parse(`{"__proto__": {"polluted": true}, "extra": "x", ${JSON.stringify(touch()).slice(1)}`);
    const cleaned = cleanTouch(hostile, now);
    expect(cleaned).toEqual(cleanTouch(touch(), now));
    expect(Object.keys(cleaned ?? {})).not.toContain("__proto__");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const value of [null, "first", 1, [touch()], { first: "x", last: 2 }, { first: touch({ lang: "xx" }) }])
      expect(cleanAttribution(value, now), JSON.stringify(value)).toBeUndefined();
    expect(cleanAttribution({ first: touch({ lang: "xx" }), last: touch() }, now)).toEqual({
      last: cleanTouch(touch(), now),
    });
  });

  it("never makes the schema refuse a signup: whatever arrives is cleaned or dropped", () => {
    for (const attribution of [...HOSTILE, { first: HOSTILE, last: { landing: HOSTILE } }, { first: touch() }]) {
      const result = signupSchema.safeParse(sampleSubmission("client", { attribution }));
      expect(result.success, JSON.stringify(attribution)?.slice(0, 60)).toBe(true);
    }
    // The schema cleans against the server's clock.
    const recently = new Date(Date.now() - 60_000).toISOString();
    const parsed = signupSchema.parse(sampleSubmission("notary", { attribution: { first: touch({ at: recently }) } }));
    expect(parsed.attribution?.first?.campaign).toBe("spring-launch");
  });
});
