import { ImageResponse } from "next/og";
import type { Brand } from "@/lib/content";
import { FALLBACK_COLORS } from "@/lib/brand";

export const OG_SIZE = { width: 1200, height: 630 };

/** A link-preview image drawn from a page title and the active brand (rendered at build time). */
export function ogImage({ title, kicker, brand }: { title: string; kicker: string; brand: Brand | null }) {
  const colors = { ...FALLBACK_COLORS, ...(brand?.colors ?? {}) };
  const wordmark = brand?.wordmark ?? brand?.productName ?? "";
  return new ImageResponse(
    (
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
      </div>
    ),
    OG_SIZE,
  );
}
