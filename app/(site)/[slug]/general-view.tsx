import type { Metadata } from "next";
import type { GeneralPage, ModalCopy } from "@/lib/content";
import { pageMetadata, withDefaultOgImage } from "@/lib/seo";
import { PageView } from "../page-view";

/**
 * A general page at `/<slug>`, shared by its two routes as solution pages are: `[slug]` (the
 * build's pages, prerendered) and the catch-all (a page published since, rendered on request).
 */
export function generalMetadata(page: GeneralPage, { defaultOgImage }: { defaultOgImage?: string | null } = {}): Metadata {
  return pageMetadata({ seo: withDefaultOgImage(page.seo, defaultOgImage), fallbackTitle: page.title, canonicalPath: `/${page.slug}` });
}

export function GeneralView({ page, modals }: { page: GeneralPage; modals: ModalCopy[] }) {
  return <PageView page={page} path={`/${page.slug}`} modals={modals} />;
}
