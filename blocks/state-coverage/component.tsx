import type { BlockOf } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { formatDate } from "@/lib/pages/long-form";
import { RON_STATUSES } from "@/lib/states/status";
import { countAuthorisedStates, stateAnchor, stateCoverageCopy, statusText } from "@/lib/states/coverage";
import { statePagePath } from "@/lib/states/state-pages";
import { splitTemplate } from "@/lib/text/template";
import { attrText, domId } from "@/lib/sanity/stega";
import { isRonStatus } from "@/lib/states/status";
import { uiText } from "@/lib/text/ui-text";
import { BalancedText } from "@/components/ui/balanced-text";
import { Section } from "@/components/ui/section";
import { StateCoverageFilter } from "./filter";

const Dash = () => <span aria-hidden="true">—</span>;

/**
 * Where a notary can notarize remotely: the summary count and one compact row per state (its name,
 * linked to its page, its status, in force since, the law), all rendered on the server (the table
 * reads in full without JavaScript); only the filter above it is a client component, which gets
 * its words (the page's language) as props. What a notary needs, with its sources, is on each
 * state's page. Each row is a link target, `#state-tx`, landing under the sticky header.
 *
 * On a phone each row is one line (table.css): the status's short word and the year are shown,
 * their full label and date left to screen readers (the short forms are `aria-hidden`, the full
 * ones visually hidden there), and the law's column, header and cells alike, is not shown.
 */
export function StateCoverageBlock({ block, lang }: { block: BlockOf<"stateCoverage">; lang: Lang }) {
  const copy = stateCoverageCopy(block, lang);
  const { locale, statePage, statusShortLabels } = uiText(lang);
  const status = (value: string | null) => statusText(value, lang, block.statusLabels);
  const date = (value: string) => formatDate(value, locale);
  const short = (value: string | null) => (isRonStatus(value) ? statusShortLabels[value] : status(value));
  const { columns } = copy;
  // The summary's number is set in bold.
  const [before, after] = splitTemplate(copy.summary, "count");
  const tableId = `state-coverage-${block._key}`;
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      <p className={`mx-auto mt-6 max-w-2xl text-center text-lg text-pretty ${dark ? "text-white" : "text-ink"}`}>
        <BalancedText>{before}</BalancedText>
        <strong className="font-bold">{countAuthorisedStates(block.states)}</strong>
        <BalancedText>{after}</BalancedText>
      </p>
      <div className="mx-auto mt-10 max-w-4xl rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200">
        <StateCoverageFilter
          tableId={tableId}
          total={block.states.length}
          copy={{ ...copy.filter, searchPlaceholder: attrText(copy.filter.searchPlaceholder) }}
          statuses={RON_STATUSES.map((value) => ({ value, label: status(value) }))}
        />
        {/* A named region that scrolls sideways if a long law ever needs it (focusable, so the keyboard can scroll it); `relative`: the screen-reader-only texts in the table stay inside it. */}
        <div
          role="region"
          aria-labelledby={`${tableId}-caption`}
          tabIndex={0}
          className="relative overflow-x-auto rounded-b-2xl focus-visible:outline-3 focus-visible:outline-brand"
        >
          <table id={tableId} className="w-full border-collapse text-left text-sm">
            <caption id={`${tableId}-caption`} className="sr-only">
              {copy.tableCaption}
            </caption>
            <thead className="coverage-head bg-surface text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                {[columns.state, columns.status, columns.effectiveDate, columns.citation].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            {/* Styled by table.css: no class inside it, since each would be written 50 times. */}
            <tbody className="coverage-rows">
              {block.states.map((state) => {
                const page = statePagePath(lang, state.code);
                return (
                  <tr key={state.code} id={domId(stateAnchor(state.code))} data-status={attrText(state.status)}>
                    <th scope="row">
                      {page ? (
                        <a href={page}>
                          {state.name}
                          <span className="sr-only">{`: ${statePage.rowLinkHint}`}</span>
                        </a>
                      ) : (
                        <span>{state.name}</span>
                      )}{" "}
                      <span>{state.code}</span>
                    </th>
                    <td>
                      <span className="status-badge">
                        <span>{status(state.status)}</span>
                        <span aria-hidden="true">{short(state.status)}</span>
                      </span>
                    </td>
                    <td>
                      {state.effectiveDate ? (
                        <time dateTime={attrText(state.effectiveDate)}>
                          <span>{date(state.effectiveDate)}</span>
                          <span aria-hidden="true">{attrText(state.effectiveDate).slice(0, 4)}</span>
                        </time>
                      ) : (
                        <Dash />
                      )}
                    </td>
                    <td>{state.citation || <Dash />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      {copy.note ? (
        <p className={`mx-auto mt-6 max-w-3xl text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>
          {copy.note}
        </p>
      ) : null}
    </Section>
  );
}
