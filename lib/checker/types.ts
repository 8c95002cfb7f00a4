/**
 * What the checker reads, typed here after the data contract between the state facts, the document
 * pages and the checker: a `documentType` document (one per language) and a `ronState` with its
 * `facts`. Pure types; lib/checker/content.ts turns query results into them, dropping anything
 * out of shape, so the rules never see a malformed value.
 */
import type { SourcedFact, StateFacts } from "../states/facts";
import type { RonStatus } from "../states/status";

export type { SourcedFact };

/** The checker's answers, least to most restrictive (`not-needed` stands apart: no notary at all). */
export const ANSWERS = ["yes", "conditions", "check", "no", "not-needed"] as const;
export type Answer = (typeof ANSWERS)[number];

/** A legal statement's source: the law or official page, its address and the date someone read it. */
export type Source = { citation: string; url: string; checked: string };

/** The facts the checker uses (`ronState.facts`; the others are the state pages'). */
export type CheckerFacts = Pick<StateFacts, "signerLocation" | "signerAbroad" | "notaryLocation">;

/** A state as the checker reads it: its name in the page's language, its law as a whole, its facts. */
export type CheckerState = {
  code: string;
  name: string;
  status: RonStatus;
  effectiveDate?: string | null;
  citation?: string | null;
  sourceUrl?: string | null;
  lastVerified?: string | null;
  facts?: CheckerFacts | null;
};

/** A document's usual answer, or its answer when used abroad. */
export type DocumentRule = {
  answer: Answer;
  reason: string;
  citation?: string | null;
  sourceUrl?: string | null;
  checked?: string | null;
};

export type DocumentException = {
  _key: string;
  states: string[];
  appliesTo: "signer" | "use" | "either";
  answer: "conditions" | "check" | "no";
  reason: string;
  citation: string;
  sourceUrl: string;
  checked: string;
};

/** A `documentType` in one language, with what the checker needs. */
export type CheckerDocument = {
  _id: string;
  title: string;
  slug: string;
  language: "en" | "es";
  online: DocumentRule;
  abroad?: DocumentRule | null;
  exceptions: DocumentException[];
  prepare: string[];
  /** The document's published versions in the other languages (their slugs), for the answer's language link. */
  translations: { language: string; slug: string }[];
};

/** Where the signer is: a state's code, or outside the United States. */
export type SignerPlace = string | "outside-us";
/** Where the document is used or recorded: a state's code, or another country. */
export type UsePlace = string | "abroad";

export type Reason = { text: string; source?: Source };

export type CheckerResult = {
  answer: Answer;
  reasons: Reason[];
  prepare: string[];
  /** The early-access wizard's role and state (the signer's, or none from outside the U.S.). */
  next: { role: "client"; state: string | null };
};
