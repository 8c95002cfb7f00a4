import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SiteFrame } from "@/components/layout/site-frame";
import { JsonLd } from "@/components/ui/json-ld";
import { getGeneralPageSlugs, getLayout, getSolutionSlugs, type GeneralPage, type Layout, type Page } from "@/lib/content";
import { solutionPath, type Lang } from "@/lib/i18n";
import { findGeneralPage, findSolutionPage, getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages";
import { redirectUnknownPath } from "@/lib/redirects";
import { languagePaths, pageMetadata, withDefaultOgImage } from "@/lib/seo";
import { serviceData } from "@/lib/structured-data";
import { PageView } from "./page-view";
import { isStatePathSegment, StatePageRoute, statePageMetadata } from "./state-page";

/*
 * The content pages of every language (home, solution pages, general pages), for the thin route
 * files of app/(site) (English) and app/(es)/es (Spanish). A page is looked up in its language by
 * its slug there; its published translations give the hreflang alternates and the language link.
 */

type Kind = "solution" | "general";
export type FoundPage = { kind: "solution"; page: Page } | { kind: "general"; page: GeneralPage };

const TYPE_OF: Record<Kind, "solutionPage" | "page"> = { solution: "solutionPage", general: "page" };

function pathsOf(found: FoundPage, lang: Lang) {
  return languagePaths({ type: TYPE_OF[found.kind], lang, slug: found.page.slug, translations: found.page.translations });
}

/** A solution or general page's metadata in its language (exported for tests/unit/seo). */
export function contentMetadata(found: FoundPage, lang: Lang, { defaultOgImage }: { defaultOgImage?: string | null } = {}): Metadata {
  const paths = pathsOf(found, lang);
  const own = paths[lang] ?? "/";
  // A solution page that repeats another names that one as canonical (in the same language).
  const canonicalSlug = found.kind === "solution" ? found.page.canonicalSlug : null;
  const canonicalPath = canonicalSlug && canonicalSlug !== found.page.slug ? solutionPath(lang, canonicalSlug) : own;
  // The generated link-preview image exists for the build's slugs only; a later page uses its own
  // SEO image, else the site's default one from Site settings, until the next build. A copy names
  // no hreflang alternates: the page it names as canonical has them (and the sitemap lists that one).
  return pageMetadata({ seo: withDefaultOgImage(found.page.seo, defaultOgImage), fallbackTitle: found.page.title, canonicalPath, lang, paths: canonicalPath === own ? paths : {} });
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

async function pageOf(kind: Kind, lang: Lang, slug: string): Promise<FoundPage | null> {
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
export async function SlugPageRoute({ kind, lang, slug, unknownPath }: { kind: Kind; lang: Lang; slug: string; unknownPath: string }) {
  const [found, layout] = await Promise.all([pageOf(kind, lang, slug), getLayout(lang)]);
  if (!found) return redirectUnknownPath(unknownPath);
  return <ContentView found={found} lang={lang} layout={layout} />;
}

// --- Any other path: a page published since the build, else a redirect ---

/**
 * The page at the segments after the language's prefix (`[slug]` or `[solutions segment, slug]`)
 * when it exists now. Slugs are checked against the cached lists first, so a made-up address never
 * becomes a query.
 */
async function pageAtSegments(lang: Lang, solutionsSegment: string, rest: string[]): Promise<FoundPage | null> {
  const [first, second, ...more] = rest;
  if (!first || more.length > 0) return null;
  if (second === undefined) {
    const page = await findGeneralPage(lang, first);
    return page ? { kind: "general", page } : null;
  }
  const page = first === solutionsSegment ? await findSolutionPage(lang, second) : null;
  return page ? { kind: "solution", page } : null;
}

export async function unknownPathMetadata(lang: Lang, solutionsSegment: string, rest: string[]): Promise<Metadata> {
  if (isStatePathSegment(lang, rest[0])) return rest.length === 2 ? statePageMetadata(lang, rest[1] ?? "") : {};
  const found = await pageAtSegments(lang, solutionsSegment, rest);
  if (!found) return {};
  const { settings } = await getLayout(lang);
  return contentMetadata(found, lang, { defaultOgImage: settings?.seo?.ogImage });
}

export async function UnknownPathRoute({ lang, solutionsSegment, rest, prefix }: { lang: Lang; solutionsSegment: string; rest: string[]; prefix: string }) {
  // Under the state pages' segment: a state given a document since the build, else 404 (not the home page).
  if (isStatePathSegment(lang, rest[0])) return rest.length === 2 ? <StatePageRoute lang={lang} slug={rest[1] ?? ""} /> : notFound();
  const found = await pageAtSegments(lang, solutionsSegment, rest);
  if (!found) return redirectUnknownPath(`${prefix}/${rest.map(encodeURIComponent).join("/")}`);
  return <ContentView found={found} lang={lang} layout={await getLayout(lang)} />;
}
