import type { BlockOf } from "@/lib/pages/site";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function CardGridBlock({ block }: { block: BlockOf<"cardGrid"> }) {
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "tint"}
    >
      <ul className={`mt-12 grid gap-6 ${columnClasses[block.columns]}`}>
        {block.cards.map((card) => (
          <li key={card._key} className="rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200">
            {card.icon ? (
              <span className="flex size-11 items-center justify-center rounded-xl bg-surface text-brand">
                <Icon name={card.icon} />
              </span>
            ) : null}
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            {card.body ? <p className="mt-2 text-slate-600">{card.body}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
