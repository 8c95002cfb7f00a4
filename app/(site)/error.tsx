"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import { ERROR_TEXT_EN } from "@/lib/error-text/en";

/** The English site's error screen (app/(es)/error.tsx is the Spanish one). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} text={ERROR_TEXT_EN} homeHref="/" />;
}
