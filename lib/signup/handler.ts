import "server-only";
import type { EmailTransport } from "@/lib/platform/email/types";
import type { WorkLimiter } from "@/lib/platform/work-limiter";
import type { ChallengeVerifier } from "./challenge/types";
import { ChallengeUnavailableError } from "./challenge/types";
import type { AdminNotices } from "./admin-notices";
import { clientRateKey } from "@/lib/platform/http/client-address";
import type { DeferredQueue } from "./deferred";
import {
  DEFAULT_SIGNUP_TIMING,
  deliverAdminEmail,
  idempotencyBase,
  sendConfirmation,
  type Logger,
  type SignupTiming,
} from "./deliver";
import type { EmailContext } from "./emails";
import type { LoadMeter } from "./load-meter";
import { checkOrigin } from "./origin";
import type { SignupRateLimiter } from "./rate-limit";
import type { RecipientLimiter } from "./recipient-limit";
import type { ReplayStore } from "./replay-store";
import { readLimitedBody } from "@/lib/platform/http/limited-body";
import { logger } from "@/lib/platform/log";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "@/lib/routing/paths";
import { signupText } from "./messages";
import {
  listedIssues,
  MAX_BODY_BYTES,
  signupSchemaFor,
  toFieldIssues,
  type FieldIssue,
  type Submission,
} from "./schema";

export type SignupDeps = {
  challenge: ChallengeVerifier;
  replay: ReplayStore;
  limiter: SignupRateLimiter;
  /** One applicant confirmation per recipient address per window. */
  recipients: RecipientLimiter;
  /** Counts the signups that passed the challenge (it prices the next challenges). */
  load: LoadMeter;
  /** Where confirmations wait for their turn after the answer (bounded). */
  confirmations: WorkLimiter;
  /** Past the global level: where accepted signups wait for the admin digest and their confirmation. */
  deferred: DeferredQueue;
  /** Which way the admin hears of each signup (its own email or the digest), shared with `deferred`: a retry goes the same way. */
  notices: AdminNotices;
  /** Called after a signup was deferred (starts the drainer). */
  onDeferred?: () => void;
  /**
   * The CRM (lib/crm/), when one is configured: each accepted signup's lead is queued after the
   * answer, never delaying or changing it; a lead that cannot be delivered is reported to the admin.
   */
  crm?: {
    add(
      signup: Submission,
      context: { key: string; ip: string | null; submittedAt: Date },
      log: Logger,
    ): Promise<unknown>;
  };
  transport: EmailTransport;
  /** The site's own origin (`NEXT_PUBLIC_SITE_URL`); see lib/signup/origin.ts for the whole rule. */
  siteOrigin: string;
  /**
   * Sender, admin address, brand name and the content the emails use, in a language; resolved
   * per request (it is content). The admin email always gets English, the applicant
   * confirmation the submission's language.
   */
  emailContext: (lang: Lang) => Promise<EmailContext>;
  timing?: SignupTiming;
  /**
   * Runs work after the answer has gone out. The route passes Next.js's `after()`; by
   * default the task just starts without being awaited.
   */
  defer?: (task: () => Promise<unknown>) => void;
  now?: () => Date;
  log?: Logger;
};

/** `issues` lists at most the first 20 (lib/signup/schema.ts); `issueCount` says how many there were. */
export type SignupResponseBody = { ok: true } | { error: string; issues?: FieldIssue[]; issueCount?: number };

