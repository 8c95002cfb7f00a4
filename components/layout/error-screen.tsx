import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import type { ErrorText } from "@/lib/text/errors/en";
import { fillTemplate } from "@/lib/text/template";

/**
 * The branded error screen that replaces the framework's default one, in the words of the route
 * group's language: each group's error boundary (a client component, which has no props to get
 * them from) passes its own language's words, so a page ships no other language's.
 */
export function ErrorScreen({
  error,
  reset,
  text,
  homeHref,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  text: ErrorText;
  homeHref: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6" role="alert">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{text.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance">{text.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{text.body}</p>
      {error.digest ? (
        <p className="mt-2 text-sm text-slate-500">{fillTemplate(text.reference, { digest: error.digest })}</p>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={reset} className={buttonClasses("primary")}>
          {text.retry}
        </button>
        <a className={buttonClasses("secondary")} href={homeHref}>
          {text.home}
        </a>
      </div>
    </section>
  );
}
