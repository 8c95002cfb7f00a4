import type { Lang } from "@/lib/routing/paths";
import { findState, stateMessage, type SignupState, type StateStatusCopy } from "@/lib/signup/state-status";
import { stateSlug } from "@/lib/states/slugs";

export const STATE_MESSAGE_ID = "commissionState-status";

/**
 * Under the notary's "State of commission": what the chosen state allows and what a notary
 * needs there, from the states sent with the page. A polite live region that is always in
 * place (the prompt before a choice), so a new choice is announced once, whole, and the
 * select describes itself with it (aria-describedby).
 */
export function StateMessage({
  code,
  states,
  copy,
  lang = "en",
  statePagePattern,
  className = "",
}: {
  code: string;
  states: readonly SignupState[];
  copy: StateStatusCopy;
  /** The page's language: dates as its readers write them ("1 de enero de 2030"). */
  lang?: Lang;
  /** The address of a state's page in `lang`, `[state]` standing for its slug (the routing table's; none: no link). */
  statePagePattern?: string;
  className?: string;
}) {
  const state = findState(states, code);
  const shown = state ? stateMessage(state, copy, lang) : null;
  // The state's own page (in a new tab: what the notary typed in the form stays where it is).
  const slug = state ? stateSlug(state.code) : null;
  const page = slug && statePagePattern ? statePagePattern.replace("[state]", slug) : null;
  return (
    <div
      id={STATE_MESSAGE_ID}
      aria-live="polite"
      aria-atomic="true"
      data-status={state?.status}
      className={`rounded-lg px-4 py-3 text-sm text-pretty ${shown ? "bg-surface text-ink ring-1 ring-slate-200" : "text-slate-600 ring-1 ring-transparent"} ${className}`}
    >
      {shown ? (
        <>
          <p className="font-medium">{shown.message}</p>
          {shown.needsIntro ? <p className="mt-2">{shown.needsIntro}</p> : null}
          {shown.needs.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {shown.needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          ) : null}
          {shown.notRecorded ? <p className="mt-2">{shown.notRecorded}</p> : null}
          {shown.draftNote ? <p className="mt-2 text-slate-600">{shown.draftNote}</p> : null}
          {page ? (
            <p className="mt-2">
              <a
                href={page}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand"
              >
                {copy.pageLink.replace("{state}", state?.name ?? "")}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p>{copy.prompt}</p>
      )}
    </div>
  );
}
