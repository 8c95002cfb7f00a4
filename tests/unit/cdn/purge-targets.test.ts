import { describe, expect, it } from "vitest";
import { cloudflarePurgeConfig } from "@/lib/publishing/cdn/purge-on-publish";
import {
  absoluteUrls,
  everyPagePath,
  purgePaths,
  resourcesPagePaths,
  statePagePaths,
  type SitePages,
} from "@/lib/publishing/cdn/purge-targets";
import { markdownPath } from "@/lib/markdown/paths";
import { parseEnv } from "@/lib/platform/env";
import { changeOf, parseChange } from "@/lib/publishing/webhook";

const SLUGS = ["api", "esign", "notaries"];
/** The site's pages with these English solution (and general) slugs, and none in Spanish but its home and early-access pages. */
const en = (solutions: string[] | null, general: string[] = []): SitePages | null =>
  solutions ? { en: { solutions, general } } : null;
/** The state pages of each language (their index and the fifty states): on every page's list. */
const STATES_EN = statePagePaths("en");
const STATES_ES = statePagePaths("es");
/** The articles' listing, each category's first page and the feed, per language: on every page's list too. */
const RESOURCES_EN = resourcesPagePaths("en");
const RESOURCES_ES = resourcesPagePaths("es");
const EVERY_PAGE = [
  "/",
  "/early-access",
  "/pricing",
  "/solutions/api",
  "/solutions/esign",
  "/solutions/notaries",
  ...STATES_EN,
  ...RESOURCES_EN,
  "/documents",
  "/can-i-notarize-online",
  "/es",
  "/es/acceso-anticipado",
  "/es/precios",
  ...STATES_ES,
  ...RESOURCES_ES,
  "/es/documentos",
  "/es/puedo-notarizar-en-linea",
  "/brand-icon.svg",
  "/sitemap.xml",
];
/** The Markdown renditions of every solution page: a slug change shows in a copy's canonical link. */
const SOLUTION_RENDITIONS = ["/solutions/api.md", "/solutions/esign.md", "/solutions/notaries.md"];

