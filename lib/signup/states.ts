import type { Lang } from "@/lib/routing/paths";

/** The fifty U.S. states offered in the wizard's selectors: no DC, no territories. */
export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

export type StateCode = (typeof US_STATES)[number][0];

export const STATE_CODES = US_STATES.map(([code]) => code) as unknown as readonly [StateCode, ...StateCode[]];

const names = new Map<string, string>(US_STATES);

/** "TX" → "Texas"; unknown codes come back unchanged. */
export function stateName(code: string): string {
  return names.get(code) ?? code;
}

/**
 * The states' `[code, name]` options for the wizard's selects, in a language: English as
 * above; another language takes each state's name in it from `named` (the `ronState`
 * documents' names in that language, e.g. "Nueva York"), English where it has none, and
 * sorts them as that language does ("Carolina del Norte" before "Colorado").
 */
export function stateOptions(
  lang: Lang,
  named: readonly { code: string; name: string }[] = [],
): (readonly [StateCode, string])[] {
  if (lang === "en") return US_STATES.map(([code, name]) => [code, name] as const);
  const given = new Map(named.map((state) => [state.code, state.name.trim()]));
  const collator = new Intl.Collator(lang);
  return US_STATES.map(([code, name]) => [code, given.get(code) || name] as const).sort((a, b) =>
    collator.compare(a[1], b[1]),
  );
}
