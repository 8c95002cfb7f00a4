import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "@/lib/env";
import type { AltchaProvider } from "@/lib/signup/challenge/altcha";
import { createSignupRuntime, type SignupRuntime } from "@/lib/signup/runtime";
import { EASY_ALTCHA, freshToken } from "./altcha";

export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A signup runtime from an environment like the server's, with cheap proofs of work and a quiet log. */
export async function testRuntime(vars: Record<string, string | undefined> = {}, outboxDir?: string): Promise<SignupRuntime & { outboxDir: string }> {
  const dir = outboxDir ?? (await mkdtemp(path.join(tmpdir(), "signup-outbox-")));
  const runtime = createSignupRuntime(parseEnv({ ALTCHA_HMAC_KEY: "route-test-key", ...vars }), {
    outboxDir: dir,
    altchaDifficulty: EASY_ALTCHA,
    brandName: async () => "Notavo",
  });
  runtime.deps.log = quietLog;
  return { ...runtime, outboxDir: dir };
}

export async function tokenFor(runtime: { altcha: AltchaProvider | null }): Promise<string> {
  if (!runtime.altcha) throw new Error("ALTCHA is not the provider");
  return freshToken(runtime.altcha);
}

export function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/signup", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
