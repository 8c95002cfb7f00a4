import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { ChallengeUnavailableError, type ChallengeCheck, type ChallengeVerifier } from "./types";

/** Turnstile tokens are at most 2048 characters and valid for 300 seconds. */
const MAX_TOKEN_LENGTH = 2048;
const TOKEN_LIFETIME_SECONDS = 300;

const responseSchema = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).optional() }).loose();

/** Cloudflare Turnstile: every token is checked with the siteverify API (overridable for tests). */
export function createTurnstileProvider({
  secretKey,
  verifyUrl,
  timeoutMs = 8_000,
  fetchImpl = fetch,
}: {
  secretKey: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): ChallengeVerifier {
  return {
    name: "turnstile",
    async verify(token, { ip }): Promise<ChallengeCheck> {
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "Turnstile token too long" };
      const form = new URLSearchParams({ secret: secretKey, response: token });
      if (ip) form.set("remoteip", ip);
      let body: unknown;
      try {
        const response = await fetchImpl(verifyUrl, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new ChallengeUnavailableError(`Turnstile siteverify failed: ${(error as Error).message}`);
      }
      const result = responseSchema.safeParse(body);
      if (!result.success) throw new ChallengeUnavailableError("Turnstile siteverify answered an unexpected body");
      if (!result.data.success)
        return { ok: false, reason: `Turnstile: ${(result.data["error-codes"] ?? []).join(", ") || "rejected"}` };
      const digest = createHash("sha256").update(token).digest("hex");
      return { ok: true, replayKey: `turnstile:${digest}`, ttlSeconds: TOKEN_LIFETIME_SECONDS + 30 };
    },
  };
}
