import type { BlockOf } from "@/lib/content";
import { Section } from "@/components/ui/section";

export function TestimonialsBlock({ block }: { block: BlockOf<"testimonials"> }) {
  return (
    <Section anchor={block.anchor} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul className={`mt-12 grid gap-6 ${block.items.length > 1 ? "lg:grid-cols-3" : "mx-auto max-w-3xl"}`}>
        {block.items.map((item) => (
          <li key={item._key}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <blockquote className="flex-1 text-lg text-ink">
                <p>&ldquo;{item.quote}&rdquo;</p>
              </blockquote>
              {item.figures.length > 0 ? (
                <dl className="mt-6 grid grid-cols-2 gap-3">
                  {item.figures.map((figure) => (
                    <div key={figure._key} className="flex flex-col-reverse rounded-xl bg-surface p-3">
                      <dt className="text-sm text-slate-600">{figure.label}</dt>
                      <dd className="text-xl font-bold text-brand">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <figcaption className="mt-6 border-t border-slate-100 pt-4">
                <p className="font-semibold">{item.name}</p>
                <p className="text-sm text-slate-600">{[item.role, item.company].filter(Boolean).join(", ")}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {block.note ? <p className="mt-6 text-center text-sm text-slate-600">{block.note}</p> : null}
    </Section>
  );
}
