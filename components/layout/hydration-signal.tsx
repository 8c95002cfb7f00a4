"use client";

import { useLayoutEffect } from "react";
import { HYDRATED_EVENT } from "@/lib/pages/hydration";

/** Says when the page has hydrated: in the same commit, so no click falls between. */
export function HydrationSignal() {
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = "";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
