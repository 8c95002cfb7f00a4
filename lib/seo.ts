import type { Metadata } from "next";
import { env } from "@/lib/env";

type Seo = { title: string | null; description: string | null; noindex: boolean | null; ogImage: string | null } | null;

/** An absolute URL on this site, for canonical links, sitemaps and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.NEXT_PUBLIC_SITE_URL).toString();
}

/**
 * A page's SEO fields with the site's default link-preview image when it has none of its own: a
 * page published after the build has no generated image until the next build.
 */
export function withDefaultOgImage(seo: Seo, defaultOgImage?: string | null): Seo {
  return defaultOgImage && !seo?.ogImage ? { title: null, description: null, noindex: null, ...seo, ogImage: defaultOgImage } : seo;
}

/** Page metadata from a page's SEO fields; unset fields fall back to the site defaults in the layout. */
export function pageMetadata({ seo, fallbackTitle, canonicalPath }: { seo: Seo; fallbackTitle: string; canonicalPath: string }): Metadata {
  const title = seo?.title ?? fallbackTitle;
  return {
    title: { absolute: title },
    description: seo?.description ?? undefined,
    alternates: { canonical: canonicalPath },
    robots: seo?.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description: seo?.description ?? undefined,
      url: canonicalPath,
      ...(seo?.ogImage ? { images: [{ url: seo.ogImage, width: 1200, height: 630 }] } : {}),
    },
    twitter: { card: "summary_large_image", title, description: seo?.description ?? undefined },
  };
}

/** JSON for a `<script type="application/ld+json">`, safe to inline in HTML. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Parses a display price such as "$25" or "$1,250.50" into a schema.org number string. */
export function priceAmount(display: string | null | undefined): string | undefined {
  const match = display?.replace(/,/g, "").match(/\d+(\.\d+)?/);
  return match?.[0];
}
