import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { earlyAccessPath, generalPath, pricingPath, solutionPath } from "@/lib/routing/paths";
import { articlePaths, documentPaths, readDataset, statePaths } from "../../support/dataset";

describe("sitemap.xml and robots.txt", () => {
  it("list exactly the dataset's indexable pages, in both languages", async () => {
    const documents = await readDataset();
    const byId = new Map(documents.map((document) => [document._id, document]));
    type Page = {
      _id: string;
      _type: string;
      language?: string;
      slug?: { current?: string };
      seo?: { noindex?: boolean };
      canonical?: { _ref: string };
    };
    const pages = documents.map((document) => document as unknown as Page);
    const langOf = (page: Page) => (page.language === "es" ? "es" : "en");
    const indexable = pages
      .filter((page) => page._type === "solutionPage")
      .filter((page) => !page.seo?.noindex && (!page.canonical || page.canonical._ref === page._id))
      .map((page) => `http://localhost:3000${solutionPath(langOf(page), page.slug?.current ?? "")}`);
    const general = pages
      .filter((page) => page._type === "page")
      .filter((page) => !page.seo?.noindex)
      .map((page) => `http://localhost:3000${generalPath(langOf(page), page.slug?.current ?? "")}`);
    const homes = pages
      .filter((page) => page._type === "homePage" && !page.seo?.noindex)
      .map((page) => (langOf(page) === "es" ? "http://localhost:3000/es" : "http://localhost:3000/"));
    const earlyAccess = pages
      .filter((page) => page._type === "earlyAccessPage")
      .map((page) => `http://localhost:3000${earlyAccessPath(langOf(page))}`);
    const pricing = pages
      .filter((page) => page._type === "pricingPage" && !page.seo?.noindex)
      .map((page) => `http://localhost:3000${pricingPath(langOf(page))}`);
    expect(pricing).toHaveLength(2);
    expect(byId.get("homePage-es")).toBeDefined();
    // And the state pages of both languages: their index and every state with a document.
    const states = [...statePaths("en"), ...statePaths("es")].map((path) => `http://localhost:3000${path}`);
    expect(states).toHaveLength(2 * 51);
    // The articles' listing and the articles out now, in each language (lib/articles/sitemap.ts).
    const articles = (["en", "es"] as const).flatMap((lang) =>
      articlePaths(lang).map((path) => `http://localhost:3000${path}`),
    );
    // The documents' index and pages, in each language (lib/documents/sitemap.ts).
    const documentPages = (["en", "es"] as const).flatMap((lang) =>
      documentPaths(lang).map((path) => `http://localhost:3000${path}`),
    );
    const expected = [
      ...homes,
      ...earlyAccess,
      ...pricing,
      ...indexable,
      ...general,
      ...states,
      ...articles,
      ...documentPages,
    ];

    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.sort()).toEqual(expected.sort());
    expect(urls).not.toContain("http://localhost:3000/solutions/esign-hybrid");
    expect(urls).toContain("http://localhost:3000/solutions/hybrid");
    expect(urls).not.toContain("http://localhost:3000/es/soluciones/firma-electronica-hibrida");
    expect(urls).toContain("http://localhost:3000/es/soluciones/hibrida");
    expect(urls).toEqual(
      expect.arrayContaining(
        ["/privacy", "/terms", "/security", "/accessibility"].map((path) => `http://localhost:3000${path}`),
      ),
    );
    expect(urls).toEqual(
      expect.arrayContaining(
        ["/es", "/es/acceso-anticipado", "/es/privacidad", "/es/soluciones/notary-public"].map(
          (path) => `http://localhost:3000${path}`,
        ),
      ),
    );
  });

  it("lets crawlers in, llms.txt and the Markdown renditions named, keeps them out of the Studio and API, and names the sitemap", () => {
    expect(robots()).toEqual({
      rules: [{ userAgent: "*", allow: ["/", "/llms.txt", "/*.md"], disallow: ["/studio", "/api/"] }],
      sitemap: "http://localhost:3000/sitemap.xml",
    });
  });
});
