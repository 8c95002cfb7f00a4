import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AltchaDifficulty, AltchaProvider } from "@/lib/signup/challenge/altcha";

/** Cheap proofs of work for tests (the production difficulty is tested once). */
export const EASY_ALTCHA: AltchaDifficulty = { cost: 1, counter: [1, 20] };

/** Solves a challenge like the widget does and encodes the payload the widget would submit. */
export async function solveToToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");
}

export async function freshToken(provider: Pick<AltchaProvider, "createChallenge">): Promise<string> {
  return solveToToken(await provider.createChallenge());
}
