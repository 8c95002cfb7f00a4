import { ArrowRight, CircleAlert, CircleCheck, CircleHelp, CircleMinus, CircleX } from "lucide-react";
import { BalancedText } from "@/components/ui/balanced-text";
import { buttonClasses } from "@/components/ui/button-styles";
import type { CheckerResult } from "@/lib/checker/types";
import { formatDate } from "@/lib/pages/long-form";
import { earlyAccessPath, type Lang } from "@/lib/routing/paths";
import { splitTemplate } from "@/lib/text/template";
import type { UiText } from "@/lib/text/ui/en";

/** Each answer's badge: its colours and icon (the words are the dictionary's). */
const BADGES = {
  yes: { className: "bg-emerald-50 text-emerald-900 ring-emerald-700/40", Icon: CircleCheck },
  conditions: { className: "bg-sky-50 text-sky-900 ring-sky-700/40", Icon: CircleAlert },
  check: { className: "bg-amber-50 text-amber-950 ring-amber-700/40", Icon: CircleHelp },
  no: { className: "bg-red-50 text-red-900 ring-red-700/40", Icon: CircleX },
  "not-needed": { className: "bg-slate-100 text-slate-900 ring-slate-600/40", Icon: CircleMinus },
} as const;

/** The early-access wizard with the role and state chosen (features/signup/signup-wizard.tsx reads them). */
export function nextStepHref(lang: Lang, next: CheckerResult["next"]): string {
  const query = new URLSearchParams({ role: next.role, ...(next.state ? { state: next.state } : {}) });
  return `${earlyAccessPath(lang)}?${query.toString()}`;
}

/**
 * One answer, all on the server: the heading (what was asked, then the answer as a badge, both
 * in the h1 so a screen reader hears the answer first), the reasons each with its source (the
 * citation linked, the date it was checked), what to prepare, the next step, the disclaimer and,
 * in `children`, the form again with the choices made.
 */
export function CheckerAnswerView({
  lang,
  words,
  locale,
  question,
  result,
  children,
}: {
  lang: Lang;
  words: UiText["checker"];
  locale: string;
  /** "Power of attorney: signed in Texas, used in Florida". */
  question: string;
  result: CheckerResult;
  children: React.ReactNode;
}) {
  const badge = BADGES[result.answer];
  const [checkedBefore, checkedAfter] = splitTemplate(words.checkedLabel, "date");
  return (
    <>
      <section aria-labelledby="checker-answer-heading" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{words.title}</p>
          <h1 id="checker-answer-heading" className="mt-3">
            <span className="block text-lg font-semibold text-pretty text-slate-700 sm:text-xl">
              <BalancedText>{question}</BalancedText>
              <span className="sr-only">.</span>
            </span>
            <span className="sr-only">{words.answerLabel}: </span>
            <span
              data-answer={result.answer}
              className={`mt-4 inline-flex items-center gap-2 rounded-2xl px-4 py-3 text-2xl font-extrabold tracking-tight ring-2 ring-inset sm:text-3xl ${badge.className}`}
            >
              <badge.Icon aria-hidden="true" className="size-7 shrink-0" />
              {words.answers[result.answer]}
            </span>
          </h1>
          <p className="mt-6 text-sm text-pretty text-slate-700">{words.disclaimer}</p>
        </div>
      </section>
      <section aria-labelledby="checker-reasons-heading" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="checker-reasons-heading" className="text-2xl font-bold tracking-tight text-ink">
            {words.reasonsHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {result.reasons.map((reason, index) => (
              <li key={index} className="rounded-xl p-4 ring-1 ring-slate-200 ring-inset">
                <p className="text-pretty text-slate-800">{reason.text}</p>
                {reason.source ? (
                  <p className="mt-2 text-sm text-slate-700">
                    {words.sourceLabel}:{" "}
                    <a
                      href={reason.source.url}
                      className="font-semibold break-words text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand"
                    >
                      {reason.source.citation}
                    </a>
                    {", "}
                    {checkedBefore}
                    <time dateTime={reason.source.checked}>{formatDate(reason.source.checked, locale)}</time>
                    {checkedAfter}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {result.prepare.length > 0 ? (
            <>
              <h2 className="mt-10 text-2xl font-bold tracking-tight text-ink">{words.prepareHeading}</h2>
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
                {result.prepare.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
          {result.answer !== "not-needed" ? (
            <div className="mt-10 rounded-2xl bg-surface p-6">
              <h2 className="text-xl font-bold tracking-tight text-ink">{words.nextHeading}</h2>
              <p className="mt-2 text-pretty text-slate-700">{words.nextBody}</p>
              <a href={nextStepHref(lang, result.next)} className={buttonClasses("primary", "mt-4")}>
                {words.nextLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </div>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="checker-change-heading" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="checker-change-heading" className="text-2xl font-bold tracking-tight text-ink">
            {words.changeLabel}
          </h2>
          <div className="mt-4">{children}</div>
        </div>
      </section>
    </>
  );
}