describe("what a change purges", () => {
  it("a general page: its own path and the sitemap, or every page (general ones too) when its slug changed", () => {
    expect(
      purgePaths(
        { type: "page", language: "en", slug: "privacy", previousSlug: "privacy" },
        en(SLUGS, ["privacy", "terms"]),
      ),
    ).toEqual(["/privacy", "/sitemap.xml", "/privacy.md", "/llms.txt"]);
    expect(
      purgePaths(
        { type: "page", language: "en", slug: "privacy-notice", previousSlug: "privacy" },
        en(SLUGS, ["privacy-notice", "terms"]),
      ),
    ).toEqual([
      ...everyPagePath({ en: { solutions: SLUGS, general: ["privacy-notice", "terms"] } }),
      "/privacy",
      ...SOLUTION_RENDITIONS,
      "/privacy-notice.md",
      "/privacy.md",
      "/llms.txt",
    ]);
    expect(everyPagePath({ en: { solutions: SLUGS, general: ["terms"] } })).toContain("/terms");
    expect(purgePaths({ type: "siteSettings" }, en(SLUGS, ["terms"]))).toContain("/terms");
  });

  it("every page and llms.txt for site settings and brands (the Markdown renditions show neither)", () => {
    expect(everyPagePath({ en: { solutions: SLUGS } })).toEqual(EVERY_PAGE);
    expect(RESOURCES_EN).toEqual(["/resources", ...RESOURCES_EN.slice(1, -1), "/resources/feed.xml"]);
    expect(RESOURCES_ES[0]).toBe("/es/recursos");
    // Each article out now, at its language's address (the header and footer are on it too).
    expect(
      everyPagePath({
        en: { solutions: SLUGS, articles: ["how-ron-works"] },
        es: { solutions: [], articles: ["como-funciona"] },
      }),
    ).toEqual(expect.arrayContaining(["/resources/how-ron-works", "/es/recursos/como-funciona"]));
    expect(purgePaths({ type: "siteSettings" }, en(SLUGS))).toEqual([...EVERY_PAGE, "/llms.txt"]);
    expect(purgePaths({ type: "brand" }, en(SLUGS))).toEqual([...EVERY_PAGE, "/llms.txt"]);
  });

  it("every page and llms.txt for a state's RON coverage (which pages show it is not settled yet)", () => {
    // With the state pages' Markdown renditions (they show the state documents alone).
    const stateRenditions = [...STATES_EN, ...STATES_ES].map(markdownPath);
    expect(stateRenditions).toContain("/remote-online-notarization/texas.md");
    expect(stateRenditions).toContain("/es/notarizacion-en-linea.md");
    expect(purgePaths({ type: "ronState" }, en(SLUGS, ["terms"]))).toEqual([
      ...everyPagePath({ en: { solutions: SLUGS, general: ["terms"] } }),
      ...stateRenditions,
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "ronState" }, en(null))).toEqual([...everyPagePath({}), ...stateRenditions, "/llms.txt"]);
    expect(STATES_EN).toHaveLength(51);
    expect(STATES_EN).toContain("/remote-online-notarization/new-hampshire");
    expect(STATES_ES[0]).toBe("/es/notarizacion-en-linea");
    expect(changeOf({ _type: "ronState" })).toEqual({ type: "ronState" });
  });

  it("the home page with the sitemap, and the early-access page alone, each with its Markdown rendition and llms.txt", () => {
    expect(purgePaths({ type: "homePage", language: "en" }, en(SLUGS))).toEqual([
      "/",
      "/sitemap.xml",
      "/index.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "earlyAccessPage", language: "en" }, en(SLUGS))).toEqual([
      "/early-access",
      "/early-access.md",
      "/llms.txt",
    ]);
  });

  it("a solution page whose slug is unchanged: its page, the sitemap, its Markdown rendition and llms.txt", () => {
    expect(
      purgePaths({ type: "solutionPage", language: "en", slug: "esign", previousSlug: "esign" }, en(SLUGS)),
    ).toEqual(["/solutions/esign", "/sitemap.xml", "/solutions/esign.md", "/llms.txt"]);
  });

  it("a solution page whose slug changed, or may have: every page (the menu links it by slug) and every solution page's rendition, plus its old and new path", () => {
    expect(
      purgePaths(
        { type: "solutionPage", language: "en", slug: "e-sign", previousSlug: "esign" },
        en(["api", "e-sign", "notaries"]),
      ),
    ).toEqual([
      "/",
      "/early-access",
      "/pricing",
      "/solutions/api",
      "/solutions/e-sign",
      "/solutions/notaries",
      ...STATES_EN,
      ...RESOURCES_EN,
      "/documents",
      "/can-i-notarize-online",
      "/es",
      "/es/acceso-anticipado",
      "/es/precios",
      ...STATES_ES,
      ...RESOURCES_ES,
      "/es/documentos",
      "/es/puedo-notarizar-en-linea",
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
    expect(
      purgePaths({ type: "solutionPage", language: "en", slug: "closings", previousSlug: null }, en(SLUGS)),
    ).toEqual([...EVERY_PAGE, "/solutions/closings", ...SOLUTION_RENDITIONS, "/solutions/closings.md", "/llms.txt"]);
    expect(
      purgePaths({ type: "solutionPage", language: "en", slug: null, previousSlug: "notaries" }, en(["api", "esign"])),
    ).toEqual([
      ...everyPagePath({ en: { solutions: ["api", "esign"] } }),
      "/solutions/notaries",
      "/solutions/api.md",
      "/solutions/esign.md",
      "/solutions/notaries.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "solutionPage", language: "en", slug: "esign" }, en(SLUGS))).toEqual([
      ...EVERY_PAGE,
      ...SOLUTION_RENDITIONS,
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "solutionPage", language: "en" }, en(SLUGS))).toEqual([
      ...EVERY_PAGE,
      ...SOLUTION_RENDITIONS,
      "/llms.txt",
    ]);
  });

  it("a redirect: the paths it redirects from, or every page when the webhook does not say (no rendition: they are not redirected)", () => {
    expect(purgePaths({ type: "redirect", from: "/solutions/old", previousFrom: "/older" }, en(SLUGS))).toEqual([
      "/solutions/old",
      "/older",
    ]);
    expect(purgePaths({ type: "redirect", from: "/solutions/old", previousFrom: null }, en(SLUGS))).toEqual([
      "/solutions/old",
    ]);
    expect(purgePaths({ type: "redirect" }, en(SLUGS))).toEqual(EVERY_PAGE);
  });

  it("the changed paths alone when the solution pages could not be listed", () => {
    expect(purgePaths({ type: "siteSettings" }, en(null))).toEqual([...everyPagePath({}), "/llms.txt"]);
    expect(purgePaths({ type: "solutionPage", language: "en", slug: "x", previousSlug: "y" }, en(null))).toEqual([
      ...everyPagePath({}),
      "/solutions/x",
      "/solutions/y",
      "/solutions/x.md",
      "/solutions/y.md",
      "/llms.txt",
    ]);
  });

  it("makes absolute URLs on the site's origin only, each once, slugs percent-encoded", () => {
    expect(
      absoluteUrls(
        ["/", "/solutions/esign", "/solutions/esign", "//evil.example/x"],
        "https://notavo.example/some/base",
      ),
    ).toEqual(["https://notavo.example/", "https://notavo.example/solutions/esign"]);
    expect(
      purgePaths({ type: "solutionPage", language: "en", slug: "título", previousSlug: "título" }, en([])),
    ).toEqual(["/solutions/t%C3%ADtulo", "/sitemap.xml", "/solutions/t%C3%ADtulo.md", "/llms.txt"]);
  });
});

