import type { BlockOf } from "@/lib/pages/site";
import { BalancedText } from "@/components/ui/balanced-text";
import { domId } from "@/lib/sanity/stega";
import { CtaButton } from "@/components/ui/cta-button";

export function CallToActionBlock({ block }: { block: BlockOf<"callToAction"> }) {
  return (
    <section
      id={domId(block.anchor)}
      className="scroll-mt-20 bg-white px-4 pt-10 pb-16 sm:px-6 sm:pt-12 sm:pb-20 lg:px-8"
    >
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-dark px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        {block.eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">{block.eyebrow}</p>
        ) : null}
        <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          <BalancedText>{block.heading}</BalancedText>
        </h2>
        {block.intro ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/85">
            <BalancedText>{block.intro}</BalancedText>
          </p>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {block.ctas.map((cta, index) => (
            <CtaButton key={cta._key} cta={cta} variant={index === 0 ? "inverse" : "onDark"} />
          ))}
        </div>
      </div>
    </section>
  );
}
