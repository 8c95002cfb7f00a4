import { describe, expect, it } from "vitest";
import { analyticsConfig } from "@/lib/analytics/config";
import { parseEnv } from "@/lib/platform/env";

describe("the analytics settings (PLAUSIBLE_*)", () => {
  it("sends nothing unless PLAUSIBLE_DOMAIN is set; the hosted service by default", () => {
    expect(analyticsConfig(parseEnv({}))).toBeNull();
    expect(analyticsConfig(parseEnv({ PLAUSIBLE_BASE_URL: "https://plausible.example.com" }))).toBeNull();
    expect(
      analyticsConfig(parseEnv({ PLAUSIBLE_DOMAIN: " Notavo.com ", NEXT_PUBLIC_SITE_URL: "https://www.notavo.com/x" })),
    ).toEqual({
      baseUrl: "https://plausible.io",
      domain: "notavo.com",
      siteOrigin: "https://www.notavo.com",
      statsApiKey: null,
    });
  });

  it("takes a Community Edition's address and a Stats API key", () => {
    expect(
      analyticsConfig(
        parseEnv({
          PLAUSIBLE_DOMAIN: "notavo.com",
          PLAUSIBLE_BASE_URL: "http://plausible.internal:8000/",
          PLAUSIBLE_STATS_API_KEY: " key ",
        }),
      ),
    ).toMatchObject({ baseUrl: "http://plausible.internal:8000", statsApiKey: "key" });
  });

  it("refuses a domain that is not one, an address that is not http(s), and a key without its site", () => {
    expect(() => parseEnv({ PLAUSIBLE_DOMAIN: "https://notavo.com" })).toThrow(
      /PLAUSIBLE_DOMAIN: must be the site's domain/,
    );
    expect(() =>
      parseEnv({ PLAUSIBLE_DOMAIN: "notavo.com", PLAUSIBLE_BASE_URL: "ftp://plausible.example.com" }),
    ).toThrow(/PLAUSIBLE_BASE_URL/);
    expect(() => parseEnv({ PLAUSIBLE_STATS_API_KEY: "key" })).toThrow(
      /PLAUSIBLE_DOMAIN: must be set when PLAUSIBLE_STATS_API_KEY is/,
    );
  });
});
