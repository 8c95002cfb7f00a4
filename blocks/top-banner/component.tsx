import type { BlockOf } from "@/lib/pages/site";
import { BalancedText } from "@/components/ui/balanced-text";
import { domId } from "@/lib/sanity/stega";
import { CtaButton } from "@/components/ui/cta-button";

export function TopBannerBlock({ block }: { block: BlockOf<"topBanner"> }) {
  return (
    <div id={domId(block.anchor)} className="bg-brand-dark text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-1.5 text-center text-sm sm:px-6 lg:px-8">
        {block.badge ? (
          <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
            {block.badge}
          </span>
        ) : null}
        <p className="py-1.5 text-pretty text-white/90">
          <BalancedText>{block.message}</BalancedText>
        </p>
        {block.cta ? (
          <CtaButton cta={block.cta} variant="text" className="text-white">
            <span aria-hidden="true">→</span>
          </CtaButton>
        ) : null}
      </div>
    </div>
  );
}
