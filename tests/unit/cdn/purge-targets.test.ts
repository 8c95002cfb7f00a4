import { describe, expect, it } from "vitest";
import { cloudflarePurgeConfig } from "@/lib/cdn/purge-on-publish";
import { absoluteUrls, everyPagePath, purgePaths } from "@/lib/cdn/purge-targets";
import { parseEnv } from "@/lib/env";
import { changeOf } from "@/lib/revalidate";

const SLUGS = ["api", "esign", "notaries"];
const EVERY_PAGE = ["/", "/early-access", "/solutions/api", "/solutions/esign", "/solutions/notaries", "/brand-icon.svg", "/sitemap.xml"];
/** The Markdown renditions of every solution page: a slug change shows in a copy's canonical link. */
const SOLUTION_RENDITIONS = ["/solutions/api.md", "/solutions/esign.md", "/solutions/notaries.md"];

describe("what a change purges", () => {
  it("a general page: its own path and the sitemap, or every page (general ones too) when its slug changed", () => {
    expect(purgePaths({ type: "page", slug: "privacy", previousSlug: "privacy" }, SLUGS, ["privacy", "terms"])).toEqual(["/privacy", "/sitemap.xml", "/privacy.md", "/llms.txt"]);
    expect(purgePaths({ type: "page", slug: "privacy-notice", previousSlug: "privacy" }, SLUGS, ["privacy-notice", "terms"])).toEqual([
      ...everyPagePath(SLUGS, ["privacy-notice", "terms"]),
      "/privacy",
      ...SOLUTION_RENDITIONS,
      "/privacy-notice.md",
      "/privacy.md",
      "/llms.txt",
    ]);
    expect(everyPagePath(SLUGS, ["terms"])).toContain("/terms");
    expect(purgePaths({ type: "siteSettings" }, SLUGS, ["terms"])).toContain("/terms");
  });

  it("every page and llms.txt for site settings and brands (the Markdown renditions show neither)", () => {
    expect(everyPagePath(SLUGS)).toEqual(EVERY_PAGE);
    expect(purgePaths({ type: "siteSettings" }, SLUGS)).toEqual([...EVERY_PAGE, "/llms.txt"]);
    expect(purgePaths({ type: "brand" }, SLUGS)).toEqual([...EVERY_PAGE, "/llms.txt"]);
  });

  it("every page and llms.txt for a state's RON coverage (which pages show it is not settled yet)", () => {
    expect(purgePaths({ type: "ronState" }, SLUGS, ["terms"])).toEqual([...everyPagePath(SLUGS, ["terms"]), "/llms.txt"]);
    expect(purgePaths({ type: "ronState" }, null)).toEqual([...everyPagePath([]), "/llms.txt"]);
    expect(changeOf({ _type: "ronState" })).toEqual({ type: "ronState" });
  });

  it("the home page with the sitemap, and the early-access page alone, each with its Markdown rendition and llms.txt", () => {
    expect(purgePaths({ type: "homePage" }, SLUGS)).toEqual(["/", "/sitemap.xml", "/index.md", "/llms.txt"]);
    expect(purgePaths({ type: "earlyAccessPage" }, SLUGS)).toEqual(["/early-access", "/early-access.md", "/llms.txt"]);
  });

  it("a solution page whose slug is unchanged: its page, the sitemap, its Markdown rendition and llms.txt", () => {
    expect(purgePaths({ type: "solutionPage", slug: "esign", previousSlug: "esign" }, SLUGS)).toEqual(["/solutions/esign", "/sitemap.xml", "/solutions/esign.md", "/llms.txt"]);
  });

  it("a solution page whose slug changed, or may have: every page (the menu links it by slug) and every solution page's rendition, plus its old and new path", () => {
    expect(purgePaths({ type: "solutionPage", slug: "e-sign", previousSlug: "esign" }, ["api", "e-sign", "notaries"])).toEqual([
      "/",
      "/early-access",
      "/solutions/api",
      "/solutions/e-sign",
      "/solutions/notaries",
      "/brand-icon.svg",
      "/sitemap.xml",
      "/solutions/esign",
      "/solutions/api.md",
      "/solutions/e-sign.md",
      "/solutions/notaries.md",
      "/solutions/esign.md",
      "/llms.txt",
    ]);
    // Created (no previous slug), deleted (no slug), or a webhook that does not say.
    expect(purgePaths({ type: "solutionPage", slug: "closings", previousSlug: null }, SLUGS)).toEqual([
      ...EVERY_PAGE,
      "/solutions/closings",
      ...SOLUTION_RENDITIONS,
      "/solutions/closings.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "solutionPage", slug: null, previousSlug: "notaries" }, ["api", "esign"])).toEqual([
      ...everyPagePath(["api", "esign"]),
      "/solutions/notaries",
      "/solutions/api.md",
      "/solutions/esign.md",
      "/solutions/notaries.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "solutionPage", slug: "esign" }, SLUGS)).toEqual([...EVERY_PAGE, ...SOLUTION_RENDITIONS, "/llms.txt"]);
    expect(purgePaths({ type: "solutionPage" }, SLUGS)).toEqual([...EVERY_PAGE, ...SOLUTION_RENDITIONS, "/llms.txt"]);
  });

  it("a redirect: the paths it redirects from, or every page when the webhook does not say (no rendition: they are not redirected)", () => {
    expect(purgePaths({ type: "redirect", from: "/solutions/old", previousFrom: "/older" }, SLUGS)).toEqual(["/solutions/old", "/older"]);
    expect(purgePaths({ type: "redirect", from: "/solutions/old", previousFrom: null }, SLUGS)).toEqual(["/solutions/old"]);
    expect(purgePaths({ type: "redirect" }, SLUGS)).toEqual(EVERY_PAGE);
  });

  it("the changed paths alone when the solution pages could not be listed", () => {
    expect(purgePaths({ type: "siteSettings" }, null)).toEqual([...everyPagePath([]), "/llms.txt"]);
    expect(purgePaths({ type: "solutionPage", slug: "x", previousSlug: "y" }, null)).toEqual([
      ...everyPagePath([]),
      "/solutions/x",
      "/solutions/y",
      "/solutions/x.md",
      "/solutions/y.md",
      "/llms.txt",
    ]);
  });

  it("makes absolute URLs on the site's origin only, each once, slugs percent-encoded", () => {
    expect(absoluteUrls(["/", "/solutions/esign", "/solutions/esign", "//evil.example/x"], "https://notavo.example/some/base")).toEqual([
      "https://notavo.example/",
      "https://notavo.example/solutions/esign",
    ]);
    expect(purgePaths({ type: "solutionPage", slug: "título", previousSlug: "título" }, [])).toEqual(["/solutions/t%C3%ADtulo", "/sitemap.xml", "/solutions/t%C3%ADtulo.md", "/llms.txt"]);
  });
});

describe("the webhook body's change", () => {
  it("reads the type, slugs and redirect sources, telling unknown (absent) from none (null)", () => {
    expect(changeOf({ _type: "homePage" })).toEqual({ type: "homePage" });
    expect(changeOf({ _type: "solutionPage", slug: "esign", previousSlug: null })).toEqual({ type: "solutionPage", slug: "esign", previousSlug: null });
    expect(changeOf({ _type: "redirect", from: "/old", previousFrom: "/older" })).toEqual({ type: "redirect", from: "/old", previousFrom: "/older" });
    expect(changeOf({ _type: "sanity.imageAsset" })).toBeNull();
    expect(changeOf("homePage")).toBeNull();
  });

  it("counts malformed values as not known", () => {
    const change = changeOf({ _type: "solutionPage", slug: "a/b", previousSlug: 42, from: "//evil.example", previousFrom: "/x y" });
    expect(change).toMatchObject({ type: "solutionPage" });
    expect([change?.slug, change?.previousSlug, change?.from, change?.previousFrom]).toEqual([undefined, undefined, undefined, undefined]);
    // Not known, so the slug change cannot be ruled out: every page.
    expect(purgePaths(change!, SLUGS)).toEqual([...EVERY_PAGE, ...SOLUTION_RENDITIONS, "/llms.txt"]);
  });
});

describe("the CDN settings", () => {
  const ZONE = "0123456789abcdef0123456789abcdef";

  it("default to a 60 s shared-cache lifetime and no purge", () => {
    const env = parseEnv({});
    expect(env.CDN_MAX_AGE_S).toBe(60);
    expect(env.CLOUDFLARE_API_URL).toBe("https://api.cloudflare.com/client/v4");
    expect(cloudflarePurgeConfig(env)).toBeNull();
    expect(parseEnv({ CDN_MAX_AGE_S: "0" }).CDN_MAX_AGE_S).toBe(0);
    expect(parseEnv({ CDN_MAX_AGE_S: " " }).CDN_MAX_AGE_S).toBe(60);
  });

  it("purge with both Cloudflare variables", () => {
    const env = parseEnv({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: "token-1", CLOUDFLARE_API_URL: "http://127.0.0.1:3770/client/v4" });
    expect(cloudflarePurgeConfig(env)).toEqual({ apiUrl: "http://127.0.0.1:3770/client/v4", zoneId: ZONE, token: "token-1" });
  });

  it("refuse to start with a clear message for a malformed value or one variable without the other", () => {
    const problem = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ CDN_MAX_AGE_S: "-1" })).toMatch(/CDN_MAX_AGE_S/);
    expect(problem({ CDN_MAX_AGE_S: "1.5" })).toMatch(/CDN_MAX_AGE_S/);
    expect(problem({ CDN_MAX_AGE_S: "an hour" })).toMatch(/CDN_MAX_AGE_S/);
    expect(problem({ CLOUDFLARE_ZONE_ID: "example.com", CLOUDFLARE_API_TOKEN: "t" })).toMatch(/CLOUDFLARE_ZONE_ID: must be a Cloudflare zone id: 32 lowercase hexadecimal/);
    expect(problem({ CLOUDFLARE_ZONE_ID: ZONE })).toMatch(/CLOUDFLARE_API_TOKEN: must be set when CLOUDFLARE_ZONE_ID is/);
    expect(problem({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: "  " })).toMatch(/CLOUDFLARE_API_TOKEN: must be set/);
    expect(problem({ CLOUDFLARE_API_TOKEN: "t" })).toMatch(/CLOUDFLARE_ZONE_ID: must be set when CLOUDFLARE_API_TOKEN is/);
    expect(problem({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_API_URL: "not a url" })).toMatch(/CLOUDFLARE_API_URL/);
  });
});
