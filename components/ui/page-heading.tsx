import type { ReactNode } from "react";
import { BalancedText } from "./balanced-text";

/**
 * A page's opening words in the site's one style: the eyebrow, the page's only `<h1>` (its `id`
 * names the section that holds it) and the lead paragraph. The caller owns the section around it
 * (its background and width); `centered` centres the lead under a centred heading.
 */
export function PageHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
  className,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  centered?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{eyebrow}</p>
      <h1 id={id} className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
        <BalancedText>{title}</BalancedText>
      </h1>
      {lead ? (
        <p className={`mt-4 text-lg text-pretty text-slate-700 ${centered ? "mx-auto max-w-2xl" : "max-w-3xl"}`}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}
