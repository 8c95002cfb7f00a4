import type { ReactNode } from "react";
import type { ShownAnswer } from "@/lib/documents/pages";
import type { OnlineAnswer, Source } from "@/lib/documents/rules";
import { formatDate } from "@/lib/pages/long-form";
import type { Lang } from "@/lib/routing/paths";
import { attrText } from "@/lib/sanity/stega";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";

/*
 * The pieces the document pages share: an answer's badge (its words, never colour alone), a
 * source line (citation linked to its source, and the date it was checked), and a section frame.
 */

/** Each answer's colours: text on a tint that keeps at least 4.5:1, with a ring for the edge. */
const BADGE: Record<OnlineAnswer, string> = {
  yes: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  conditions: "bg-sky-50 text-sky-900 ring-sky-700/30",
  check: "bg-amber-50 text-amber-950 ring-amber-700/30",
  no: "bg-rose-50 text-rose-900 ring-rose-700/30",
  "not-needed": "bg-slate-100 text-slate-900 ring-slate-500/30",
};

export function AnswerBadge({ answer, lang, large = false }: { answer: OnlineAnswer; lang: Lang; large?: boolean }) {
  return (
    <span
      data-answer={attrText(answer)}
      className={`inline-flex items-center rounded-full font-semibold ring-1 ring-inset ${large ? "px-4 py-1.5 text-base" : "px-3 py-1 text-sm"} ${BADGE[answer]}`}
    >
      {uiText(lang).documents.answers[answer]}
    </span>
  );
}

export function SourceLine({ source, lang }: { source: Source | null; lang: Lang }) {
  if (!source) return null;
  const text = uiText(lang);
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="source">
      <span className="font-semibold text-ink">{text.documents.sourceLabel}:</span>{" "}
      <a
        href={attrText(source.url)}
        className="font-semibold break-words text-brand-dark underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand"
      >
        {source.citation}
      </a>{" "}
      <span>
        (
        <time dateTime={attrText(source.checked)}>
          {fillTemplate(text.documents.checkedOn, { date: formatDate(source.checked, text.locale) })}
        </time>
        )
      </span>
    </p>
  );
}

/** An answer with its reason and source, under its badge. */
export function AnswerCard({ shown, lang, large = false }: { shown: ShownAnswer; lang: Lang; large?: boolean }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <p className="text-sm font-semibold text-slate-700">
        <span className="sr-only">{uiText(lang).documents.answerLabel}: </span>
        <AnswerBadge answer={shown.answer} lang={lang} large={large} />
      </p>
      <p className="mt-3 text-pretty text-slate-800">{shown.reason}</p>
      <SourceLine source={shown.source} lang={lang} />
    </div>
  );
}

/** A section of a document's page: a heading (h2) and its content, on white or on the tint. */
export function DocumentSection({
  id,
  heading,
  tint = false,
  children,
}: {
  id: string;
  heading: string;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className={tint ? "bg-surface" : "bg-white"}>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
          {heading}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
