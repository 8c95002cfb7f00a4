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
  | { ok: false; error: string; name: string; status: number | null };

export interface EmailTransport {
  readonly kind: "resend" | "outbox";
  /** Where messages go, for the start-up log. */
  readonly description: string;
  /** Sends once per idempotency key: a repeated key reports the earlier message as a duplicate. */
  send(message: EmailMessage, options: { idempotencyKey: string }): Promise<SendOutcome>;
}
