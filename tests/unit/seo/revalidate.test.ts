import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_TAGS, tagsForChange } from "@/lib/revalidate";
import { signWebhook } from "../../support/webhook-signature";

async function routeWithSecret(secret: string | undefined) {
  vi.resetModules();
  vi.stubEnv("SANITY_REVALIDATE_SECRET", secret ?? "");
  return (await import("@/app/api/revalidate/route")).POST;
}

function webhook(body: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  }) as unknown as import("next/server").NextRequest;
}

afterEach(() => vi.unstubAllEnvs());

describe("the revalidate webhook", () => {
  it("maps each content type to its own tag and refuses others", () => {
    for (const type of CONTENT_TAGS) expect(tagsForChange({ _type: type, slug: "x" })).toEqual([type]);
    expect(tagsForChange({ _type: "sanity.imageAsset" })).toBeNull();
    expect(tagsForChange({})).toBeNull();
    expect(tagsForChange(null)).toBeNull();
  });

  it("refuses every call while SANITY_REVALIDATE_SECRET is unset, even a signed one", async () => {
    const POST = await routeWithSecret(undefined);
    const body = JSON.stringify({ _type: "solutionPage" });
    const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "anything") }));
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatch(/SANITY_REVALIDATE_SECRET/);
  });

  it("refuses an unsigned call", async () => {
    const POST = await routeWithSecret("s3cret");
    const response = await POST(webhook(JSON.stringify({ _type: "solutionPage" })));
    expect(response.status).toBe(401);
  });

  it("refuses a call signed with the wrong secret", async () => {
    const POST = await routeWithSecret("s3cret");
    const body = JSON.stringify({ _type: "solutionPage" });
    const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "not-the-secret") }));
    expect(response.status).toBe(401);
  });

  it("refuses a correctly signed body that was tampered with", async () => {
    const POST = await routeWithSecret("s3cret");
    const signature = signWebhook(JSON.stringify({ _type: "homePage" }), "s3cret");
    const response = await POST(webhook(JSON.stringify({ _type: "solutionPage" }), { "sanity-webhook-signature": signature }));
    expect(response.status).toBe(401);
  });

  it("answers 400 to a signed body of an unknown type", async () => {
    const POST = await routeWithSecret("s3cret");
    const body = JSON.stringify({ _type: "sanity.imageAsset" });
    const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }));
    expect(response.status).toBe(400);
  });
});
