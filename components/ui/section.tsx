import type { ReactNode } from "react";
import { BalancedText } from "@/components/ui/balanced-text";
import { domId } from "@/lib/sanity/stega";

export type SectionTone = "white" | "tint" | "dark";

type SectionProps = {
  anchor: string | null;
  eyebrow?: string | null;
  heading?: string | null;
  intro?: string | null;
  tone?: SectionTone | null;
  /** "split" puts the heading column beside the content on wide screens (left-aligned), "stacked" centres it above. */
  layout?: "stacked" | "split";
  /** Extra content in the heading column, under the intro (e.g. a short bullet list). */
  lead?: ReactNode;
  children: ReactNode;
  /** Extra classes for the inner container. */
  className?: string;
};

export const SECTION_TONES = {
  white: "bg-white",
  tint: "bg-surface",
  dark: "bg-brand-dark text-white",
} as const;

/** A page section: anchor id, optional eyebrow, heading and intro, then the block's content. */
export function Section({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  layout = "stacked",
  lead,
  children,
  className = "",
}: SectionProps) {
  const background = tone ?? "white";
  const dark = background === "dark";
  const split = layout === "split";
  const id = domId(anchor);
  const headingId = id ? domId(id, "heading") : undefined;
  const header = heading ? (
    <header className={split ? "max-w-xl" : "mx-auto max-w-2xl text-center"}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-white/80" : "text-brand"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        <BalancedText>{heading}</BalancedText>
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${dark ? "text-white/85" : "text-slate-600"}`}>
          <BalancedText>{intro}</BalancedText>
        </p>
      ) : null}
      {lead}
    </header>
  ) : null;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={`scroll-mt-20 ${SECTION_TONES[background]}`}
    >
      <div className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${className}`}>
        {split ? (
          <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
            <div className="lg:sticky lg:top-24">{header}</div>
            <div className="min-w-0">{children}</div>
          </div>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
