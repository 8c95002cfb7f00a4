import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { ChallengeCheck, ChallengeContext, ChallengeVerifier } from "./types";

/** Challenges expire five minutes after they are issued. */
export const ALTCHA_EXPIRY_SECONDS = 300;

export type AltchaDifficulty = {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solving counter is drawn from this range: the browser tries on average `cost × (min+max)/2` iterations. */
  counter: readonly [min: number, max: number];
};

/**
 * PBKDF2/SHA-256 at 1,000 iterations and a counter of 1,500–4,000: about a second on one
 * core of a slow machine (Chromium derives ~3,000 keys per second per core here), so a
 * person never waits, while each signup costs a bot a few million PBKDF2 iterations.
 * The rate limit does the rest.
 */
export const DEFAULT_ALTCHA_DIFFICULTY: AltchaDifficulty = { cost: 1_000, counter: [1_500, 4_000] };

const payloadSchema = z.object({
  challenge: z.object({
    // Exactly the parameters our challenges carry (the signature covers them all).
    parameters: z.strictObject({
      algorithm: z.string().max(32),
      nonce: z.string().min(1).max(128),
      salt: z.string().max(128),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

export type AltchaProvider = ChallengeVerifier & {
  readonly name: "altcha";
  /** A fresh signed challenge for the widget (`GET /api/challenge`), priced for the client's network. */
  createChallenge(context?: ChallengeContext): Promise<Challenge>;
};

/**
 * Self-hosted proof of work: challenges signed with the HMAC key, verified without any outside service.
 * With `priceFactor` (lib/signup/challenge/difficulty.ts), each challenge costs `difficulty.cost`
 * times the factor for the client it is issued to (the call also counts the issue). A solution is
 * checked against the cost signed into its challenge, never against today's price: a challenge
 * valid when issued is accepted until it expires.
 */
export function createAltchaProvider({
  hmacKey,
  difficulty = DEFAULT_ALTCHA_DIFFICULTY,
  expirySeconds = ALTCHA_EXPIRY_SECONDS,
  priceFactor = async () => 1,
}: {
  hmacKey: string;
  difficulty?: AltchaDifficulty;
  expirySeconds?: number;
  priceFactor?: (context: ChallengeContext) => Promise<number>;
}): AltchaProvider {
  // A second secret, derived from the first, signs the expected key: verification is then one HMAC.
  const keySecret = createHmac("sha256", hmacKey).update("altcha derived-key signature").digest("hex");
  const costFor = async (context: ChallengeContext) =>
    Math.round(difficulty.cost * Math.max(1, await priceFactor(context)));

  return {
    name: "altcha",

    async createChallenge(context = { ip: null }) {
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: await costFor(context),
        counter: randomInt(difficulty.counter[0], difficulty.counter[1] + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + expirySeconds * 1000),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(token): Promise<ChallengeCheck> {
      const payload = decodePayload(token);
      if (!payload) return { ok: false, reason: "malformed ALTCHA payload" };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
      if (!result.verified) {
        const reason = result.expired ? "expired" : result.invalidSignature ? "invalid signature" : "invalid solution";
        return { ok: false, reason: `ALTCHA ${reason}` };
      }
      const { nonce, expiresAt, cost } = payload.challenge.parameters;
      // The cost is covered by the signature: it is what this server asked for when it issued the
      // challenge, and the work was done at it. Never below the base price (a key shared with an older setup).
      if (cost < difficulty.cost)
        return { ok: false, reason: `ALTCHA cheaper than the base price (cost ${cost}, base ${difficulty.cost})` };
      // The nonce is random and covered by the signature: one record per issued challenge.
      return {
        ok: true,
        replayKey: `altcha:${nonce}`,
        ttlSeconds: Math.max(1, Math.ceil(expiresAt - Date.now() / 1000) + 5),
      };
    },
  };
}

type ParsedPayload = z.infer<typeof payloadSchema>;

function decodePayload(token: string): ParsedPayload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
