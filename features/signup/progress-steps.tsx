import type { SignupCopy } from "@/lib/signup/copy";

export type WizardStep = "choose" | "details" | "done";

const ORDER: WizardStep[] = ["choose", "details", "done"];

/** Where the person is in the wizard: three numbered steps, the current one marked for assistive tech. */
export function ProgressSteps({ step, copy }: { step: WizardStep; copy: SignupCopy["steps"] }) {
  const current = ORDER.indexOf(step);
  return (
    <nav aria-label={copy.progressLabel}>
      <ol className="flex items-center gap-2 text-xs font-medium sm:gap-3 sm:text-sm">
        {ORDER.map((name, index) => {
          const state = index < current ? "done" : index === current ? "current" : "upcoming";
          return (
            <li
              key={name}
              className="flex items-center gap-2 sm:gap-3"
              aria-current={state === "current" ? "step" : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={`h-px w-4 sm:w-8 ${index <= current ? "bg-brand" : "bg-slate-300"}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                  state === "upcoming" ? "bg-white text-slate-500 ring-1 ring-slate-300" : "bg-brand text-white"
                }`}
              >
                {state === "done" ? "✓" : index + 1}
              </span>
              {/* On narrow screens only the current step's name shows; the others stay readable to screen readers. */}
              <span className={state === "current" ? "text-ink" : "text-slate-500 max-sm:sr-only"}>{copy[name]}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
