"use client";

import { useEffect, useRef } from "react";
import type { Lang } from "@/lib/routing/paths";
import { whenAvailable } from "@/lib/signup/challenge/poll";
import type { ChallengeWidgetProps } from "./challenge-props";

const SCRIPT_ID = "cf-turnstile-script";
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type Turnstile = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/**
 * Cloudflare Turnstile with the public site key. The script is added once; the widget is
 * rendered when the script has defined `window.turnstile`, checking every second. It speaks
 * the page's language (Turnstile's own translations, `language`).
 */
export function TurnstileChallenge({
  siteKey,
  lang = "en",
  onToken,
  onStatus,
}: ChallengeWidgetProps & { siteKey: string; lang?: Lang }) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onStatus });
  useEffect(() => {
    callbacks.current = { onToken, onStatus };
  });

  useEffect(() => {
    callbacks.current.onStatus("loading");
    if (!document.getElementById(SCRIPT_ID)) {
      const script = document.createElement("script");
      script.id = SCRIPT_ID;
      script.src = SCRIPT_URL;
      script.async = true;
      script.defer = true;
      document.head.append(script);
    }
    let widgetId: string | undefined;
    const stop = whenAvailable(
      () => (container.current ? window.turnstile : undefined),
      (turnstile) => {
        if (!container.current) return;
        callbacks.current.onStatus("verifying");
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          // English pages keep Turnstile's default ("auto"); another language is asked for by name.
          ...(lang === "en" ? {} : { language: lang }),
          callback: (token: string) => {
            callbacks.current.onToken(token);
            callbacks.current.onStatus("verified");
          },
          "expired-callback": () => {
            callbacks.current.onToken(null);
            callbacks.current.onStatus("expired");
          },
          "error-callback": () => {
            callbacks.current.onToken(null);
            callbacks.current.onStatus("error");
          },
          "refresh-expired": "auto",
        });
      },
    );
    return () => {
      stop();
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, lang]);

  return <div ref={container} className="min-h-16" />;
}