describe("what a change of a Spanish page or of a translation link purges", () => {
  const PAGES: SitePages = {
    en: { solutions: ["api", "notaries"], general: ["privacy"] },
    es: { solutions: ["api", "notary-public"], general: ["privacidad"] },
  };
  const EVERY_PAGE_ES = [
    "/",
    "/early-access",
    "/pricing",
    "/solutions/api",
    "/solutions/notaries",
    "/privacy",
    ...STATES_EN,
    ...RESOURCES_EN,
    "/documents",
    "/can-i-notarize-online",
    "/es",
    "/es/acceso-anticipado",
    "/es/precios",
    "/es/soluciones/api",
    "/es/soluciones/notary-public",
    "/es/privacidad",
    ...STATES_ES,
    ...RESOURCES_ES,
    "/es/documentos",
    "/es/puedo-notarizar-en-linea",
    "/brand-icon.svg",
    "/sitemap.xml",
  ];

  it("lists every page of both languages as a site-wide change's", () => {
    expect(everyPagePath(PAGES)).toEqual(EVERY_PAGE_ES);
    expect(purgePaths({ type: "siteSettings" }, PAGES)).toEqual([...EVERY_PAGE_ES, "/llms.txt"]);
  });

  it("a Spanish page whose slug stayed: its Spanish addresses only (its translation shows only its slug)", () => {
    expect(
      purgePaths({ type: "solutionPage", language: "es", slug: "notary-public", previousSlug: "notary-public" }, PAGES),
    ).toEqual(["/es/soluciones/notary-public", "/sitemap.xml", "/es/soluciones/notary-public.md", "/llms.txt"]);
    expect(purgePaths({ type: "page", language: "es", slug: "privacidad", previousSlug: "privacidad" }, PAGES)).toEqual(
      ["/es/privacidad", "/sitemap.xml", "/es/privacidad.md", "/llms.txt"],
    );
    expect(purgePaths({ type: "homePage", language: "es" }, PAGES)).toEqual([
      "/es",
      "/sitemap.xml",
      "/es/index.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "earlyAccessPage", language: "es" }, PAGES)).toEqual([
      "/es/acceso-anticipado",
      "/es/acceso-anticipado.md",
      "/llms.txt",
    ]);
  });

  it("a Spanish page published, moved or unpublished: every page of both languages (its translation's hreflang and language link name it), its old and new Spanish path and the Spanish solution renditions", () => {
    const moved = purgePaths(
      { type: "solutionPage", language: "es", slug: "notario-publico-x", previousSlug: "notary-public" },
      PAGES,
    );
    expect(moved).toEqual([
      ...EVERY_PAGE_ES,
      "/es/soluciones/notario-publico-x",
      "/es/soluciones/api.md",
      "/es/soluciones/notary-public.md",
      "/es/soluciones/notario-publico-x.md",
      "/llms.txt",
    ]);
    // The English translation's page is among them; no English rendition is.
    expect(moved).toContain("/solutions/notaries");
    expect(moved.filter((path) => path.endsWith(".md") && !path.startsWith("/es/"))).toEqual([]);
    // First published (no previous slug) and unpublished (no slug now).
    expect(
      purgePaths({ type: "solutionPage", language: "es", slug: "notary-public", previousSlug: null }, PAGES),
    ).toEqual(expect.arrayContaining([...EVERY_PAGE_ES, "/es/soluciones/notary-public.md"]));
    expect(purgePaths({ type: "page", language: "es", slug: null, previousSlug: "privacidad" }, PAGES)).toEqual(
      expect.arrayContaining([...EVERY_PAGE_ES, "/es/privacidad.md"]),
    );
  });

  it("a page whose language the webhook does not say: its paths in every language", () => {
    expect(purgePaths({ type: "solutionPage", slug: "api", previousSlug: "api" }, PAGES)).toEqual([
      "/solutions/api",
      "/es/soluciones/api",
      "/sitemap.xml",
      "/solutions/api.md",
      "/es/soluciones/api.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "homePage" }, PAGES)).toEqual([
      "/",
      "/es",
      "/sitemap.xml",
      "/index.md",
      "/es/index.md",
      "/llms.txt",
    ]);
    expect(purgePaths({ type: "earlyAccessPage" }, PAGES)).toEqual([
      "/early-access",
      "/es/acceso-anticipado",
      "/early-access.md",
      "/es/acceso-anticipado.md",
      "/llms.txt",
    ]);
  });

  it("a translation link (translation.metadata): every page of both languages and the sitemap, no rendition and not llms.txt", () => {
    expect(purgePaths({ type: "translation.metadata" }, PAGES)).toEqual(EVERY_PAGE_ES);
    expect(purgePaths({ type: "translation.metadata" }, null)).toEqual(everyPagePath({}));
  });
});

