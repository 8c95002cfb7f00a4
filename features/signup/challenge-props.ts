/*
 * What the challenge widget (./challenge-widget.tsx) and each provider's widget beside it share:
 * the widget chooses a provider's and passes these props on.
 */

/** Where the challenge stands, for the wizard's status line and the submit gating. */
export type ChallengeStatus = "loading" | "verifying" | "verified" | "expired" | "error";

export type ChallengeWidgetProps = {
  /** The token on success; null on expiry or error. */
  onToken: (token: string | null) => void;
  onStatus: (status: ChallengeStatus) => void;
};
