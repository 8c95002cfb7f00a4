import { CircleCheck, Info } from "lucide-react";
import type { BlockOf } from "@/lib/pages/site";
import { Section } from "@/components/ui/section";

export function ChecklistBlock({ block }: { block: BlockOf<"checklist"> }) {
  const titleId = `checklist-${block._key}`;
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
      layout="split"
    >
      <div className="rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200 sm:p-8">
        {block.listTitle ? (
          <h3 id={titleId} className="text-lg font-semibold">
            {block.listTitle}
          </h3>
        ) : null}
        <ul
          aria-labelledby={block.listTitle ? titleId : undefined}
          className={`grid gap-x-8 gap-y-4 sm:grid-cols-2 ${block.listTitle ? "mt-5" : ""}`}
        >
          {block.items.map((item) => (
            <li key={item} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 flex-none text-accent" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        {block.note ? (
          <p role="note" className="mt-6 flex gap-3 rounded-xl bg-surface p-4 text-sm text-slate-700">
            <Info aria-hidden="true" className="mt-0.5 size-4 flex-none text-brand" />
            <span>{block.note}</span>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
