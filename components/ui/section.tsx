import type { ReactNode } from "react";

type SectionProps = {
  anchor: string | null;
  eyebrow?: string | null;
  heading?: string | null;
  intro?: string | null;
  tone?: "white" | "tint" | "dark";
  children: ReactNode;
  /** Extra classes for the inner container. */
  className?: string;
};

const tones = {
  white: "bg-white",
  tint: "bg-surface",
  dark: "bg-brand-dark text-white",
} as const;

/** A page section: anchor id, optional eyebrow, heading and intro, then the block's content. */
export function Section({ anchor, eyebrow, heading, intro, tone = "white", children, className = "" }: SectionProps) {
  const headingId = anchor ? `${anchor}-heading` : undefined;
  return (
    <section id={anchor ?? undefined} aria-labelledby={heading ? headingId : undefined} className={`scroll-mt-20 ${tones[tone]}`}>
      <div className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${className}`}>
        {heading ? (
          <header className="mx-auto max-w-2xl text-center">
            {eyebrow ? (
              <p className={`text-sm font-semibold tracking-wide uppercase ${tone === "dark" ? "text-white/80" : "text-brand"}`}>{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {heading}
            </h2>
            {intro ? <p className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-white/85" : "text-slate-600"}`}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
