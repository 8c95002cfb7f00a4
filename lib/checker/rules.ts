/**
 * "Can I notarize this online?": the rules, as one pure function of the document (in the page's
 * language), where the signer is, where the document is used, and the states. Every answer comes
 * with its reasons; a reason that states the law carries its source (citation, address, the date
 * it was checked), a general statement carries none. The most restrictive answer wins
 * (no > check > conditions > yes); a document that needs no notary answers "not-needed" alone.
 *
 * The notary is taken to be commissioned in the state where the document is used when that state
 * authorizes remote online notarization by a permanent law (its rules on where the signer may be
 * then apply); otherwise a notary commissioned elsewhere performs it, and the question is whether
 * the recipient accepts another state's notarial act. A fact without its full source is never a
 * reason to say yes: it makes the answer "check", with a plain "not yet verified".
 */
import { formatDate } from "../pages/long-form";
import type { Lang } from "../routing/languages";
import { isKnown } from "../states/facts";
import { STATUSES_WITH_LAW } from "../states/status";
import { fillTemplate } from "../text/template";
import type { UiText } from "../text/ui/en";
import type {
  Answer,
  CheckerDocument,
  CheckerResult,
  CheckerState,
  DocumentRule,
  Reason,
  SignerPlace,
  Source,
  SourcedFact,
  UsePlace,
} from "./types";

export const OUTSIDE_US = "outside-us";
export const ABROAD = "abroad";

type Restrictive = Exclude<Answer, "not-needed">;

/** How restrictive each answer is: the highest applicable one is the answer. */
const RANK: Record<Restrictive, number> = { yes: 0, conditions: 1, check: 2, no: 3 };

export type CheckerInput = {
  document: CheckerDocument;
  signer: SignerPlace;
  use: UsePlace;
  /** The states by code (a state without a document is unknown: "check"). */
  states: ReadonlyMap<string, CheckerState>;
  lang: Lang;
  words: UiText["checker"];
  /** BCP 47 locale for dates (the dictionary's `locale`). */
  locale: string;
  /** The RON status labels in the language (Site settings' or the dictionary's). */
  statusLabels: Record<string, string>;
};

const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isHttps = (value: unknown): value is string => typeof value === "string" && /^https:\/\/\S+$/.test(value);

/** A source only when all three parts are there: a citation, its https address and the date it was checked. */
export function sourceOf(parts: {
  citation?: string | null;
  sourceUrl?: string | null;
  checked?: string | null;
}): Source | undefined {
  const citation = parts.citation?.trim();
  if (!citation || !isHttps(parts.sourceUrl) || !isDate(parts.checked)) return undefined;
  return { citation, url: parts.sourceUrl, checked: parts.checked };
}

/** A fact the state pages show (lib/states/facts.ts, `isKnown`), with its source. */
export function knownFact(
  fact: SourcedFact | null | undefined,
): (SourcedFact & { value: string; source: Source }) | null {
  const source = fact && isKnown(fact) ? sourceOf(fact) : undefined;
  const value = fact?.value?.trim();
  return fact && value && source ? { ...fact, value, source } : null;
}

/** The worse of two answers. */
const worse = (a: Restrictive, b: Restrictive): Restrictive => (RANK[b] > RANK[a] ? b : a);

/** Narrowing an answer from content to the four that rank (anything else is "check"). */
const ranked = (answer: Answer): Restrictive => (answer === "not-needed" ? "yes" : answer);

