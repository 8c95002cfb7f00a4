import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONTENT_TAGS,
  handleContentWebhook,
  tagsForChange,
  WEBHOOK_MAX_BODY_BYTES,
  type ContentChange,
} from "@/lib/publishing/webhook";
import { SIGNATURE_TOLERANCE_MS } from "@/lib/sanity/webhook-signature";
import { startFakeCloudflare } from "../../support/fake-cloudflare";
import { IDS_BODY_60_KB, MALFORMED_WEBHOOK_FIELDS, signWebhook } from "../../support/webhook-signature";

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag }));
/** Work the route schedules with `after()`: run by the test, as Next.js runs it once the answer is sent. */
const scheduled = vi.hoisted(() => [] as (() => unknown)[]);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => void scheduled.push(task),
}));

async function routeWithSecret(secret: string | undefined, env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv("SANITY_REVALIDATE_SECRET", secret ?? "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("@/app/api/revalidate/route")).POST;
}

function webhook(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/**
 * A chunked body of `total` bytes produced only as the reader asks for it (no read-ahead:
 * highWaterMark 0), counting what the handler actually pulled.
 */
function streamedBody(total: number, chunkSize = 16 * 1024) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= total) return controller.close();
        const size = Math.min(chunkSize, total - produced);
        produced += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => produced };
}

const HOUR = 60 * 60 * 1000;

