"use client";

import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import type { Lang } from "@/lib/routing/paths";
import type { ChallengeWidgetProps } from "./challenge-props";

type AltchaGlobal = { i18n?: { set: (language: string, strings: Record<string, string>) => void } };

type StateEvent = CustomEvent<{ state?: string; payload?: string | null }>;
type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

/**
 * ALTCHA's web component, loaded on demand: its script (with the proof-of-work workers)
 * is a separate chunk fetched when a form opens, not part of the page's first load. It
 * fetches a challenge from our server and solves it at once (auto="onload"). When the
 * challenge expires (300 s) it is solved again, at once or when the tab is next visible.
 * It speaks the page's language: `strings` (lib/signup/messages.ts) are registered for `lang`
 * once the script is in (English uses the widget's own).
 */
export function AltchaChallenge({
  challengeUrl,
  lang = "en",
  strings = null,
  onToken,
  onStatus,
}: ChallengeWidgetProps & { challengeUrl: string; lang?: Lang; strings?: Record<string, string> | null }) {
  const ref = useRef<HTMLElement>(null);
  // The callbacks change identity on every render; the listeners read the latest ones.
  const callbacks = useRef({ onToken, onStatus });
  useEffect(() => {
    callbacks.current = { onToken, onStatus };
  });

  useEffect(() => {
    const widget = ref.current as AltchaElement | null;
    if (!widget) return;
    let cancelled = false;
    let reverifyWhenVisible = false;
    const reverify = () => {
      widget.reset?.();
      void widget.verify?.();
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as StateEvent).detail ?? {};
      switch (state) {
        case "verifying":
          callbacks.current.onStatus("verifying");
          break;
        case "verified":
          if (payload) {
            callbacks.current.onToken(payload);
            callbacks.current.onStatus("verified");
          }
          break;
        case "expired":
          callbacks.current.onToken(null);
          callbacks.current.onStatus("expired");
          if (document.visibilityState === "visible") reverify();
          else reverifyWhenVisible = true;
          break;
        case "error":
          callbacks.current.onToken(null);
          callbacks.current.onStatus("error");
          break;
      }
    };
    const onVisibility = () => {
      if (reverifyWhenVisible && document.visibilityState === "visible") {
        reverifyWhenVisible = false;
        reverify();
      }
    };
    // Listen before the element is defined: it starts solving as soon as it upgrades.
    widget.addEventListener("statechange", onState);
    document.addEventListener("visibilitychange", onVisibility);
    callbacks.current.onStatus("loading");
    import("altcha")
      .then(() => {
        // The widget's translations are a reactive store: it switches to these as soon as they are set.
        if (strings) (globalThis as { $altcha?: AltchaGlobal }).$altcha?.i18n?.set(lang, strings);
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onStatus("error");
      });
    return () => {
      cancelled = true;
      widget.removeEventListener("statechange", onState);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // The language and its strings are fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      auto="onload"
      name="altcha"
      configuration={JSON.stringify(lang === "en" ? { hideFooter: true } : { hideFooter: true, language: lang })}
      style={{
        "--altcha-max-width": "100%",
        "--altcha-border-radius": "0.5rem",
        "--altcha-color-primary": "var(--brand-primary)",
      }}
    />
  );
}
