"use client";

import type { ChallengeConfig } from "@/lib/signup/challenge/types";
import { AltchaChallenge } from "./altcha-challenge";
import { TurnstileChallenge } from "./turnstile-challenge";

/** Where the challenge stands, for the wizard's status line and the submit gating. */
export type ChallengeStatus = "loading" | "verifying" | "verified" | "expired" | "error";

export type ChallengeWidgetProps = {
  /** The token on success; null on expiry or error. */
  onToken: (token: string | null) => void;
  onStatus: (status: ChallengeStatus) => void;
};

/** The configured provider's widget. Remount it (change its key) for a fresh challenge. */
export function ChallengeWidget({ config, ...props }: ChallengeWidgetProps & { config: ChallengeConfig }) {
  return config.provider === "turnstile" ? <TurnstileChallenge siteKey={config.siteKey} {...props} /> : <AltchaChallenge challengeUrl={config.challengeUrl} {...props} />;
}
