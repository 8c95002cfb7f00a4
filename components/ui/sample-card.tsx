import { Check } from "lucide-react";
import type { BlockOf } from "@/lib/pages/site";
import { StatusPill } from "./status-pill";

export type SampleCardData = NonNullable<BlockOf<"hero">["sampleCard"]>;

/** A mock record (upcoming session, package, matter, loan): labelled rows, optional progress and notes. */
export function SampleCard({ card, id }: { card: SampleCardData; id: string }) {
  const { progress } = card;
  const percent = progress ? Math.round((Math.min(progress.current, progress.total) / progress.total) * 100) : 0;
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 text-ink shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-title`} className="font-semibold">
          {card.title}
        </p>
        {card.badge ? (
          <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-dark">
            {card.badge}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {card.rows.map((row) => (
          <div key={row._key} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right font-medium">
              {row.tone ? <StatusPill tone={row.tone}>{row.value}</StatusPill> : row.value}
            </dd>
          </div>
        ))}
      </dl>
      {progress ? (
        <div className="mt-3">
          <div className="flex items-center justify-between gap-4 text-sm">
            <span id={`${id}-progress`} className="text-slate-600">
              {progress.label}
            </span>
            <span className="font-medium tabular-nums">
              {progress.current}/{progress.total}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.current}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      {card.notes.length > 0 ? (
        <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
          {card.notes.map((note) => (
            <li key={note} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 flex-none text-accent" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {card.caption ? <figcaption className="mt-4 text-xs text-slate-600">{card.caption}</figcaption> : null}
    </figure>
  );
}
