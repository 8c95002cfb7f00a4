import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createOutboxTransport } from "@/lib/email/outbox";
import { createResendTransport } from "@/lib/email/resend";
import type { EmailTransport } from "@/lib/email/types";
import { env as processEnv, type Env } from "@/lib/env";
import { createAltchaProvider, DEFAULT_ALTCHA_DIFFICULTY, type AltchaDifficulty, type AltchaProvider } from "./challenge/altcha";
import { createTurnstileProvider } from "./challenge/turnstile";
import { usesTurnstile } from "./challenge/config";
import type { ChallengeVerifier } from "./challenge/types";
import type { SignupDeps } from "./handler";
import { createSignupRateLimiter, type SignupRateLimiter } from "./rate-limit";
import { redactUrl, redisClient } from "./redis";
import { createMemoryReplayStore, createRedisReplayStore, type ReplayStore } from "./replay-store";

export type SignupRuntime = {
  deps: SignupDeps;
  /** Set when ALTCHA is the provider (it serves GET /api/challenge). */
  altcha: AltchaProvider | null;
  challenge: ChallengeVerifier;
  transport: EmailTransport;
  replay: ReplayStore;
  limiter: SignupRateLimiter;
  /** What the start-up log says about the setup. */
  describe: () => string[];
  warnings: string[];
};

export type RuntimeOptions = {
  /** The outbox folder when no Resend key is set; default `.outbox/` in the working directory. */
  outboxDir?: string;
  /** Overrides the difficulty (default: production's, with `ALTCHA_COST` iterations per attempt). */
  altchaDifficulty?: AltchaDifficulty;
  /** The product name in emails; default: the brand's, from content. */
  brandName?: () => Promise<string>;
};

// A generated ALTCHA key must be the same for every route bundle of this process.
function processAltchaKey(): string {
  const key = Symbol.for("ron-site.signup.altcha-key");
  const holder = globalThis as typeof globalThis & { [key]?: string };
  holder[key] ??= randomBytes(32).toString("hex");
  return holder[key];
}

async function contentBrandName(): Promise<string> {
  try {
    const { getLayout } = await import("@/lib/content");
    const { brand } = await getLayout();
    return brand?.productName?.trim() || "Early access";
  } catch {
    return "Early access";
  }
}

/** Everything POST /api/signup and GET /api/challenge need, built from the validated environment. */
export function createSignupRuntime(env: Env, options: RuntimeOptions = {}): SignupRuntime {
  const warnings: string[] = [];
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : undefined;

  let altcha: AltchaProvider | null = null;
  let altchaCost = 0;
  let challenge: ChallengeVerifier;
  if (usesTurnstile(env) && env.TURNSTILE_SECRET_KEY) {
    challenge = createTurnstileProvider({ secretKey: env.TURNSTILE_SECRET_KEY, verifyUrl: env.TURNSTILE_VERIFY_URL });
  } else {
    if (env.NEXT_PUBLIC_TURNSTILE_SITE_KEY || env.TURNSTILE_SECRET_KEY) {
      warnings.push("Turnstile needs both NEXT_PUBLIC_TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (at build and run time); using ALTCHA.");
    }
    if (!env.ALTCHA_HMAC_KEY) {
      warnings.push("ALTCHA_HMAC_KEY is not set: using a key generated for this process (challenges die with it; set it when running more than one instance).");
    }
    if (env.ALTCHA_COST < DEFAULT_ALTCHA_DIFFICULTY.cost) {
      warnings.push(`ALTCHA_COST is ${env.ALTCHA_COST}, below the default ${DEFAULT_ALTCHA_DIFFICULTY.cost}: each challenge is that much cheaper for bots (meant for load tests).`);
    }
    altchaCost = options.altchaDifficulty?.cost ?? env.ALTCHA_COST;
    altcha = createAltchaProvider({
      hmacKey: env.ALTCHA_HMAC_KEY ?? processAltchaKey(),
      difficulty: options.altchaDifficulty ?? { ...DEFAULT_ALTCHA_DIFFICULTY, cost: env.ALTCHA_COST },
    });
    challenge = altcha;
  }

  const transport = env.RESEND_API_KEY
    ? createResendTransport({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL })
    : createOutboxTransport({ dir: options.outboxDir ?? path.join(process.cwd(), ".outbox") });

  const replay = redis ? createRedisReplayStore(redis) : createMemoryReplayStore();
  const limiter = createSignupRateLimiter({
    points: env.SIGNUP_RATE_LIMIT,
    durationSeconds: env.SIGNUP_RATE_WINDOW_S,
    globalPoints: env.SIGNUP_GLOBAL_RATE_LIMIT,
    redis,
  });

  const brandName = options.brandName ?? contentBrandName;
  const deps: SignupDeps = {
    challenge,
    replay,
    limiter,
    transport,
    siteOrigin: new URL(env.NEXT_PUBLIC_SITE_URL).origin,
    emailContext: async () => ({ from: env.EMAIL_FROM, adminEmail: env.SIGNUP_ADMIN_EMAIL, brand: await brandName() }),
  };

  return {
    deps,
    altcha,
    challenge,
    transport,
    replay,
    limiter,
    warnings,
    describe: () => [
      `email transport: ${transport.description}${transport.kind === "outbox" ? " (no RESEND_API_KEY)" : ""}`,
      `admin recipient: ${env.SIGNUP_ADMIN_EMAIL}`,
      `bot challenge: ${challenge.name === "altcha" ? `ALTCHA proof of work (GET /api/challenge, PBKDF2 cost ${altchaCost})` : "Cloudflare Turnstile"}`,
      `rate limit: ${env.SIGNUP_RATE_LIMIT} per client and ${env.SIGNUP_GLOBAL_RATE_LIMIT} overall per ${env.SIGNUP_RATE_WINDOW_S} s`,
      `rate-limit and replay store: ${env.REDIS_URL ? `Redis ${redactUrl(env.REDIS_URL)}` : "in-process memory"}`,
    ],
  };
}

/** The process's runtime (shared by every route bundle), built on first use. */
export function getSignupRuntime(): SignupRuntime {
  const key = Symbol.for("ron-site.signup.runtime");
  const holder = globalThis as typeof globalThis & { [key]?: SignupRuntime };
  holder[key] ??= createSignupRuntime(processEnv);
  return holder[key];
}

/** The start-up log line: which transport, challenge and store this server uses. */
export function logSignupSetup(log: Pick<Console, "info" | "warn"> = console): void {
  const runtime = getSignupRuntime();
  log.info(`[signup] ${runtime.describe().join("; ")}`);
  for (const warning of runtime.warnings) log.warn(`[signup] warning: ${warning}`);
}
