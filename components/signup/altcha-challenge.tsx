"use client";

import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import type { ChallengeWidgetProps } from "./challenge-widget";

type StateEvent = CustomEvent<{ state?: string; payload?: string | null }>;

/**
 * ALTCHA's web component, loaded on demand: its script (with the proof-of-work workers)
 * is a separate chunk fetched when a form opens, not part of the page's first load. It
 * fetches a challenge from our server and solves it at once (auto="onload"). When the
 * challenge expires it is solved again while the page is visible.
 */
export function AltchaChallenge({ challengeUrl, onToken, onStatus }: ChallengeWidgetProps & { challengeUrl: string }) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The callbacks change identity on every render; the listeners read the latest ones.
  const callbacks = useRef({ onToken, onStatus });
  useEffect(() => {
    callbacks.current = { onToken, onStatus };
  });

  useEffect(() => {
    let cancelled = false;
    callbacks.current.onStatus("loading");
    import("altcha")
      .then(() => {
        if (!cancelled) setLoaded(true);
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onStatus("error");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    let reverifyWhenVisible = false;
    const reverify = () => {
      const element = widget as HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };
      element.reset?.();
      void element.verify?.();
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
    widget.addEventListener("statechange", onState);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      widget.removeEventListener("statechange", onState);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [loaded]);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      auto="onload"
      name="altcha"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
      style={{ "--altcha-max-width": "100%", "--altcha-border-radius": "0.5rem", "--altcha-color-primary": "var(--brand-primary)" }}
    />
  );
}
