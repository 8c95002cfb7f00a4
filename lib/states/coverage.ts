/**
 * The state RON coverage block's words and the figures it derives from the `ronState` documents,
 * shared by the schema (initial values), the component, its filter and its Markdown. Pure: no
 * imports but the site's dictionary and the template helper, usable on the server and in Studio.
 */
import { DEFAULT_LANGUAGE, type Lang } from "../routing/paths";
import type { RonStatus } from "./status";
import { fillTemplate } from "../text/template";
import { statusLabel, UI_TEXT, UI_TEXT_EN } from "../text/ui-text";
import type { RonStatesQueryResult } from "../sanity/sanity.types";

/**
 * The statuses counted as "remote online notarization is authorized": a permanent law in force.
 * A law passed but not yet in force (`enacted`, California until its technology is certified) does
 * not let a notary notarize remotely today, and emergency or temporary authority (`temporary`)
 * lapses without notice, so neither is counted; a page saying "authorized in N states" therefore
 * never claims a state where a notary cannot start now under a standing law.
 */
export const AUTHORISED_STATUSES: readonly RonStatus[] = ["permanent"];

/** How many of `states` authorise RON (see AUTHORISED_STATUSES). */
export function countAuthorisedStates(states: readonly { status: string | null }[]): number {
  return states.filter((state) => (AUTHORISED_STATUSES as readonly (string | null)[]).includes(state.status)).length;
}

/** A state row's anchor: "TX" → "state-tx". */
export const stateAnchor = (code: string | null) => `state-${(code ?? "").toLowerCase()}`;

/**
 * The words of the block when the editor leaves a field empty, in English: also the schema's
 * initial values. Every language's are in lib/text/ui-text.ts.
 */
export const STATE_COVERAGE_COPY = UI_TEXT_EN.stateCoverage;

type Copy = typeof STATE_COVERAGE_COPY;
type Nullable<T> = { [K in keyof T]?: T[K] extends string ? string | null : Nullable<T[K]> | null };
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type StateCoverageCopy = Widen<Copy>;

const pick = <T extends Record<string, string>>(
  defaults: T,
  values: Record<string, string | null | undefined> | null | undefined,
) =>
  Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, values?.[key]?.trim() || value])) as Widen<T>;

/** The block's words: the editor's, else the defaults in the page's language. */
export function stateCoverageCopy(block: Nullable<Copy>, lang: Lang = DEFAULT_LANGUAGE): StateCoverageCopy {
  const { filter, columns, requirementLabels, ...top } = UI_TEXT[lang].stateCoverage;
  return {
    ...pick(top, block as Record<string, string | null | undefined>),
    filter: pick(filter, block.filter),
    columns: pick(columns, block.columns),
    requirementLabels: pick(requirementLabels, block.requirementLabels),
  };
}

/** A state's structured requirements, as the queries read them (null: not recorded). */
export type StateRequirements = RonStatesQueryResult[number]["requirements"];

const usd = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(UI_TEXT[lang].locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);

/**
 * What a notary needs, one line each, from the structured fields: a flag or amount left empty is
 * "not recorded" (never "not required"), false is "not required".
 */
export function requirementLines(
  requirements: Partial<StateRequirements> | null,
  labels: StateCoverageCopy["requirementLabels"],
  lang: Lang = DEFAULT_LANGUAGE,
): { label: string; value: string }[] {
  const r = requirements ?? {};
  const flag = (value: boolean | null | undefined) =>
    value === true ? labels.required : value === false ? labels.notRequired : labels.notRecorded;
  const amount = (value: number | null | undefined) =>
    typeof value === "number" ? usd(value, lang) : labels.notRecorded;
  const withDetail = (base: string, detail: string | null) => (detail ? `${base} (${detail})` : base);
  return [
    {
      label: labels.training,
      value: withDetail(
        flag(r.training),
        r.training && typeof r.trainingHours === "number"
          ? fillTemplate(labels.trainingHours, { hours: r.trainingHours })
          : null,
      ),
    },
    { label: labels.exam, value: flag(r.exam) },
    { label: labels.certificate, value: flag(r.certificate) },
    { label: labels.eo, value: amount(r.eoAmount) },
    { label: labels.bond, value: amount(r.bondAmount) },
    {
      label: labels.registration,
      value: withDetail(
        flag(r.registration),
        r.registration && typeof r.registrationFee === "number"
          ? fillTemplate(labels.fee, { amount: usd(r.registrationFee, lang) })
          : null,
      ),
    },
  ];
}

/** Site settings' status labels in the page's language, as the block's query reads them (each may be null). */
export type StatusLabels = Partial<Record<RonStatus, string | null>> | null | undefined;

/** The status as the site shows it: Site settings' label, else the dictionary's (lib/text/ui-text.ts). */
export const statusText = (status: string | null, lang: Lang = DEFAULT_LANGUAGE, labels?: StatusLabels) =>
  statusLabel(lang, status, labels);
