import { createHmac } from "node:crypto";

/**
 * Signs a webhook body the way Sanity does (`sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of "t.body">`),
 * written from Sanity's documented format rather than its library, so the test checks interoperability.
 */
export function signWebhook(body: string, secret: string, timestamp = Date.now()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Fields a signed webhook body may carry that the Studio could never have published: slugs that
 * break its slug rule, a list where one value goes, a redirect source that breaks its rule, a
 * language that is no language code. The webhook answers
 * each 422 naming the field (the first key of each entry).
 */
export const MALFORMED_WEBHOOK_FIELDS: Record<string, unknown>[] = [
  { slug: "../../etc/passwd" },
  { slug: ".." },
  { slug: "%2e%2e" },
  { slug: "@evil.example" },
  { slug: "a".repeat(200) },
  { previousSlug: ["esign", "api", "notaries"] },
  { from: "//evil.example" },
  { previousFrom: "/../../etc/passwd" },
  { language: { $ne: null } },
];

/** A signed body of about 60 KB naming 3,600 document ids (over the webhook's limit). */
export const IDS_BODY_60_KB = {
  _type: "solutionPage",
  ids: Array.from({ length: 3_600 }, (_, i) => `solution-${String(i).padStart(5, "0")}`),
};
