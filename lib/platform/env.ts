import { z } from "zod";

/**
 * Every environment variable the site reads, validated once, in two schemas: the public ones
 * (NEXT_PUBLIC_*, which Next.js builds into client code) and the server's. Unset or blank means
 * the embedded default, never a crash; a value that is set but malformed fails fast with a
 * message naming the variable. Plain zod, not @t3-oss/env-nextjs: it would not remove code (it
 * takes only "" as unset, not "  "; our message and parseEnv(source) would stay as they are).
 */
const optionalString = z.string().trim().optional();
const optionalUrl = z.url().optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const intFrom = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * The HubSpot contact properties a lead can fill (lib/crm/hubspot.ts maps a signup onto them):
 * HubSpot's own (every account has them) and the five campaign properties a marketer creates
 * (docs/crm.md). HUBSPOT_FIELDS picks among them.
 */
export const HUBSPOT_PROPERTIES = [
  "email",
  "firstname",
  "lastname",
  "phone",
  "company",
  "state",
  "message",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** Built into client code: nothing secret. */
const publicSchema = z.object({
  NEXT_PUBLIC_SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a Sanity project id (lowercase letters, digits, dashes)")
    .optional(),
  NEXT_PUBLIC_SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/, "must be a Sanity dataset name")
    .default("production"),
  /** The Studio's Content Lake host, built into its bundle (`npm run edit` sets it to the local lake); unset in production. */
  NEXT_PUBLIC_SANITY_API_HOST: optionalUrl,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optionalString,
  NEXT_PUBLIC_BRAND: z.enum(["default", "partner"]).default("default"),
  NEXT_PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
});

