import { evaluate, parse } from "groq-js";
import type { Doc } from "./doc.ts";

/**
 * GROQ over an in-memory list of documents with groq-js 2.0.1, with two rewrites for what the
 * Studio sends and groq-js does not evaluate (see lake/README.md, "GROQ that groq-js 2.0.1 does not evaluate"):
 *
 * - Slices with parameters (`[0...$__limit]`): the parameter values are substituted into the
 *   query text before it is parsed (only integer values; anything else is left as it was).
 * - `text::query(<$param or "string">)`, with the `<operand> match` before it if any: replaced by `_id in $__lakeTextHits`, where the hits are
 *   computed here: a document matches when every search term (split on white space, `*` and
 *   quotes dropped, case-insensitive) occurs in at least one of its string values, at any depth.
 *   A negated term (`-word`) must occur in none. This is cruder than Sanity's full-text index
 *   (no stemming, no ranking by field), but lists and search results contain what one expects.
 */

const sliceWithParams = /\[\s*(\$[A-Za-z_][A-Za-z0-9_]*|-?\d+)\s*(\.\.\.?)\s*(\$[A-Za-z_][A-Za-z0-9_]*|-?\d+)\s*\]/g;
// An optional `<operand> match ` before the call is replaced with it: the Studio's lists send
// `[@, _id] match text::query($__query)`, and the hits already stand for the whole match.
const textQueryCall =
  /(?:(?:\[[^[\]]*\]|@|[A-Za-z_][A-Za-z0-9_.]*)\s+match\s+)?text::query\(\s*(\$[A-Za-z_][A-Za-z0-9_]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*(?:,[^()]*)?\)/g;

export const textHitsParam = "__lakeTextHits";

function paramValue(token: string, params: Record<string, unknown>): unknown {
  return token.startsWith("$") ? params[token.slice(1)] : Number(token);
}

/** Substitutes integer parameters of slices into the text: `[0...$__limit]` → `[0...20]`. */
export function substituteSliceParams(query: string, params: Record<string, unknown>): string {
  return query.replace(sliceWithParams, (whole, from: string, dots: string, to: string) => {
    if (!from.startsWith("$") && !to.startsWith("$")) return whole;
    const start = paramValue(from, params);
    const end = paramValue(to, params);
    if (!Number.isInteger(start) || !Number.isInteger(end)) return whole;
    return `[${start}${dots}${end}]`;
  });
}

function stringValues(value: unknown, out: string[], depth = 0): string[] {
  if (depth > 64) return out;
  if (typeof value === "string") out.push(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) stringValues(item, out, depth + 1);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) stringValues(item, out, depth + 1);
  return out;
}

/** The ids of the documents matching a search text, as described above. */
export function textSearch(documents: Doc[], search: string): string[] {
  const terms = search
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.replace(/[*"']/g, ""))
    .filter((term) => term !== "" && term !== "-");
  const wanted = terms.filter((term) => !term.startsWith("-"));
  const unwanted = terms.filter((term) => term.startsWith("-")).map((term) => term.slice(1));
  return documents
    .filter((document) => {
      const values = stringValues(document, []);
      const has = (term: string) => values.some((value) => value.includes(term));
      return wanted.every(has) && !unwanted.some(has);
    })
    .map((document) => document._id);
}

function unquote(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return literal.slice(1, -1).replace(/\\(.)/g, "$1");
}

/** Rewrites the query and parameters as described above. */
export function rewrite(
  query: string,
  params: Record<string, unknown>,
  documents: Doc[],
): { query: string; params: Record<string, unknown> } {
  const searches: string[] = [];
  const text = substituteSliceParams(query, params).replace(textQueryCall, (_whole, argument: string) => {
    const value = argument.startsWith("$") ? params[argument.slice(1)] : unquote(argument);
    searches.push(typeof value === "string" ? value : "");
    return `(_id in $${textHitsParam}[${searches.length - 1}])`;
  });
  if (searches.length === 0) return { query: text, params };
  const hits = searches.map((search) => textSearch(documents, search));
  return { query: text, params: { ...params, [textHitsParam]: hits } };
}

/** Evaluates a GROQ query over the documents; throws groq-js's errors (parse or evaluation). */
export async function runQuery(
  documents: Doc[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const rewritten = rewrite(query, params, documents);
  const tree = parse(rewritten.query, { params: rewritten.params });
  const value = await evaluate(tree, { dataset: documents, params: rewritten.params });
  return value.get();
}

/**
 * Whether a query reads documents other than the one it filters: a second `*` or a `->` anywhere
 * in it. Such a filter can change its result for a document that did not change (the Studio's
 * Missing Spanish list, whose pages leave it when a translation link is made). A query that does
 * not parse counts as not reading others.
 */
export function readsOtherDocuments(query: string): boolean {
  let tree: unknown;
  try {
    tree = parse(query);
  } catch {
    return false;
  }
  let everything = 0;
  let deref = false;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const type = (node as { type?: unknown }).type;
    if (type === "Everything") everything += 1;
    if (type === "Deref") deref = true;
    Object.values(node).forEach(visit);
  };
  visit(tree);
  return deref || everything > 1;
}
