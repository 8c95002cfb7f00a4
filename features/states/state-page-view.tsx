import { ArrowLeft } from "lucide-react";
import { FaqBlock } from "@/blocks/faq/component";
import { LongFormBlock } from "@/blocks/long-form/component";
import { PageHeading } from "@/components/ui/page-heading";
import { buttonClasses } from "@/components/ui/button-styles";
import { JsonLd } from "@/components/ui/json-ld";
import { CheckerLink } from "@/features/checker/checker-link";
import { StateDocumentLinks } from "@/features/documents/state-document-links";
import type { DocumentSummary } from "@/lib/documents/pages";
import { earlyAccessPath, stateIndexPath, type Lang } from "@/lib/routing/paths";
import { formatDate } from "@/lib/pages/long-form";
import { attrText } from "@/lib/sanity/stega";
import { factLines, statusText, unverifiedSentence } from "@/lib/states/coverage";
import {
  stateLastModified,
  statePageHeading,
  statePageSeo,
  stateProseBlocks,
  type StatePage,
} from "@/lib/states/state-pages";
import { faqPageData, webPageData } from "@/lib/seo/structured-data";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";

/** The row of a definition list: a label and its value, side by side from the small breakpoint. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}

/** A link to a fact's or the law's source: the citation's words, to the page it was read on. */
const sourceLink =
  "font-semibold break-words text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand";

/**
 * One state's page, all on the server (no script of its own): the heading and status, the law as a
 * whole (status, effective date, law, source, last verified: each only when set), the first-draft
 * notice while the law is unverified, what a notary and a signer need (only the known facts, each
 * with its source and check date, then one sentence naming what is not yet verified), the state's
 * own text and questions when it has them (the long-form and FAQ blocks' components), and the
 * early-access call to action.
 */
export function StatePageView({
  page,
  path,
  lang,
  documents = [],
}: {
  page: StatePage;
  path: string;
  lang: Lang;
  documents?: readonly DocumentSummary[];
}) {
  const text = uiText(lang);
  const words = text.statePage;
  const date = (value: string) => formatDate(value, text.locale);
  const heading = statePageHeading(page.name, lang);
  const seo = statePageSeo(page, lang);
  const prose = stateProseBlocks(page, lang);
  const faq = faqPageData(prose);
  const webPage = webPageData({
    path,
    title: seo.title,
    description: seo.description,
    updatedAt: stateLastModified(page),
    blocks: prose,
    lang,
  });
  const facts = factLines(page, lang);
  const notVerified = unverifiedSentence(page, lang);
  return (
    <>
      <JsonLd data={webPage} />
      {faq ? <JsonLd data={faq} /> : null}
      <section aria-labelledby="state-heading" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <a href={stateIndexPath(lang)} className={buttonClasses("text", "text-sm text-brand")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {words.allStatesLink}
          </a>
          <PageHeading
            id="state-heading"
            className="mt-4"
            eyebrow={words.eyebrow}
            title={heading}
            lead={fillTemplate(words.lead, { state: page.name })}
          />
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="status-badge px-3 py-1 text-sm" data-status={attrText(page.status)}>
              {statusText(page.status, lang, page.statusLabels)}
            </span>
            {page.effectiveDate ? (
              <span className="text-sm text-slate-700">
                {words.effectiveDateLabel}:{" "}
                <time dateTime={attrText(page.effectiveDate)}>{date(page.effectiveDate)}</time>
              </span>
            ) : null}
          </p>
        </div>
      </section>
      <section aria-labelledby="facts-heading" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
          <div className="min-w-0">
            <h2 id="facts-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {fillTemplate(words.factsHeading, { state: page.name })}
            </h2>
            {page.unverified ? (
              <div
                role="note"
                className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-600/30 ring-inset"
              >
                <p className="font-semibold">{words.unverifiedHeading}</p>
                <p className="mt-1 text-pretty">{words.unverifiedNotice}</p>
              </div>
            ) : null}
            <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
              <Fact label={words.statusLabel}>{statusText(page.status, lang, page.statusLabels)}</Fact>
              {page.effectiveDate ? (
                <Fact label={words.effectiveDateLabel}>
                  <time dateTime={attrText(page.effectiveDate)}>{date(page.effectiveDate)}</time>
                </Fact>
              ) : null}
              {page.citation ? <Fact label={words.citationLabel}>{page.citation}</Fact> : null}
              {page.sourceUrl ? (
                <Fact label={words.sourceLabel}>
                  <a href={attrText(page.sourceUrl)} className={sourceLink}>
                    {words.sourceLinkText}
                    <span className="sr-only"> ({page.name})</span>
                  </a>
                </Fact>
              ) : null}
              <Fact label={words.lastVerifiedLabel}>
                <time dateTime={attrText(page.lastVerified)}>{date(page.lastVerified)}</time>
              </Fact>
            </dl>
          </div>
          <div className="min-w-0">
            <h2 id="requirements-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {words.requirementsHeading}
            </h2>
            {facts.length > 0 ? (
              <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
                {facts.map((fact) => (
                  <Fact key={fact.key} label={fact.label}>
                    <span data-fact={fact.key}>{fact.value}</span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {words.facts.source}:{" "}
                      <a href={attrText(fact.sourceUrl)} className={sourceLink}>
                        {fact.citation}
                      </a>
                      {", "}
                      {fillTemplate(words.facts.checked, { date: date(fact.checked) })}
                    </span>
                  </Fact>
                ))}
              </dl>
            ) : null}
            {notVerified ? (
              <p data-unverified-facts="" className="mt-4 text-pretty text-slate-700">
                {notVerified}
              </p>
            ) : null}
            {page.note ? <p className="mt-4 text-sm text-pretty text-slate-600">{page.note}</p> : null}
            <CheckerLink lang={lang} variant="text" className="mt-6" />
          </div>
        </div>
      </section>
      {prose.map((block) =>
        block._type === "longForm" ? (
          <LongFormBlock key={block._key} block={block} lang={lang} />
        ) : block._type === "faq" ? (
          <FaqBlock key={block._key} block={block} />
        ) : null,
      )}
      {/* The documents with an exception for this state (features/documents/). */}
      <StateDocumentLinks documents={documents} name={page.name} lang={lang} />
      <section aria-labelledby="state-cta-heading" className="bg-brand-dark text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="state-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
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
