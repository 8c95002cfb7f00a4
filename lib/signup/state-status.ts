import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import type { Lang } from "@/lib/routing/paths";
import { factOf } from "@/lib/states/facts";
import { isRonStatus, ronStatusLabel, type RonStatus } from "@/lib/states/status";
import type { SignupCopy } from "./copy";

/*
 * A notary's state of commission in the signup: its RON status and what a notary needs
 * there, from the `ronState` documents. Pure (no server imports): the wizard, the server's
 * emails and the tests share it.
 */

/** What a notary needs, from the state's known (sourced) facts only: items required and their amounts; nothing for a fact not known. */
export type StateNeeds = {
  training?: true;
  trainingHours?: number;
  exam?: true;
  certificate?: true;
  eoAmount?: number;
  bondAmount?: number;
  registration?: true;
  registrationFee?: number;
};

/** One state as the wizard receives it with the page: only what the message shows. */
export type SignupState = {
  code: string;
  name: string;
  status: RonStatus;
  effectiveDate?: string;
  needs?: StateNeeds;
  /** Set while the editors have not yet verified the state's data. */
  unverified?: true;
};

/** The copy of the state message (the early-access page's "State of commission messages"). */
export type StateStatusCopy = SignupCopy["stateStatus"];

type StateRow = RonStatesQueryResult[number];

const amount = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;

/** The compact form of one `ronState` row: unknown statuses are dropped; only known facts (lib/states/facts.ts) become needs. */
export function toSignupState(row: StateRow): SignupState | null {
  if (!isRonStatus(row.status)) return null;
  const needs: StateNeeds = {};
  if (factOf(row, "training")?.value === "yes") needs.training = true;
  if (factOf(row, "exam")?.value === "yes") needs.exam = true;
  const eo = factOf(row, "eoInsurance");
  if (eo?.value === "yes" && amount(eo.amount) !== undefined) needs.eoAmount = amount(eo.amount);
  const bond = factOf(row, "bond");
  if (bond?.value === "yes" && amount(bond.amount) !== undefined) needs.bondAmount = amount(bond.amount);
  const registration = factOf(row, "registration")?.value;
  if (registration === "registration" || registration === "separate-commission") needs.registration = true;
  return {
    code: row.code,
    name: row.name,
    status: row.status,
    ...(row.effectiveDate ? { effectiveDate: row.effectiveDate } : {}),
    ...(Object.keys(needs).length > 0 ? { needs } : {}),
    ...(row.unverified !== false ? { unverified: true as const } : {}),
  };
}

/** Every state the content holds, compact, for the wizard's props. */
export function toSignupStates(rows: RonStatesQueryResult | null | undefined): SignupState[] {
  return (rows ?? []).map(toSignupState).filter((state): state is SignupState => state !== null);
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
/** Dates as US readers of each language write them: "January 1, 2030", "1 de enero de 2030". */
const longDates: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
};

/** 25000 → "$25,000" (in every language: the amounts are US dollars). */
export const formatUsd = (value: number) => money.format(value);

/** "2030-01-01" → "January 1, 2030" (Spanish: "1 de enero de 2030"); anything unparseable comes back as it is. */
export function formatDay(day: string, lang: Lang = "en"): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : (longDates[lang] ?? longDates.en).format(time);
}

/** Site settings' status labels in a language (each may be missing): lib/states/status.ts's labels stand in. */
export type StatusLabels = Partial<Record<RonStatus, string | null>> | null | undefined;

