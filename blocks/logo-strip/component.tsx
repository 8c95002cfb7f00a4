import type { BlockOf } from "@/lib/pages/site";
import { domId } from "@/lib/sanity/stega";

export function LogoStripBlock({ block }: { block: BlockOf<"logoStrip"> }) {
  const labelId = `logos-${block._key}`;
  return (
    <section
      id={domId(block.anchor)}
      aria-labelledby={labelId}
      className="scroll-mt-20 border-y border-slate-100 bg-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id={labelId} className="text-center text-sm font-semibold text-slate-600">
          {block.label}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-center">
          {block.logos.map((name) => (
            <li
              key={name}
              className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-center text-sm font-bold tracking-tight text-slate-600 ring-1 ring-slate-200 sm:whitespace-nowrap"
            >
              <span aria-hidden="true" className="size-3 flex-none rotate-45 rounded-[3px] bg-slate-300" />
              {name}
            </li>
          ))}
        </ul>
        {block.note ? <p className="mt-4 text-center text-xs text-slate-600">{block.note}</p> : null}
      </div>
    </section>
  );
}
