import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { readDataset } from "../../support/dataset";

describe("sitemap.xml and robots.txt", () => {
  it("list exactly the dataset's indexable pages", async () => {
    const documents = await readDataset();
    const byId = new Map(documents.map((document) => [document._id, document]));
    type Page = { _id: string; slug?: { current?: string }; seo?: { noindex?: boolean }; canonical?: { _ref: string } };
    const indexable = documents
      .filter((document) => document._type === "solutionPage")
      .map((document) => document as unknown as Page)
      .filter((page) => !page.seo?.noindex && (!page.canonical || page.canonical._ref === page._id))
      .map((page) => `http://localhost:3000/solutions/${page.slug?.current}`);
    const general = documents
      .filter((document) => document._type === "page")
      .map((document) => document as unknown as Page)
      .filter((page) => !page.seo?.noindex)
      .map((page) => `http://localhost:3000/${page.slug?.current}`);
    const home = byId.get("homePage") as { seo?: { noindex?: boolean } } | undefined;
    const expected = [...(home && !home.seo?.noindex ? ["http://localhost:3000/"] : []), "http://localhost:3000/early-access", ...indexable, ...general];

    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.sort()).toEqual(expected.sort());
    expect(urls).not.toContain("http://localhost:3000/solutions/esign-hybrid");
    expect(urls).toContain("http://localhost:3000/solutions/hybrid");
    expect(urls).toEqual(expect.arrayContaining(["/privacy", "/terms", "/security", "/accessibility"].map((path) => `http://localhost:3000${path}`)));
  });

  it("lets crawlers in, llms.txt and the Markdown renditions named, keeps them out of the Studio and API, and names the sitemap", () => {
    expect(robots()).toEqual({
      rules: [{ userAgent: "*", allow: ["/", "/llms.txt", "/*.md"], disallow: ["/studio", "/api/"] }],
      sitemap: "http://localhost:3000/sitemap.xml",
    });
  });
});
