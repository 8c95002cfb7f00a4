import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DraftModeLoader } from "@/components/draft/draft-mode-loader";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { JsonLd } from "@/components/ui/json-ld";
import { brandStyle, monogramSvg } from "@/lib/brand";
import { getLayout } from "@/lib/content";
import { env } from "@/lib/env";
import { isDraftMode } from "@/lib/sanity/draft";
import { organizationData } from "@/lib/structured-data";
import "./globals.css";

/**
 * The drawn favicon (the same SVG app/brand-icon.svg serves) inline, as a data: URL. As an address
 * it was fetched while the page was still loading, and Lighthouse's estimate of the largest
 * contentful paint then waited a round trip for it whenever it arrived before the first paint
 * (+150 ms on most runs); inline it costs ~250 bytes of HTML and no request. The SVG's own
 * characters are safe (a letter and a checked colour), so only what a URL cannot hold is escaped.
 */
function monogramDataUrl(wordmark: string, color: string): string {
  return `data:image/svg+xml,${monogramSvg(wordmark, color).replaceAll('"', "'").replace(/[<>#]/g, encodeURIComponent)}`;
}

/** Pages are static; this re-renders them hourly in the background so the footer year stays current. */
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const { settings, brand } = await getLayout();
  const product = brand?.productName ?? "Notary";
  const defaultTitle = settings?.seo?.title ?? product;
  return {
    metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
    title: { default: `${product} — ${defaultTitle}`, template: `%s | ${product}` },
    description: settings?.seo?.description ?? undefined,
    applicationName: product,
    authors: brand?.companyName ? [{ name: brand.companyName }] : undefined,
    publisher: brand?.companyName ?? undefined,
    icons: { icon: brand?.faviconUrl ?? monogramDataUrl(brand?.wordmark ?? "N", brand?.colors?.primary ?? "") },
    openGraph: {
      siteName: product,
      type: "website",
      locale: "en_US",
      ...(settings?.seo?.ogImage ? { images: [{ url: settings.seo.ogImage, width: 1200, height: 630 }] } : {}),
    },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const { brand } = await getLayout();
  return { themeColor: brand?.colors?.primary ?? "#1d4ed8" };
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const layout = await getLayout();
  return (
    <html lang="en" style={brandStyle(layout.brand)}>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <Header layout={layout} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer layout={layout} />
        <JsonLd data={organizationData(layout.brand)} />
        <HydrationSignal />
        {(await isDraftMode()) ? <DraftModeLoader /> : null}
      </body>
    </html>
  );
}