export function checkDocument(input: CheckerInput): CheckerResult {
  const { document, signer, use, states, words, lang } = input;
  const r = words.reasons;
  const signerState = signer === OUTSIDE_US ? null : (states.get(signer) ?? null);
  const useState = use === ABROAD ? null : (states.get(use) ?? null);
  const next = { role: "client" as const, state: signer !== OUTSIDE_US ? signer : use !== ABROAD ? use : null };
  const prepare = document.prepare.filter((item) => item.trim() !== "");

  const ruleReason = (rule: DocumentRule): Reason => {
    const source = sourceOf(rule);
    return source ? { text: rule.reason, source } : { text: rule.reason };
  };

  if (document.online.answer === "not-needed")
    return { answer: "not-needed", reasons: [ruleReason(document.online)], prepare, next };

  let answer: Restrictive = ranked(document.online.answer);
  const reasons: Reason[] = [ruleReason(document.online)];
  const add = (result: Restrictive, reason: Reason) => {
    answer = worse(answer, result);
    reasons.push(reason);
  };
  const notVerified = (topic: string) => add("check", { text: fillTemplate(r.notVerified, { topic }) });

  // The document's exceptions for the signer's state or the state where it is used.
  for (const exception of document.exceptions) {
    const codes = new Set(exception.states.map((code) => code.toUpperCase()));
    const bySigner = exception.appliesTo !== "use" && signer !== OUTSIDE_US && codes.has(signer);
    const byUse = exception.appliesTo !== "signer" && use !== ABROAD && codes.has(use);
    if (!bySigner && !byUse) continue;
    const source = sourceOf(exception);
    // An exception without its source is not yet verified: it cannot say "no", only "check".
    if (source) add(exception.answer, { text: exception.reason, source });
    else add("check", { text: exception.reason });
  }

  // Where the document is used: another country, or a state and its law.
  let notaryState: CheckerState | null = null;
  if (use === ABROAD) {
    if (document.abroad) add(ranked(document.abroad.answer), ruleReason(document.abroad));
    else notVerified(r.topicAbroad);
    reasons.push({ text: r.apostille });
  } else if (!useState) {
    notVerified(fillTemplate(r.topicStatus, { state: use }));
  } else {
    // A status that rests on a law needs its citation; "none" and "ipen" name the state's official page instead.
    const lawSource = sourceOf({
      citation: useState.citation || (STATUSES_WITH_LAW.includes(useState.status) ? null : r.stateSource),
      sourceUrl: useState.sourceUrl,
      checked: useState.lastVerified,
    });
    const topic = fillTemplate(r.topicStatus, { state: useState.name });
    if (!lawSource) notVerified(topic);
    else if (useState.status === "permanent") {
      notaryState = useState;
      const text = isDate(useState.effectiveDate)
        ? fillTemplate(r.statusPermanentSince, {
            state: useState.name,
            date: formatDate(useState.effectiveDate, input.locale),
          })
        : fillTemplate(r.statusPermanent, { state: useState.name });
      add("yes", { text, source: lawSource });
    } else {
      // Not in force there: a notary commissioned elsewhere, if the recipient accepts it.
      const text = fillTemplate(r.statusOther, {
        state: useState.name,
        status: input.statusLabels[useState.status] ?? useState.status,
      });
      add("conditions", { text, source: lawSource });
      add("conditions", { text: r.recognition });
    }
  }

  // Where the signer is, under the law of the notary's state.
  if (signer === OUTSIDE_US) {
    if (!notaryState) {
      if (use === ABROAD) add("check", { text: r.abroadBoth });
      // Used in a state without RON in force: the recognition reason above covers the notary; the signer abroad is unverified.
      else if (useState) notVerified(fillTemplate(r.topicSignerAbroad, { state: useState.name }));
    } else {
      const fact = knownFact(notaryState.facts?.signerAbroad);
      const state = notaryState.name;
      if (!fact) notVerified(fillTemplate(r.topicSignerAbroad, { state }));
      else if (fact.value === "yes") add("yes", { text: fillTemplate(r.abroadYes, { state }), source: fact.source });
      else if (fact.value === "conditions") {
        const detail = (lang === "es" ? fact.detailEs : fact.detail)?.trim();
        const text = fillTemplate(r.abroadConditions, { state });
        add("conditions", { text: detail ? `${text} ${detail}` : text, source: fact.source });
      } else if (fact.value === "no") add("check", { text: fillTemplate(r.abroadNo, { state }), source: fact.source });
      else notVerified(fillTemplate(r.topicSignerAbroad, { state }));
    }
  } else if (notaryState && signer !== notaryState.code) {
    const fact = knownFact(notaryState.facts?.signerLocation);
    const state = notaryState.name;
    if (!fact) notVerified(fillTemplate(r.topicSignerLocation, { state }));
    else if (fact.value === "anywhere")
      add("yes", { text: fillTemplate(r.signerAnywhere, { state }), source: fact.source });
    else if (fact.value === "in-us") add("yes", { text: fillTemplate(r.signerInUs, { state }), source: fact.source });
    else if (fact.value === "in-state")
      add("conditions", { text: fillTemplate(r.signerInState, { state }), source: fact.source });
    else notVerified(fillTemplate(r.topicSignerLocation, { state }));
  } else if (signer !== OUTSIDE_US && !signerState) {
    notVerified(fillTemplate(r.topicStatus, { state: signer }));
  }

  return { answer, reasons, prepare, next };
}
