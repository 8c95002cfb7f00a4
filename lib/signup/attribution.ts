import { isLang } from "@/lib/routing/languages";
import type { Attribution, Touch } from "./record";

/*
 * The server's cleaning of what the wizard sends about where the person came from (the
 * `notavo:attribution` record the browser kept: lib/signup/touch.ts). Whatever arrives, a value
 * is kept only when it is well-formed and bounded; anything else is dropped, field by field,
 * and never refused: a visitor never sees an error for it. Pure functions, client-safe (the
 * signup schema runs them), no zod.
 */

/** How long a first touch is kept on the device; a touch older than this is no longer attribution. */
export const ATTRIBUTION_MAX_AGE_DAYS = 90;
const DAY_MS = 86_400_000;
/** A time this far ahead of the server's clock is the device's clock running fast: taken as now. Further ahead: dropped. */
export const CLOCK_SKEW_MS = 10 * 60_000;

/** Upper bounds, in characters, after cleaning (the browser cuts what it stores to these too). */
export const ATTRIBUTION_LIMITS = {
  /** Each campaign parameter (`utm_*`). */
  parameter: 200,
  /** A host name (RFC 1035). */
  host: 253,
  /** A path on this site. */
  path: 512,
} as const;

/** The campaign parameters a touch keeps, as the address names them (`utm_<name>`). */
export const CAMPAIGN_PARAMETERS = ["source", "medium", "campaign", "term", "content"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Printable text on one line: letters, marks, digits, punctuation, symbols and the plain space.
 * No control, format (bidirectional controls, zero-width characters), private-use or unassigned
 * character, and no lone surrogate.
 */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u;

/** Free text on one line (whitespace runs become one space), at most `max` characters, printable only; else undefined. */
export function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string" || value.length > max * 4) return undefined;
  const text = value.replace(/\s+/gu, " ").trim();
  return text.length > 0 && text.length <= max && PRINTABLE.test(text) ? text : undefined;
}

// A path on this site: `/`, then path characters and well-formed percent escapes only (RFC 3986); never `//host`.
const PATH = /^\/(?!\/)(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/** A path on this site without query or fragment, at most `ATTRIBUTION_LIMITS.path` characters; else undefined. */
export function cleanPath(value: unknown): string | undefined {
  return typeof value === "string" && value.length <= ATTRIBUTION_LIMITS.path && PATH.test(value) ? value : undefined;
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/** A host name (letters, digits and hyphens in dot-separated labels; international names in their `xn--` form), lower-cased; else undefined. */
export function cleanHost(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > ATTRIBUTION_LIMITS.host) return undefined;
  const host = value.toLowerCase();
  return HOST.test(host) ? host : undefined;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * An ISO 8601 UTC time (`2026-11-27T10:00:00.000Z`) within the last `ATTRIBUTION_MAX_AGE_DAYS`
 * (and a day), never in the future: up to `CLOCK_SKEW_MS` ahead is taken as `now`, further
 * ahead is dropped. Written back in `toISOString` form; else undefined.
 */
export function cleanTime(value: unknown, now: Date): string | undefined {
  if (typeof value !== "string" || !ISO_UTC.test(value)) return undefined;
  const at = Date.parse(value);
  const current = now.getTime();
  if (!Number.isFinite(at) || at > current + CLOCK_SKEW_MS) return undefined;
  if (at < current - (ATTRIBUTION_MAX_AGE_DAYS + 1) * DAY_MS) return undefined;
  return new Date(Math.min(at, current)).toISOString();
}

/** One touch, cleaned: without a valid landing path, language and time it is dropped; an invalid optional field is left out. */
export function cleanTouch(value: unknown, now: Date): Touch | undefined {
  if (!isRecord(value)) return undefined;
  const landing = cleanPath(value.landing);
  const at = cleanTime(value.at, now);
  if (!landing || !at || !isLang(value.lang)) return undefined;
  const touch: Touch = { landing, lang: value.lang, at };
  for (const name of CAMPAIGN_PARAMETERS) {
    const text = cleanText(value[name], ATTRIBUTION_LIMITS.parameter);
    if (text) touch[name] = text;
  }
  const referrer = cleanHost(value.referrer);
  if (referrer) touch.referrer = referrer;
  return touch;
}

/** The attribution the wizard sent, cleaned: each touch kept only when valid; undefined when neither is. */
export function cleanAttribution(value: unknown, now: Date = new Date()): Attribution | undefined {
  if (!isRecord(value)) return undefined;
  const first = cleanTouch(value.first, now);
  const last = cleanTouch(value.last, now);
  if (!first && !last) return undefined;
  return { ...(first ? { first } : {}), ...(last ? { last } : {}) };
}
