// A wizard's beacon (lib/analytics/beacon.ts) checked, and the Plausible event it becomes. Only the
// known steps and fields, each bounded: any other field, an unknown step or role, a value too long
// or of the wrong kind is refused (400); a campaign that does not look like one (characters outside
// letters, digits, spaces and `._+-`, or seven digits in a row, as a phone number would have) is
// left out and the step still counted, so no email address or phone number reaches Plausible even
// when someone writes one into a link's `utm_campaign`.
import { z } from "zod";
import { LANGUAGES } from "@/lib/routing/languages";
import { ROLES } from "@/lib/signup/constants";
import { ERROR_REASONS, FUNNEL_GOALS, FUNNEL_STEPS, type FunnelBeacon } from "./funnel";
import { PLAUSIBLE_LIMITS, type PlausibleEvent } from "./plausible.ts";

/** The largest beacon read (a real one is ~150 bytes). */
export const MAX_BEACON_BYTES = 2_048;

const CAMPAIGN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._+-]{0,98}[\p{L}\p{N}_+-])?$/u;

const beaconSchema = z.strictObject({
  e: z.enum(FUNNEL_STEPS),
  lang: z.enum(LANGUAGES),
  page: z.string().regex(/^\/[A-Za-z0-9\-._~/%]{0,300}$/),
  campaign: z.string().max(200).optional(),
  role: z.enum(ROLES).optional(),
  reason: z.enum(ERROR_REASONS).optional(),
});

export type BeaconCheck = { ok: true; beacon: FunnelBeacon } | { ok: false; error: string };

/** The beacon in `text` (JSON), checked; a campaign that is not one is dropped, not refused. */
export function parseBeacon(text: string): BeaconCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "The body must be JSON." };
  }
  const result = beaconSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, error: `Invalid event${issue?.path.length ? ` (${issue.path.join(".").slice(0, 40)})` : ""}.` };
  }
  const { campaign, ...beacon } = result.data;
  const kept = campaign?.trim();
  return { ok: true, beacon: kept && isCampaign(kept) ? { ...beacon, campaign: kept } : beacon };
}

/** A campaign's name as marketers write them (`spring-2026`, `Notaries TX`), nothing that could be a person's details. */
export function isCampaign(value: string): boolean {
  return CAMPAIGN.test(value) && !/\d{7}/.test(value);
}

/** The custom event Plausible gets for a beacon: the step's goal, on the page's public address, with its properties. */
export function funnelEvent(beacon: FunnelBeacon, siteOrigin: string): PlausibleEvent {
  const props: Record<string, string> = { lang: beacon.lang };
  if (beacon.campaign) props.campaign = beacon.campaign;
  if (beacon.role) props.role = beacon.role;
  if (beacon.reason) props.reason = beacon.reason;
  return {
    name: FUNNEL_GOALS[beacon.e],
    url: `${siteOrigin}${beacon.page}`.slice(0, PLAUSIBLE_LIMITS.url),
    props,
  };
}
