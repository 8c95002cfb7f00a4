import http from "node:http";
import type { Challenge } from "altcha-lib";
import { solveToToken } from "./altcha";

/** Runs `task` over `items` with at most `concurrency` at a time; results keep the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await task(items[index] as T, index);
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

export type SignupAnswer = {
  status: number;
  body: { ok?: true; error?: string; issues?: unknown };
  retryAfter: string | null;
  ms: number;
};

/** POST /api/signup as the wizard does it (same-origin `Origin`, JSON), optionally as a given client address. */
export async function postSignup(
  baseUrl: string,
  submission: unknown,
  headers: Record<string, string> = {},
): Promise<SignupAnswer> {
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
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get("retry-after"),
    ms: performance.now() - started,
  };
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
export async function waitUntil(
  probe: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
  intervalMs = 50,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * A request from a given loopback address (`127.x.y.z`: Linux answers on all of 127/8). With no
 * proxy declared the server takes the connection's address as the client's, so each address is
 * a distinct client, and each `127.x.y` a distinct network (/24) for the proof of work's price.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer from ${url} within 60 s`)));
    request.end(body);
  });
}

/** GET /api/challenge as the client at `localAddress`. */
export async function challengeFrom(baseUrl: string, localAddress: string): Promise<Challenge> {
  const response = await requestFrom(localAddress, `${baseUrl}/api/challenge`);
  if (response.status !== 200) throw new Error(`GET /api/challenge answered ${response.status}`);
  return JSON.parse(response.text) as Challenge;
}

/** POST /api/signup as the wizard does it, as the client at `localAddress`. */
export async function postSignupFrom(
  baseUrl: string,
  submission: unknown,
  localAddress: string,
): Promise<SignupAnswer> {
  const started = performance.now();
  const response = await requestFrom(localAddress, `${baseUrl}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify(submission),
  });
  let body: SignupAnswer["body"];
  try {
    body = JSON.parse(response.text) as SignupAnswer["body"];
  } catch {
    body = { error: `not JSON: ${response.text.slice(0, 200)}` };
  }
  const retryAfter = response.headers["retry-after"];
  return {
    status: response.status,
    body,
    retryAfter: typeof retryAfter === "string" ? retryAfter : null,
    ms: performance.now() - started,
  };
}
