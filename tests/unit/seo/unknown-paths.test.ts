import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentLake, type ContentLake } from "../../support/content-lake";

/**
 * Made-up URLs must cost nothing durable. With a hosted project every `force-cache` fetch is an
 * entry in Next.js's data cache, keyed by the query and its parameters: resolving a made-up
 * path must only ever run queries whose text and parameters do not depend on the path.
 */
describe("resolving unknown paths", () => {
  let lake: ContentLake;

  beforeAll(async () => {
    // The local Content Lake (lake/) on a copy of the bundled documents, plus one redirect.
    lake = await startContentLake({
      documents: [
        {
          _id: "redirect-escrow",
          _type: "redirect",
          from: "/solutions/escrow",
          to: "/solutions/title-companies",
          permanent: true,
        },
      ],
    });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await lake.close();
  });

  async function hostedContent() {
    vi.resetModules();
    vi.stubEnv("NEXT_PUBLIC_SANITY_PROJECT_ID", lake.projectId);
    vi.stubEnv("SANITY_API_HOST", lake.url);
    vi.stubEnv("SANITY_API_READ_TOKEN", lake.token);
    return { ...(await import("@/lib/pages/site")), ...(await import("@/lib/pages/page-documents")) };
  }

  it("finds editors' redirects, trailing slash or not, and nothing for other paths", async () => {
    const content = await hostedContent();
    expect(await content.getRedirect("/solutions/escrow")).toEqual({
      from: "/solutions/escrow",
      to: "/solutions/title-companies",
      permanent: true,
    });
    expect(await content.getRedirect("/solutions/escrow/")).toMatchObject({ to: "/solutions/title-companies" });
    expect(await content.getRedirect("/plans")).toEqual({ from: "/plans", to: "/pricing", permanent: false });
    expect(await content.getRedirect("/solutions/escrow-x")).toBeNull();
    expect(await content.getRedirect("/")).toBeNull();
  });

  it("finds a solution page by slug, and no page for a made-up one", async () => {
    const content = await hostedContent();
    expect((await content.findSolutionPage("en", "esign"))?.slug).toBe("esign");
    expect(await content.findSolutionPage("en", "not-a-page")).toBeNull();
    expect((await content.findSolutionPage("es", "notary-public"))?.slug).toBe("notary-public");
    expect(await content.findSolutionPage("es", "notaries")).toBeNull();
    expect(await content.findSolutionPage("en", "notary-public")).toBeNull();
    expect((await content.findGeneralPage("es", "privacidad"))?.slug).toBe("privacidad");
    expect(await content.findGeneralPage("es", "privacy")).toBeNull();
  });

  it("asks the Content Lake the same few questions whatever the made-up path", async () => {
    const content = await hostedContent();
    const before = lake.requests.length;
    const made = Array.from(
      { length: 200 },
      (_, index) => `zz${index.toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    );
    for (const word of made) {
      expect(await content.findSolutionPage("en", word)).toBeNull();
      expect(await content.findSolutionPage("es", word)).toBeNull();
      expect(await content.findGeneralPage("es", word)).toBeNull();
      expect(await content.getRedirect(`/solutions/${word}`)).toBeNull();
      expect(await content.getRedirect(`/es/soluciones/${word}`)).toBeNull();
      expect(await content.getRedirect(`/${word}/${word}`)).toBeNull();
    }
    const urls = lake.requests.slice(before).map((request) => request.url);
    expect(urls.length).toBeGreaterThan(0);
    // Four cache keys in all: the English and the Spanish solution slugs, the Spanish general slugs, and the list of redirects.
    expect(new Set(urls).size).toBe(4);
    expect(urls.some((url) => made.some((word) => url.includes(word)))).toBe(false);
  });
});
