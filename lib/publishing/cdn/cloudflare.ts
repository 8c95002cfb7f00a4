// Cloudflare's purge API (POST /zones/{zone}/purge_cache with {"files": [...]}, or
// {"purge_everything": true} past a number of URLs), bounded in every way a slow or broken API
// could hold the caller: a timeout per call, a deadline for the whole purge, a cap on the calls
// and how many run at once. It never throws and never logs: it reports what happened
// (purge-on-publish.ts logs it), without the token.

export type CloudflarePurgeConfig = {
  /** CLOUDFLARE_API_URL: https://api.cloudflare.com/client/v4, or a stand-in in tests. */
  apiUrl: string;
  zoneId: string;
  token: string;
};

export type PurgeLimits = {
  /** URLs per call: Cloudflare's long-standing per-request limit for URL purges (every plan takes at least 30). */
  batchSize: number;
  /** Calls at most (batchSize × maxBatches URLs); the rest are reported as not sent. */
  maxBatches: number;
  /** Past this many URLs, one call purges the zone's whole cache instead (`purge_everything`, every plan has it). */
  everythingPast: number;
  /** Calls in flight at once. */
  concurrency: number;
  /** One call's limit, from sending to the whole answer read. */
  callTimeoutMs: number;
  /** The whole purge's limit: calls still running are abandoned, calls not started are not sent. */
  deadlineMs: number;
};

/**
 * Calls of 30 URLs, 20 at most: within the burst of Cloudflare's Free plan (25 purge calls, then 5
 * a minute). A page's own change names at most eight URLs (one call); only a site-wide change
 * names more (155 for the bundled site: six calls), and past 300 URLs (ten calls: a site of about
 * 250 pages) one `purge_everything` call does what the URL list would, in one call instead of
 * dozens. 5 s per call and 15 s in all: Cloudflare answers a purge in well under a second.
 */
export const PURGE_LIMITS: PurgeLimits = {
  batchSize: 30,
  maxBatches: 20,
  everythingPast: 300,
  concurrency: 2,
  callTimeoutMs: 5_000,
  deadlineMs: 15_000,
};

export type BatchOutcome =
  { urls: number; ok: true; ms: number } | { urls: number; ok: false; ms: number; error: string };

export type PurgeReport = {
  /** Distinct URLs asked for. */
  requested: number;
  /** True when they were past `everythingPast`: one call asked Cloudflare to purge everything (its outcome counts for every URL). */
  everything: boolean;
  /** URLs in calls Cloudflare confirmed (`success: true`). */
  purged: number;
  /** URLs never sent: past maxBatches, or the deadline passed before their call started. */
  notSent: number;
  batches: BatchOutcome[];
  ms: number;
};

/** Cloudflare's answer: `{success, errors: [{code, message}], messages, result: {id}}`. */
type CloudflareAnswer = { success?: unknown; errors?: unknown };

/** A short single-line description of Cloudflare's errors (`1012 Request must contain…; 10000 Authentication error`). */
function errorsOf(answer: CloudflareAnswer | null): string {
  if (!answer || !Array.isArray(answer.errors) || answer.errors.length === 0) return "";
  return answer.errors
    .slice(0, 5)
    .map((error: unknown) => {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      return [
        typeof code === "number" || typeof code === "string" ? String(code) : "",
        typeof message === "string" ? message : "",
      ]
        .filter(Boolean)
        .join(" ");
    })
    .filter(Boolean)
    .join("; ");
}

const oneLine = (text: string, max = 300) => text.replace(/\s+/g, " ").trim().slice(0, max);

/** Why a call failed, never naming the token (even if an answer or error echoed it). */
function describeFailure(error: unknown, token: string, callTimeoutMs: number, deadline: AbortSignal): string {
  const name = (error as { name?: string })?.name;
  let text: string;
  if (deadline.aborted) text = "abandoned at the purge's deadline";
  else if (name === "TimeoutError" || name === "AbortError") text = `no answer within ${callTimeoutMs / 1000} s`;
  else {
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
    text = `request failed: ${cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)}`;
  }
  return redact(text, token);
}

const redact = (text: string, token: string) => (token ? text.split(token).join("[token]") : text);

/** One call's body: a list of URLs, or the whole zone (standing for `urls` URLs). */
type PurgeCall = { body: { files: string[] } | { purge_everything: true }; urls: number };

async function purgeBatch(
  { body, urls }: PurgeCall,
  config: CloudflarePurgeConfig,
  limits: PurgeLimits,
  deadline: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<BatchOutcome> {
  const started = Date.now();
  const ms = () => Date.now() - started;
  const url = `${config.apiUrl.replace(/\/+$/, "")}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.token}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.any([AbortSignal.timeout(limits.callTimeoutMs), deadline]),
      redirect: "error",
    });
    // Read under the same signals: an API that sends its headers and then stalls is a timeout too.
    const text = await response.text();
    let answer: CloudflareAnswer | null = null;
    try {
      answer = JSON.parse(text) as CloudflareAnswer;
    } catch {
      // not JSON: a proxy's error page, an outage
    }
    if (response.ok && answer?.success === true) return { urls, ok: true, ms: ms() };
    const errors = errorsOf(answer);
    const detail = errors || (answer ? "success is not true" : oneLine(text, 200) || "empty body");
    const error = response.ok ? `success:false: ${detail}` : `HTTP ${response.status}: ${detail}`;
    return { urls, ok: false, ms: ms(), error: redact(oneLine(error), config.token) };
  } catch (error) {
    return { urls, ok: false, ms: ms(), error: describeFailure(error, config.token, limits.callTimeoutMs, deadline) };
  }
}

/**
 * Purges `urls` (absolute, as visitors request them) from the zone's cache, in calls of at most
 * `limits.batchSize`, or, past `limits.everythingPast` of them, everything in one call. Resolves
 * with a report once every call has answered, failed or been abandoned, and within
 * `limits.deadlineMs` (plus a few milliseconds) whatever the API does.
 */
export async function purgeCloudflareUrls(
  urls: string[],
  config: CloudflarePurgeConfig,
  limits: PurgeLimits = PURGE_LIMITS,
  fetchImpl: typeof fetch = fetch,
): Promise<PurgeReport> {
  const started = Date.now();
  const unique = [...new Set(urls)];
  const everything = unique.length > limits.everythingPast;
  const batches: PurgeCall[] = [];
  if (everything) batches.push({ body: { purge_everything: true }, urls: unique.length });
  for (let i = 0; !everything && i < unique.length && batches.length < limits.maxBatches; i += limits.batchSize) {
    const files = unique.slice(i, i + limits.batchSize);
    batches.push({ body: { files }, urls: files.length });
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.deadlineMs);
  const outcomes: BatchOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length && !controller.signal.aborted) {
      const call = batches[next++] as PurgeCall;
      outcomes.push(await purgeBatch(call, config, limits, controller.signal, fetchImpl));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, batches.length)) }, worker));
  } finally {
    clearTimeout(timer);
  }
  const sent = outcomes.reduce((sum, outcome) => sum + outcome.urls, 0);
  return {
    requested: unique.length,
    everything,
    purged: outcomes.reduce((sum, outcome) => sum + (outcome.ok ? outcome.urls : 0), 0),
    notSent: unique.length - sent,
    batches: outcomes,
    ms: Date.now() - started,
  };
}
