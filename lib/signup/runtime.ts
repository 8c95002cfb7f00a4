import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createOutboxTransport } from "@/lib/platform/email/outbox";
import { createResendTransport } from "@/lib/platform/email/resend";
import { env as processEnv, type Env } from "@/lib/platform/env";
import { logger, throttledLog, type Logger } from "@/lib/platform/log";
import { processSingleton } from "@/lib/platform/singleton";
import { WorkLimiter } from "@/lib/platform/work-limiter";
import {
  createAltchaProvider,
  DEFAULT_ALTCHA_DIFFICULTY,
  type AltchaDifficulty,
  type AltchaProvider,
} from "./challenge/altcha";
import { networkPriceFactor, type DifficultyScale } from "./challenge/difficulty";
import { clientNetwork } from "@/lib/platform/http/client-address";
import { createTurnstileProvider } from "./challenge/turnstile";
import { usesTurnstile } from "./challenge/config";
import type { ChallengeContext, ChallengeVerifier } from "./challenge/types";
import { DEFAULT_LANGUAGE, type Lang } from "@/lib/routing/paths";
import { DEFAULT_SIGNUP_COPY, type SignupCopy } from "./copy";
import { DEFAULT_SIGNUP_TIMING, type SignupTiming } from "./deliver";
import { APPLICANT_EMAIL_TEXT } from "./email-text";
import { privacyLine, type StateContent } from "./emails";
import type { StatusLabels } from "./state-status";
import { createAdminNotices } from "./admin-notices";
import { createDeferredQueue } from "./deferred";
import { createDeferredDrainer, type DeferredDrainer } from "./deferred-drain";
import type { SignupDeps } from "./handler";
import { createLoadMeter } from "./load-meter";
import { createSignupRateLimiter } from "./rate-limit";
import { createRecipientLimiter } from "./recipient-limit";
import { persistenceWarning, redactUrl, redisClient, redisPersistence } from "./redis";
import { createReplayStore } from "./replay-store";
import { createCrm, type Crm, type CrmOptions } from "@/lib/crm/runtime";
import { crmWarnings } from "@/lib/crm/targets";

export type SignupRuntime = {
  /** What POST /api/signup works with: the challenge, the stores, the transport, the confirmation queue. */
  deps: SignupDeps;
  /** Set when ALTCHA is the provider (it serves GET /api/challenge). */
  altcha: AltchaProvider | null;
  /** Sends what waits in the deferred queue (past the global level): the admin digest and the confirmations. */
  drainer: DeferredDrainer;
  /** The CRM the leads go to (lib/crm/), or null when none is configured. */
  crm: Crm | null;
  /** What the start-up log says about the setup. */
  describe: () => string[];
  warnings: string[];
  /** With REDIS_URL: asks Redis for a PONG (the readiness check); null without Redis. */
  pingStore: (() => Promise<unknown>) | null;
  /** With REDIS_URL: a warning when Redis would forget used challenge tokens over a restart (null when it persists). */
  checkPersistence: () => Promise<string | null>;
};

export type RuntimeOptions = {
  /** The outbox folder when no Resend key is set; default `.outbox/` in the working directory. */
  outboxDir?: string;
  /** Overrides the difficulty (default: production's, with `ALTCHA_COST` iterations per attempt). */
  altchaDifficulty?: AltchaDifficulty;
  /*
   * The content the emails use, each read in the email's language (the admin email's is
   * English, the confirmation's the submission's): defaults from content, per language.
   */
  /** The product name in emails; default: the brand's, from content. */
  brandName?: (lang: Lang) => Promise<string>;
  /** The form copy the confirmation's privacy line comes from; default: the early-access page's, from content. */
  formCopy?: (lang: Lang) => Promise<SignupCopy["form"]>;
  /** The states' RON status and the state message copy the emails use; default: from content. */
  stateContent?: (lang: Lang) => Promise<StateContent>;
  /** Site settings' status labels; default: from content (lib/states/status.ts's labels stand in for any missing). */
  statusLabels?: (lang: Lang) => Promise<StatusLabels>;
  /** Overrides parts of the time budget (tests); `confirmationMs` defaults to SIGNUP_CONFIRMATION_RETRY_S. */
  timing?: Partial<SignupTiming>;
  /** Confirmations sent at once, and waiting at most (default 8 and 1000). */
  confirmationQueue?: { concurrency: number; queueLimit: number };
  /** Signups waiting past the global level at most (default DEFERRED_LIMIT). */
  deferredLimit?: number;
  /** Tests: the CRM worker's timing and the queue's bound. */
  crm?: Pick<CrmOptions, "worker" | "limit">;
};

