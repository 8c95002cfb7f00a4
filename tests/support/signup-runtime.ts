import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "@/lib/platform/env";
import type { AltchaProvider } from "@/lib/signup/challenge/altcha";
import { createSignupRuntime, type RuntimeOptions, type SignupRuntime } from "@/lib/signup/runtime";
import { EASY_ALTCHA, freshToken } from "./altcha";

export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const runtimes = new Set<SignupRuntime>();

/**
 * Waits until every test runtime's applicant confirmations (sent after the answer) are
 * done: call it before looking at the applicant's message, and before resetting the fake
 * Resend between tests, so no confirmation lands in the next test.
 */
export async function settleConfirmations(): Promise<void> {
  await Promise.all([...runtimes].map((runtime) => runtime.deps.confirmations.idle()));
}

/** A signup runtime from an environment like the server's, with cheap proofs of work and a quiet log. */
export async function testRuntime(
  vars: Record<string, string | undefined> = {},
  outboxDir?: string,
  options: Omit<RuntimeOptions, "outboxDir"> = {},
): Promise<SignupRuntime & { outboxDir: string }> {
  const dir = outboxDir ?? (await mkdtemp(path.join(tmpdir(), "signup-outbox-")));
  const runtime = createSignupRuntime(parseEnv({ ALTCHA_HMAC_KEY: "route-test-key", ...vars }), {
    outboxDir: dir,
    altchaDifficulty: EASY_ALTCHA,
    brandName: async () => "Notavo",
    ...options,
  });
  runtime.deps.log = quietLog;
  runtimes.add(runtime);
  return { ...runtime, outboxDir: dir };
}

export async function tokenFor(runtime: { altcha: AltchaProvider | null }): Promise<string> {
  if (!runtime.altcha) throw new Error("ALTCHA is not the provider");
  return freshToken(runtime.altcha);
}

/** The site origin of test runtimes (`NEXT_PUBLIC_SITE_URL` unset) and of `postJson` requests. */
export const TEST_SITE_ORIGIN = "http://localhost:3000";

/**
 * A POST like the wizard's (same-origin, so with `Origin`). A header set to `undefined` is
 * left out, e.g. `{ origin: undefined }` for a client that sends no `Origin`.
 */
export function postJson(body: unknown, headers: Record<string, string | undefined> = {}): Request {
  const all: Record<string, string | undefined> = {
    "content-type": "application/json",
    "x-forwarded-for": "198.51.100.7",
    origin: TEST_SITE_ORIGIN,
    ...headers,
  };
  return new Request(`${TEST_SITE_ORIGIN}/api/signup`, {
    method: "POST",
    headers: Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
