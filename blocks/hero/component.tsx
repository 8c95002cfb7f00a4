import type { BlockOf } from "@/lib/pages/site";
import { BalancedText } from "@/components/ui/balanced-text";
import { domId } from "@/lib/sanity/stega";
import { CtaRow } from "@/components/ui/cta-button";
import { RichText } from "@/components/ui/rich-text";
import { SampleCard } from "@/components/ui/sample-card";

export function HeroBlock({ block }: { block: BlockOf<"hero"> }) {
  const card = block.sampleCard;
  return (
    <section
      id={domId(block.anchor)}
      className="relative scroll-mt-20 overflow-hidden bg-gradient-to-b from-surface to-white"
    >
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:px-8">
        <div
          className={
            card
              ? "grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_25rem] xl:gap-16"
              : ""
          }
        >
          <div className="max-w-3xl">
            {block.eyebrow ? (
              <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand ring-1 ring-brand/20 sm:text-sm">
                {block.eyebrow}
              </p>
            ) : null}
            <h1
              className={`mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl ${card ? "lg:text-[2.75rem] xl:text-5xl" : "lg:text-6xl"}`}
            >
              <BalancedText>{block.headline}</BalancedText>
            </h1>
            <RichText value={block.body} className="mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl" />
            <CtaRow ctas={block.ctas} className="mt-8" />
            {block.footnote ? <p className="mt-4 text-sm text-slate-600">{block.footnote}</p> : null}
          </div>
          {card ? <SampleCard card={card} id={`sample-${block._key}`} /> : null}
        </div>
        {block.stats.length > 0 ? (
          <dl className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {block.stats.map((stat) => (
              <div
                key={stat._key}
                className="flex flex-col-reverse justify-end rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-brand sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
