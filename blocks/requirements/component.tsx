import { CircleCheck } from "lucide-react";
import type { BlockOf } from "@/lib/pages/site";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";

export function RequirementsBlock({ block }: { block: BlockOf<"requirements"> }) {
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      <ul className="mx-auto mt-12 max-w-3xl divide-y divide-slate-100 rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200">
        {block.items.map((item) => (
          <li key={item._key} className="flex gap-4 p-5 sm:p-6">
            <span className="flex size-10 flex-none items-center justify-center rounded-full bg-surface text-brand">
              {item.icon ? (
                <Icon name={item.icon} className="size-5" />
              ) : (
                <CircleCheck aria-hidden="true" className="size-5" />
              )}
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              {item.body ? <p className="mt-1 text-slate-600">{item.body}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {block.note ? (
        <p className={`mx-auto mt-6 max-w-3xl text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>
          {block.note}
        </p>
      ) : null}
    </Section>
  );
}
