/**
 * A state's requirements as sourced facts (`ronState.facts`, schemas/objects/sourced-fact.ts):
 * each fact its own value, citation, source link and the date someone checked it. A fact is
 * known, and so shown on a page or used by the checker, only when all four are set; anything
 * less stays in the Studio for an editor. Pure: no imports but types, usable on the server, in
 * Studio, in the checker and in tests.
 */

/** The facts of a state, in the order pages list them. */
export const FACT_KEYS = [
  "training",
  "exam",
  "bond",
  "eoInsurance",
  "registration",
  "technologyProviders",
  "recordingRetention",
  "notaryLocation",
  "signerLocation",
  "signerAbroad",
] as const;

export type FactKey = (typeof FACT_KEYS)[number];

/** The values each fact may take (the Studio's radio lists; anything else is not a known fact). */
export const FACT_VALUES = {
  training: ["yes", "no"],
  exam: ["yes", "no"],
  bond: ["yes", "no"],
  eoInsurance: ["yes", "no"],
  registration: ["separate-commission", "registration", "none"],
  technologyProviders: ["approved-list", "standards-only"],
  recordingRetention: ["yes"],
  notaryLocation: ["in-state", "in-us"],
  signerLocation: ["anywhere", "in-us", "in-state"],
  signerAbroad: ["yes", "conditions", "no"],
} as const satisfies Record<FactKey, readonly string[]>;

export type FactValue<K extends FactKey> = (typeof FACT_VALUES)[K][number];

/**
 * The facts whose `amount` means something, and what it counts: US dollars for the bond and the
 * E&O insurance when required, years for the recording retention.
 */
export const FACT_AMOUNTS: Partial<Record<FactKey, { unit: "usd" | "years"; when: string }>> = {
  bond: { unit: "usd", when: "yes" },
  eoInsurance: { unit: "usd", when: "yes" },
  recordingRetention: { unit: "years", when: "yes" },
};

/** One fact as stored (every field optional: an editor fills them one at a time). */
export type SourcedFact = {
  value?: string | null;
  amount?: number | null;
  detail?: string | null;
  detailEs?: string | null;
  citation?: string | null;
  sourceUrl?: string | null;
  checked?: string | null;
  needsReview?: boolean | null;
};

/** A state's facts as stored or queried: each may be missing. */
export type StateFacts = Partial<Record<FactKey, SourcedFact | null>>;

/** A fact that may be shown: value, citation, an https source and a check date all set. */
export type KnownFact<K extends FactKey = FactKey> = {
  key: K;
  value: FactValue<K>;
  amount?: number;
  detail?: string;
  detailEs?: string;
  citation: string;
  sourceUrl: string;
  checked: string;
};

const filled = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";

/** An https address (the only kind a fact's source may have). */
export const isHttpsUrl = (url: string | null | undefined): url is string => {
  if (!filled(url)) return false;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
};

/** A calendar date written YYYY-MM-DD that exists. */
export const isDay = (day: string | null | undefined): day is string =>
  filled(day) && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** Whether a fact may be shown: its value, citation, https source and check date are all set. */
export function isKnown(fact: SourcedFact | null | undefined): boolean {
  return Boolean(
    fact && filled(fact.value) && filled(fact.citation) && isHttpsUrl(fact.sourceUrl) && isDay(fact.checked),
  );
}

/** Whether `value` is one the fact `key` may take. */
export const isFactValue = <K extends FactKey>(key: K, value: unknown): value is FactValue<K> =>
  (FACT_VALUES[key] as readonly unknown[]).includes(value);

/** The fact as a known fact, or null when it is not known (or its value is not in the fact's list). */
export function knownFact<K extends FactKey>(key: K, fact: SourcedFact | null | undefined): KnownFact<K> | null {
  if (!fact || !isKnown(fact) || !isFactValue(key, fact.value)) return null;
  const amount =
    FACT_AMOUNTS[key]?.when === fact.value && typeof fact.amount === "number" && Number.isFinite(fact.amount)
      ? fact.amount
      : undefined;
  return {
    key,
    value: fact.value,
    ...(amount !== undefined ? { amount } : {}),
    ...(filled(fact.detail) ? { detail: fact.detail.trim() } : {}),
    ...(filled(fact.detailEs) ? { detailEs: fact.detailEs.trim() } : {}),
    citation: (fact.citation as string).trim(),
    sourceUrl: (fact.sourceUrl as string).trim(),
    checked: fact.checked as string,
  };
}

/** A state's known facts, in FACT_KEYS order. */
export function knownFacts(state: { facts?: StateFacts | null } | null | undefined): KnownFact[] {
  const facts = state?.facts ?? {};
  return FACT_KEYS.flatMap((key) => {
    const fact = knownFact(key, facts[key]);
    return fact ? [fact as KnownFact] : [];
  });
}

/** The facts of a state not yet known (not shown), in FACT_KEYS order. */
export function unknownFactKeys(state: { facts?: StateFacts | null } | null | undefined): FactKey[] {
  const known = new Set(knownFacts(state).map((fact) => fact.key));
  return FACT_KEYS.filter((key) => !known.has(key));
}

/** One known fact of a state by its key, or null. */
export function factOf<K extends FactKey>(
  state: { facts?: StateFacts | null } | null | undefined,
  key: K,
): KnownFact<K> | null {
  return knownFact(key, state?.facts?.[key]);
}

/**
 * What is wrong with a fact as an editor left it, for the Studio: a value without its citation,
 * source link or check date is not shown on the site; null when nothing is missing (or nothing is set).
 */
export function factProblem(fact: SourcedFact | null | undefined): string | null {
  if (!fact || !filled(fact.value)) return null;
  if (isKnown(fact)) return null;
  return "needs a source: not shown on the site until it has a citation, a source link and a check date";
}