// A generated ALTCHA key must be the same for every route bundle of this process.
const processAltchaKey = () => processSingleton("signup.altcha-key", () => randomBytes(32).toString("hex"));

/** Content the emails use, read per email in its language; `fallback` (for that language) when it cannot be read. */
const fromContent =
  <T>(read: (lang: Lang) => Promise<T>, fallback: (lang: Lang) => T) =>
  (lang: Lang): Promise<T> =>
    read(lang).catch(() => fallback(lang));

const contentBrandName = fromContent(
  async (lang) =>
    (await (await import("@/lib/pages/site")).getLayout(lang)).brand?.productName?.trim() || "Early access",
  () => "Early access",
);
const contentStatusLabels = fromContent<StatusLabels>(
  async (lang) => (await (await import("@/lib/pages/site")).getLayout(lang)).settings?.statusLabels ?? null,
  () => null,
);
// Without content, a Spanish confirmation still gets its privacy line in Spanish (lib/signup/email-text.ts).
const contentFormCopy = fromContent(
  async (lang) => (await (await import("./content")).getSignupCopy(lang)).form,
  (lang) => ({ ...DEFAULT_SIGNUP_COPY.form, ...(APPLICANT_EMAIL_TEXT[lang].privacyFallback ?? {}) }),
);
const contentStates = fromContent<StateContent>(
  async (lang) => {
    const { getRonStates, getSignupCopy } = await import("./content");
    const [rows, copy] = await Promise.all([getRonStates(lang), getSignupCopy(lang)]);
    return { rows, copy: copy.stateStatus };
  },
  () => ({ rows: [], copy: DEFAULT_SIGNUP_COPY.stateStatus }),
);

