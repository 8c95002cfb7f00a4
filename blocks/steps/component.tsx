import type { BlockOf } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";

/** Four steps sit in one row on wide screens, six in two rows of three. */
function columns(count: number) {
  if (count <= 2) return "sm:grid-cols-2";
  if (count % 4 === 0) return "sm:grid-cols-2 lg:grid-cols-4";
  return "sm:grid-cols-2 lg:grid-cols-3";
}

export function StepsBlock({ block, lang }: { block: BlockOf<"steps">; lang: Lang }) {
  const { stepLabel } = uiText(lang);
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      <ol className={`mt-12 grid gap-6 ${columns(block.items.length)}`}>
        {block.items.map((step, index) => (
          <li key={step._key} className="relative rounded-2xl border border-slate-200 bg-white p-6 text-ink">
            <div className="flex items-center gap-3">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <Icon name={step.icon} className="size-6 text-brand" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">{fillTemplate(stepLabel, { number: index + 1 })}</span>
              {step.title}
            </h3>
            {step.body ? <p className="mt-2 text-slate-600">{step.body}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
