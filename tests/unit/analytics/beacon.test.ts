// @vitest-environment node
import { describe, expect, it } from "vitest";
import { campaignOf, errorReason } from "@/lib/analytics/beacon";
import { signupText, wizardMessages } from "@/lib/signup/messages";

const retryIn = (lang: "en" | "es", seconds: number) => signupText(lang).retryIn(seconds);

describe("the wizard's beacon", () => {
  it("reads the campaign from the attribution the browser holds, last touch first, defensively", () => {
    const touch = (campaign?: unknown) => ({
      landing: "/",
      lang: "en",
      at: "2026-11-27T00:00:00.000Z",
      ...(campaign === undefined ? {} : { campaign }),
    });
    expect(campaignOf({ first: touch("first-one"), last: touch("last-one") })).toBe("last-one");
    expect(campaignOf({ first: touch("first-one"), last: touch() })).toBe("first-one");
    expect(campaignOf({ first: touch("first-one") })).toBe("first-one");
    expect(campaignOf({ last: touch("  spaced  ") })).toBe("spaced");
    // What JSON.parse may give for a broken or foreign value under the key.
    for (const held of [
      undefined,
      null,
      "",
      "text",
      42,
      [],
      { first: null },
      { last: touch(7) },
      { last: touch("   ") },
      { last: "x" },
    ])
      expect(campaignOf(held), JSON.stringify(held)).toBeUndefined();
    expect(campaignOf({ last: touch("x".repeat(300)) })).toHaveLength(100);
  });

  it("names the message an error showed, in either language, a server's wait included", () => {
    for (const lang of ["en", "es"] as const) {
      const { http } = wizardMessages(lang);
      expect(errorReason(http.invalid, http)).toBe("invalid");
      expect(errorReason(http.verification, http)).toBe("verification");
      expect(errorReason(retryIn(lang, 120), http)).toBe("rateLimited");
      expect(errorReason(http.mayHaveBeenSent, http)).toBe("mayHaveBeenSent");
      expect(errorReason("Bad Gateway", http)).toBe("other");
    }
  });
});