function json(status: number, body: SignupResponseBody, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** The client as the route sees it: the first X-Forwarded-For entry (Next.js fills it from the connection when absent). */
export function clientAddress(headers: Headers): string | null {
  const first = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first ? first.slice(0, 100) : null;
}

/**
 * The language of the answers given before the body is read (405, 403, 415, 413, 400): the
 * request's `?lang=` (the Spanish wizard posts to `/api/signup?lang=es`), else English. Never
 * Accept-Language: a person gets the language of the page they are on, whatever their browser
 * prefers (the site redirects by it neither). Once the body is read, its `lang` decides.
 */
export function requestLang(request: Pick<Request, "url">): Lang {
  try {
    const lang = new URL(request.url).searchParams.get("lang");
    return isLang(lang) ? lang : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The language a parsed body asks for (its `lang`, when valid), else `fallback`; read before the schema runs, so its issues are in it. */
function bodyLang(data: object, fallback: Lang): Lang {
  const lang = (data as { lang?: unknown }).lang;
  return isLang(lang) ? lang : fallback;
}

/** The answer to every method but POST: 405 with `Allow: POST` (a CORS preflight gets it too, so no other site may post). */
export function methodNotAllowed(request?: Pick<Request, "method" | "url">): Response {
  const headers = { Allow: "POST", "Cache-Control": "no-store" };
  if (request?.method === "HEAD") return new Response(null, { status: 405, headers });
  const text = signupText(request ? requestLang(request) : DEFAULT_LANGUAGE);
  return Response.json({ error: text.http.methodNotAllowed } satisfies SignupResponseBody, { status: 405, headers });
}

function isJson(headers: Headers): boolean {
  const type = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/**
 * POST /api/signup: method, origin, content type, size, JSON, schema, bot challenge (each token once),
 * rate limit, then the admin email within the time budget; the applicant confirmation
 * follows after the answer. Every client mistake maps to a 4xx; a server-side failure
 * (Redis, the challenge service) to 503; a refused admin email to 502; an admin email the
 * provider did not answer in time to 504 (it may have been sent). Never a 500.
 *
 * Every message is in the submission's language (its `lang`; before the body is read, the
 * request's `?lang=`: see `requestLang`). The rate limits, the challenge, the replay store and
 * the idempotency keys are the same for every language: one signup is one signup in any.
 */
export async function handleSignup(request: Request, deps: SignupDeps): Promise<Response> {
  const arrived = Date.now();
  const log = deps.log ?? logger("signup");
  const timing = deps.timing ?? DEFAULT_SIGNUP_TIMING;
  let text = signupText(requestLang(request));
  try {
    if (request.method !== "POST") return methodNotAllowed(request);
    const origin = checkOrigin(request, deps.siteOrigin);
    if (!origin.ok) {
      log.warn(`refused a post from another origin: ${JSON.stringify(origin.origin)}`);
      return json(403, { error: text.http.foreignOrigin });
    }
    if (!isJson(request.headers)) return json(415, { error: text.http.unsupportedType });

    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      return body.status === 413
        ? json(413, { error: text.http.tooLarge })
        : json(400, { error: text.http.malformed, issues: [] });
    }
    let data: unknown;
    try {
      data = JSON.parse(body.text);
    } catch {
      return json(400, { error: text.http.malformed, issues: [] });
    }
    if (typeof data !== "object" || data === null || Array.isArray(data))
      return json(400, { error: text.http.malformed, issues: [] });

    const lang = bodyLang(data, requestLang(request));
    text = signupText(lang);
    const parsed = signupSchemaFor(lang).safeParse(data);
    if (!parsed.success)
      return json(422, { error: text.http.invalid, ...listedIssues(toFieldIssues(parsed.error, lang)) });
    const submission = parsed.data;

    const ip = clientAddress(request.headers);
    const token = submission.challenge?.trim();
    if (!token) return json(403, { error: text.http.verification });
    const check = await deps.challenge.verify(token, { ip });
    if (!check.ok) {
      log.warn(`challenge refused (${check.reason})`, { signupId: submission.id });
      return json(403, { error: text.http.verification });
    }
    // The same submission sent again with its token (a retry after a lost answer) is no replay: it sends nothing twice.
    const base = idempotencyBase(submission);
    if (!(await deps.replay.claim(check.replayKey, base, check.ttlSeconds))) {
      log.warn("challenge token replayed", { signupId: submission.id });
      return json(403, { error: text.http.verification });
    }
    // Every solved challenge counts towards the load that prices the next ones, limited or not.
    await deps.load.record();

    const submittedAt = deps.now?.() ?? new Date();
    const afterAnswer = deps.defer ?? ((task: () => Promise<unknown>) => void task());
    // The CRM lead, queued after the answer (lib/crm/): its failures are the CRM's to report, never the visitor's.
    const queueLead = async () => {
      await deps.crm
        ?.add(submission, { key: base, ip, submittedAt }, log)
        .catch((error: unknown) => log.error("CRM lead not queued", { signupId: submission.id, err: error }));
    };

    const limit = await deps.limiter.consume(clientRateKey(ip));
    if (!limit.ok) {
      log.warn(`rate limited (${limit.scope}), retry after ${limit.retryAfterSeconds}s`, { signupId: submission.id });
      return json(
        429,
        { error: text.retryIn(limit.retryAfterSeconds) },
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    if (limit.deferred) {
      // Past the global level: accepted, and its emails wait their turn (one admin digest, confirmations at a bounded rate).
      const queued = await deps.deferred.enqueue({
        key: base,
        submission,
        submittedAt: submittedAt.toISOString(),
      });
      if (queued === "full") {
        log.error(`deferred-signup queue full (${deps.deferred.limit} waiting): answered 503`, {
          signupId: submission.id,
        });
        return json(503, { error: text.http.unavailable }, { "Retry-After": "60" });
      }
      if (queued !== "direct") {
        log.info(`signup deferred past the global level (${queued}): admin digest and confirmation queued`, {
          signupId: submission.id,
        });
        deps.onDeferred?.();
        // The admin hears of it in the digest; its lead goes to the CRM now (a retry is no second lead).
        if (queued === "queued") afterAnswer(queueLead);
        return json(200, { ok: true });
      }
      // A retry of a signup whose own admin email went out (or was tried) below the level: sent the same way, so not in a digest too.
      log.info(
        "signup past the global level already had its own admin email: retried that way (the same idempotency keys)",
        { signupId: submission.id },
      );
    }

    // A retry of a signup queued for the digest: the admin hears of it there, and its confirmation goes with the queue.
    if ((await deps.notices.take(base, "email")) === "digest") {
      log.info("signup already queued for the admin digest: nothing sent twice", { signupId: submission.id });
      return json(200, { ok: true });
    }

    // The admin email is in English (it says which site the applicant used); the confirmation in the submission's language.
    const context = await deps.emailContext(DEFAULT_LANGUAGE);
    const adminDeadline = Math.min(Date.now() + timing.adminEmailMs, arrived + timing.responseBudgetMs);
    const admin = await deliverAdminEmail(submission, {
      transport: deps.transport,
      context,
      submittedAt,
      deadline: adminDeadline,
      retryDelaysMs: timing.adminRetryDelaysMs,
      log,
    });
    if (!admin.ok) {
      // No answer in time: it may have gone out, and a retry (same id and fields, same idempotency key) sends nothing twice.
      return admin.uncertain
        ? json(504, { error: text.http.mayHaveBeenSent }, { "Retry-After": "60" })
        : json(502, { error: text.http.sendFailed });
    }

    // The confirmation goes after the answer, in a bounded queue, with its own deadline from now.
    const confirmationDeadline = Date.now() + timing.confirmationMs;
    const confirm = async () => {
      const queued = deps.confirmations.run(async () =>
        sendConfirmation(submission, {
          transport: deps.transport,
          context: submission.lang === DEFAULT_LANGUAGE ? context : await deps.emailContext(submission.lang),
          recipients: deps.recipients,
          deadline: confirmationDeadline,
          retryDelaysMs: timing.confirmationRetryDelaysMs,
          log,
        }),
      );
      if (!queued)
        log.error("applicant confirmation dropped: the confirmation queue is full", { signupId: submission.id });
      await queued?.catch((error: unknown) =>
        log.error("applicant confirmation failed", { signupId: submission.id, err: error }),
      );
    };
    // After the admin email and the answer: the confirmation and the CRM lead, side by side.
    afterAnswer(() => Promise.all([confirm(), queueLead()]));
    return json(200, { ok: true });
  } catch (error) {
    const what = error instanceof ChallengeUnavailableError ? "challenge service unavailable" : "unexpected failure";
    log.error(what, { err: error });
    return json(503, { error: text.http.unavailable }, { "Retry-After": "30" });
  }
}
