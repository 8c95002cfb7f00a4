import "server-only";
// GET /api/ready: whether this process can serve signups now. Cheap enough for a probe every
// second from every load balancer: the Redis PING is shared by the probes of one second, and
// nothing else leaves the process. Answers name the dependency that failed, never a secret.
import { isDraining } from "@/lib/platform/lifecycle";
import { processSingleton } from "@/lib/platform/singleton";
import type { SignupRuntime } from "@/lib/signup/runtime";

export type Check = { ok: boolean; detail: string };
export type Readiness = { status: "ready" | "not ready" | "draining"; checks?: Record<string, Check> };

/** How long one Redis answer stands for every probe, and how long a PING may take. */
export const STORE_CHECK_TTL_MS = 1_000;
export const STORE_PING_TIMEOUT_MS = 1_000;

type StoreCheck = { at: number; check: Promise<Check> };

async function pingWithin(ping: () => Promise<unknown>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>(
    (resolve) => (timer = setTimeout(() => resolve({ ok: false, detail: `Redis did not answer within ${ms} ms` }), ms)),
  );
  try {
    return await Promise.race([ping().then(() => ({ ok: true, detail: "Redis answers" })), timeout]);
  } catch (error) {
    return { ok: false, detail: `Redis: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/** The store's check, at most one PING per STORE_CHECK_TTL_MS (shared by the route bundles). */
function storeCheck(ping: () => Promise<unknown>, now: number): Promise<Check> {
  const last = processSingleton<{ check?: StoreCheck }>("readiness.store", () => ({}));
  if (last.check && now - last.check.at < STORE_CHECK_TTL_MS) return last.check.check;
  last.check = { at: now, check: pingWithin(ping, STORE_PING_TIMEOUT_MS) };
  return last.check.check;
}

export async function readiness(
  runtime: Pick<SignupRuntime, "deps" | "pingStore">,
  hasAltchaKey: boolean,
  now = Date.now(),
): Promise<Readiness> {
  if (isDraining()) return { status: "draining" };
  const { transport } = runtime.deps;
  const challenge: Check =
    runtime.deps.challenge.name === "altcha"
      ? {
          ok: true,
          detail: hasAltchaKey ? "ALTCHA (ALTCHA_HMAC_KEY set)" : "ALTCHA (a key generated for this process)",
        }
      : { ok: true, detail: "Cloudflare Turnstile" };
  const problem = await transport.problem?.();
  const email: Check = problem
    ? { ok: false, detail: problem }
    : {
        ok: true,
        detail: transport.kind === "resend" ? "Resend (RESEND_API_KEY set)" : "outbox folder (no RESEND_API_KEY)",
      };
  const checks: Record<string, Check> = { challenge, email };
  if (runtime.pingStore) checks.redis = await storeCheck(runtime.pingStore, now);
  return { status: Object.values(checks).every((check) => check.ok) ? "ready" : "not ready", checks };
}
