/**
 * Query results to the checker's types (lib/checker/types.ts). Content is edited by people and
 * arrives untyped until the document type exists in the schema: anything out of shape is left out
 * (an exception without states, an answer outside the vocabulary, a reason without text) rather
 * than guessed. Values that decide something (slugs, codes, answers, addresses, dates) are cleaned
 * of stega characters; text that is only shown keeps them, so Presentation can still edit it.
 */
import { stegaClean } from "@sanity/client/stega";
import { isRonStatus } from "../states/status";
import {
  ANSWERS,
  type Answer,
  type CheckerDocument,
  type CheckerState,
  type DocumentException,
  type DocumentRule,
  type SourcedFact,
} from "./types";

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const clean = (value: unknown): string | null => {
  const cleaned = stegaClean(value);
  return typeof cleaned === "string" && cleaned.trim() !== "" ? cleaned.trim() : null;
};
const isAnswer = (value: unknown): value is Answer => (ANSWERS as readonly unknown[]).includes(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function rule(value: unknown): DocumentRule | null {
  if (!isObject(value)) return null;
  const answer = stegaClean(value.answer);
  const reason = text(value.reason);
  if (!isAnswer(answer) || !reason) return null;
  return {
    answer,
    reason,
    citation: text(value.citation),
    sourceUrl: clean(value.sourceUrl),
    checked: clean(value.checked),
  };
}

function exception(value: unknown): DocumentException | null {
  if (!isObject(value)) return null;
  const states = list(value.states)
    .map((code) => clean(code)?.toUpperCase())
    .filter((code): code is string => Boolean(code && /^[A-Z]{2}$/.test(code)));
  const appliesTo = stegaClean(value.appliesTo);
  const answer = stegaClean(value.answer);
  const reason = text(value.reason);
  if (states.length === 0 || !reason) return null;
  if (appliesTo !== "signer" && appliesTo !== "use" && appliesTo !== "either") return null;
  if (answer !== "conditions" && answer !== "check" && answer !== "no") return null;
  return {
    _key: clean(value._key) ?? states.join("-"),
    states,
    appliesTo,
    answer,
    reason,
    citation: text(value.citation) ?? "",
    sourceUrl: clean(value.sourceUrl) ?? "",
    checked: clean(value.checked) ?? "",
  };
}

/** A language's documents that the checker can answer for (a slug, a title and a usual answer each), at most 100. */
export function toCheckerDocuments(value: unknown): CheckerDocument[] {
  return list(value)
    .slice(0, 100)
    .flatMap((item): CheckerDocument[] => {
      if (!isObject(item)) return [];
      const slug = clean(item.slug);
      const title = text(item.title);
      const online = rule(item.online);
      const language = stegaClean(item.language);
      if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || !title || !online) return [];
      return [
        {
          _id: clean(item._id) ?? slug,
          title,
          slug,
          language: language === "es" ? "es" : "en",
          online,
          abroad: rule(item.abroad),
          exceptions: list(item.exceptions).flatMap((entry) => exception(entry) ?? []),
          prepare: list(item.prepare).flatMap((entry) => text(entry) ?? []),
          translations: list(item.translations).flatMap((entry) => {
            const language = isObject(entry) ? clean(entry.language) : null;
            const other = isObject(entry) ? clean(entry.slug) : null;
            return language && other ? [{ language, slug: other }] : [];
          }),
        },
      ];
    });
}

function fact(value: unknown): SourcedFact | null {
  if (!isObject(value)) return null;
  return {
    value: clean(value.value),
    detail: text(value.detail),
    detailEs: text(value.detailEs),
    citation: text(value.citation),
    sourceUrl: clean(value.sourceUrl),
    checked: clean(value.checked),
  };
}

/** Every state with a code and a known status, by code. */
export function toCheckerStates(value: unknown): Map<string, CheckerState> {
  const states = new Map<string, CheckerState>();
  for (const item of list(value)) {
    if (!isObject(item)) continue;
    const code = clean(item.code)?.toUpperCase();
    const status = stegaClean(item.status);
    if (!code || !/^[A-Z]{2}$/.test(code) || !isRonStatus(status)) continue;
    const facts = isObject(item.facts) ? item.facts : {};
    states.set(code, {
      code,
      name: text(item.name) ?? code,
      status,
      effectiveDate: clean(item.effectiveDate),
      citation: text(item.citation),
      sourceUrl: clean(item.sourceUrl),
      lastVerified: clean(item.lastVerified),
      facts: {
        signerLocation: fact(facts.signerLocation),
        signerAbroad: fact(facts.signerAbroad),
        notaryLocation: fact(facts.notaryLocation),
      },
    });
  }
  return states;
}
