/**
 * The state RON coverage block's words and the figures it derives from the `ronState` documents,
 * shared by the schema (initial values), the component, its filter and its Markdown, and a state's
 * known facts in words for its page (lib/states/facts.ts decides which are known). Pure: no
 * imports but the site's dictionary, the template helper and the facts, usable on the server and
 * in Studio.
 */
import { DEFAULT_LANGUAGE, type Lang } from "../routing/paths";
import type { RonStatus } from "./status";
import { fillTemplate } from "../text/template";
import { statusLabel, UI_TEXT, UI_TEXT_EN } from "../text/ui-text";
import {
  FACT_AMOUNTS,
  FACT_KEYS,
  knownFacts,
  unknownFactKeys,
  type FactKey,
  type KnownFact,
  type StateFacts,
} from "./facts";

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
  const { filter, columns, ...top } = UI_TEXT[lang].stateCoverage;
  return {
    ...pick(top, block as Record<string, string | null | undefined>),
    filter: pick(filter, block.filter),
    columns: pick(columns, block.columns),
  };
}

const usd = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(UI_TEXT[lang].locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);

/** One known fact as a page shows it: its label, its value in words, its source and check date. */
export type FactLine = {
  key: FactKey;
  label: string;
  value: string;
  citation: string;
  sourceUrl: string;
  checked: string;
};

/** A known fact's value in words, in `lang`: "Required: $25,000", "In Ohio", "Must be kept for 10 years". */
export function factValueText(fact: KnownFact, stateName: string, lang: Lang = DEFAULT_LANGUAGE): string {
  const words = UI_TEXT[lang].statePage.facts;
  const base = fillTemplate((words.values[fact.key] as Record<string, string>)[fact.value] ?? fact.value, {
    state: stateName,
  });
  const unit = FACT_AMOUNTS[fact.key]?.unit;
  const withAmount =
    fact.amount === undefined
      ? base
      : unit === "years"
        ? fillTemplate(words.yearsAmount, { years: fact.amount })
        : fillTemplate(words.usdAmount, { value: base, amount: usd(fact.amount, lang) });
  const detail = lang === "es" ? fact.detailEs : fact.detail;
  return detail ? `${withAmount}. ${detail}` : withAmount;
}

/** A state's known facts as lines, in the facts' order; nothing for a fact not known. */
export function factLines(
  state: { name: string; facts?: StateFacts | null },
  lang: Lang = DEFAULT_LANGUAGE,
): FactLine[] {
  const labels = UI_TEXT[lang].statePage.facts.labels;
  return knownFacts(state).map((fact) => ({
    key: fact.key,
    label: labels[fact.key],
    value: factValueText(fact, state.name, lang),
    citation: fact.citation,
    sourceUrl: fact.sourceUrl,
    checked: fact.checked,
  }));
}

/**
 * The one sentence a page says about what is not yet verified: the facts not known, as a list
 * ("training, exam and bond"), or all of them at once; null when every fact is known.
 */
export function unverifiedSentence(
  state: { name: string; facts?: StateFacts | null },
  lang: Lang = DEFAULT_LANGUAGE,
): string | null {
  const words = UI_TEXT[lang].statePage.facts;
  const missing = unknownFactKeys(state);
  if (missing.length === 0) return null;
  if (missing.length === FACT_KEYS.length) return fillTemplate(words.unverifiedAll, { state: state.name });
  const items = new Intl.ListFormat(UI_TEXT[lang].locale, { type: "conjunction" }).format(
    missing.map((key) => words.items[key]),
  );
  return fillTemplate(words.unverifiedSome, { state: state.name, items });
}

/** Site settings' status labels in the page's language, as the block's query reads them (each may be null). */
export type StatusLabels = Partial<Record<RonStatus, string | null>> | null | undefined;

/** The status as the site shows it: Site settings' label, else the dictionary's (lib/text/ui-text.ts). */
export const statusText = (status: string | null, lang: Lang = DEFAULT_LANGUAGE, labels?: StatusLabels) =>
  statusLabel(lang, status, labels);