/** Everything POST /api/signup and GET /api/challenge need, built from the validated environment. */
export function createSignupRuntime(env: Env, options: RuntimeOptions = {}): SignupRuntime {
  const warnings: string[] = [];
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : undefined;
  const logStoreError = throttledLog(60_000, (line) => logger("signup").error(line));
  const onError = (error: Error) =>
    logStoreError(`shared store failed, using this instance's memory: ${error.message}`);

  const load = createLoadMeter({ redis, windowSeconds: env.SIGNUP_RATE_WINDOW_S, onError });
  const scale: DifficultyScale = {
    step: env.SIGNUP_POW_STEP,
    maxFactor: env.SIGNUP_POW_MAX_FACTOR,
    surge: env.SIGNUP_POW_SURGE,
  };
  // A challenge's price: its network's own count of challenges issued, or everyone's signups past the surge level; the issue is counted.
  const priceFactor = async ({ ip }: ChallengeContext) => {
    const scope = `net:${clientNetwork(ip)}`;
    const [network, global] = await Promise.all([load.volume(scope), load.volume()]);
    await load.record(scope);
    return networkPriceFactor({ network, global }, scale);
  };

  let altcha: AltchaProvider | null = null;
  let altchaCost = 0;
  let challenge: ChallengeVerifier;
  if (usesTurnstile(env) && env.TURNSTILE_SECRET_KEY) {
    challenge = createTurnstileProvider({ secretKey: env.TURNSTILE_SECRET_KEY, verifyUrl: env.TURNSTILE_VERIFY_URL });
  } else {
    if (env.NEXT_PUBLIC_TURNSTILE_SITE_KEY || env.TURNSTILE_SECRET_KEY) {
      warnings.push(
        "Turnstile needs both NEXT_PUBLIC_TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (at build and run time); using ALTCHA.",
      );
    }
    if (!env.ALTCHA_HMAC_KEY) {
      warnings.push(
        "ALTCHA_HMAC_KEY is not set: using a key generated for this process (challenges die with it; set it when running more than one instance).",
      );
    }
    if (env.ALTCHA_COST < DEFAULT_ALTCHA_DIFFICULTY.cost) {
      warnings.push(
        `ALTCHA_COST is ${env.ALTCHA_COST}, below the default ${DEFAULT_ALTCHA_DIFFICULTY.cost}: each challenge is that much cheaper for bots (meant for load tests).`,
      );
    }
    altchaCost = options.altchaDifficulty?.cost ?? env.ALTCHA_COST;
    altcha = createAltchaProvider({
      hmacKey: env.ALTCHA_HMAC_KEY ?? processAltchaKey(),
      difficulty: options.altchaDifficulty ?? { ...DEFAULT_ALTCHA_DIFFICULTY, cost: env.ALTCHA_COST },
      priceFactor,
    });
    challenge = altcha;
  }

  const transport = env.RESEND_API_KEY
    ? createResendTransport({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL })
    : createOutboxTransport({ dir: options.outboxDir ?? path.join(process.cwd(), ".outbox") });

  const timing: SignupTiming = {
    ...DEFAULT_SIGNUP_TIMING,
    confirmationMs: env.SIGNUP_CONFIRMATION_RETRY_S * 1000,
    ...options.timing,
  };

  const recipients = createRecipientLimiter({ redis, windowSeconds: env.SIGNUP_RECIPIENT_WINDOW_S, onError });
  // One record of which way the admin hears of each signup, for the direct path and the queue alike.
  const notices = createAdminNotices({ redis });
  const deferred = createDeferredQueue({ redis, notices, limit: options.deferredLimit });
  const brandName = options.brandName ?? contentBrandName;
  const formCopy = options.formCopy ?? contentFormCopy;
  const stateContent = options.stateContent ?? contentStates;
  const statusLabels = options.statusLabels ?? contentStatusLabels;
  const deps: SignupDeps = {
    challenge,
    replay: createReplayStore({ redis }),
    limiter: createSignupRateLimiter({
      points: env.SIGNUP_RATE_LIMIT,
      durationSeconds: env.SIGNUP_RATE_WINDOW_S,
      globalPoints: env.SIGNUP_GLOBAL_RATE_LIMIT,
      redis,
    }),
    recipients,
    load,
    deferred,
    notices,
    confirmations: new WorkLimiter(options.confirmationQueue ?? { concurrency: 8, queueLimit: 1_000 }),
    timing,
    transport,
    siteOrigin: new URL(env.NEXT_PUBLIC_SITE_URL).origin,
    emailContext: async (lang = "en") => {
      const [brand, form, states, labels] = await Promise.all([
        brandName(lang),
        formCopy(lang),
        stateContent(lang),
        statusLabels(lang),
      ]);
      return {
        from: env.EMAIL_FROM,
        adminEmail: env.SIGNUP_ADMIN_EMAIL,
        brand,
        recipientWindowSeconds: env.SIGNUP_RECIPIENT_WINDOW_S,
        privacy: privacyLine(form, env.NEXT_PUBLIC_SITE_URL),
        states,
        statusLabels: labels,
        lang,
      };
    },
  };

  // Read when it logs: the route and tests set their own logger on deps (else `component`'s).
  const logThroughDeps = (component: string): SignupDeps["log"] & object => ({
    info: (...args) => (deps.log ?? logger(component)).info(...args),
    warn: (...args) => (deps.log ?? logger(component)).warn(...args),
    error: (...args) => (deps.log ?? logger(component)).error(...args),
  });

  const drainer = createDeferredDrainer({
    queue: deferred,
    transport,
    emailContext: deps.emailContext,
    recipients,
    timing,
    digestIntervalMs: env.SIGNUP_DIGEST_INTERVAL_S * 1000,
    confirmationsPerMinute: env.SIGNUP_DEFERRED_PER_MINUTE,
    log: logThroughDeps("signup"),
  });
  deps.onDeferred = () => drainer.wake();

  const crm = createCrm({
    env,
    redis,
    transport,
    emailContext: () => deps.emailContext(DEFAULT_LANGUAGE),
    log: logThroughDeps("crm"),
    ...options.crm,
  });
  if (crm) deps.crm = crm;
  warnings.push(...crmWarnings(env));

  return {
    deps,
    altcha,
    drainer,
    crm,
    warnings,
    pingStore: redis ? () => redis.ping() : null,
    checkPersistence: async () =>
      redis && env.REDIS_URL ? persistenceWarning(await redisPersistence(redis), env.REDIS_URL) : null,
    describe: () => [
      `email transport: ${transport.description}${transport.kind === "outbox" ? " (no RESEND_API_KEY)" : ""}`,
      `admin recipient: ${env.SIGNUP_ADMIN_EMAIL}`,
      `bot challenge: ${
        challenge.name === "altcha"
          ? `ALTCHA proof of work (GET /api/challenge, PBKDF2 cost ${altchaCost}${
              scale.maxFactor > 1
                ? `, per network doubling every ${scale.step} challenges per ${env.SIGNUP_RATE_WINDOW_S} s up to ×${scale.maxFactor}, for everyone past ${scale.surge} signups`
                : ", fixed"
            })`
          : "Cloudflare Turnstile"
      }`,
      `rate limit: ${env.SIGNUP_RATE_LIMIT} per client per ${env.SIGNUP_RATE_WINDOW_S} s; past ${env.SIGNUP_GLOBAL_RATE_LIMIT} overall, emails deferred (a digest every ${env.SIGNUP_DIGEST_INTERVAL_S} s, ${env.SIGNUP_DEFERRED_PER_MINUTE} confirmations a minute, ${deferred.kind === "redis" ? "queued in Redis" : "queued in memory, sent before shutdown"})`,
      `confirmations: one per recipient per ${env.SIGNUP_RECIPIENT_WINDOW_S} s, sent after the answer and retried for up to ${Math.round(timing.confirmationMs / 1000)} s`,
      `rate-limit and replay store: ${env.REDIS_URL ? `Redis ${redactUrl(env.REDIS_URL)}` : "in-process memory"}`,
      crm ? crm.describe() : "CRM: none (no HubSpot form or lead webhook configured)",
    ],
  };
}

/** The process's runtime (shared by every route bundle), built on first use. */
export function getSignupRuntime(): SignupRuntime {
  return processSingleton("signup.runtime", () => {
    const runtime = createSignupRuntime(processEnv);
    // A Redis queue may hold signups deferred before a restart: drain them from the start.
    if (runtime.deps.deferred.kind === "redis") runtime.drainer.start();
    // The same for leads a previous instance left in the CRM queue.
    if (runtime.crm?.queue.kind === "redis") runtime.crm.worker.start();
    return runtime;
  });
}

/**
 * The start-up log line: which transport, challenge and store this server uses. With
 * REDIS_URL, Redis's persistence is checked in the background and a warning logged when
 * it would forget used challenge tokens over a restart.
 */
export function logSignupSetup(log: Pick<Logger, "info" | "warn"> = logger("signup")): Promise<void> {
  const runtime = getSignupRuntime();
  log.info(runtime.describe().join("; "));
  for (const warning of runtime.warnings) log.warn(`warning: ${warning}`);
  return runtime
    .checkPersistence()
    .then((warning) => {
      if (warning) log.warn(`warning: ${warning}`);
    })
    .catch(() => undefined);
}
