import type { BlockOf } from "@/lib/pages/site";
import { MockCardSection } from "@/components/ui/highlights";

/** Green for 2xx, amber for 4xx, red for 5xx, on the dark log panel. */
function statusColour(status: number) {
  if (status >= 500) return "text-rose-300";
  if (status >= 400) return "text-amber-300";
  if (status >= 300) return "text-sky-300";
  return "text-emerald-300";
}

const methodColours: Record<string, string> = {
  GET: "bg-sky-400/15 text-sky-200",
  POST: "bg-emerald-400/15 text-emerald-200",
  PUT: "bg-amber-400/15 text-amber-200",
  PATCH: "bg-amber-400/15 text-amber-200",
  DELETE: "bg-rose-400/15 text-rose-200",
};

export function ApiRequestLogBlock({ block }: { block: BlockOf<"apiRequestLog"> }) {
  const titleId = `log-${block._key}`;
  const dark = block.tone === "dark";
  return (
    <MockCardSection block={block}>
      <div className="overflow-hidden rounded-2xl bg-slate-950 text-slate-100 shadow-xl ring-1 ring-white/10">
        <div className="flex items-center gap-3 border-b border-white/10 px-5 py-3.5">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-white/20" />
            <span className="size-2.5 rounded-full bg-white/20" />
            <span className="size-2.5 rounded-full bg-white/20" />
          </span>
          <h3 id={titleId} className="text-sm font-semibold">
            {block.cardTitle}
          </h3>
        </div>
        <ul aria-labelledby={titleId} className="divide-y divide-white/5 font-mono text-xs sm:text-[13px]">
          {block.items.map((item) => (
            // Narrow screens give the endpoint the whole first line, with status and time under it.
            <li
              key={item._key}
              className="grid grid-cols-[3.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[4rem_minmax(0,1fr)_auto_3.75rem] sm:px-5"
            >
              <span
                className={`rounded-md px-1.5 py-0.5 text-center text-xs font-bold ${methodColours[item.method] ?? "bg-white/10"}`}
              >
                {item.method}
              </span>
              <span className="col-span-2 text-slate-200 [overflow-wrap:anywhere] sm:col-span-1">{item.endpoint}</span>
              <span className={`col-start-2 font-semibold tabular-nums sm:col-start-auto ${statusColour(item.status)}`}>
                {item.status}
              </span>
              <span className="text-right text-slate-400 tabular-nums">{item.time}</span>
            </li>
          ))}
        </ul>
      </div>
      {block.caption ? (
        <p className={`mt-3 text-xs ${dark ? "text-white/80" : "text-slate-600"}`}>{block.caption}</p>
      ) : null}
    </MockCardSection>
  );
}