afterEach(() => {
  vi.unstubAllEnvs();
  revalidateTag.mockClear();
  scheduled.splice(0);
});

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

  it("expires the changed type's tag at once for a fresh, correctly signed delivery", async () => {
    const POST = await routeWithSecret("s3cret");
    const body = JSON.stringify({ _type: "solutionPage", slug: "esign" });
    const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["solutionPage"] });
    // Not "max": the next request renders the new page instead of getting the old one once more.
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("solutionPage", { expire: 0 });
    // No Cloudflare settings: nothing to do after the answer.
    expect(scheduled).toEqual([]);
  });

  it("with Cloudflare set, schedules the purge of the changed pages after the answer", async () => {
    const cloudflare = await startFakeCloudflare({ token: "cf-route-token" });
    try {
      const POST = await routeWithSecret("s3cret", {
        CLOUDFLARE_ZONE_ID: "0123456789abcdef0123456789abcdef",
        CLOUDFLARE_API_TOKEN: "cf-route-token",
        CLOUDFLARE_API_URL: cloudflare.apiUrl,
      });
      const body = JSON.stringify({ _type: "solutionPage", language: "en", slug: "esign", previousSlug: "esign" });
      const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revalidated: ["solutionPage"] });
      // Nothing went to Cloudflare before the answer.
      expect(cloudflare.requests()).toEqual([]);
      expect(scheduled).toHaveLength(1);
      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      await scheduled[0]?.();
      expect(cloudflare.requests().map((call) => [call.zoneId, call.authorization, call.files])).toEqual([
        [
          "0123456789abcdef0123456789abcdef",
          "Bearer cf-route-token",
          [
            "http://localhost:3000/solutions/esign",
            "http://localhost:3000/sitemap.xml",
            "http://localhost:3000/solutions/esign.md",
            "http://localhost:3000/llms.txt",
          ],
        ],
      ]);

      // A Spanish page moved: its old and new Spanish addresses, and every page of both languages
      // as the site lists them now (the route reads each language's slugs).
      const spanish = JSON.stringify({
        _type: "solutionPage",
        language: "es",
        slug: "notary-public-x",
        previousSlug: "notary-public",
      });
      expect(
        (await POST(webhook(spanish, { "sanity-webhook-signature": signWebhook(spanish, "s3cret") }))).status,
      ).toBe(200);
      await scheduled[1]?.();
      log.mockRestore();
      const files = cloudflare
        .requests()
        .slice(1)
        .flatMap((call) => call.files);
      expect(files).toEqual(
        expect.arrayContaining(
          [
            "/es/soluciones/notary-public",
            "/es/soluciones/notary-public-x",
            "/es/soluciones/notary-public.md",
            "/es/soluciones/notary-public-x.md",
            "/es/soluciones/firma-electronica.md",
            "/solutions/notaries",
            "/",
            "/es",
            "/es/privacidad",
            "/privacy",
          ].map((path) => `http://localhost:3000${path}`),
        ),
      );
      expect(files).not.toContain("http://localhost:3000/solutions/notaries.md");
    } finally {
      await cloudflare.close();
    }
  });

  it("revalidates the pages' translation links (translation.metadata), which the plugin publishes on its own", async () => {
    const POST = await routeWithSecret("s3cret");
    const body = JSON.stringify({ _type: "translation.metadata", slug: null, previousSlug: null, language: "en" });
    const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["translation.metadata"] });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("translation.metadata", { expire: 0 });
  });

  it("answers 200 when the purge cannot even be scheduled", async () => {
    const changes: ContentChange[] = [];
    const body = JSON.stringify({ _type: "brand" });
    const response = await handleContentWebhook(
      webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }),
      {
        secret: "s3cret",
        revalidate: () => undefined,
        afterRevalidate: (change) => {
          changes.push(change);
          throw new Error("`after` was called outside a request scope");
        },
      },
    );
    expect(response.status).toBe(200);
    expect(changes).toEqual([{ type: "brand" }]);
  });

  it("refuses an unsigned call", async () => {
    const POST = await routeWithSecret("s3cret");
    const response = await POST(webhook(JSON.stringify({ _type: "solutionPage" })));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
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
    const response = await POST(
      webhook(JSON.stringify({ _type: "solutionPage" }), { "sanity-webhook-signature": signature }),
    );
    expect(response.status).toBe(401);
  });

  it("refuses a correctly signed delivery from 24 hours ago (a replay), and one dated in the future", async () => {
    const POST = await routeWithSecret("s3cret");
    const body = JSON.stringify({ _type: "solutionPage" });
    for (const timestamp of [Date.now() - 24 * HOUR, Date.now() + 10 * 60_000]) {
      const response = await POST(
        webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret", timestamp) }),
      );
      expect(response.status).toBe(401);
      expect((await response.json()).error).toMatch(/timestamp is more than 5 minutes/);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("accepts a timestamp up to the tolerance either way, and not a millisecond more", async () => {
    const now = 1_800_000_000_000;
    const body = JSON.stringify({ _type: "brand" });
    const status = async (timestamp: number) => {
      const request = webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret", timestamp) });
      return (await handleContentWebhook(request, { secret: "s3cret", revalidate: () => undefined, now: () => now }))
        .status;
    };
    expect(SIGNATURE_TOLERANCE_MS).toBe(5 * 60_000);
    expect(await status(now - SIGNATURE_TOLERANCE_MS)).toBe(200);
    expect(await status(now + SIGNATURE_TOLERANCE_MS)).toBe(200);
    expect(await status(now - SIGNATURE_TOLERANCE_MS - 1)).toBe(401);
    expect(await status(now + SIGNATURE_TOLERANCE_MS + 1)).toBe(401);
  });

  it("refuses malformed signature headers without reading the body", async () => {
    const POST = await routeWithSecret("s3cret");
    const body = JSON.stringify({ _type: "solutionPage" });
    const good = signWebhook(body, "s3cret");
    const malformed = [
      "junk",
      "t=,v1=",
      `t=${Date.now()}`,
      `${good}, ${good}`, // two headers, joined
      `t=12345,v1=${good.split("v1=")[1]}`, // seconds, not milliseconds
      `t=${"9".repeat(40)},v1=abc`,
      `t=${Date.now()},v1=${"a".repeat(5000)}`,
    ];
    for (const signature of malformed) {
      const { stream, pulled } = streamedBody(1024 * 1024);
      const response = await POST(webhook(stream, { "sanity-webhook-signature": signature }));
      expect(response.status, signature.slice(0, 40)).toBe(401);
      expect((await response.json()).error).toBe("Invalid or missing signature.");
      expect(pulled(), signature.slice(0, 40)).toBe(0);
    }
  });

  it("refuses a 32 MB chunked body with a junk signature with 413, having read no more than the limit", async () => {
    const POST = await routeWithSecret("s3cret");
    // Well-formed and fresh, so only the HMAC (checked after the body is read) could refuse it.
    const junk = `t=${Date.now()},v1=${"A".repeat(43)}`;
    const { stream, pulled } = streamedBody(32 * 1024 * 1024);
    const response = await POST(webhook(stream, { "sanity-webhook-signature": junk }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/too large/);
    // What the stream gave: the limit plus the one 16 KB chunk that crossed it.
    expect(pulled()).toBeGreaterThan(WEBHOOK_MAX_BODY_BYTES);
    expect(pulled()).toBeLessThanOrEqual(WEBHOOK_MAX_BODY_BYTES + 16 * 1024);
  });

  it("refuses an oversized body even when correctly signed, and one whose Content-Length says so", async () => {
    const POST = await routeWithSecret("s3cret");
    const big = JSON.stringify({ _type: "solutionPage", pad: "x".repeat(WEBHOOK_MAX_BODY_BYTES) });
    const signed = await POST(webhook(big, { "sanity-webhook-signature": signWebhook(big, "s3cret") }));
    expect(signed.status).toBe(413);
    const { stream, pulled } = streamedBody(32 * 1024 * 1024);
    const declared = await POST(
      webhook(stream, {
        "sanity-webhook-signature": signWebhook("{}", "s3cret"),
        "content-length": String(32 * 1024 * 1024),
      }),
    );
    expect(declared.status).toBe(413);
    expect(pulled()).toBe(0);
  });

  it("accepts a signed body of exactly the limit", async () => {
    const POST = await routeWithSecret("s3cret");
    const json = JSON.stringify({ _type: "homePage" });
    const body = json + " ".repeat(WEBHOOK_MAX_BODY_BYTES - json.length);
    const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }));
    expect(response.status).toBe(200);
  });

  it("answers 400 to a signed body of an unknown type, broken JSON or bytes that are not UTF-8", async () => {
    const POST = await routeWithSecret("s3cret");
    for (const body of [JSON.stringify({ _type: "sanity.imageAsset" }), "{not json", ""]) {
      const response = await POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }));
      expect(response.status, body).toBe(400);
      expect(typeof (await response.json()).error).toBe("string");
    }
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const response = await POST(webhook(bytes, { "sanity-webhook-signature": signWebhook("{}", "s3cret") }));
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("waits for the Content Lake to settle before revalidating, only for a valid delivery", async () => {
    const events: string[] = [];
    const options = {
      secret: "s3cret",
      revalidate: (tag: string) => events.push(`revalidate ${tag}`),
      settle: async () => void events.push("settle"),
    };
    const body = JSON.stringify({ _type: "redirect" });
    await handleContentWebhook(webhook(body, { "sanity-webhook-signature": signWebhook(body, "wrong") }), options);
    expect(events).toEqual([]);
    await handleContentWebhook(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }), {
      ...options,
      afterRevalidate: () => void events.push("after revalidate"),
    });
    expect(events).toEqual(["settle", "revalidate redirect", "after revalidate"]);
  });
});

