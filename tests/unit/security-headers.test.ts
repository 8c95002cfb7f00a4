import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, DRAFT_MODE_COOKIE, securityHeaderRules } from "@/lib/security-headers";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("security headers", () => {
  it("send the required headers on every path", () => {
    const [all] = securityHeaderRules({ turnstile: false });
    expect(all?.source).toBe("/:path*");
    const keys = all?.headers.map((header) => header.key);
    expect(keys).toEqual(
      expect.arrayContaining(["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "Content-Security-Policy"]),
    );
    expect(all?.headers.find((header) => header.key === "X-Content-Type-Options")?.value).toBe("nosniff");
  });

  it("have a strict policy for public pages", () => {
    const csp = directives(contentSecurityPolicy({ turnstile: false, studio: false, framedByStudio: false }));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(JSON.stringify(csp)).not.toContain("cloudflare");
    expect(JSON.stringify(csp)).not.toContain("sanity.io wss");
  });

  it("allow Cloudflare Turnstile only when it is configured", () => {
    const csp = directives(contentSecurityPolicy({ turnstile: true, studio: false, framedByStudio: false }));
    expect(csp["script-src"]).toContain("https://challenges.cloudflare.com");
    expect(csp["frame-src"]).toContain("https://challenges.cloudflare.com");
  });

  it("give the Studio and draft-mode previews what they need and no more", () => {
    const rules = securityHeaderRules({ turnstile: false });
    const draft = rules.find((rule) => rule.has?.[0]?.key === DRAFT_MODE_COOKIE);
    const draftCsp = directives(draft?.headers[0]?.value ?? "");
    expect(draftCsp["frame-ancestors"]).toEqual(["'self'"]);
    expect(draftCsp["script-src"]).not.toContain("'unsafe-eval'");
    const studio = rules.find((rule) => rule.source === "/studio/:path*");
    const studioCsp = directives(studio?.headers[0]?.value ?? "");
    expect(studioCsp["connect-src"]).toEqual(expect.arrayContaining(["https://*.sanity.io", "wss://*.sanity.io"]));
    expect(studioCsp["frame-ancestors"]).toEqual(["'none'"]);
    expect(studioCsp["object-src"]).toEqual(["'none'"]);
  });

  it("name a local Content Lake (npm run edit) only when one is configured, and only for the Studio and previews", () => {
    const lake = "https://localhost:3334";
    const studio = directives(contentSecurityPolicy({ turnstile: false, studio: true, framedByStudio: false, contentLake: lake }));
    expect(studio["connect-src"]).toEqual(expect.arrayContaining(["https://localhost:3334", "https://*.localhost:3334", "wss://localhost:3334", "wss://*.localhost:3334"]));
    const page = contentSecurityPolicy({ turnstile: false, studio: false, framedByStudio: false, contentLake: lake });
    expect(page).not.toContain("localhost");
    for (const rule of securityHeaderRules({ turnstile: false })) expect(JSON.stringify(rule)).not.toContain("localhost");
  });
});
