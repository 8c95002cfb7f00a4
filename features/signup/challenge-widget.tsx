"use client";

import type { Lang } from "@/lib/routing/paths";
import type { ChallengeConfig } from "@/lib/signup/challenge/types";
import { AltchaChallenge } from "./altcha-challenge";
import type { ChallengeWidgetProps } from "./challenge-props";
import { TurnstileChallenge } from "./turnstile-challenge";

/** A language's challenge address: `?lang=` rides along, so the route's own errors are in it. */
const challengeUrlIn = (url: string, lang: Lang) =>
  lang === "en" ? url : `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`;

/**
 * The configured provider's widget, in the page's language (`strings`: the widget's own texts
 * in it, when the widget has no suitable ones of its own). Remount it (change its key) for a
 * fresh challenge.
 */
export function ChallengeWidget({
  config,
  lang = "en",
  strings = null,
  ...props
}: ChallengeWidgetProps & { config: ChallengeConfig; lang?: Lang; strings?: Record<string, string> | null }) {
  return config.provider === "turnstile" ? (
    <TurnstileChallenge siteKey={config.siteKey} lang={lang} {...props} />
  ) : (
    <AltchaChallenge
      challengeUrl={challengeUrlIn(config.challengeUrl, lang)}
      lang={lang}
      strings={strings}
      {...props}
    />
  );
}
