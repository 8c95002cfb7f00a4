import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/lib/platform/env";

describe("the environment (lib/platform/env.ts)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("takes blank as unset and names every malformed variable in one message", () => {
    expect(parseEnv({ SIGNUP_RATE_LIMIT: " ", NEXT_PUBLIC_SITE_URL: "", RESEND_API_KEY: "  re_x  " })).toMatchObject({
      SIGNUP_RATE_LIMIT: 5,
      NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
      RESEND_API_KEY: "re_x",
    });
    expect(() => parseEnv({ NEXT_PUBLIC_BRAND: "other", SIGNUP_RATE_LIMIT: "0" })).toThrow(
      /^Invalid environment configuration:\n {2}NEXT_PUBLIC_BRAND: .+\n {2}SIGNUP_RATE_LIMIT: /,
    );
  });

  it("in client code: the public variables only; reading a server variable throws", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_never_in_the_browser");
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://notavo.example");
    vi.stubGlobal("window", {});
    vi.resetModules();
    const { env } = await import("@/lib/platform/env");
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("https://notavo.example");
    expect(env.NEXT_PUBLIC_BRAND).toBe("default");
    expect(() => env.RESEND_API_KEY).toThrow(/RESEND_API_KEY is a server-only variable/);
    expect(JSON.stringify(env)).not.toContain("re_never_in_the_browser");
  });
});
