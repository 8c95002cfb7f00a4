import type { Lang } from "@/lib/routing/languages";
import type { Attribution, Touch } from "./record";

/*
 * The browser's side of attribution: on every page a visitor loads, `recordVisit` notes where
 * they came from in `localStorage` (no cookie: nothing is sent with any request), and the wizard
 * sends what it holds with the signup (`storedAttribution`); the server cleans it
 * (lib/signup/attribution.ts). Every page is prerendered and the same for everyone: this reads
 * the address and the referrer in the browser, so query strings never reach a page's render.
 *
 * - A visit *with a source*: an address with `utm_*` parameters, or a referrer on another site.
 *   It becomes the last touch, and the first touch when there is none (or it is older than 90 days).
 * - Any other page load (a link on this site, a typed address, a bookmark) changes nothing,
 *   except that the first page of a visitor with no record becomes both touches, so every
 *   signup says at least where the person landed.
 *
 * Kept small on purpose: it runs on every page (components/layout/visit-recorder.tsx).
 */

/** The `localStorage` key: JSON `{ "first": Touch, "last": Touch }`. Others may read it, only this module writes it. */
export const ATTRIBUTION_STORAGE_KEY = "notavo:attribution";

const MAX_AGE_MS = 90 * 86_400_000;
// The same bounds as the server's (ATTRIBUTION_LIMITS, lib/signup/attribution.ts): a longer value is cut here rather than dropped there.
const MAX_PARAMETER = 200;
const MAX_PATH = 512;

let current: Attribution | undefined;

/** A stored touch younger than 90 days, else undefined. */
const fresh = (touch: Touch | undefined, now: number) =>
  touch && now - Date.parse(touch.at) < MAX_AGE_MS ? touch : undefined;

/** What this browser holds (or, where storage is refused, what this page load saw); expired touches left out. */
export function storedAttribution(): Attribution | undefined {
  let held = current;
  try {
    held = JSON.parse(localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") ?? current;
  } catch {
    // Storage refused or its value broken: what this page load saw.
  }
  const now = Date.now();
  const first = fresh(held?.first, now);
  const last = fresh(held?.last, now);
  return first || last ? { first, last } : undefined;
}

/** Notes this page load (a page in `lang`) as a touch when it has a source, or when the browser holds none (see above). */
export function recordVisit(lang: Lang): void {
  const params = new URLSearchParams(location.search);
  let referrer: string | undefined;
  try {
    referrer = new URL(document.referrer).hostname;
  } catch {
    // No referrer (a typed address, a bookmark, a strict referrer policy).
  }
  if (referrer === location.hostname) referrer = undefined;
  const touch: Touch = {
    landing: location.pathname.slice(0, MAX_PATH),
    lang,
    at: new Date().toISOString(),
  };
  if (referrer) touch.referrer = referrer;
  let sourced = Boolean(referrer);
  for (const name of ["source", "medium", "campaign", "term", "content"] as const) {
    const value = params.get(`utm_${name}`)?.trim();
    if (value) {
      touch[name] = value.slice(0, MAX_PARAMETER);
      sourced = true;
    }
  }
  const held = storedAttribution();
  if (!sourced && held?.first) return;
  current = { first: held?.first ?? touch, last: sourced ? touch : (held?.last ?? touch) };
  try {
    localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or refused: the wizard sends `current` instead.
  }
}
