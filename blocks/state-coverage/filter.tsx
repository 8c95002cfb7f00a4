"use client";

import { useCallback, useEffect, useRef } from "react";
import type { StateCoverageCopy } from "@/lib/states/coverage";
import { fillTemplate } from "@/lib/text/template";

type Props = {
  /** The server-rendered table whose body rows (`id="state-tx"`, `data-status`, the name first in its row header) this filters; its id also names the fields. */
  tableId: string;
  total: number;
  copy: StateCoverageCopy["filter"];
  statuses: { value: string; label: string }[];
};

/** A row's state name, lower case: the first text of its row header's first element (the link to its page). */
const rowName = (row: HTMLTableRowElement) =>
  (row.querySelector("th > :first-child")?.firstChild?.textContent ?? "").toLowerCase();

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand";

/**
 * The coverage table's filter: a search by state name or code and a status choice. It only hides
 * rows of the table the server rendered (which reads in full without it), and says how many states
 * match in a polite live region. Uncontrolled fields: what a visitor typed before the page hydrated
 * is applied once it has.
 */
export function StateCoverageFilter({ tableId, total, copy, statuses }: Props) {
  const searchRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const noMatchRef = useRef<HTMLParagraphElement>(null);

  const apply = useCallback(() => {
    const query = (searchRef.current?.value ?? "").trim().toLowerCase();
    const status = statusRef.current?.value ?? "";
    let shown = 0;
    for (const row of document.getElementById(tableId)?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? []) {
      const match =
        (!query || rowName(row).includes(query) || row.id === `state-${query}`) &&
        (!status || row.dataset.status === status);
      row.hidden = !match;
      if (match) shown += 1;
    }
    if (resultRef.current) resultRef.current.textContent = fillTemplate(copy.resultTemplate, { count: shown, total });
    if (noMatchRef.current) noMatchRef.current.hidden = shown > 0;
  }, [tableId, total, copy.resultTemplate]);

  useEffect(() => {
    if (searchRef.current?.value || statusRef.current?.value) apply();
  }, [apply]);

  return (
    <div className="border-b border-slate-200 p-5 sm:px-6">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
        <div>
          <label htmlFor={`${tableId}-search`} className="text-sm font-semibold">
            {copy.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={`${tableId}-search`}
            type="search"
            autoComplete="off"
            placeholder={copy.searchPlaceholder}
            onInput={apply}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${tableId}-status`} className="text-sm font-semibold">
            {copy.statusLabel}
          </label>
          <select ref={statusRef} id={`${tableId}-status`} defaultValue="" onChange={apply} className={field}>
            <option value="">{copy.allStatuses}</option>
            {statuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p ref={resultRef} role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-600" />
      <p ref={noMatchRef} hidden className="mt-2 font-semibold">
        {copy.noMatch}
      </p>
    </div>
  );
}
