/**
 * The bot challenge, seen from both sides. Client-safe: the wizard imports
 * `ChallengeConfig`; the server implements `ChallengeVerifier`.
 */

/** What the wizard needs to show the challenge widget (nothing secret). */
export type ChallengeConfig = { provider: "altcha"; challengeUrl: string } | { provider: "turnstile"; siteKey: string };

export type ChallengeProviderName = ChallengeConfig["provider"];

/** A verified token names the record that makes it count once, and how long that record must live. */
export type ChallengeCheck = { ok: true; replayKey: string; ttlSeconds: number } | { ok: false; reason: string };

export type ChallengeContext = { ip: string | null };

export interface ChallengeVerifier {
  readonly name: ChallengeProviderName;
  /** Resolves `{ok: false}` for a bad token; throws `ChallengeUnavailableError` when the check itself cannot run. */
  verify(token: string, context: ChallengeContext): Promise<ChallengeCheck>;
}

/** The verification service could not be reached: the server's problem, not the visitor's (503). */
export class ChallengeUnavailableError extends Error {
  override name = "ChallengeUnavailableError";
}