describe("the revalidate webhook's fields", () => {
  const ZONE = "0123456789abcdef0123456789abcdef";

  async function withCloudflare<T>(
    run: (
      post: (body: string) => Promise<Response>,
      cloudflare: Awaited<ReturnType<typeof startFakeCloudflare>>,
    ) => Promise<T>,
  ): Promise<T> {
    const cloudflare = await startFakeCloudflare({ token: "cf-route-token" });
    try {
      const POST = await routeWithSecret("s3cret", {
        CLOUDFLARE_ZONE_ID: ZONE,
        CLOUDFLARE_API_TOKEN: "cf-route-token",
        CLOUDFLARE_API_URL: cloudflare.apiUrl,
      });
      return await run(
        (body) => POST(webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") })),
        cloudflare,
      );
    } finally {
      await cloudflare.close();
    }
  }

  /** Runs what the route scheduled after its answers (the purges), then counts what reached Cloudflare. */
  async function purged(cloudflare: Awaited<ReturnType<typeof startFakeCloudflare>>) {
    for (const task of scheduled.splice(0)) await task();
    const calls = cloudflare.requests();
    return { calls: calls.length, urls: calls.reduce((sum, call) => sum + call.files.length, 0) };
  }

  it("refuses a signed body with a malformed slug, path, language or an unknown field: 422 naming the field, nothing revalidated or purged", async () => {
    await withCloudflare(async (post, cloudflare) => {
      const answers: { field: string; status: number; named: unknown; error: unknown }[] = [];
      for (const fields of MALFORMED_WEBHOOK_FIELDS) {
        const response = await post(JSON.stringify({ _type: "solutionPage", language: "en", ...fields }));
        const answer = (await response.json()) as { error?: unknown; field?: unknown };
        answers.push({
          field: Object.keys(fields)[0] as string,
          status: response.status,
          named: answer.field,
          error: typeof answer.error,
        });
      }
      const accepted = answers.filter((answer) => answer.status === 200).length;
      expect({ accepted, ...(await purged(cloudflare)) }).toEqual({ accepted: 0, calls: 0, urls: 0 });
      expect(answers).toEqual(answers.map(({ field }) => ({ field, status: 422, named: field, error: "string" })));
      expect(revalidateTag).not.toHaveBeenCalled();
    });
  });

  it("refuses a signed 60 KB body of ids with 413, nothing purged; within the limit the ids name no URL and are ignored", async () => {
    await withCloudflare(async (post, cloudflare) => {
      const big = JSON.stringify(IDS_BODY_60_KB);
      expect(big.length).toBeGreaterThan(60_000);
      expect(big.length).toBeLessThan(64 * 1024);
      const bigStatus = (await post(big)).status;
      expect({ status: bigStatus, ...(await purged(cloudflare)) }).toEqual({ status: 413, calls: 0, urls: 0 });
      const small = JSON.stringify({ _type: "solutionPage", ids: IDS_BODY_60_KB.ids.slice(0, 100) });
      expect(small.length).toBeLessThan(WEBHOOK_MAX_BODY_BYTES);
      expect((await post(small)).status).toBe(200);
      const withIds = await purged(cloudflare);
      cloudflare.reset();
      // What `{_type: "solutionPage"}` alone names (its slug not known: every solution page), not one URL per id.
      expect((await post(JSON.stringify({ _type: "solutionPage" }))).status).toBe(200);
      expect(withIds).toEqual(await purged(cloudflare));
    });
  });

  it("logs a refused signed body by field name, never its value", async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => void lines.push(line) };
    for (const fields of [{ slug: "jane.doe@example.com" }, { from: "/x y" }, { language: "jane.doe@example.com" }]) {
      const body = JSON.stringify({ _type: "page", ...fields });
      const response = await handleContentWebhook(
        webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }),
        { secret: "s3cret", revalidate: () => undefined, log },
      );
      expect(response.status).toBe(422);
    }
    expect(lines).toEqual([
      "refused a signed webhook (422): malformed slug",
      "refused a signed webhook (422): malformed from",
      "refused a signed webhook (422): malformed language",
    ]);
  });

  it("still accepts the projection's well-formed bodies, none (null) and a language the site does not have", async () => {
    for (const fields of [
      { language: "en", slug: "esign", previousSlug: null },
      { language: "fr", slug: "a".repeat(96), previousSlug: "a-1" },
      { _type: "redirect", from: "/solutions/old-name", previousFrom: null },
      { language: null, slug: null, previousSlug: null, from: null, previousFrom: null },
    ]) {
      const body = JSON.stringify({ _type: "solutionPage", ...fields });
      const response = await handleContentWebhook(
        webhook(body, { "sanity-webhook-signature": signWebhook(body, "s3cret") }),
        { secret: "s3cret", revalidate: () => undefined },
      );
      expect(response.status, body).toBe(200);
    }
  });
});
