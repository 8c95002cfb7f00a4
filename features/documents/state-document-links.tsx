import { shownAnswer, type DocumentSummary } from "@/lib/documents/pages";
import { documentTypePath } from "@/lib/documents/paths";
import type { Lang } from "@/lib/routing/paths";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { AnswerBadge } from "./document-parts";

/**
 * For a state's page: the documents that have an exception for the state (`documentsForState`,
 * lib/documents/content.ts, read by the page's route), each linked to its page with its usual
 * answer. Nothing when there are none.
 */
export function StateDocumentLinks({
  documents,
  name,
  lang,
}: {
  documents: readonly DocumentSummary[];
  name: string;
  lang: Lang;
}) {
  if (documents.length === 0) return null;
  const words = uiText(lang).documents;
  return (
    <section aria-labelledby="state-documents-heading" className="bg-white" data-testid="state-documents">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2
          id="state-documents-heading"
          className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
        >
          {fillTemplate(words.stateLinksHeading, { state: name })}
        </h2>
        <p className="mt-4 max-w-3xl text-pretty text-slate-700">
          {fillTemplate(words.stateLinksIntro, { state: name })}
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {documents.map((document) => (
            <li key={document._id} className="flex flex-wrap items-center gap-3 rounded-xl p-4 ring-1 ring-slate-200">
              <a
                href={documentTypePath(lang, document.slug)}
                className="font-semibold text-brand-dark underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand"
              >
                {document.title}
              </a>
              <AnswerBadge answer={shownAnswer(document.answer)} lang={lang} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
