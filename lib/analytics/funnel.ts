// The signup wizard's funnel: its steps, what the wizard's beacon says about each (the wire format
// of POST /api/event), and the goal each becomes in Plausible. Pure data, shared by the wizard
// (lib/analytics/beacon.ts), the route that forwards (lib/analytics/event-route.ts) and the
// Studio's Signups tool; nothing here is personal: a step, a language, a page, a campaign's name,
// a role and which of the wizard's error messages was shown.
import type { Lang } from "@/lib/routing/languages";
import type { Role } from "@/lib/signup/constants";
import type { SignupHttpMessages } from "@/lib/signup/messages";

/** The steps in the order a visitor takes them, each with its Plausible goal (a custom event's name). */
export const FUNNEL_GOALS = {
  opened: "Wizard opened",
  role: "Role chosen",
  submitted: "Form submitted",
  accepted: "Signup accepted",
  error: "Error shown",
} as const;

export type FunnelStep = keyof typeof FUNNEL_GOALS;

export const FUNNEL_STEPS = /* @__PURE__ */ Object.keys(FUNNEL_GOALS) as FunnelStep[];

/**
 * Which message an "Error shown" was: the name of the wizard's message (lib/signup/messages.ts,
 * `http`), or `other` for words the wizard does not know (a proxy's page).
 */
export type ErrorReason = keyof SignupHttpMessages | "other";

const REASONS: Record<ErrorReason, true> = {
  verification: true,
  sendFailed: true,
  mayHaveBeenSent: true,
  generic: true,
  invalid: true,
  malformed: true,
  unsupportedType: true,
  methodNotAllowed: true,
  foreignOrigin: true,
  tooLarge: true,
  rateLimited: true,
  unavailable: true,
  other: true,
};

export const ERROR_REASONS = /* @__PURE__ */ Object.keys(REASONS) as ErrorReason[];

/** What the wizard posts to EVENT_ENDPOINT for one step (`e`), in its page's language. */
export type FunnelBeacon = {
  e: FunnelStep;
  lang: Lang;
  /** The page's path (no query). */
  page: string;
  /** The campaign the visitor came from (the last touch's, else the first's), when there is one. */
  campaign?: string;
  role?: Role;
  reason?: ErrorReason;
};

/** Where the wizard's beacons go: our own route, which checks them and forwards them to Plausible. */
export const EVENT_ENDPOINT = "/api/event";
