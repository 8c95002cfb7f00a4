import { createHmac } from "node:crypto";

/**
 * Signs a webhook body the way Sanity does (`sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of "t.body">`),
 * written from Sanity's documented format rather than its library, so the test checks interoperability.
 */
export function signWebhook(body: string, secret: string, timestamp = Date.now()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  return `t=${timestamp},v1=${signature}`;
}
