import type { Env } from "@/lib/platform/env";
import type { ChallengeConfig } from "./types";

type TurnstileEnv = Pick<Env, "NEXT_PUBLIC_TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/** Turnstile needs both keys; otherwise the self-hosted ALTCHA proof of work is used. */
export function usesTurnstile(env: TurnstileEnv): boolean {
  return Boolean(env.NEXT_PUBLIC_TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY);
}

/** The wizard's (public) side of the challenge configuration: never the secret. */
export function challengeConfig(env: TurnstileEnv): ChallengeConfig {
  return usesTurnstile(env) && env.NEXT_PUBLIC_TURNSTILE_SITE_KEY
    ? { provider: "turnstile", siteKey: env.NEXT_PUBLIC_TURNSTILE_SITE_KEY }
    : { provider: "altcha", challengeUrl: "/api/challenge" };
}
