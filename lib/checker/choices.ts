/**
 * The checker's three choices: as the form sends them (a document's slug, a state's code or
 * `outside-us` / `abroad`) and as the answer's address spells them (the document's slug, a state's
 * slug or the language's word for outside the U.S. / another country). Pure: the route handler,
 * the answer page and the tests parse and build with these, and every address comes from the
 * routing table.
 */
import type { Lang } from "../routing/languages";
import { pathOf } from "../routing/table";
import { STATE_CODES } from "../signup/states";
import { stateCodeOfSlug, stateSlug } from "../states/slugs";
import { ABROAD, OUTSIDE_US } from "./rules";

/** The answer address's word for a signer outside the United States, per language. */
export const OUTSIDE_US_SEGMENT: Record<Lang, string> = { en: "outside-us", es: "fuera-de-ee-uu" };
/** The answer address's word for a document used or recorded in another country, per language. */
export const ABROAD_SEGMENT: Record<Lang, string> = { en: "abroad", es: "extranjero" };

/** Longest value of a choice the handler reads (a slug or code is far shorter). */
export const MAX_CHOICE_LENGTH = 100;

const CODES = new Set<string>(STATE_CODES);

export type Choices = { document: string; signer: string; use: string };
export type ChoiceField = keyof Choices;
export type ChoiceErrors = Partial<Record<ChoiceField, "missing" | "invalid">>;

/** A signer's choice as the form sends it: a state's code or `outside-us`. */
export const isSignerChoice = (value: string): boolean => value === OUTSIDE_US || CODES.has(value);
/** A use's choice as the form sends it: a state's code or `abroad`. */
export const isUseChoice = (value: string): boolean => value === ABROAD || CODES.has(value);

/**
 * The form's values read from a query string, each bounded, and what is wrong with them:
 * `documentSlugs` are the language's documents. Values are kept as sent (trimmed, at most
 * MAX_CHOICE_LENGTH characters) so the form shows them again.
 */
export function readChoices(
  query: URLSearchParams,
  documentSlugs: ReadonlySet<string>,
): { choices: Choices; errors: ChoiceErrors } {
  const value = (name: ChoiceField) => (query.get(name) ?? "").trim().slice(0, MAX_CHOICE_LENGTH);
  const choices: Choices = { document: value("document"), signer: value("signer"), use: value("use") };
  const errors: ChoiceErrors = {};
  const valid: Record<ChoiceField, (value: string) => boolean> = {
    document: (slug) => documentSlugs.has(slug),
    signer: isSignerChoice,
    use: isUseChoice,
  };
  for (const field of ["document", "signer", "use"] as const) {
    if (!choices[field]) errors[field] = "missing";
    else if (!valid[field](choices[field])) errors[field] = "invalid";
  }
  return { choices, errors };
}

/** The answer's address for valid choices: `/es/puedo-notarizar-en-linea/poder-legal/texas/extranjero`. */
export function answerPath(lang: Lang, { document, signer, use }: Choices): string {
  const signerSegment = signer === OUTSIDE_US ? OUTSIDE_US_SEGMENT[lang] : (stateSlug(signer) ?? signer);
  const useSegment = use === ABROAD ? ABROAD_SEGMENT[lang] : (stateSlug(use) ?? use);
  return pathOf(lang, "checkerAnswer", { document, signer: signerSegment, use: useSegment });
}

/** The choices an answer's address names (null when a segment names no state and not the language's word); the document is checked by the caller. */
export function choicesOfSegments(
  lang: Lang,
  segments: { document: string; signer: string; use: string },
): Choices | null {
  const signer = segments.signer === OUTSIDE_US_SEGMENT[lang] ? OUTSIDE_US : stateCodeOfSlug(segments.signer);
  const use = segments.use === ABROAD_SEGMENT[lang] ? ABROAD : stateCodeOfSlug(segments.use);
  return signer && use ? { document: segments.document, signer, use } : null;
}

/** The form's address with the choices filled in (the answer page's "change your answers"). */
export function formPath(lang: Lang, choices?: Partial<Choices>): string {
  const query = new URLSearchParams(
    Object.entries(choices ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `${pathOf(lang, "checker")}${query ? `?${query}` : ""}`;
}
