import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  DRAFT_MODE_COOKIE,
  hostedProjectOrigins,
  securityHeaderRules,
} from "@/lib/platform/security-headers";

/**
 * The policy's directives, each as the browser reads it: one left out is what `default-src`
 * says (the header leaves out those that would repeat it).
 */
const directives = (policy: string): Record<string, string[]> => {
  const parsed: Record<string, string[]> = Object.fromEntries(
    policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]),
  );
  const fromDefault = Object.fromEntries(
    ["script-src", "style-src", "img-src", "font-src", "connect-src", "frame-src"].map((name) => [
      name,
      parsed["default-src"] ?? [],
    ]),
  );
  return { ...fromDefault, ...parsed };
};

describe("security headers", () => {
  it("send the required headers on every path", () => {
    const [all] = securityHeaderRules({ turnstile: false });
    expect(all?.source).toBe("/:path*");
    const keys = all?.headers.map((header) => header.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
        "Content-Security-Policy",
      ]),
    );
    expect(all?.headers.find((header) => header.key === "X-Content-Type-Options")?.value).toBe("nosniff");
  });

  it("have a strict policy for public pages", () => {
    const header = contentSecurityPolicy({ turnstile: false, studio: false, framedByStudio: false });
    const csp = directives(header);
    // Connections and frames: this site only, by default-src (the header does not say it twice).
    expect(header).not.toMatch(/connect-src|frame-src/);
    expect([csp["connect-src"], csp["frame-src"]]).toEqual([["'self'"], ["'self'"]]);
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
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
    const rules = securityHeaderRules({ turnstile: false, projectId: "abc123" });
    const draft = rules.find((rule) => rule.has?.[0]?.key === DRAFT_MODE_COOKIE);
    const draftCsp = directives(draft?.headers[0]?.value ?? "");
    expect(draftCsp["frame-ancestors"]).toEqual(["'self'"]);
    expect(draftCsp["script-src"]).not.toContain("'unsafe-eval'");
    // The preview talks to the project's Content Lake, and loads nothing of the Studio's own.
    expect(draftCsp["connect-src"]).toEqual([
      "'self'",
      "https://abc123.api.sanity.io",
      "wss://abc123.api.sanity.io",
      "https://api.sanity.io",
    ]);
    expect(draftCsp["font-src"]).toEqual(["'self'", "data:"]);
    expect(draftCsp["script-src"]).not.toContain("https://core.sanity-cdn.com");
    for (const source of ["/studio/:path*", "/studio"]) {
      const studio = rules.find((rule) => rule.source === source);
      const studioCsp = directives(studio?.headers[0]?.value ?? "");
      expect(studioCsp["connect-src"]).toEqual([
        "'self'",
        "https://sanity-cdn.com",
        "https://abc123.api.sanity.io",
        "wss://abc123.api.sanity.io",
        "https://api.sanity.io",
      ]);
      expect(studioCsp["script-src"]).toEqual([
        "'self'",
        "'unsafe-inline'",
        "'unsafe-eval'",
        "https://core.sanity-cdn.com",
      ]);
      expect(studioCsp["font-src"]).toEqual(["'self'", "data:", "https://design-system-static.sanity.io"]);
      expect(studioCsp["img-src"]).toEqual([
        "'self'",
        "data:",
        "blob:",
        "https://cdn.sanity.io",
        "https://lh3.googleusercontent.com",
        "https://*.gravatar.com",
      ]);
      expect(studioCsp["frame-src"]).toEqual(["'self'"]);
      expect(studioCsp["frame-ancestors"]).toEqual(["'none'"]);
      expect(studioCsp["object-src"]).toEqual(["'none'"]);
      // Exact hosts, never a wildcard over Sanity's domains.
      expect(studio?.headers[0]?.value).not.toMatch(/\*\.sanity|\*\.sanity-cdn/);
    }
  });

  it("name no project's hosts without a project id, and none of Sanity's anywhere but the Studio and previews", () => {
    const rules = securityHeaderRules({ turnstile: false });
    const studio = directives(rules.find((rule) => rule.source === "/studio")?.headers[0]?.value ?? "");
    expect(studio["connect-src"]).toEqual(["'self'", "https://sanity-cdn.com"]);
    const withProject = securityHeaderRules({ turnstile: false, projectId: "abc123" });
    const page = directives(
      withProject[0]?.headers.find((header) => header.key === "Content-Security-Policy")?.value ?? "",
    );
    // Public pages show uploaded images from Sanity's image CDN, and nothing else of Sanity's.
    expect(page["img-src"]).toContain("https://cdn.sanity.io");
    expect(JSON.stringify({ ...page, "img-src": [] })).not.toMatch(/sanity\.io|sanity-cdn/);
    // A project id that is not one (the Studio's "unconfigured" placeholder is, but a hostile value is not) names nothing.
    expect(hostedProjectOrigins("evil.com/x", undefined)).toEqual([]);
  });

  it("name a local Content Lake (npm run edit) only when one is configured, and only for the Studio and previews", () => {
    const lake = "https://localhost:3334";
    const studio = directives(
      contentSecurityPolicy({ turnstile: false, studio: true, framedByStudio: false, contentLake: lake }),
    );
    expect(studio["connect-src"]).toEqual(
      expect.arrayContaining([
        "https://localhost:3334",
        "https://*.localhost:3334",
        "wss://localhost:3334",
        "wss://*.localhost:3334",
      ]),
    );
    // The local lake stands in for the hosted project: its id ("lake") names no Sanity host.
    const local = directives(
      contentSecurityPolicy({
        turnstile: false,
        studio: true,
        framedByStudio: false,
        contentLake: lake,
        projectId: "lake",
      }),
    );
    expect(local["connect-src"]).toEqual([
      "'self'",
      "https://sanity-cdn.com",
      "https://localhost:3334",
      "https://*.localhost:3334",
      "wss://localhost:3334",
      "wss://*.localhost:3334",
    ]);
    const page = contentSecurityPolicy({ turnstile: false, studio: false, framedByStudio: false, contentLake: lake });
    expect(page).not.toContain("localhost");
    for (const rule of securityHeaderRules({ turnstile: false }))
      expect(JSON.stringify(rule)).not.toContain("localhost");
  });
});
