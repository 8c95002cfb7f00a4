import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse, type ExprNode } from "groq-js";

export type SanityDocumentLike = { _id: string; _type: string; [key: string]: unknown };

/** Parses one NDJSON file of Sanity's export format; `label` names it in errors. */
export function parseNdjson(text: string, label: string): SanityDocumentLike[] {
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    try {
      return [JSON.parse(line) as SanityDocumentLike];
    } catch (error) {
      throw new Error(`${label}, line ${index + 1}: not valid JSON (${(error as Error).message})`);
    }
  });
}

/**
 * The bundled dataset's folder: `BUNDLED_CONTENT_DIR` when set (the scale benchmark points a build
 * at a generated dataset with it), else `content/` in the working directory.
 */
export function bundledContentDir(environment: Record<string, string | undefined> = process.env): string {
  const dir = environment.BUNDLED_CONTENT_DIR?.trim();
  return dir ? path.resolve(dir) : path.join(process.cwd(), "content");
}

/** Reads every `*.ndjson` file of the bundled dataset's folder, in name order, into one array of documents. */
export async function loadBundledDataset(dir = bundledContentDir()): Promise<SanityDocumentLike[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  const label = path.relative(process.cwd(), dir) || dir;
  return texts.flatMap((text, index) => parseNdjson(text, `${label}/${files[index]}`));
}

const parsed = new Map<string, ExprNode>();

function parsedQuery(query: string): ExprNode {
  let tree = parsed.get(query);
  if (!tree) {
    tree = parse(query);
    parsed.set(query, tree);
  }
  return tree;
}

function byIdOf(dataset: SanityDocumentLike[]): Map<string, SanityDocumentLike> {
  const byId = new Map<string, SanityDocumentLike>();
  // The first document of an id, as groq-js's own lookup finds it.
  for (const document of dataset) if (!byId.has(document._id)) byId.set(document._id, document);
  return byId;
}

/** Each dataset's documents by id, built once per dataset array (again when its length changed: tests extend copies). */
const idIndexes = new WeakMap<SanityDocumentLike[], { length: number; byId: Map<string, SanityDocumentLike> }>();

function idIndex(dataset: SanityDocumentLike[]): Map<string, SanityDocumentLike> {
  const known = idIndexes.get(dataset);
  if (known?.length === dataset.length) return known.byId;
  const byId = byIdOf(dataset);
  idIndexes.set(dataset, { length: dataset.length, byId });
  return byId;
}

/** What a `_ref` starting with this asks the frozen dataset's dereference for: the documents referencing the id after it (never a real id: ids hold no NUL). */
const REFERENCED_BY = "\u0000referencedBy:";

async function evaluateWith(
  tree: ExprNode,
  dataset: SanityDocumentLike[],
  params: Record<string, unknown>,
  byId: Map<string, SanityDocumentLike>,
  referencedBy?: Map<string, SanityDocumentLike[]>,
) {
  const dereference = ({ _ref }: { _ref: string }) => {
    // A narrowed filter's base (referencingBase): a list of documents, not one.
    if (referencedBy && _ref.startsWith(REFERENCED_BY)) return referencedBy.get(_ref.slice(REFERENCED_BY.length)) ?? [];
    return byId.get(_ref) ?? null;
  };
  const value = await evaluate(tree, {
    dataset,
    params,
    dereference: dereference as (ref: { _ref: string }) => SanityDocumentLike | null,
  });
  return value.get();
}

/**
 * Runs a GROQ query against a dataset with Sanity's own engine. References (`->`) are resolved
 * through an index by id: groq-js alone scans the whole dataset for each one, so a query that
 * follows one reference per page (the Solutions menu) cost pages × documents.
 * A document replaced in place (same array, same length) is not seen: treat datasets as read-only.
 */
