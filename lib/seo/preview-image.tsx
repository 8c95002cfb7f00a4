import { ImageResponse } from "next/og";
import type { Brand } from "@/lib/pages/site";
import { FALLBACK_COLORS } from "@/lib/pages/brand";
import { etagOf } from "@/lib/platform/http/etag";

export const OG_SIZE = { width: 1200, height: 630 };

/** What an image shows: a page's title under a kicker, in the brand's colours with its wordmark. */
type OgPicture = { title: string; kicker: string; brand: Brand | null };

/**
 * How long an image may be kept: a CDN for an hour, which the production server shortens to
 * CDN_MAX_AGE_S like a page's (server/policy/cache-control.ts); a browser revalidates every time,
 * and gets a 304 while the bytes are the same. Not `immutable`: the image's address stays when
 * its page's content changes.
 */
export const OG_CACHE_CONTROL = "public, max-age=0, s-maxage=3600, stale-while-revalidate=3600";

/**
 * A link-preview image drawn from a page title and the active brand (rendered at build time and
 * again when its content changes). It is the same image for as long as its bytes are: its ETag
 * is a digest of them, never of the time it was drawn, so a revalidation gets a 304 (the
 * production server's validators step) however often the route draws it again. Its length is in
 * `X-Body-Length`, since Next.js drops a route's `Content-Length` (server/policy/types.ts).
 */
export async function ogImage(picture: OgPicture): Promise<Response> {
  const bytes = new Uint8Array(await draw(picture).arrayBuffer());
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": OG_CACHE_CONTROL,
      ETag: etagOf(bytes),
      "Last-Modified": new Date().toUTCString(),
      "X-Body-Length": String(bytes.byteLength),
    },
  });
}

function draw({ title, kicker, brand }: OgPicture): ImageResponse {
  const colors = { ...FALLBACK_COLORS, ...(brand?.colors ?? {}) };
  const wordmark = brand?.wordmark ?? brand?.productName ?? "";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: `linear-gradient(135deg, ${colors.primaryDark} 0%, ${colors.primary} 100%)`,
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: "#ffffff",
            color: colors.primary,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          {wordmark.slice(0, 1).toUpperCase()}
        </div>
        {wordmark}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 30, opacity: 0.85 }}>{kicker}</div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
      </div>
    </div>,
    OG_SIZE,
  );
}
