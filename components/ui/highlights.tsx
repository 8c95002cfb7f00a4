import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";

/** The short bullet list beside a mock card (notary queue, request log). */
export function Highlights({ items, dark = false }: { items: string[]; dark?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className={`mt-0.5 size-5 flex-none ${dark ? "text-white" : "text-accent"}`} />
          <span className={dark ? "text-white/90" : "text-slate-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

type MockCardBlock = {
  anchor: string | null;
  eyebrow: string | null;
  heading: string;
  intro: string | null;
  tone: "white" | "tint" | "dark" | null;
  highlights: string[];
};

/** A section with the heading and highlights on one side and a mock card (the children) on the other. */
export function MockCardSection({ block, children }: { block: MockCardBlock; children: ReactNode }) {
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
      layout="split"
      lead={<Highlights items={block.highlights} dark={block.tone === "dark"} />}
    >
      {children}
    </Section>
  );
}
