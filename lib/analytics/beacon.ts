// The wizard's side of the funnel: one beacon per step to our own route (EVENT_ENDPOINT), which
// checks it and forwards it to Plausible with the visitor's address and user agent. The least
// client code that works: no analytics script, no cookie, no identifier; a beacon outlives the
// page (sendBeacon, else fetch with keepalive), is never awaited and never fails the wizard.
import type { Lang } from "@/lib/routing/languages";
import type { Role } from "@/lib/signup/constants";
import type { SignupHttpMessages } from "@/lib/signup/messages";
import { storedAttribution } from "@/lib/signup/touch";
import { EVENT_ENDPOINT, type ErrorReason, type FunnelBeacon, type FunnelStep } from "./funnel";

/** Steps counted once per page load whatever re-renders the wizard (React's development mode runs effects twice). */
const once = new Set<FunnelStep>();

/** Sends step `e` of the funnel, in `lang`, with the role or the error's reason when it has one. */
export function wizardEvent(e: FunnelStep, lang: Lang, details: { role?: Role; reason?: ErrorReason } = {}): void {
  try {
    if (e === "opened") {
      if (once.has(e)) return;
      once.add(e);
    }
    const beacon: FunnelBeacon = { e, lang, page: window.location.pathname, ...details };
    const campaign = campaignOf(storedAttribution());
    if (campaign) beacon.campaign = campaign;
    const body = JSON.stringify(beacon);
    if (!navigator.sendBeacon?.(EVENT_ENDPOINT, body))
      void fetch(EVENT_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // Beacons refused (a blocked endpoint, an old browser): the wizard goes on.
  }
}

/**
 * The campaign of the attribution the browser holds (`{first, last}` touches, lib/signup/touch.ts:
 * read, never written here): the last touch's, else the first's. Read defensively: anything but a
 * non-empty string there is no campaign.
 */
export function campaignOf(held: unknown): string | undefined {
  if (typeof held !== "object" || held === null) return undefined;
  const { first, last } = held as { first?: { campaign?: unknown } | null; last?: { campaign?: unknown } | null };
  const campaign = last?.campaign ?? first?.campaign;
  return typeof campaign === "string" && campaign.trim() ? campaign.trim().slice(0, 100) : undefined;
}

/**
 * Which of the wizard's messages `message` is, by its first sentence (the server's 429 says how long
 * to wait after the same first sentence as `rateLimited`), else `other`.
 */
export function errorReason(message: string, http: SignupHttpMessages): ErrorReason {
  for (const [name, text] of Object.entries(http) as [keyof SignupHttpMessages, string][]) {
    const first = text.split(/(?<=[.!?])\s/)[0];
    if (first && message.startsWith(first)) return name;
  }
  return "other";
}
