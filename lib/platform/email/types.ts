/** A rendered email, ready for any transport. */
export type EmailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

export type SendOutcome =
  | { ok: true; id: string; duplicate: boolean }
  | {
      ok: false;
      error: string;
      name: string;
      status: number | null;
      /**
       * True when the provider may have accepted the message although no attempt was
       * answered with it: an attempt timed out or lost its connection, or the provider was
       * still busy with an earlier request under the same key. A retry with the same
       * idempotency key sends nothing twice. False for a definite refusal.
       */
      uncertain: boolean;
      /** Attempts made (1 when the first refusal was final). */
      attempts: number;
    };

export type SendOptions = {
  /** Resend keeps it for 24 hours: a repeated key never sends a second message. */
  idempotencyKey: string;
  /**
   * When to stop trying (epoch ms): no attempt runs past it and no retry starts that could
   * not finish before it. Unset: the transport's own attempt timeout and retry schedule.
   */
  deadline?: number;
  /** Waits before each retry of a transient failure; a longer `Retry-After` from the provider wins. */
  retryDelaysMs?: readonly number[];
};

export interface EmailTransport {
  readonly kind: "resend" | "outbox";
  /** Where messages go, for the start-up log. */
  readonly description: string;
  /** Why it cannot send now (the readiness check, GET /api/ready), or null; cheap, no message sent. */
  problem?(): Promise<string | null>;
  /** Sends once per idempotency key: a repeated key reports the earlier message as a duplicate. */
  send(message: EmailMessage, options: SendOptions): Promise<SendOutcome>;
}
