import type { Metadata } from "next";
import type { ModalCopy, Page } from "@/lib/content";
import { pageMetadata, withDefaultOgImage } from "@/lib/seo";
import { PageView } from "../page-view";

/**
 * A solution page, shared by its two routes: `solutions/[slug]` (the pages that existed at build
 * time, prerendered) and the catch-all (a page published after the build, rendered on request
 * until the next build prerenders it).
 */
export function solutionMetadata(page: Page, { defaultOgImage }: { defaultOgImage?: string | null } = {}): Metadata {
  // The generated link-preview image exists for the build's slugs only; a later page uses its own
  // SEO image, else the site's default one from Site settings, until the next build.
  return pageMetadata({ seo: withDefaultOgImage(page.seo, defaultOgImage), fallbackTitle: page.title, canonicalPath: `/solutions/${page.canonicalSlug ?? page.slug}` });
}

export function SolutionView({ page, modals }: { page: Page; modals: ModalCopy[] }) {
  return <PageView page={page} path={`/solutions/${page.slug}`} modals={modals} />;
}
