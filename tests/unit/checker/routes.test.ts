import { describe, expect, it } from "vitest";
import { checkerAnswerMetadata, checkerMetadata } from "@/features/checker/checker-page";
import { sharedPerRequestRules, SHARED_PER_REQUEST_CACHE_CONTROL } from "@/lib/routing/next-rules";
import { sharedCacheControl } from "@/server/policy/cache-control";

describe("the checker's routes", () => {
  it("the form is indexable, with both languages as alternates and its preview image", () => {
    const metadata = checkerMetadata("es");
    expect(metadata.alternates?.canonical).toBe("/es/puedo-notarizar-en-linea");
    expect(metadata.alternates?.languages).toMatchObject({
      en: "/can-i-notarize-online",
      es: "/es/puedo-notarizar-en-linea",
    });
    expect(metadata.robots).toBeUndefined();
    expect(JSON.stringify(metadata.openGraph)).toContain("/es/puedo-notarizar-en-linea/opengraph-image");
  });

  it("an address that names no place or no document has no metadata (the page is a 404)", async () => {
    expect(await checkerAnswerMetadata("en", { document: "no-such-document", signer: "texas", use: "texas" })).toEqual(
      {},
    );
    expect(await checkerAnswerMetadata("en", { document: "x", signer: "fuera-de-ee-uu", use: "texas" })).toEqual({});
  });

  it("answers carry a Cache-Control a CDN keeps, at every language's address, that the server sets to CDN_MAX_AGE_S", () => {
    expect(sharedPerRequestRules()).toEqual([
      {
        source: "/can-i-notarize-online/:document([a-z0-9-]+)/:signer([a-z0-9-]+)/:use([a-z0-9-]+)",
        headers: [{ key: "Cache-Control", value: SHARED_PER_REQUEST_CACHE_CONTROL }],
      },
      {
        source: "/es/puedo-notarizar-en-linea/:document([a-z0-9-]+)/:signer([a-z0-9-]+)/:use([a-z0-9-]+)",
        headers: [{ key: "Cache-Control", value: SHARED_PER_REQUEST_CACHE_CONTROL }],
      },
    ]);
    expect(sharedCacheControl(SHARED_PER_REQUEST_CACHE_CONTROL, 60)).toBe(
      "public, s-maxage=60, stale-while-revalidate=60",
    );
  });
});
