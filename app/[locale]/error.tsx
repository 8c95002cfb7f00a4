"use client";

import { useContext } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { ErrorWordsContext } from "@/components/layout/error-words";

/** The error screen in the page's language (its words come from the root layout), with its way back to that language's home page. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const words = useContext(ErrorWordsContext);
  if (!words) throw error;
  return <ErrorScreen error={error} reset={reset} text={words.text} homeHref={words.homeHref} />;
}
