import "server-only";
import type { Metadata } from "next";
import { SiteFrame } from "@/components/layout/site-frame";
import { JsonLd } from "@/components/ui/json-ld";
import {
  getGeneralPageSlugs,
  getLayout,
  getSolutionSlugs,
  type GeneralPage,
  type Layout,
  type Page,
} from "@/lib/pages/site";
import { solutionPath, type Lang } from "@/lib/routing/paths";
import { pathOf } from "@/lib/routing/table";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages/page-documents";
import { redirectUnknownPath } from "@/lib/publishing/unknown-path-redirect";
import { languagePaths, pageMetadata, previewImageOf, withDefaultOgImage } from "@/lib/seo/metadata";
import { serviceData } from "@/lib/seo/structured-data";
import { PageView } from "./page-view";

/*
 * The content pages of every language (home, solution pages, general pages), for the thin route
 * files of app/[locale]/. A page is looked up in its language by
 * its slug there; its published translations give the hreflang alternates and the language link.
 */

export type Kind = "solution" | "general";
export type FoundPage = { kind: "solution"; page: Page } | { kind: "general"; page: GeneralPage };

const TYPE_OF: Record<Kind, "solutionPage" | "page"> = { solution: "solutionPage", general: "page" };

function pathsOf(found: FoundPage, lang: Lang) {
  return languagePaths({
    type: TYPE_OF[found.kind],
    lang,
    slug: found.page.slug,
    translations: found.page.translations,
  });
}

/** A solution or general page's metadata in its language (exported for tests/unit/seo). */
export function contentMetadata(
  found: FoundPage,
  lang: Lang,
  { defaultOgImage }: { defaultOgImage?: string | null } = {},
): Metadata {
  const paths = pathsOf(found, lang);
  const own = paths[lang] ?? "/";
  // A solution page that repeats another names that one as canonical (in the same language).
  const canonicalSlug = found.kind === "solution" ? found.page.canonicalSlug : null;
  const canonicalPath = canonicalSlug && canonicalSlug !== found.page.slug ? solutionPath(lang, canonicalSlug) : own;
  // The generated link-preview image exists for the build's slugs only; a later page uses its own
  // SEO image, else the site's default one from Site settings, until the next build. A copy names
  // no hreflang alternates: the page it names as canonical has them (and the sitemap lists that one).
  const previewImage =
    defaultOgImage === undefined && found.page.slug
      ? previewImageOf(lang, found.kind, { slug: found.page.slug })
      : null;
  return pageMetadata({
    seo: withDefaultOgImage(found.page.seo, defaultOgImage),
    fallbackTitle: found.page.title,
    canonicalPath,
    lang,
    paths: canonicalPath === own ? paths : {},
    previewImage,
  });
}

function ContentView({ found, lang, layout }: { found: FoundPage; lang: Lang; layout: Layout }) {
  const paths = pathsOf(found, lang);
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <PageView page={found.page} path={paths[lang] ?? "/"} lang={lang} modals={layout.settings?.modals ?? []} />
    </SiteFrame>
  );
}

// --- Home ---

export async function homeMetadata(lang: Lang): Promise<Metadata> {
  const [page, { settings, brand }] = await Promise.all([getHomePage(lang), getLayout(lang)]);
  const paths = languagePaths({ type: "homePage", lang, translations: page?.translations });
  return pageMetadata({
    seo: page?.seo ?? settings?.seo ?? null,
    fallbackTitle: settings?.seo?.title ?? brand?.productName ?? "Home",
    canonicalPath: paths[lang] ?? "/",
    lang,
    paths,
    previewImage: previewImageOf(lang, "home"),
  });
}

export async function HomeRoute({ lang }: { lang: Lang }) {
  const [page, layout] = await Promise.all([getHomePage(lang), getLayout(lang)]);
  const { settings, brand } = layout;
  const blocks = page?.blocks ?? [];
  const service = serviceData(blocks, brand, lang);
  const seo = page?.seo ?? settings?.seo ?? null;
  const paths = languagePaths({ type: "homePage", lang, translations: page?.translations });
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      {service ? <JsonLd data={service} /> : null}
      <PageView
        page={{ _updatedAt: page?._updatedAt, title: seo?.title ?? brand?.productName ?? "Home", seo, blocks }}
        path={paths[lang] ?? "/"}
        lang={lang}
        modals={settings?.modals ?? []}
      />
    </SiteFrame>
  );
}

// --- Solution pages and general pages at their build-time slugs ---

export async function solutionSlugParams(lang: Lang) {
  return (await getSolutionSlugs(lang)).map((slug) => ({ slug }));
}

export async function generalSlugParams(lang: Lang) {
  return (await getGeneralPageSlugs(lang)).map((slug) => ({ slug }));
}

export async function pageOf(kind: Kind, lang: Lang, slug: string): Promise<FoundPage | null> {
  if (kind === "solution") {
    const page = await getSolutionPage(lang, slug);
    return page ? { kind, page } : null;
  }
  const page = await getGeneralPage(lang, slug);
  return page ? { kind, page } : null;
}

export async function slugPageMetadata(kind: Kind, lang: Lang, slug: string): Promise<Metadata> {
  const found = await pageOf(kind, lang, slug);
  return found ? contentMetadata(found, lang) : {};
}

/** A page of the build; one unpublished since then redirects like any unknown address. */
export async function SlugPageRoute({ kind, lang, slug }: { kind: Kind; lang: Lang; slug: string }) {
  const [found, layout] = await Promise.all([pageOf(kind, lang, slug), getLayout(lang)]);
  if (!found) return redirectUnknownPath(pathOf(lang, kind, { slug: encodeURIComponent(slug) }));
  return <ContentView found={found} lang={lang} layout={layout} />;
}

/** A page published since the build, found by the catch-all (features/pages/unknown-path.tsx). */
export function ContentRoute({ found, lang, layout }: { found: FoundPage; lang: Lang; layout: Layout }) {
  return <ContentView found={found} lang={lang} layout={layout} />;
}
