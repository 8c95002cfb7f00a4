import type { Challenge } from "altcha-lib";
import { solveToToken } from "./altcha";

/** Runs `task` over `items` with at most `concurrency` at a time; results keep the items' order. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Fresh tokens the way the wizard gets them: `GET /api/challenge` on the server, solved at
 * the server's (production) difficulty. PBKDF2 runs on libuv's thread pool, so a few solves
 * at once use every core.
 */
export async function solveTokens(baseUrl: string | string[], count: number, concurrency = 4): Promise<string[]> {
  const bases = Array.isArray(baseUrl) ? baseUrl : [baseUrl];
  return inPool(
    Array.from({ length: count }, (_, index) => bases[index % bases.length] as string),
    concurrency,
    async (base) => {
      const response = await fetch(`${base}/api/challenge`);
      if (!response.ok) throw new Error(`GET /api/challenge answered ${response.status}`);
      return solveToToken((await response.json()) as Challenge);
    },
  );
}

export type SignupAnswer = { status: number; body: { ok?: true; error?: string; issues?: unknown }; retryAfter: string | null; ms: number };

/** POST /api/signup as the wizard does it (same-origin `Origin`, JSON), optionally as a given client address. */
export async function postSignup(baseUrl: string, submission: unknown, headers: Record<string, string> = {}): Promise<SignupAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin, ...headers },
    body: JSON.stringify(submission),
  });
  const text = await response.text();
  let body: SignupAnswer["body"];
  try {
    body = JSON.parse(text) as SignupAnswer["body"];
  } catch {
    body = { error: `not JSON: ${text.slice(0, 200)}` };
  }
  return { status: response.status, body, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
}

/** p50, p95 and max of a list of durations, in ms. */
export function percentiles(values: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), max: Math.round(sorted[sorted.length - 1] ?? 0) };
}

/**
 * Polls `probe` until it returns true or `timeoutMs` passes (then throws with `what`): the
 * applicant confirmation goes out after the answer, so tests wait for it instead of
 * expecting it the moment the answer arrives.
 */
export async function waitUntil(probe: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000, intervalMs = 50): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
