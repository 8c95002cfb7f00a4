/*
 * The vocabulary of a document's answers (schemas/documents/document-type.ts) and the rule every
 * statement of the law follows: a citation comes with its https source and the date it was
 * checked. Pure data and functions: used by the schema, the pages and the unit tests alike.
 */

/** The usual answer for online notarization, from the most permissive to the most restrictive. */
export const ONLINE_ANSWERS = ["not-needed", "yes", "conditions", "check", "no"] as const;
export type OnlineAnswer = (typeof ONLINE_ANSWERS)[number];

/** What a state exception can say (it only ever restricts the usual answer). */
export const EXCEPTION_ANSWERS = ["conditions", "check", "no"] as const satisfies readonly OnlineAnswer[];

/** The answers for use abroad. */
export const ABROAD_ANSWERS = [
  "yes",
  "conditions",
  "check",
  "no",
  "not-needed",
] as const satisfies readonly OnlineAnswer[];

/** When an exception applies: the signer is in the state, the document is used there, or either. */
export const APPLIES_TO = ["signer", "use", "either"] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

/** The Studio's names of the answers (the site's words are in lib/text/ui/). */
export const ANSWER_TITLES: Record<OnlineAnswer, string> = {
  yes: "Yes",
  conditions: "Yes, with conditions",
  check: "Check first",
  no: "Not online",
  "not-needed": "No notary needed",
};

export const isOnlineAnswer = (value: unknown): value is OnlineAnswer =>
  typeof value === "string" && (ONLINE_ANSWERS as readonly string[]).includes(value);

/** A date as the schema stores it. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The source fields of an answer or an exception, as stored (each may be missing). */
export type Sourced = {
  citation?: string | null;
  sourceUrl?: string | null;
  checked?: string | null;
} | null;

const filled = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/**
 * Why an answer's source is incomplete, or true: a citation needs an https source and a check
 * date (YYYY-MM-DD); an exception (`required`) needs all three. A source link or date without a
 * citation is refused too: the page would show a link that cites nothing.
 */
export function sourceProblem(
  value: Sourced | undefined,
  { required = false }: { required?: boolean } = {},
): string | true {
  const citation = filled(value?.citation);
  const url = filled(value?.sourceUrl);
  const checked = filled(value?.checked);
  if (!citation && !url && !checked)
    return required ? "Give the citation, its https source and the date it was checked" : true;
  if (!citation) return "Give the citation that the source link and date belong to";
  if (!url) return "A citation needs its source: an https link where it can be read";
  if (!/^https:\/\/[^\s]+$/.test(value?.sourceUrl ?? "")) return "The source must be an https link";
  if (!checked || !DATE.test(value?.checked ?? "")) return "A citation needs the date it was checked (YYYY-MM-DD)";
  return true;
}

/** A source as the pages show it: only when the citation, its https link and its check date are all there. */
export type Source = { citation: string; url: string; checked: string };

export function sourceOf(value: Sourced | undefined): Source | null {
  return value && sourceProblem(value, { required: true }) === true
    ? { citation: (value.citation as string).trim(), url: value.sourceUrl as string, checked: value.checked as string }
    : null;
}
