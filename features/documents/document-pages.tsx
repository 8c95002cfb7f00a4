import "server-only";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { FaqBlock } from "@/blocks/faq/component";
import { LongFormBlock } from "@/blocks/long-form/component";
import { SiteFrame } from "@/components/layout/site-frame";
import { PageHeading } from "@/components/ui/page-heading";
import { buttonClasses } from "@/components/ui/button-styles";
import { JsonLd } from "@/components/ui/json-ld";
import { findDocumentType, getDocumentSlugs, getDocumentTypes } from "@/lib/documents/content";
import {
  answerOf,
  breadcrumbData,
  documentBodyBlock,
  documentFaqBlock,
  documentFaqData,
  documentIndexPaths,
  documentMetaTitle,
  documentPagePaths,
  linkedStates,
  shownAnswer,
  shownExceptions,
  statePageOf,
  type DocumentPage,
} from "@/lib/documents/pages";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import { getLayout } from "@/lib/pages/site";
import { checkerPath, earlyAccessPath, type Lang } from "@/lib/routing/paths";
import { notFoundIn } from "@/lib/routing/request";
import { pageMetadata, previewImageOf } from "@/lib/seo/metadata";
import { webPageData } from "@/lib/seo/structured-data";
import { stateName } from "@/lib/signup/states";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { AnswerBadge, AnswerCard, DocumentSection, SourceLine } from "./document-parts";

/*
 * The document pages of every language, for the thin route files of app/[locale]/documents: the
 * index (every document with its usual answer) and one page per `documentType` document. All on
 * the server, no script of their own.
 */

const linkClass =
  "font-semibold text-brand-dark underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand";

// --- The index ---

export function documentIndexMetadata(lang: Lang): Metadata {
  const words = uiText(lang).documents;
  const paths = documentIndexPaths();
  return pageMetadata({
    seo: { title: words.indexMetaTitle, description: words.indexDescription, noindex: false, ogImage: null },
    fallbackTitle: words.indexTitle,
    canonicalPath: paths[lang],
    lang,
    paths,
    previewImage: previewImageOf(lang, "documentIndex"),
  });
}

export async function DocumentIndexRoute({ lang }: { lang: Lang }) {
  const [documents, layout] = await Promise.all([getDocumentTypes(lang), getLayout(lang)]);
  const words = uiText(lang).documents;
  const paths = documentIndexPaths();
  const updatedAt = documents
    .map((document) => document._updatedAt)
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
      <JsonLd data={breadcrumbData(lang)} />
      <section aria-labelledby="documents-heading" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <PageHeading
            id="documents-heading"
            eyebrow={words.eyebrow}
            title={words.indexTitle}
            lead={words.indexIntro}
          />
          <p className="mt-6">
            <a href={checkerPath(lang)} className={buttonClasses("primary")}>
              {words.checkerLink}
            </a>
          </p>
        </div>
      </section>
      <section aria-label={words.listLabel} className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <ul className="grid gap-6 md:grid-cols-2" data-testid="document-list">
            {documents.map((document) => (
              <li key={document._id} className="flex">
                <article className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <h2 className="text-xl font-bold tracking-tight text-ink">
                    <a
                      href={documentTypePath(lang, document.slug)}
                      className="hover:underline focus-visible:outline-3 focus-visible:outline-brand"
                    >
                      {document.title}
                    </a>
                  </h2>
                  <p className="mt-3">
                    <span className="sr-only">{words.answerLabel}: </span>
                    <AnswerBadge answer={shownAnswer(document.answer)} lang={lang} />
                  </p>
                  <p className="mt-3 text-pretty text-slate-700">{document.summary}</p>
                </article>
              </li>
            ))}
          </ul>
          <p className="mt-10 max-w-3xl text-sm text-pretty text-slate-600">{words.generalNote}</p>
        </div>
      </section>
    </SiteFrame>
  );
}

// --- One document ---

/** The build's document pages: one per `documentType` document of the language. */
export async function documentParams(lang: Lang) {
  return (await getDocumentSlugs(lang)).map((slug) => ({ slug }));
}

export async function documentPageMetadata(
  lang: Lang,
  slug: string,
  { generated = true }: { generated?: boolean } = {},
): Promise<Metadata> {
  const page = await findDocumentType(lang, slug);
  if (!page) return {};
  const paths = documentPagePaths(page, lang);
  const title = documentMetaTitle(page, lang);
  return pageMetadata({
    seo: {
      title,
      description: page.seo?.description ?? page.summary,
      noindex: page.seo?.noindex ?? false,
      ogImage: page.seo?.ogImage ?? null,
    },
    fallbackTitle: title,
    canonicalPath: paths[lang] ?? documentTypePath(lang, page.slug),
    lang,
    paths,
    previewImage: generated ? previewImageOf(lang, "document", { slug: page.slug }) : null,
  });
}

export async function DocumentPageRoute({ lang, slug }: { lang: Lang; slug: string }) {
  const [page, layout] = await Promise.all([findDocumentType(lang, slug), getLayout(lang)]);
  // A document deleted or renamed since the build.
  if (!page) notFoundIn("documents");
  const paths = documentPagePaths(page, lang);
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <DocumentPageView page={page} path={paths[lang] ?? documentTypePath(lang, page.slug)} lang={lang} />
    </SiteFrame>
  );
}

