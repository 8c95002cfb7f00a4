"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import { ERROR_TEXT_ES } from "@/lib/error-text/es";

/** The Spanish site's error screen, in Spanish, with its way back to the Spanish home page. */
export default function SpanishErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} text={ERROR_TEXT_ES} homeHref="/es" />;
}
