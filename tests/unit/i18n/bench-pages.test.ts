import { describe, expect, it } from "vitest";
import { benchPaths, englishVersions, ESTIMATE_QUERY } from "@/bench/pages";
import { LANGUAGES } from "@/lib/routing/paths";
import { articlePaths, documentPaths, publicPaths, readDatasetSync } from "../../support/dataset";

/** `npm run bench` measures the Spanish pages with the same budgets as the English ones: it must list them. */
describe("the pages npm run bench measures", () => {
  const dataset = readDatasetSync();
  const paths = benchPaths(dataset);

  it("are every page of the dataset in both languages, at their addresses", () => {
    // Each language's pages, then its articles' listing and its newest article, then the documents'
    // index and the will page (bench/pages.ts: DOCUMENT_SAMPLE).
    const will = { en: "/documents/will-and-trust", es: "/es/documentos/testamento-y-fideicomiso" } as const;
    // Then the checker's form and one answer (rendered per request).
    const checker = { en: "/can-i-notarize-online", es: "/es/puedo-notarizar-en-linea" } as const;
    // Then the calculator's answer for a sample month (rendered per request).
    const estimate = { en: "/pricing/estimate", es: "/es/precios/estimacion" } as const;
    expect(paths).toEqual(
      LANGUAGES.flatMap((lang) => [
        ...publicPaths(lang),
        ...articlePaths(lang).slice(0, 2),
        documentPaths(lang)[0],
        will[lang],
        checker[lang],
        `${checker[lang]}/${will[lang].split("/").pop()}/texas/florida`,
        `${estimate[lang]}?${ESTIMATE_QUERY}`,
      ]),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/early-access",
        "/solutions/notaries",
        "/privacy",
        "/es",
        "/es/acceso-anticipado",
        "/es/soluciones/notary-public",
        "/es/privacidad",
      ]),
    );
    // No Spanish slug under an English address (or the other way round).
    expect(paths.filter((path) => path.startsWith("/solutions/")).length).toBe(
      paths.filter((path) => path.startsWith("/es/soluciones/")).length,
    );
    expect(paths).not.toContain("/solutions/notary-public");
    expect(paths).not.toContain("/es/soluciones/notaries");
  });

  it("pair each Spanish page with its English version, to compare their JavaScript", () => {
    const english = englishVersions(dataset);
    for (const path of paths) expect(english.get(path), path).toBeTruthy();
    expect(english.get("/es")).toBe("/");
    expect(english.get("/es/acceso-anticipado")).toBe("/early-access");
    expect(english.get("/es/soluciones/notary-public")).toBe("/solutions/notaries");
    expect(english.get("/es/privacidad")).toBe("/privacy");
    expect(english.get("/solutions/api")).toBe("/solutions/api");
    expect(english.get("/es/soluciones/api")).toBe("/solutions/api");
    expect(english.get("/es/recursos")).toBe("/resources");
  });
});
