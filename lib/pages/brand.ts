import type { CSSProperties } from "react";
import type { Brand } from "@/lib/pages/site";
import { plain } from "@/lib/sanity/stega";

/** Fallback colours when a brand document is missing, so the site still renders legibly. */
export const FALLBACK_COLORS = {
  primary: "#1d4ed8",
  primaryDark: "#1e3a8a",
  accent: "#0d9488",
  ink: "#0f172a",
  surface: "#eff6ff",
} as const;

type BrandColors = { [K in keyof typeof FALLBACK_COLORS]: string };

/**
 * A colour from content, as CSS can use it: every brand colour on the site goes through here
 * (draft mode's stega marks after `#1d4ed8` would make it no colour at all: lib/sanity/stega.ts).
 */
export function brandColor(color: string | null | undefined): string | undefined {
  return color == null ? undefined : plain(color);
}

/** The brand's colours as the CSS variables the Tailwind theme reads. */
export function brandStyle(brand: Pick<Brand, "colors"> | null | undefined): CSSProperties {
  const given = Object.fromEntries(
    Object.entries(brand?.colors ?? {}).map(([name, color]) => [name, brandColor(color)]),
  );
  const colors: BrandColors = { ...FALLBACK_COLORS, ...given };
  return {
    "--brand-primary": colors.primary,
    "--brand-primary-dark": colors.primaryDark,
    "--brand-accent": colors.accent,
    "--brand-ink": colors.ink,
    "--brand-surface": colors.surface,
  } as CSSProperties;
}

/** A square SVG monogram in the brand colour, used as the favicon when the brand has none. */
export function monogramSvg(wordmark: string, color: string): string {
  const letter = (wordmark.trim()[0] ?? "N").toUpperCase().replace(/[^A-Z0-9]/g, "N");
  const fill = /^#[0-9a-fA-F]{6}$/.test(color) ? color : FALLBACK_COLORS.primary;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="44" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
}
