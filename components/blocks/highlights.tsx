import { Check } from "lucide-react";

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
