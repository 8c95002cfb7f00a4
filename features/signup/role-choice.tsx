import { ArrowRight, BadgeCheck, FilePen, MessageSquare } from "lucide-react";
import type { Ref } from "react";
import type { SignupCopy } from "@/lib/signup/copy";
import { ROLES, type Role } from "@/lib/signup/constants";
import { BalancedText } from "@/components/ui/balanced-text";

const ICONS = { notary: BadgeCheck, client: FilePen, contact: MessageSquare } as const;

/** Step 1: notary, client or contact. */
export function RoleChoice({
  copy,
  onChoose,
  headingRef,
}: {
  copy: SignupCopy;
  onChoose: (role: Role) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{copy.choice.eyebrow}</p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-4xl"
      >
        <BalancedText>{copy.choice.heading}</BalancedText>
      </h1>
      <p className="mt-3 text-lg text-pretty text-slate-600">
        <BalancedText>{copy.choice.intro}</BalancedText>
      </p>
      <ul className="mt-8 grid gap-4">
        {ROLES.map((role) => {
          const Icon = ICONS[role];
          const item = copy.roles[role];
          return (
            <li key={role}>
              <button
                type="button"
                onClick={() => onChoose(role)}
                className="group flex w-full items-center gap-4 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-2 hover:ring-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-xl bg-surface text-brand"
                >
                  <Icon className="size-6" strokeWidth={1.75} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-base font-semibold text-ink">{item.label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
