import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DraftModeLoader } from "@/components/draft/draft-mode-loader";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { JsonLd } from "@/components/ui/json-ld";
import { brandStyle } from "@/lib/brand";
import { getLayout } from "@/lib/content";
import { isDraftMode } from "@/lib/sanity/draft";
import { siteMetadata, siteViewport } from "@/lib/seo";
import { organizationData } from "@/lib/structured-data";
import "./globals.css";

/** Pages are static; this re-renders them hourly in the background so the footer year stays current. */
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getLayout());
}

export async function generateViewport(): Promise<Viewport> {
  return siteViewport(await getLayout());
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
