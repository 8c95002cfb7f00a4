import type { BlockOf } from "@/lib/pages/site";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";

export function IntegrationsBlock({ block }: { block: BlockOf<"integrations"> }) {
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <li key={item._key} className="flex gap-4 rounded-2xl bg-white p-5 text-ink ring-1 ring-slate-200">
            <span className="flex size-11 flex-none items-center justify-center rounded-xl bg-surface text-brand">
              <Icon name={item.icon ?? "plug"} />
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <h3 className="font-semibold">{item.name}</h3>
                {item.badge ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {item.badge}
                  </span>
                ) : null}
              </div>
              {item.description ? <p className="mt-1 text-sm text-slate-600">{item.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {block.note ? (
        <p className={`mt-6 text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>{block.note}</p>
      ) : null}
    </Section>
  );
}
