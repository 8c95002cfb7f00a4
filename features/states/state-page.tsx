import "server-only";
import type { Metadata } from "next";
import { notFoundIn } from "@/lib/routing/request";
import { StateCoverageBlock } from "@/blocks/state-coverage/component";
import { SiteFrame } from "@/components/layout/site-frame";
import { PageHeading } from "@/components/ui/page-heading";
import { JsonLd } from "@/components/ui/json-ld";
import { getLayout } from "@/lib/pages/site";
import { LANGUAGES, stateIndexPath, type Lang } from "@/lib/routing/paths";
import { pageMetadata, previewImageOf } from "@/lib/seo/metadata";
import { getRonStates } from "@/lib/signup/content";
import { findStatePage, getStateSitemapEntries, getStateSlugs } from "@/lib/states/state-documents";
import { indexCoverageBlock, stateLastModified, statePagePaths, statePageSeo } from "@/lib/states/state-pages";
import { webPageData } from "@/lib/seo/structured-data";
import { uiText } from "@/lib/text/ui-text";
import { StatePageView } from "./state-page-view";
import { documentsForState } from "@/lib/documents/content";

/*
 * The state pages of every language, for the thin route files of
 * app/[locale]/remote-online-notarization: the index (every state in the coverage table) and one
 * page per `ronState` document. Every state exists in both languages (its Spanish fields fall back to
 * English), so each page names both versions as alternates.
 */

const indexPaths = () =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, stateIndexPath(lang)])) as Record<Lang, string>;

// --- The index ---

export function stateIndexMetadata(lang: Lang): Metadata {
  const words = uiText(lang).statePage;
  const paths = indexPaths();
  return pageMetadata({
    seo: { title: words.indexMetaTitle, description: words.indexDescription, noindex: false, ogImage: null },
    fallbackTitle: words.indexTitle,
    canonicalPath: paths[lang],
    lang,
    paths,
    previewImage: previewImageOf(lang, "stateIndex"),
  });
}

export async function StateIndexRoute({ lang }: { lang: Lang }) {
  const [states, layout, dates] = await Promise.all([getRonStates(lang), getLayout(lang), getStateSitemapEntries()]);
  const words = uiText(lang).statePage;
  const paths = indexPaths();
  // The index changed when any state did.
  const updatedAt = dates
    .map(stateLastModified)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <JsonLd
        data={webPageData({
          path: paths[lang],
          title: words.indexMetaTitle,
          description: words.indexDescription,
          updatedAt,
          blocks: [],
          lang,
        })}
      />
      <section aria-labelledby="states-index-heading" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <PageHeading
            id="states-index-heading"
            eyebrow={words.eyebrow}
            title={words.indexTitle}
            lead={words.indexIntro}
            centered
          />
        </div>
      </section>
      <StateCoverageBlock block={indexCoverageBlock(lang, states, layout.settings?.statusLabels)} lang={lang} />
    </SiteFrame>
  );
}

// --- One state ---

/** The build's state pages: one per `ronState` document. */
export async function stateParams(lang: Lang) {
  return (await getStateSlugs(lang)).map((state) => ({ state }));
}

export async function statePageMetadata(
  lang: Lang,
  slug: string,
  { generated = true }: { generated?: boolean } = {},
): Promise<Metadata> {
  const page = await findStatePage(lang, slug);
  if (!page) return {};
  const paths = statePagePaths(page.code);
  const seo = statePageSeo(page, lang);
  return pageMetadata({
    seo: { ...seo, noindex: false, ogImage: null },
    fallbackTitle: seo.title,
    canonicalPath: paths[lang] ?? stateIndexPath(lang),
    lang,
    paths,
    previewImage: generated ? previewImageOf(lang, "state", { state: slug }) : null,
  });
}

export async function StatePageRoute({ lang, slug }: { lang: Lang; slug: string }) {
  const [page, layout] = await Promise.all([findStatePage(lang, slug), getLayout(lang)]);
  // A state whose document was deleted since the build.
  if (!page) notFoundIn("states");
  const paths = statePagePaths(page.code);
  const documents = await documentsForState(page.code, lang);
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <StatePageView page={page} path={paths[lang] ?? stateIndexPath(lang)} lang={lang} documents={documents} />
    </SiteFrame>
  );
}
