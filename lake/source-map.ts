import { LANGUAGES } from "../lib/routing/paths.ts";
import { publishedId, type Doc } from "./store.ts";

/** The keys of the site's language objects (`{en, es}`: schemas/objects/locale.ts). */
const LANGUAGE_KEYS: ReadonlySet<string> = new Set(LANGUAGES);

/**
 * Content Source Maps (`?resultSourceMap=true|withKeyArraySelector` on a query): which document
 * field each string of a result came from. `@sanity/client` turns them into stega, the invisible
 * marks behind Presentation's click-to-edit overlays; without a map the preview has no overlays.
 *
 * Sanity's Content Lake tracks where every value came from while it evaluates the query; groq-js
 * does not, so the lake finds the origin afterwards, by value: a string of the result maps to the
 * string fields of the queried documents holding exactly that text. When several fields do, the
 * one that agrees best with the result around the string wins: array items whose `_key` the
 * result carries, the document whose `_id` it carries, then the field names the paths end with
 * (a language object's text, `label.en`, also by the names before its language: `label`).
 * A tie maps nothing (no overlay rather than one that opens the wrong field). A literal of the
 * query that happens to equal a field's text is mapped to that field.
 */

type KeyedSegment = { _key: string; _index: number };
type Segment = string | number | KeyedSegment;
type Mapping = { type: "value"; source: { type: "documentValue"; document: number; path: number } };
export type ContentSourceMap = {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, Mapping>;
};

const ESCAPE: Record<string, string> = { "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "'": "\\'", "\\": "\\\\" };

/** A path in the JSONPath form Content Source Maps use (as `@sanity/client`'s `jsonPath`). */
export function jsonPath(path: Segment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === "string"
        ? `['${segment.replace(/[\f\n\r\t'\\]/g, (match) => ESCAPE[match]!)}']`
        : typeof segment === "number"
          ? `[${segment}]`
          : `[?(@._key=='${segment._key.replace(/['\\]/g, (match) => ESCAPE[match]!)}')]`,
    )
    .join("")}`;
}

type Place = { document: number; path: Segment[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every string field of the documents (system fields, `_`-prefixed, left out), by its text. */
function stringPlaces(documents: Doc[]): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  const walk = (value: unknown, document: number, path: Segment[]) => {
    if (typeof value === "string") {
      if (value.trim() === "") return;
      const list = places.get(value) ?? [];
      list.push({ document, path });
      places.set(value, list);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = isObject(item) && typeof item._key === "string" && item._key !== "" ? item._key : undefined;
        walk(item, document, [...path, key !== undefined ? { _key: key, _index: index } : index]);
      });
    } else if (isObject(value)) {
      for (const [name, field] of Object.entries(value))
        if (!name.startsWith("_")) walk(field, document, [...path, name]);
    }
  };
  documents.forEach((document, index) => walk(document, index, []));
  return places;
}

/** What the result says around a string: the `_key`s and `_id`s of the objects it sits in. */
type Context = { keys: Set<string>; ids: Set<string> };

function score(
  place: Place,
  resultPath: (string | number)[],
  context: Context,
  documents: Doc[],
  arrayKeys: (path: Segment[]) => string[],
): number[] {
  const keys = arrayKeys(place.path).filter((key) => context.keys.has(key)).length;
  const id = context.ids.has(publishedId(documents[place.document]!._id)) ? 1 : 0;
  const sourceNames = place.path.filter((segment): segment is string => typeof segment === "string");
  const resultNames = resultPath.filter((segment): segment is string => typeof segment === "string");
  const ending = (source: string[]) => {
    let names = 0;
    while (names < source.length && names < resultNames.length && source.at(-1 - names) === resultNames.at(-1 - names))
      names++;
    return names;
  };
  // A text in one language of a language object (`label.en`) is read under the object's name (`label`).
  const inLanguage = LANGUAGE_KEYS.has(sourceNames.at(-1) ?? "") && resultNames.at(-1) !== sourceNames.at(-1);
  return [keys, id, Math.max(ending(sourceNames), inLanguage ? ending(sourceNames.slice(0, -1)) : 0)];
}

const compare = (a: number[], b: number[]) => {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return 0;
};

/**
 * The source map of `result`, evaluated over `documents` (as the query's perspective saw them: a
 * draft carries `_originalId`, which the map names). `keyed`: array items by `_key`
 * (`withKeyArraySelector`), else by index.
 */
export function contentSourceMap(result: unknown, documents: Doc[], keyed: boolean): ContentSourceMap {
  const places = stringPlaces(documents);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<number, number>();
  const pathIndex = new Map<string, number>();
  const arrayKeys = (path: Segment[]) => path.flatMap((segment) => (typeof segment === "object" ? [segment._key] : []));

  const walk = (value: unknown, path: (string | number)[], context: Context) => {
    if (typeof value === "string") {
      const candidates = places.get(value);
      if (!candidates) return;
      const scored = candidates
        .map((place) => ({ place, score: score(place, path, context, documents, arrayKeys) }))
        .sort((a, b) => compare(b.score, a.score));
      if (scored.length > 1 && compare(scored[0]!.score, scored[1]!.score) === 0) return;
      const { place } = scored[0]!;
      if (!documentIndex.has(place.document)) {
        const document = documents[place.document]!;
        documentIndex.set(place.document, map.documents.length);
        map.documents.push({
          _id: typeof document._originalId === "string" ? document._originalId : document._id,
          _type: document._type,
        });
      }
      const sourcePath = keyed
        ? place.path
        : place.path.map((segment) => (typeof segment === "object" ? segment._index : segment));
      const text = jsonPath(sourcePath);
      if (!pathIndex.has(text)) {
        pathIndex.set(text, map.paths.length);
        map.paths.push(text);
      }
      map.mappings[jsonPath(path)] = {
        type: "value",
        source: { type: "documentValue", document: documentIndex.get(place.document)!, path: pathIndex.get(text)! },
      };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index], context));
    } else if (isObject(value)) {
      const inner: Context = {
        keys: typeof value._key === "string" ? new Set([...context.keys, value._key]) : context.keys,
        ids: typeof value._id === "string" ? new Set([...context.ids, publishedId(value._id)]) : context.ids,
      };
      for (const [name, field] of Object.entries(value)) if (!name.startsWith("_")) walk(field, [...path, name], inner);
    }
  };
  walk(result, [], { keys: new Set(), ids: new Set() });
  return map;
}
