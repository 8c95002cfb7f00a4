import { afterEach, describe, expect, it, vi } from "vitest";
import { startContentLake } from "../../support/content-lake";

async function enableRoute(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("@/app/api/draft-mode/enable/route")).GET;
}

const enableUrl =
  "http://localhost:3000/api/draft-mode/enable?sanity-preview-secret=wrong-secret&sanity-preview-pathname=%2F";

afterEach(() => vi.unstubAllEnvs());

describe("the draft-mode route", () => {
  it("is refused without a Sanity project and read token", async () => {
    const GET = await enableRoute({ NEXT_PUBLIC_SANITY_PROJECT_ID: "", SANITY_API_READ_TOKEN: "" });
    const response = await GET(new Request(enableUrl));
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatch(/SANITY_API_READ_TOKEN/);
  });

  it("refuses a wrong secret after checking it against the Content Lake", async () => {
    // The local Content Lake (lake/) with no documents: no preview secret exists, so no secret is valid.
    const lake = await startContentLake({ from: "nothing" });
    try {
      const GET = await enableRoute({
        NEXT_PUBLIC_SANITY_PROJECT_ID: lake.projectId,
        NEXT_PUBLIC_SANITY_DATASET: lake.dataset,
        // The lake's per-run token: with any other the lake answers 401 before looking for the secret.
        SANITY_API_READ_TOKEN: lake.token,
        SANITY_API_HOST: lake.url,
      });
      const response = await GET(new Request(enableUrl));
      expect(response.status).toBe(401);
      expect(lake.requests.length).toBeGreaterThan(0);
      expect(lake.requests[0]?.url).toContain("/data/query/production");
    } finally {
      await lake.close();
    }
  });
});

describe("leaving draft mode", () => {
  it("turns draft mode off and goes home on the visitor's own host (a relative Location, never localhost)", async () => {
    const disable = vi.fn();
    vi.resetModules();
    vi.doMock("next/headers", () => ({ draftMode: async () => ({ disable, isEnabled: true }) }));
    try {
      const { GET } = await import("@/app/api/draft-mode/disable/route");
      const response = await GET();
      expect(disable).toHaveBeenCalledOnce();
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe("/");
    } finally {
      vi.doUnmock("next/headers");
    }
  });
});