const serverSchema = z.object({
  SANITY_API_READ_TOKEN: optionalString,
  /** Overrides the Content Lake API host (tests point it at a local stand-in); unset in production. */
  SANITY_API_HOST: optionalUrl,
  /**
   * The dataset folder `npm run edit` serves through the local Content Lake (default content/); the
   * site serves images uploaded there from its `images/` folder (lib/platform/uploaded-image-response.ts).
   */
  LAKE_CONTENT_DIR: optionalString,
  // BUNDLED_CONTENT_DIR (the bundled dataset's folder, default content/; npm run bench:scale sets
  // it) is read where the dataset is loaded, lib/sanity/bundled.ts: it holds no secret and
  // scripts outside Next.js load the dataset too.
  SANITY_REVALIDATE_SECRET: optionalString,
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  EMAIL_FROM: z.string().default("Notary Early Access <early-access@localhost>"),
  SIGNUP_ADMIN_EMAIL: z.email().default("signups@localhost.test"),
  TURNSTILE_SECRET_KEY: optionalString,
  TURNSTILE_VERIFY_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  ALTCHA_HMAC_KEY: optionalString,
  /**
   * PBKDF2 iterations per ALTCHA attempt: the proof of work's price (default 1000, the
   * production value, DEFAULT_ALTCHA_DIFFICULTY). Verifying costs the same at any value;
   * lower it only where challenges are solved in bulk (the reliability tests).
   */
  ALTCHA_COST: intFrom(1, 1_000_000).default(1_000),
  REDIS_URL: optionalUrl,
  SIGNUP_RATE_LIMIT: positiveInt(5),
  SIGNUP_RATE_WINDOW_S: positiveInt(600),
  /**
   * Signups per window across all clients whose emails go out at once (default 1000). Past it
   * nobody is refused: signups are still accepted and their emails deferred (one admin digest
   * per SIGNUP_DIGEST_INTERVAL_S, confirmations at SIGNUP_DEFERRED_PER_MINUTE), bounding the spend.
   */
  SIGNUP_GLOBAL_RATE_LIMIT: positiveInt(1000),
  /** While signups are deferred, the admin gets one digest of them per this many seconds (default 300). */
  SIGNUP_DIGEST_INTERVAL_S: intFrom(1, 86_400).default(300),
  /** Deferred applicant confirmations sent per minute at most (default 60, under Resend's default 2 requests per second). */
  SIGNUP_DEFERRED_PER_MINUTE: intFrom(1, 100_000).default(60),
  /** One applicant confirmation per recipient address per this many seconds (default a day). */
  SIGNUP_RECIPIENT_WINDOW_S: positiveInt(86_400),
  /** Every this many challenges issued to one client network (IPv4 /24, IPv6 /48) per window (SIGNUP_RATE_WINDOW_S) double that network's price (default 50). */
  SIGNUP_POW_STEP: positiveInt(50),
  /**
   * Signups per window across every network past which every network's price doubles, and again
   * every further this many (default 5000: ten times a campaign's busiest ten minutes, 500).
   */
  SIGNUP_POW_SURGE: positiveInt(5000),
  /** The highest multiple of ALTCHA_COST the price rises to under load (default 16; 1 turns the scaling off). */
  SIGNUP_POW_MAX_FACTOR: intFrom(1, 1024).default(16),
  /** How long an applicant confirmation keeps being retried after the answer, in seconds (default 120). */
  SIGNUP_CONFIRMATION_RETRY_S: intFrom(1, 3_600).default(120),
  /**
   * How many proxies (load balancer, CDN) in front of the site append to `X-Forwarded-For`;
   * 0 (default) means the site is reached directly and the header is ignored (lib/platform/http/client-address.ts).
   */
  TRUSTED_PROXY_COUNT: intFrom(0, 10).default(0),
  /** Open connections one address may hold (0: no cap); default 64, or no cap behind a proxy (server/connections.ts). */
  MAX_CONNECTIONS_PER_ADDRESS: intFrom(0, 100_000).optional(),
  /** `json`: one JSON object per log line (for a log collector); `text` (default): one readable line per event (lib/platform/log.ts). */
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  /** The least severe level logged (default info; `debug` adds the health probes' requests). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
  /** How long a SIGTERM or SIGINT waits for requests in flight and queued confirmations before cutting them off (default 10 s). */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(600).default(10),
  /**
   * Seconds a shared cache (a CDN) may keep a page: `npm start`'s server sends pages with
   * `s-maxage=<this>, stale-while-revalidate=<this>` instead of Next.js's hour (server/policy/cache-control.ts);
   * 0 sends `no-cache`: no shared caching. Default 60.
   */
  CDN_MAX_AGE_S: intFrom(0, 31_536_000).default(60),
  /** Cloudflare zone whose cache the content webhook purges the changed pages from (with CLOUDFLARE_API_TOKEN). */
  CLOUDFLARE_ZONE_ID: z
    .string()
    .trim()
    .regex(
      /^[0-9a-f]{32}$/,
      "must be a Cloudflare zone id: 32 lowercase hexadecimal characters (dashboard → the zone's Overview → API)",
    )
    .optional(),
  /** A Cloudflare API token with the zone's Cache Purge permission; server only. */
  CLOUDFLARE_API_TOKEN: optionalString,
  /** Cloudflare's API base (tests point it at a local stand-in). */
  CLOUDFLARE_API_URL: z.url().default("https://api.cloudflare.com/client/v4"),
  /**
   * The site's domain as added in Plausible (its `site_id`): page views and the signup funnel go
   * to Plausible's Events API only when it is set (lib/analytics/). Unset: nothing is sent.
   */
  PLAUSIBLE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/,
      "must be the site's domain as added in Plausible (example.com: letters, digits, dots and dashes)",
    )
    .optional(),
  /** Plausible's address: the hosted service (default), or a self-hosted Community Edition's (`https://plausible.example.com`). */
  PLAUSIBLE_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an http(s) address (https://plausible.io, or your Community Edition's)",
    })
    .default("https://plausible.io"),
  /** A Plausible Stats API key (server only): the Studio's Signups tool reads the funnel with it. */
  PLAUSIBLE_STATS_API_KEY: optionalString,
  /** The HubSpot account (portal) whose form receives each signup as a lead (with HUBSPOT_FORM_GUID; lib/crm/). */
  HUBSPOT_PORTAL_ID: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, "must be a HubSpot account (portal) id: digits only (Settings → Account details)")
    .optional(),
  /** The HubSpot form's id (the GUID in its editor's address), with HUBSPOT_PORTAL_ID. */
  HUBSPOT_FORM_GUID: z
    .string()
    .trim()
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      "must be a HubSpot form GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, from the form editor's address)",
    )
    .optional(),
  /**
   * A HubSpot access token with the `forms` scope (a service key, or a private app's token): leads go
   * to the authenticated submit endpoint (higher rate limit, fields need not be on the form). Unset:
   * the public endpoint.
   */
  HUBSPOT_ACCESS_TOKEN: optionalString,
  /** HubSpot's form-submission API base (tests point it at a local stand-in). */
  HUBSPOT_FORMS_URL: z.url().default("https://api.hsforms.com"),
  /** The HubSpot properties a lead fills, comma-separated (lib/crm/hubspot.ts, HUBSPOT_PROPERTIES). */
  HUBSPOT_FIELDS: z
    .string()
    .trim()
    .transform((value) => [...new Set(value.split(",").map((name) => name.trim().toLowerCase()))].filter(Boolean))
    .pipe(z.array(z.enum(HUBSPOT_PROPERTIES)).min(1, "must name at least one property (email, at least)"))
    .optional(),
  /** A HubSpot subscription type id: the phone/text consent is sent as a communication consent for it (legalConsentOptions). */
  HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, "must be a HubSpot subscription type id: digits only")
    .optional(),
  /** Where a signed JSON copy of each lead is posted (Salesforce, Zapier, Make...), with CRM_WEBHOOK_SECRET. */
  CRM_WEBHOOK_URL: optionalUrl,
  /** Signs the lead webhook (HMAC-SHA256, docs/crm.md); server only. */
  CRM_WEBHOOK_SECRET: z.string().trim().min(16, "must be at least 16 characters (openssl rand -hex 32)").optional(),
  /** How long a lead keeps being retried (429, 5xx, no answer) before it is reported to the admin, in seconds (default an hour). */
  CRM_RETRY_S: intFrom(60, 604_800).default(3_600),
});