export async function queryDataset(
  dataset: SanityDocumentLike[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  return evaluateWith(parsedQuery(query), dataset, params, idIndex(dataset));
}

/** The attributes a frozen dataset is indexed by: the ones the site's filters test for equality. */
const INDEXED_ATTRIBUTES = ["_id", "_type", "slug.current"];

type Node = { type: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node =>
  Boolean(value) && typeof value === "object" && typeof (value as Node).type === "string";

/** `slug.current` for the expression `slug.current` (or `@.slug.current`), else null. */
function attributePath(node: unknown): string | null {
  const names: string[] = [];
  let current = node;
  while (isNode(current) && current.type === "AccessAttribute" && typeof current.name === "string") {
    names.unshift(current.name);
    current = current.base;
  }
  return names.length > 0 && (current === undefined || (isNode(current) && current.type === "This"))
    ? names.join(".")
    : null;
}

/** The string a node stands for when it is a string literal or a string parameter, else undefined. */
function constantString(node: unknown, params: Record<string, unknown>): string | undefined {
  if (!isNode(node)) return undefined;
  const value =
    node.type === "Value"
      ? node.value
      : node.type === "Parameter" && typeof node.name === "string"
        ? params[node.name]
        : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The terms of a filter joined by `&&` (through parentheses). */
function conjuncts(node: unknown): unknown[] {
  if (isNode(node) && node.type === "And") return [...conjuncts(node.left), ...conjuncts(node.right)];
  if (isNode(node) && node.type === "Group") return conjuncts(node.base);
  return [node];
}

type ValueIndex = Map<string, Map<string, SanityDocumentLike[]>>;

/**
 * The documents a filter can match at all, in dataset order, when one of its `&&` terms tests an
 * indexed attribute for equality with a string (`slug.current == $slug`): the smallest such set.
 * Undefined when no term does (the filter then scans every document).
 */
function candidates(
  filter: unknown,
  params: Record<string, unknown>,
  index: ValueIndex,
): SanityDocumentLike[] | undefined {
  let best: SanityDocumentLike[] | undefined;
  for (const term of conjuncts(filter)) {
    if (!isNode(term) || term.type !== "OpCall" || term.op !== "==") continue;
    for (const [attribute, constant] of [
      [term.left, term.right],
      [term.right, term.left],
    ]) {
      const path = attributePath(attribute);
      const value = constantString(constant, params);
      if (path === null || value === undefined || !index.has(path)) continue;
      const matches = index.get(path)?.get(value) ?? [];
      if (!best || matches.length < best.length) best = matches;
    }
  }
  return best;
}

/**
 * An attribute of a document enclosing the filter (`^._id`, `^.page._ref`, `^.^._id`), rewritten
 * to be read from the filter's own scope (`@._id`, `@.page._ref`, `^._id`): the same value for
 * every element the filter tests. Null for anything else (`_id` alone is the tested element's own).
 */
function lifted(node: unknown): Node | null {
  if (!isNode(node)) return null;
  if (node.type === "Parent") {
    const n = typeof node.n === "number" ? node.n : 0;
    return n < 1 ? null : n === 1 ? { type: "This" } : { type: "Parent", n: n - 1 };
  }
  if (node.type !== "AccessAttribute" || typeof node.name !== "string") return null;
  const base = lifted(node.base);
  return base ? { ...node, base } : null;
}

/**
 * When one of the filter's `&&` terms is `references(<attribute of an enclosing document>)` (a
 * page's translations, a menu link's translation: lib/sanity/fragments.ts), a base that reads
 * only the documents referencing that id: a reference the frozen dataset's dereference answers
 * from its index of references (`REFERENCED_BY`). When the value is not a string (no id, or a list
 * of ids), the base is `fallback` (what the filter read before: every document, or its candidates).
 * Each element still passes the whole filter, so the answer is the same; undefined for other filters.
 */
function referencingBase(filter: unknown, fallback: Node): Node | undefined {
  for (const term of conjuncts(filter)) {
    if (
      !isNode(term) ||
      term.type !== "FuncCall" ||
      term.name !== "references" ||
      !Array.isArray(term.args) ||
      term.args.length !== 1
    )
      continue;
    const id = lifted(term.args[0]);
    if (!id) continue;
    // A string + anything else is null: then `_ref` is no string, the dereference null, and coalesce reads every document.
    const ref = { type: "OpCall", op: "+", left: { type: "Value", value: REFERENCED_BY }, right: id };
    const referencing = {
      type: "Deref",
      base: { type: "Object", attributes: [{ type: "ObjectAttributeValue", name: "_ref", value: ref }] },
    };
    return { type: "FuncCall", namespace: "global", name: "coalesce", args: [referencing, fallback] };
  }
  return undefined;
}

/**
 * The query tree with each filter over the whole dataset (`*[...]`) reading only its candidates
 * instead. The filter itself still runs on each of them, so the answer is the same.
 */
function narrowed(node: unknown, params: Record<string, unknown>, index: ValueIndex): unknown {
  if (Array.isArray(node)) return node.map((child) => narrowed(child, params, index));
  if (!isNode(node) || node.type === "Value") return node;
  const copy: Node = { ...node };
  for (const [field, child] of Object.entries(node))
    if (child && typeof child === "object") copy[field] = narrowed(child, params, index);
  if (node.type === "Filter" && isNode(node.base) && node.base.type === "Everything") {
    const documents = candidates(node.expr, params, index);
    if (documents) copy.base = { type: "Value", value: documents };
    // The documents referencing a given one are few (its translation document, a menu): read those.
    const referencing = referencingBase(node.expr, copy.base as Node);
    if (referencing) copy.base = referencing;
  }
  return copy;
}

/** Answers remembered per frozen dataset, at most (the oldest goes first). */
export const MAX_REMEMBERED_ANSWERS = 5_000;

type FrozenLookups = {
  byId: Map<string, SanityDocumentLike>;
  byValue: ValueIndex;
  /** The documents referencing each id, in dataset order. */
  referencedBy: Map<string, SanityDocumentLike[]>;
  answers: Map<string, Promise<unknown>>;
};

/**
 * Every id a document references, as groq-js's `references()` finds them: the `_ref` of each
 * object that has one (not looking inside it), anywhere in the document.
 */
function referencedIds(value: unknown, ids: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedIds(item, ids);
  else if (value && typeof value === "object") {
    const ref = (value as { _ref?: unknown })._ref;
    if (ref) {
      if (typeof ref === "string") ids.add(ref);
    } else for (const child of Object.values(value)) referencedIds(child, ids);
  }
  return ids;
}

/** Lookups and answers per frozen dataset array. */
const frozen = new WeakMap<SanityDocumentLike[], FrozenLookups>();

function frozenLookups(dataset: SanityDocumentLike[]): FrozenLookups {
  let lookups = frozen.get(dataset);
  if (!lookups) {
    const byValue: ValueIndex = new Map(INDEXED_ATTRIBUTES.map((path) => [path, new Map()]));
    for (const document of dataset) {
      for (const [path, documents] of byValue) {
        const value = path
          .split(".")
          .reduce<unknown>(
            (object, name) =>
              object && typeof object === "object" ? (object as Record<string, unknown>)[name] : undefined,
            document,
          );
        if (typeof value !== "string") continue;
        const list = documents.get(value);
        if (list) list.push(document);
        else documents.set(value, [document]);
      }
    }
    const referencedBy = new Map<string, SanityDocumentLike[]>();
    for (const document of dataset) {
      for (const id of referencedIds(document, new Set())) {
        const list = referencedBy.get(id);
        if (list) list.push(document);
        else referencedBy.set(id, [document]);
      }
    }
    lookups = { byId: byIdOf(dataset), byValue, referencedBy, answers: new Map() };
    frozen.set(dataset, lookups);
  }
  return lookups;
}

/**
 * `queryDataset` for a dataset that never changes (the bundled one, read once per process), in
 * time that does not grow with the number of pages it holds:
 * - each query and set of parameters is evaluated once and its answer shared: every page of a
 *   build asks for the same layout (settings, the Solutions menu, brands), and each page's
 *   link-preview image asks for its page again;
 * - a filter testing `_id`, `_type` or `slug.current` for equality reads only the documents
 *   with that value (an index built on the first query) instead of scanning all of them, so
 *   looking a page up by its slug costs the same with 10 pages as with 1,000;
 * - a filter for the documents referencing an enclosing document (`references(^._id)`: each
 *   page's translation document, read for every page in every language) reads only those, from
 *   an index of references built with the others.
 * Callers must not modify the dataset or an answer.
 */
export function queryFrozenDataset(
  dataset: SanityDocumentLike[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const lookups = frozenLookups(dataset);
  const key = `${query}\u0000${JSON.stringify(params)}`;
  let answer = lookups.answers.get(key);
  if (!answer) {
    answer = evaluateWith(
      narrowed(parsedQuery(query), params, lookups.byValue) as ExprNode,
      dataset,
      params,
      lookups.byId,
      lookups.referencedBy,
    );
    // A failed evaluation is not remembered: the next call tries again.
    answer.catch(() => lookups.answers.delete(key));
    // Bounded: parameters come from addresses (a slug per made-up URL), so the oldest answer
    // makes room. The site's own queries and pages fit many times over.
    if (lookups.answers.size >= MAX_REMEMBERED_ANSWERS)
      lookups.answers.delete(lookups.answers.keys().next().value as string);
    lookups.answers.set(key, answer);
  }
  return answer;
}

let cached: Promise<SanityDocumentLike[]> | undefined;

/** The bundled dataset, read once per process. */
export function bundledDataset(): Promise<SanityDocumentLike[]> {
  cached ??= loadBundledDataset();
  return cached;
}