/** A status's label: the settings' (content) when set, else lib/states/status.ts's. */
export function statusLabel(status: string, labels?: StatusLabels): string {
  const label = isRonStatus(status) ? labels?.[status]?.trim() : undefined;
  return label || ronStatusLabel(status);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The recorded requirements in words, in a fixed order; empty when nothing is recorded. */
export function stateNeeds(needs: StateNeeds | undefined, copy: StateStatusCopy): string[] {
  if (!needs) return [];
  const items: string[] = [];
  if (needs.training)
    items.push(needs.trainingHours ? fill(copy.trainingHours, { hours: String(needs.trainingHours) }) : copy.training);
  if (needs.exam) items.push(copy.exam);
  if (needs.certificate) items.push(copy.certificate);
  if (needs.eoAmount !== undefined) items.push(fill(copy.eo, { amount: formatUsd(needs.eoAmount) }));
  if (needs.bondAmount !== undefined) items.push(fill(copy.bond, { amount: formatUsd(needs.bondAmount) }));
  if (needs.registration)
    items.push(
      needs.registrationFee !== undefined
        ? fill(copy.registrationFee, { amount: formatUsd(needs.registrationFee) })
        : copy.registration,
    );
  return items;
}

/** What the wizard shows for a state: the status sentence, the requirements (or why there are none), the draft note. */
export type StateMessage = {
  message: string;
  needsIntro: string | null;
  needs: string[];
  notRecorded: string | null;
  draftNote: string | null;
};

/** Statuses with a RON law, whose requirements are worth listing. */
const LISTS_NEEDS: ReadonlySet<RonStatus> = new Set(["permanent", "enacted", "temporary"]);

export function stateMessage(state: SignupState, copy: StateStatusCopy, lang: Lang = "en"): StateMessage {
  const values = {
    state: state.name,
    date: state.effectiveDate ? formatDay(state.effectiveDate, lang) : copy.dateUnknown,
  };
  const needs = LISTS_NEEDS.has(state.status) ? stateNeeds(state.needs, copy) : [];
  // "permanent" ends with its own "Here is what you'll need:"; the others get the intro before a list.
  const needsIntro = needs.length > 0 && state.status !== "permanent" ? copy.needsIntro : null;
  const notRecorded = state.status === "permanent" && needs.length === 0 ? fill(copy.notRecorded, values) : null;
  return {
    message: fill(copy[state.status], values),
    needsIntro,
    needs,
    notRecorded,
    draftNote: state.unverified ? copy.draftNote : null,
  };
}

/** The state with this code, if the content has it. */
export function findState<T extends { code: string }>(states: readonly T[], code: string | undefined): T | undefined {
  return code ? states.find((state) => state.code === code) : undefined;
}

/**
 * For the admin email: the status the applicant was shown, looked up on the server by the
 * submitted state of commission (never taken from the client), e.g.
 * "Permanent law in force (as of last verified 2026-11-23)".
 */
export function statusShown(
  state: { status: string; lastVerified?: string | null } | undefined,
  code: string | undefined,
  labels?: StatusLabels,
): string {
  if (!code) return "None (no state of commission chosen)";
  if (!state) return "Unknown (no state data for this state)";
  const label = statusLabel(state.status, labels);
  return state.lastVerified ? `${label} (as of last verified ${state.lastVerified})` : label;
}

/** The applicant confirmation's section on their state: heading, status, what they will need. */
export type StateEmailSection = {
  heading: string;
  status: string;
  needsIntro: string | null;
  needs: string[];
  notRecorded: string | null;
  draftNote: string | null;
};

/** How the email words the status line, in its language (lib/signup/email-text.ts). */
export type StatusLine = (label: string, effective: string | null) => string;

const englishStatusLine: StatusLine = (label, effective) =>
  `Status: ${label}${effective ? ` (effective ${effective})` : ""}.`;

export function stateEmailSection(
  state: SignupState,
  copy: StateStatusCopy,
  {
    lang = "en",
    labels,
    statusLine = englishStatusLine,
  }: { lang?: Lang; labels?: StatusLabels; statusLine?: StatusLine } = {},
): StateEmailSection {
  const shown = stateMessage(state, copy, lang);
  return {
    heading: fill(copy.emailHeading, { state: state.name }),
    status: statusLine(
      statusLabel(state.status, labels),
      state.effectiveDate ? formatDay(state.effectiveDate, lang) : null,
    ),
    needsIntro: shown.needs.length > 0 ? copy.needsIntro : null,
    needs: shown.needs,
    notRecorded: shown.notRecorded,
    draftNote: shown.draftNote,
  };
}