export type Env = z.infer<typeof publicSchema> & z.infer<typeof serverSchema>;

const envSchema = z.object({ ...publicSchema.shape, ...serverSchema.shape }).superRefine((value, context) => {
  // Purging needs both: one without the other is a forgotten setting, not a choice.
  if (value.CLOUDFLARE_ZONE_ID && !value.CLOUDFLARE_API_TOKEN) {
    context.addIssue({
      code: "custom",
      path: ["CLOUDFLARE_API_TOKEN"],
      message: "must be set when CLOUDFLARE_ZONE_ID is (a token with the zone's Cache Purge permission), or unset both",
    });
  }
  // The key reads one site's stats: without the site it has nothing to read.
  if (value.PLAUSIBLE_STATS_API_KEY && !value.PLAUSIBLE_DOMAIN) {
    context.addIssue({
      code: "custom",
      path: ["PLAUSIBLE_DOMAIN"],
      message:
        "must be set when PLAUSIBLE_STATS_API_KEY is (the site's domain as added in Plausible), or unset the key",
    });
  }
  if (value.CLOUDFLARE_API_TOKEN && !value.CLOUDFLARE_ZONE_ID) {
    context.addIssue({
      code: "custom",
      path: ["CLOUDFLARE_ZONE_ID"],
      message: "must be set when CLOUDFLARE_API_TOKEN is (the zone to purge), or unset both",
    });
  }
  // A lead needs both the account and the form; the other HubSpot settings mean nothing without them.
  const hubspot = Boolean(value.HUBSPOT_PORTAL_ID && value.HUBSPOT_FORM_GUID);
  for (const [name, other] of [
    ["HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_GUID"],
    ["HUBSPOT_FORM_GUID", "HUBSPOT_PORTAL_ID"],
  ] as const) {
    if (value[name] && !value[other])
      context.addIssue({
        code: "custom",
        path: [other],
        message: `must be set when ${name} is (leads go to one form of one account), or unset both`,
      });
  }
  for (const name of ["HUBSPOT_ACCESS_TOKEN", "HUBSPOT_FIELDS", "HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID"] as const) {
    if (value[name] && !hubspot)
      context.addIssue({
        code: "custom",
        path: [name],
        message: "is set, but HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are not: set them too, or unset it",
      });
  }
  if (value.HUBSPOT_FIELDS && !value.HUBSPOT_FIELDS.includes("email"))
    context.addIssue({
      code: "custom",
      path: ["HUBSPOT_FIELDS"],
      message: "must include email (HubSpot makes the contact from it)",
    });
  if (value.CRM_WEBHOOK_URL && !value.CRM_WEBHOOK_SECRET)
    context.addIssue({
      code: "custom",
      path: ["CRM_WEBHOOK_SECRET"],
      message: "must be set when CRM_WEBHOOK_URL is (every delivery is signed), or unset both",
    });
  if (value.CRM_WEBHOOK_SECRET && !value.CRM_WEBHOOK_URL)
    context.addIssue({
      code: "custom",
      path: ["CRM_WEBHOOK_URL"],
      message: "must be set when CRM_WEBHOOK_SECRET is (where leads are posted), or unset both",
    });
});

/** The variables that are set (blank ones are not) checked against `schema`; a clear error naming each bad one. */
function check<T>(schema: z.ZodType<T>, source: Record<string, string | undefined>): T {
  const result = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim())));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  return check(envSchema, source);
}

/** The public variables are spelled out so Next.js can inline them into client code. */
const publicSource = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_HOST: process.env.NEXT_PUBLIC_SANITY_API_HOST,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
  NEXT_PUBLIC_BRAND: process.env.NEXT_PUBLIC_BRAND,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
};

/**
 * On the server every variable, from its environment; in client code only the public ones,
 * and reading a server variable there throws instead of quietly giving its default.
 */
export const env: Env =
  typeof window === "undefined"
    ? parseEnv({ ...process.env, ...publicSource })
    : new Proxy(check(publicSchema, publicSource) as Env, {
        get(values, name) {
          if (typeof name === "string" && name in serverSchema.shape)
            throw new Error(`${name} is a server-only variable: client code cannot read it`);
          return Reflect.get(values, name);
        },
      });

/** True when a hosted Sanity project is configured; otherwise the bundled dataset is used. */
export const hasSanityProject = Boolean(env.NEXT_PUBLIC_SANITY_PROJECT_ID);
