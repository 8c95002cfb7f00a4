import type { BlockOf } from "@/lib/pages/site";
import { Section } from "@/components/ui/section";
import { BalancedText } from "@/components/ui/balanced-text";

type Item = BlockOf<"testimonials">["items"][number];

function Figures({ figures, className = "" }: { figures: Item["figures"]; className?: string }) {
  if (figures.length === 0) return null;
  return (
    <dl className={`grid grid-cols-2 gap-3 ${className}`}>
      {figures.map((figure) => (
        <div key={figure._key} className="flex flex-col-reverse justify-end rounded-xl bg-surface p-3">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-xl font-bold text-brand">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Person({ item }: { item: Item }) {
  return (
    <figcaption className="mt-6 border-t border-slate-100 pt-4">
      <p className="font-semibold">{item.name}</p>
      <p className="text-sm text-slate-600">{[item.role, item.company].filter(Boolean).join(", ")}</p>
    </figcaption>
  );
}

export function TestimonialsBlock({ block }: { block: BlockOf<"testimonials"> }) {
  const single = block.items.length === 1 ? block.items[0] : undefined;
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      {single ? (
        // One customer story: the quote beside its result figures.
        <figure className="mx-auto mt-12 grid max-w-5xl gap-8 rounded-3xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <div>
            <blockquote className="text-xl font-medium text-pretty sm:text-2xl">
              <p>
                &ldquo;<BalancedText>{single.quote}</BalancedText>&rdquo;
              </p>
            </blockquote>
            <Person item={single} />
          </div>
          <Figures figures={single.figures} className="[&>div]:p-5 [&_dd]:text-3xl" />
        </figure>
      ) : (
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {block.items.map((item) => (
            <li key={item._key}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-lg">
                  <p>&ldquo;{item.quote}&rdquo;</p>
                </blockquote>
                <Figures figures={item.figures} className="mt-6" />
                <Person item={item} />
              </figure>
            </li>
          ))}
        </ul>
      )}
      {block.note ? (
        <p className={`mt-6 text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>{block.note}</p>
      ) : null}
    </Section>
  );
}
