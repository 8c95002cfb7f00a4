const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";

const variants = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-dark",
  secondary: "bg-white text-ink ring-1 ring-slate-300 ring-inset hover:bg-slate-50",
  inverse: "bg-white text-brand-dark shadow-sm hover:bg-surface",
  onDark: "text-white ring-1 ring-white/70 ring-inset hover:bg-white/10",
  ghost: "text-ink hover:bg-slate-100",
} as const;

/** An inline text link that keeps a 44 px touch target; takes the colour of the text around it. */
const textLink =
  "inline-flex min-h-11 items-center gap-1 rounded-sm font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-current";

export type ButtonVariant = keyof typeof variants | "text";

/** Class names for anything that looks like a button: links, triggers and form buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${variant === "text" ? textLink : `${base} ${variants[variant]}`} ${extra}`.trim();
}
