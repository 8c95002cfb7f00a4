import type { BlockOf } from "@/lib/content";
import type { Lang } from "@/lib/i18n";
import { formatDate } from "@/lib/long-form";
import { RON_STATUSES, type RonStatus } from "@/lib/ron-status";
import { countAuthorisedStates, requirementLines, splitAtCount, stateAnchor, stateCoverageCopy, statusText } from "@/lib/state-coverage";
import { attrText, domId } from "@/lib/sanity/stega";
import { uiText } from "@/lib/ui-text";
import { BalancedText } from "@/components/ui/balanced-text";
import { Section } from "@/components/ui/section";
import { StateCoverageFilter } from "./filter";

/** Each status its own colours, always with its label: the colour is never the only cue. */
const STATUS_BADGES: Record<RonStatus, string> = {
  permanent: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  enacted: "bg-sky-50 text-sky-800 ring-sky-600/30",
  temporary: "bg-amber-50 text-amber-900 ring-amber-600/30",
  ipen: "bg-violet-50 text-violet-800 ring-violet-600/30",
  none: "bg-slate-100 text-slate-800 ring-slate-500/30",
};

const badgeClass = (status: string | null) => STATUS_BADGES[status as RonStatus] ?? STATUS_BADGES.none;

/**
 * The body's cell, row-header, label and link styles, set once on <tbody> rather than on each of
 * its ~1,000 elements: every class on a row is written twice per page (in the HTML and in the
 * React Server Components payload that hydrates it), 50 rows a table.
 */
const BODY = [
  "divide-y divide-slate-200",
  "[&>tr:target]:bg-amber-50",
  "[&>tr>*]:px-4 [&>tr>*]:py-4 [&>tr>*]:align-top",
  "[&>tr>th]:sticky [&>tr>th]:left-0 [&>tr>th]:bg-white [&>tr>th]:font-semibold [&>tr:target>th]:bg-amber-50",
  "[&_th>span]:font-normal [&_th>span]:text-slate-600 [&_li>span]:text-slate-600",
  "[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a]:hover:no-underline [&_a]:focus-visible:outline-3 [&_a]:focus-visible:outline-brand",
].join(" ");

const Dash = () => <span aria-hidden="true">—</span>;

/**
 * Where a notary can notarize remotely: the summary count and every state's row, all rendered on
 * the server (the table reads in full without JavaScript); only the filter above it is a client
 * component, which gets its words (the page's language) as props. Each row is a link target,
 * `#state-tx`, landing under the sticky header.
 */
export function StateCoverageBlock({ block, lang }: { block: BlockOf<"stateCoverage">; lang: Lang }) {
  const copy = stateCoverageCopy(block, lang);
  const { locale } = uiText(lang);
  const status = (value: string | null) => statusText(value, lang, block.statusLabels);
  const date = (value: string) => formatDate(value, locale);
  const { columns } = copy;
  const [before, after] = splitAtCount(copy.summary);
  const tableId = `state-coverage-${block._key}`;
  const dark = block.tone === "dark";
  return (
    <Section anchor={block.anchor} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} tone={block.tone ?? "white"}>
      <p className={`mx-auto mt-6 max-w-2xl text-center text-lg text-pretty ${dark ? "text-white" : "text-ink"}`}>
        <BalancedText>{before}</BalancedText>
        <strong className="font-bold">{countAuthorisedStates(block.states)}</strong>
        <BalancedText>{after}</BalancedText>
      </p>
      <div className="mt-10 rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200">
        <StateCoverageFilter
          tableId={tableId}
          total={block.states.length}
          copy={{ ...copy.filter, searchPlaceholder: attrText(copy.filter.searchPlaceholder) }}
          statuses={RON_STATUSES.map((value) => ({ value, label: status(value) }))}
        />
        {/* `relative`: the screen-reader-only texts in the table (absolutely positioned) scroll with it instead of widening the page. */}
        <div role="region" aria-labelledby={`${tableId}-caption`} tabIndex={0} className="relative overflow-x-auto rounded-b-2xl focus-visible:outline-3 focus-visible:outline-brand">
          <table id={tableId} className="w-full min-w-[62rem] border-collapse text-left text-sm">
            <caption id={`${tableId}-caption`} className="sr-only">
              {copy.tableCaption}
            </caption>
            <thead className="bg-surface text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                {[columns.state, columns.status, columns.effectiveDate, columns.citation, columns.requirements, columns.source, columns.lastVerified].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={BODY}>
              {block.states.map((state) => (
                <tr
                  key={state.code}
                  id={domId(stateAnchor(state.code))}
                  data-name={attrText(state.name).toLowerCase()}
                  data-code={attrText(state.code).toLowerCase()}
                  data-status={attrText(state.status)}
                  className="scroll-mt-20"
                >
                  <th scope="row">
                    {state.name} <span>{state.code}</span>
                  </th>
                  <td>
                    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${badgeClass(state.status)}`}>{status(state.status)}</span>
                  </td>
                  <td className="whitespace-nowrap">{state.effectiveDate ? <time dateTime={attrText(state.effectiveDate)}>{date(state.effectiveDate)}</time> : <Dash />}</td>
                  <td>{state.citation || <Dash />}</td>
                  <td>
                    <ul className="space-y-0.5">
                      {requirementLines(state.requirements, copy.requirementLabels, lang).map((line) => (
                        <li key={line.label}>
                          <span>{line.label}:</span> {line.value}
                        </li>
                      ))}
                    </ul>
                    {state.requirements.note ? <p className="mt-2 text-xs text-slate-600">{state.requirements.note}</p> : null}
                  </td>
                  <td>
                    {state.sourceUrl ? (
                      <a href={attrText(state.sourceUrl)}>
                        {copy.sourceLinkText}
                        <span className="sr-only"> ({state.name})</span>
                      </a>
                    ) : (
                      <Dash />
                    )}
                  </td>
                  <td className="whitespace-nowrap">
                    <time dateTime={attrText(state.lastVerified)}>{date(state.lastVerified)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {copy.note ? <p className={`mx-auto mt-6 max-w-3xl text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>{copy.note}</p> : null}
    </Section>
  );
}
