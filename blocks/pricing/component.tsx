import { Check } from "lucide-react";
import type { BlockOf } from "@/lib/pages/site";
import { CtaButton } from "@/components/ui/cta-button";
import { Section } from "@/components/ui/section";

export function PricingBlock({ block }: { block: BlockOf<"pricing"> }) {
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "tint"}
    >
      <div className="mx-auto mt-12 max-w-lg rounded-3xl bg-white p-8 shadow-lg ring-1 ring-slate-200 sm:p-10">
        <h3 className="text-lg font-semibold text-brand">{block.planName}</h3>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          {block.pricePrefix ? <span className="text-slate-600">{block.pricePrefix}</span> : null}
          <span className="text-5xl font-extrabold tracking-tight text-ink">{block.price}</span>
          {block.priceUnit ? <span className="text-slate-600">{block.priceUnit}</span> : null}
        </p>
        {block.features.length > 0 ? (
          <ul className="mt-8 space-y-3">
            {block.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 flex-none text-accent" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {block.cta ? <CtaButton cta={block.cta} className="mt-8 w-full" /> : null}
        {block.detailsCta ? <CtaButton cta={block.detailsCta} className="mt-3 w-full" /> : null}
        {block.note ? <p className="mt-4 text-center text-sm text-slate-600">{block.note}</p> : null}
      </div>
    </Section>
  );
}
