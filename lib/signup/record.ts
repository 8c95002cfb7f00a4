/*
 * What a signup carries besides the form: where the person came from and what they consented
 * to. Client-safe types only; the server builds both from what the wizard sends, bounded and
 * cleaned (lib/signup/attribution.ts, lib/signup/consent.ts), and every consumer (the admin
 * email, the digest, the CRM lead, the analytics) reads these shapes.
 */
import type { Lang } from "@/lib/routing/languages";

/** One visit that brought the person: the campaign parameters, the referring host and the page they landed on. */
export type Touch = {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  /** The referring site's host name (never its path or query), absent for a direct visit or our own site. */
  referrer?: string;
  /** The path the visit landed on, on this site (no query string, no fragment). */
  landing: string;
  /** The language of the landing page. */
  lang: Lang;
  /** When (ISO 8601, UTC). */
  at: string;
};

/** First touch (kept 90 days on the device) and last touch (the latest visit with a campaign or a referrer). */
export type Attribution = { first?: Touch; last?: Touch };

/** What the person saw and agreed to, recorded with the signup. */
export type ConsentRecord = {
  /**
   * The notice at collection shown beside the form: the content's revision (`sha256-` and 16 hex
   * digits of the words shown: lib/signup/content.ts), the page, when it was shown (ISO).
   */
  notice: { revision: string; page: string; shownAt: string };
  /** One-to-one consent to calls or texts, present only when the box was ticked: its exact text and the content's revision. */
  phone?: { text: string; revision: string };
};
