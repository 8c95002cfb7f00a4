import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentLake, type ContentLake } from "../support/content-lake";

/**
 * The same query text runs against the hosted Content Lake: point the real
 * client at the local Content Lake (lake/) serving a copy of the bundled documents and compare.
 */
describe("the content fetch function with a hosted project", () => {
  let lake: ContentLake;

  beforeAll(async () => {
    lake = await startContentLake();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await lake.close();
  });

  async function contentModule(hosted: boolean) {
    vi.resetModules();
    vi.stubEnv("NEXT_PUBLIC_SANITY_PROJECT_ID", hosted ? lake.projectId : "");
    vi.stubEnv("SANITY_API_HOST", hosted ? lake.url : "");
    // The lake answers 401 without its per-run token.
    vi.stubEnv("SANITY_API_READ_TOKEN", hosted ? lake.token : "");
    return { ...(await import("@/lib/pages/site")), ...(await import("@/lib/pages/page-documents")) };
  }

  it("returns what the bundled dataset returns, through the Content Lake API, in each language", async () => {
    const bundled = await contentModule(false);
    const expected = {
      layout: await bundled.getLayout("en"),
      home: await bundled.getHomePage("en"),
      page: await bundled.getSolutionPage("en", "esign-hybrid"),
      slugs: await bundled.getSolutionSlugs("en"),
      esLayout: await bundled.getLayout("es"),
      esHome: await bundled.getHomePage("es"),
      esPage: await bundled.getSolutionPage("es", "firma-electronica-hibrida"),
      esSlugs: await bundled.getSolutionSlugs("es"),
    };
    // The Spanish answers are Spanish (and name their translations), not English ones again.
    expect(expected.esLayout.settings?.solutionsLabel).toBe("Soluciones");
    expect(expected.esPage?.translations).toEqual(
      expect.arrayContaining([{ language: "en", slug: "esign-hybrid", published: true }]),
    );
    const hosted = await contentModule(true);
    const before = lake.requests.length;
    expect({
      layout: await hosted.getLayout("en"),
      home: await hosted.getHomePage("en"),
      page: await hosted.getSolutionPage("en", "esign-hybrid"),
      slugs: await hosted.getSolutionSlugs("en"),
      esLayout: await hosted.getLayout("es"),
      esHome: await hosted.getHomePage("es"),
      esPage: await hosted.getSolutionPage("es", "firma-electronica-hibrida"),
      esSlugs: await hosted.getSolutionSlugs("es"),
    }).toEqual(expected);
    const queries = lake.requests.slice(before);
    expect(queries).toHaveLength(8);
    expect(queries.every((request) => request.url.includes("/data/query/production"))).toBe(true);
    expect(lake.lake.unimplemented()).toEqual([]);
  });
});
