"use client";

import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-styles";

/** The branded error screen that replaces the framework's default one. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6" role="alert">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Something went wrong</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance">We couldn&rsquo;t load this page</h1>
      <p className="mt-4 text-lg text-slate-600">
        Please try again. If it keeps happening, come back in a few minutes — your data is safe.
      </p>
      {error.digest ? <p className="mt-2 text-sm text-slate-500">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={reset} className={buttonClasses("primary")}>
          Try again
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links on purpose (components/ui/cta-button.tsx) */}
        <a className={buttonClasses("secondary")} href="/">
          Back to Home
        </a>
      </div>
    </section>
  );
}
