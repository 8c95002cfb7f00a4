import type { ReactNode } from "react";

const tones = {
  success: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/30",
  info: "bg-sky-50 text-sky-900 ring-sky-600/25",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
} as const;

const dots = {
  success: "bg-emerald-500",
  warning: "bg-amber-500",
  info: "bg-sky-500",
  neutral: "bg-slate-400",
} as const;

export type PillTone = keyof typeof tones;

/** A small coloured status label for the mock cards (Ready, KBA pending, Scheduled…). */
export function StatusPill({ tone, children }: { tone: PillTone | null | undefined; children: ReactNode }) {
  const key = tone ?? "neutral";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[key]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[key]}`} />
      {children}
    </span>
  );
}
