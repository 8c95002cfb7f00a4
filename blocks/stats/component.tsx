import type { BlockOf } from "@/lib/pages/site";
import { Section } from "@/components/ui/section";

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "lg:grid-cols-4" } as const;

export function StatsBlock({ block }: { block: BlockOf<"stats"> }) {
  const count = Math.min(Math.max(block.items.length, 2), 4) as 2 | 3 | 4;
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "tint"}
    >
      <dl className={`mt-12 grid grid-cols-2 gap-4 ${columns[count]}`}>
        {block.items.map((stat) => (
          <div
            key={stat._key}
            className="flex flex-col-reverse justify-end rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-2 text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {block.note ? (
        <p className={`mt-6 text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>{block.note}</p>
      ) : null}
    </Section>
  );
}
