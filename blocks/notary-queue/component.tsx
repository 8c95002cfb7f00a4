import type { BlockOf } from "@/lib/pages/site";
import { StatusPill } from "@/components/ui/status-pill";
import { MockCardSection } from "@/components/ui/highlights";

export function NotaryQueueBlock({ block }: { block: BlockOf<"notaryQueue"> }) {
  const titleId = `queue-${block._key}`;
  const dark = block.tone === "dark";
  return (
    <MockCardSection block={block}>
      <div className="overflow-hidden rounded-2xl bg-white text-ink shadow-xl ring-1 shadow-slate-900/5 ring-slate-200">
        <h3 id={titleId} className="border-b border-slate-100 bg-slate-50 px-5 py-4 font-semibold">
          {block.cardTitle}
        </h3>
        <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
          {block.items.map((item) => (
            // Narrow screens put the status under the signer; wider ones give it its own column.
            <li
              key={item._key}
              className="grid grid-cols-[4.75rem_minmax(0,1fr)] items-start gap-x-4 gap-y-2 px-5 py-4 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:items-center"
            >
              <p>
                <span className="block text-sm font-semibold tabular-nums">{item.time}</span>
                <span className="block font-mono text-xs text-slate-600">{item.id}</span>
              </p>
              <p>
                <span className="block font-medium">{item.name}</span>
                <span className="block text-sm text-slate-600">{item.type}</span>
              </p>
              <p className="col-start-2 sm:col-start-auto">
                <StatusPill tone={item.tone}>{item.status}</StatusPill>
              </p>
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
