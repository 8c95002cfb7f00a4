"use client";

import { createContext, type ReactNode } from "react";
import type { ErrorText } from "@/lib/text/errors/en";

/** The error screen's words in the page's language and its way back home. */
export type ErrorWords = { text: ErrorText; homeHref: string };

/**
 * The error screen's words, given by the root layout (a server component, which knows the page's
 * language) to the error boundary below it (a client component, which Next.js gives no props): the
 * page carries its own language's words in its payload and no other's, and the screen needs nothing
 * loaded when an error shows.
 */
export const ErrorWordsContext = createContext<ErrorWords | null>(null);

export function ErrorWordsProvider({ value, children }: { value: ErrorWords; children: ReactNode }) {
  return <ErrorWordsContext value={value}>{children}</ErrorWordsContext>;
}