describe("the webhook body's change", () => {
  it("reads the type, slugs and redirect sources, telling unknown (absent) from none (null)", () => {
    expect(changeOf({ _type: "homePage" })).toEqual({ type: "homePage" });
    expect(changeOf({ _type: "solutionPage", slug: "esign", previousSlug: null })).toEqual({
      type: "solutionPage",
      slug: "esign",
      previousSlug: null,
    });
    expect(changeOf({ _type: "redirect", from: "/old", previousFrom: "/older" })).toEqual({
      type: "redirect",
      from: "/old",
      previousFrom: "/older",
    });
    expect(changeOf({ _type: "sanity.imageAsset" })).toBeNull();
    expect(changeOf("homePage")).toBeNull();
  });

  it("reads the page's language, a missing one (null) as English, and ignores one the site does not have", () => {
    expect(
      changeOf({ _type: "solutionPage", language: "es", slug: "notary-public", previousSlug: "notary-public" }),
    ).toEqual({ type: "solutionPage", language: "es", slug: "notary-public", previousSlug: "notary-public" });
    expect(changeOf({ _type: "page", language: null, slug: "privacy" })).toEqual({
      type: "page",
      language: "en",
      slug: "privacy",
    });
    expect(changeOf({ _type: "page", language: "fr", slug: "privacy" })).toEqual({ type: "page", slug: "privacy" });
    expect(changeOf({ _type: "translation.metadata" })).toEqual({ type: "translation.metadata" });
  });

  it("refuses malformed values, naming the field, rather than purging every page for them", () => {
    for (const [field, value] of [
      ["slug", "a/b"],
      ["previousSlug", 42],
      ["from", "//evil.example"],
      ["previousFrom", "/x y"],
    ] as const) {
      expect(parseChange({ _type: "solutionPage", [field]: value }), field).toMatchObject({
        ok: false,
        status: 422,
        field,
      });
      expect(changeOf({ _type: "solutionPage", [field]: value }), field).toBeNull();
    }
    // What a body that names no slug still gets: the slug change cannot be ruled out, so every page.
    expect(purgePaths(changeOf({ _type: "solutionPage", language: "en" })!, en(SLUGS))).toEqual([
      ...EVERY_PAGE,
      ...SOLUTION_RENDITIONS,
      "/llms.txt",
    ]);
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
    const env = parseEnv({
      CLOUDFLARE_ZONE_ID: ZONE,
      CLOUDFLARE_API_TOKEN: "token-1",
      CLOUDFLARE_API_URL: "http://127.0.0.1:3770/client/v4",
    });
    expect(cloudflarePurgeConfig(env)).toEqual({
      apiUrl: "http://127.0.0.1:3770/client/v4",
      zoneId: ZONE,
      token: "token-1",
    });
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
    expect(problem({ CLOUDFLARE_ZONE_ID: "example.com", CLOUDFLARE_API_TOKEN: "t" })).toMatch(
      /CLOUDFLARE_ZONE_ID: must be a Cloudflare zone id: 32 lowercase hexadecimal/,
    );
    expect(problem({ CLOUDFLARE_ZONE_ID: ZONE })).toMatch(
      /CLOUDFLARE_API_TOKEN: must be set when CLOUDFLARE_ZONE_ID is/,
    );
    expect(problem({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: "  " })).toMatch(
      /CLOUDFLARE_API_TOKEN: must be set/,
    );
    expect(problem({ CLOUDFLARE_API_TOKEN: "t" })).toMatch(
      /CLOUDFLARE_ZONE_ID: must be set when CLOUDFLARE_API_TOKEN is/,
    );
    expect(problem({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_API_URL: "not a url" })).toMatch(
      /CLOUDFLARE_API_URL/,
    );
  });
});
