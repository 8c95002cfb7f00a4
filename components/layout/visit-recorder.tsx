"use client";

import { useEffect } from "react";
import type { Lang } from "@/lib/routing/languages";
import { recordVisit } from "@/lib/signup/touch";

/** Notes where the visitor came from, once per page load, in the browser's storage (lib/signup/touch.ts). Renders nothing. */
export function VisitRecorder({ lang }: { lang: Lang }) {
  useEffect(() => recordVisit(lang), [lang]);
  return null;
}
