import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DraftModeLoader } from "@/components/draft/draft-mode-loader";
import { ErrorWordsProvider } from "@/components/layout/error-words";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { VisitRecorder } from "@/components/layout/visit-recorder";
import { JsonLd } from "@/components/ui/json-ld";
import { brandStyle } from "@/lib/pages/brand";
import { getLayout } from "@/lib/pages/site";
import { homePath, type Lang } from "@/lib/routing/paths";
import { isDraftMode } from "@/lib/sanity/draft";
import { siteMetadata, siteViewport } from "@/lib/seo/metadata";
import { organizationData } from "@/lib/seo/structured-data";
import { uiText } from "@/lib/text/ui-text";

/*
 * The root layout of every language (app/[locale]/layout.tsx):
 * the `<html lang>`, the brand's colours and what every page loads (the hydration signal, the
 * record of where the visitor came from for the signup's attribution). The header and footer are the
 * pages' own (components/layout/site-frame.tsx), since only a page knows its translation.
 */

export async function siteLayoutMetadata(lang: Lang): Promise<Metadata> {
  return siteMetadata(await getLayout(lang), lang);
}

export async function siteLayoutViewport(lang: Lang): Promise<Viewport> {
  return siteViewport(await getLayout(lang));
}

export async function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const layout = await getLayout(lang);
  return (
    <html lang={lang} style={brandStyle(layout.brand)}>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <ErrorWordsProvider value={{ text: uiText(lang).error, homeHref: homePath(lang) }}>
          {children}
        </ErrorWordsProvider>
        <JsonLd data={organizationData(layout.brand)} />
        <HydrationSignal />
        <VisitRecorder lang={lang} />
        {(await isDraftMode()) ? <DraftModeLoader /> : null}
      </body>
    </html>
  );
}