/**
 * One document's page: what it is and the usual answer (badge, reason, source), who may refuse a
 * remotely notarized one, the states with rules of their own (each with its source and check date
 * and a link to the state's page), use abroad, what to prepare, its own text and questions, the
 * states to know about, then the checker and early access.
 */
export function DocumentPageView({ page, path, lang }: { page: DocumentPage; path: string; lang: Lang }) {
  const words = uiText(lang).documents;
  const online = answerOf(page.online);
  const abroad = answerOf(page.abroad);
  const exceptions = shownExceptions(page);
  const body = documentBodyBlock(page);
  const faq = documentFaqBlock(page, lang);
  const faqData = documentFaqData(page);
  const states = linkedStates(page);
  const stateLink = (code: string, label: string) => {
    const href = statePageOf(lang, code);
    return href ? (
      <a href={href} className={linkClass}>
        {label}
      </a>
    ) : (
      label
    );
  };
  return (
    <>
      <JsonLd
        data={webPageData({
          path,
          title: documentMetaTitle(page, lang),
          description: page.seo?.description ?? page.summary,
          updatedAt: page._updatedAt,
          blocks: [],
          lang,
        })}
      />
      <JsonLd data={breadcrumbData(lang, { title: page.title, path })} />
      {faqData ? <JsonLd data={faqData} /> : null}
      <section aria-labelledby="document-heading" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <nav aria-label={words.breadcrumbLabel}>
            <a href={documentIndexPath(lang)} className={buttonClasses("text", "text-sm text-brand-dark")}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {words.allDocumentsLink}
            </a>
          </nav>
          <PageHeading
            id="document-heading"
            className="mt-4"
            eyebrow={words.eyebrow}
            title={page.title}
            lead={page.summary}
          />
        </div>
      </section>
      {online ? (
        <DocumentSection id="online" heading={words.usualHeading}>
          <AnswerCard shown={online} lang={lang} large />
          <p className="mt-4 text-sm text-pretty text-slate-600">{words.generalNote}</p>
        </DocumentSection>
      ) : null}
      {page.refusers.length > 0 ? (
        <DocumentSection id="refusers" heading={words.refusersHeading} tint>
          <ul className="space-y-4">
            {page.refusers.map((refuser) => (
              <li key={refuser._key} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <p className="font-semibold text-ink">{refuser.who}</p>
                <p className="mt-1 text-pretty text-slate-700">{refuser.why}</p>
              </li>
            ))}
          </ul>
        </DocumentSection>
      ) : null}
      <DocumentSection id="exceptions" heading={words.exceptionsHeading}>
        {exceptions.length > 0 ? (
          <ul className="space-y-6" data-testid="exceptions">
            {exceptions.map((exception) => (
              <li key={exception.key} className="rounded-xl p-4 ring-1 ring-slate-200 sm:p-5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className="font-semibold text-ink">{exception.states.map(stateName).join(", ")}</span>
                  <AnswerBadge answer={exception.answer} lang={lang} />
                </p>
                <p className="mt-2 text-sm text-slate-600">{words.appliesTo[exception.appliesTo]}</p>
                <p className="mt-2 text-pretty text-slate-800">{exception.reason}</p>
                <SourceLine source={exception.source} lang={lang} />
                <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
                  {exception.states.map((code) => (
                    <span key={code}>
                      {stateLink(code, fillTemplate(words.statePageLink, { state: stateName(code) }))}
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{words.exceptionsNone}</p>
        )}
      </DocumentSection>
      {abroad ? (
        <DocumentSection id="abroad" heading={words.abroadHeading} tint>
          <AnswerCard shown={abroad} lang={lang} />
        </DocumentSection>
      ) : null}
      {page.prepare.length > 0 ? (
        <DocumentSection id="prepare" heading={words.prepareHeading}>
          <ul className="list-disc space-y-2 pl-5 text-slate-800 marker:text-brand">
            {page.prepare.map((item, index) => (
              <li key={index} className="text-pretty">
                {item}
              </li>
            ))}
          </ul>
        </DocumentSection>
      ) : null}
      {body ? <LongFormBlock block={body} lang={lang} /> : null}
      {faq ? <FaqBlock block={faq} /> : null}
      {states.length > 0 ? (
        <DocumentSection id="states" heading={words.statesHeading}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" data-testid="related-states">
            {states.map((code) => (
              <li key={code}>{stateLink(code, stateName(code))}</li>
            ))}
          </ul>
        </DocumentSection>
      ) : null}
      <DocumentSection id="check" heading={words.checkerHeading} tint>
        <p className="text-pretty text-slate-700">{words.checkerBody}</p>
        <p className="mt-6">
          <a href={checkerPath(lang)} className={buttonClasses("primary")} data-testid="checker-link">
            {words.checkerLink}
          </a>
        </p>
      </DocumentSection>
      <section aria-labelledby="document-cta-heading" className="bg-brand-dark text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="document-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
            {words.ctaHeading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/85">{words.ctaBody}</p>
          <a href={earlyAccessPath(lang)} className={buttonClasses("inverse", "mt-8")}>
            {words.ctaLabel}
          </a>
        </div>
      </section>
    </>
  );
}
