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
    return { ...(await import("@/lib/content")), ...(await import("@/lib/pages")) };
  }

  it("returns what the bundled dataset returns, through the Content Lake API", async () => {
    const bundled = await contentModule(false);
    const expected = {
      layout: await bundled.getLayout(),
      home: await bundled.getHomePage(),
      page: await bundled.getSolutionPage("esign-hybrid"),
      slugs: await bundled.getSolutionSlugs(),
    };
    const hosted = await contentModule(true);
    const before = lake.requests.length;
    expect({
      layout: await hosted.getLayout(),
      home: await hosted.getHomePage(),
      page: await hosted.getSolutionPage("esign-hybrid"),
      slugs: await hosted.getSolutionSlugs(),
    }).toEqual(expected);
    const queries = lake.requests.slice(before);
    expect(queries).toHaveLength(4);
    expect(queries.every((request) => request.url.includes("/data/query/production"))).toBe(true);
    expect(lake.lake.unimplemented()).toEqual([]);
  });
});
