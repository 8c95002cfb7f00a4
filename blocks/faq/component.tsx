import { ChevronDown } from "lucide-react";
import type { BlockOf } from "@/lib/pages/site";
import { RichText } from "@/components/ui/rich-text";
import { Section } from "@/components/ui/section";

/** Native disclosure widgets: keyboard and screen-reader support come from the browser, with no script. */
export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
      layout="split"
    >
      <div className="divide-y divide-slate-200 rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200">
        {block.items.map((item) => (
          <details key={item._key} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 font-semibold hover:text-brand focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 flex-none text-brand transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <RichText value={item.answer} className="px-5 pb-5 text-slate-600 sm:px-6" />
          </details>
        ))}
      </div>
    </Section>
  );
}
