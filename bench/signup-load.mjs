// Signup throughput: POST /api/signup at 50 connections for 10 s, every request a fresh,
// valid submission with its own solved challenge. The bench server runs with ALTCHA_COST=1
// (set in run.mjs) so thousands of proofs of work can be solved beforehand; the server still
// issues, verifies and records each token, rate-limits and sends both emails (outbox).
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const TOKENS = Number(process.env.BENCH_SIGNUP_TOKENS ?? 4000);

async function token(baseUrl) {
  const challenge = await (await fetch(new URL("/api/challenge", baseUrl))).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");
}

export async function signupLoad(baseUrl, throughput) {
  const tokens = [];
  const workers = Array.from({ length: 8 }, async () => {
    while (tokens.length < TOKENS) tokens.push(await token(baseUrl));
  });
  await Promise.all(workers);
  let next = 0;
  const origin = new URL(baseUrl).origin;
  return throughput({
    url: `${baseUrl}/api/signup`,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            body: JSON.stringify({
              id: crypto.randomUUID(),
              role: "contact",
              firstName: "Bench",
              lastName: `Load${n}`,
              email: `bench${n}@example.com`,
              message: "Throughput test",
              challenge: tokens[n % tokens.length],
            }),
          };
        },
      },
    ],
  });
}
