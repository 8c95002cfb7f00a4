import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  documentPath,
  earlyAccessPath,
  generalPath,
  homePath,
  hreflang,
  isLang,
  LANGUAGE_INFO,
  LANGUAGES,
  langOf,
  langOfPath,
  solutionPath,
  TRANSLATED_TYPES,
  type Lang,
} from "@/lib/routing/paths";
import { pathOf, ROUTES, routeOf, type RouteMatch } from "@/lib/routing/table";
import { everyPublicPath, publicPaths } from "../../support/dataset";

describe("the site's languages", () => {
  it("are English (the default) and Spanish", () => {
    expect(LANGUAGES).toEqual(["en", "es"]);
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(TRANSLATED_TYPES).toEqual([
      "homePage",
      "earlyAccessPage",
      "pricingPage",
      "solutionPage",
      "page",
      "article",
      "documentType",
    ]);
  });

  it("read anything unknown as English", () => {
    expect([
      isLang("en"),
      isLang("es"),
      isLang("fr"),
      isLang("ES"),
      isLang(undefined),
      isLang(null),
      isLang(1),
    ]).toEqual([true, true, false, false, false, false, false]);
    expect([langOf("es"), langOf("en"), langOf("fr"), langOf(undefined), langOf(""), langOf({})]).toEqual([
      "es",
      "en",
      "en",
      "en",
      "en",
      "en",
    ]);
  });

  it("each have their name, prefix, Open Graph locale and route segments", () => {
    expect(LANGUAGE_INFO.en).toMatchObject({ name: "English", prefix: "", locale: "en_US" });
    expect(LANGUAGE_INFO.es).toMatchObject({ name: "Español", prefix: "/es", locale: "es_US" });
    expect(ROUTES.solution.paths).toEqual({ en: "/solutions/[slug]", es: "/soluciones/[slug]" });
    expect(ROUTES.earlyAccess.paths).toEqual({ en: "/early-access", es: "/acceso-anticipado" });
    expect(LANGUAGES.map(hreflang)).toEqual(["en", "es"]);
  });
});

describe("page addresses", () => {
  it("are unprefixed in English and under /es, with Spanish segments, in Spanish", () => {
    expect([homePath("en"), homePath("es")]).toEqual(["/", "/es"]);
    expect([solutionPath("en", "notaries"), solutionPath("es", "notary-public")]).toEqual([
      "/solutions/notaries",
      "/es/soluciones/notary-public",
    ]);
    expect([generalPath("en", "privacy"), generalPath("es", "privacidad")]).toEqual(["/privacy", "/es/privacidad"]);
    expect([earlyAccessPath("en"), earlyAccessPath("es")]).toEqual(["/early-access", "/es/acceso-anticipado"]);
  });

  it("follow from a page reference, and the routing table's parser reads each back", () => {
    const cases: [RouteMatch, string][] = [
      [{ lang: "en", kind: "home", params: {} }, "/"],
      [{ lang: "es", kind: "home", params: {} }, "/es"],
      [{ lang: "en", kind: "earlyAccess", params: {} }, "/early-access"],
      [{ lang: "es", kind: "earlyAccess", params: {} }, "/es/acceso-anticipado"],
      [{ lang: "en", kind: "solution", params: { slug: "api" } }, "/solutions/api"],
      [{ lang: "es", kind: "solution", params: { slug: "api" } }, "/es/soluciones/api"],
      [{ lang: "en", kind: "general", params: { slug: "terms" } }, "/terms"],
      [{ lang: "es", kind: "general", params: { slug: "terminos" } }, "/es/terminos"],
    ];
    for (const [page, path] of cases) {
      expect(pathOf(page.lang as Lang, page.kind, page.params as never)).toBe(path);
      expect(routeOf(path)).toEqual(page);
    }
  });

  it("follow from a document's type, language and slug; null without a slug or for a type that is no page", () => {
    expect(documentPath("homePage", "es", null)).toBe("/es");
    expect(documentPath("homePage", "en", "ignored")).toBe("/");
    expect(documentPath("earlyAccessPage", "es", undefined)).toBe("/es/acceso-anticipado");
    expect(documentPath("solutionPage", "es", "prestamistas")).toBe("/es/soluciones/prestamistas");
    expect(documentPath("solutionPage", "en", "lenders")).toBe("/solutions/lenders");
    expect(documentPath("page", "es", "seguridad")).toBe("/es/seguridad");
    expect(documentPath("page", "en", "security")).toBe("/security");
    expect(documentPath("solutionPage", "es", "")).toBeNull();
    expect(documentPath("page", "en", null)).toBeNull();
    expect(documentPath("siteSettings", "en", "x")).toBeNull();
    expect(documentPath("ronState", "es", "ca")).toBeNull();
  });
});

describe("the language of a path", () => {
  it.each([
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/soluciones/notary-public", "es"],
    ["/es/privacidad", "es"],
    ["/es#pricing", "es"],
    ["/es?utm_source=x", "es"],
    ["/", "en"],
    ["/solutions/api", "en"],
    ["/early-access", "en"],
    // A path that merely starts with the letters is English.
    ["/esign", "en"],
    ["/solutions/esign", "en"],
    ["/es-mx", "en"],
    ["/estates", "en"],
    ["", "en"],
  ])("%s is %s", (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it("is the language of every address the path functions make, for every page of the dataset", () => {
    for (const lang of LANGUAGES) for (const path of publicPaths(lang)) expect(langOfPath(path), path).toBe(lang);
    const all = everyPublicPath();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining([
        "/",
        "/es",
        "/early-access",
        "/es/acceso-anticipado",
        "/solutions/notaries",
        "/es/soluciones/notary-public",
        "/privacy",
        "/es/privacidad",
      ]),
    );
  });
});
