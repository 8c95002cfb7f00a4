// The scale benchmark's content (`npm run bench:scale`, bench/scale.mjs): a copy of the bundled
// dataset with any number of solution pages, made from the bundled ones, written to a folder the
// site reads instead of content/ (BUNDLED_CONTENT_DIR).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson, type SanityDocumentLike } from "../lib/sanity/bundled.ts";

/** The most links Site settings' Solutions menu may have (schemas/singletons/site-settings.ts). */
export const SOLUTIONS_MENU_MAX = 10;

type Reference = { _type?: string; _ref: string };
/** A language object (schemas/objects/locale.ts): `{_type: "localeString", en, es}`. */
type LocaleValue = { _type?: string; [lang: string]: string | undefined };
type MenuEntry = { _key: string; label?: string | LocaleValue; page?: Reference; [field: string]: unknown };
type TranslationEntry = { _key: string; language?: string; value?: Reference; [field: string]: unknown };
type Metadata = SanityDocumentLike & { translations?: TranslationEntry[] };

const isReference = (value: unknown): value is Reference =>
  Boolean(value) && typeof value === "object" && typeof (value as { _ref?: unknown })._ref === "string";

/** A page is English when its `language` says so or it has none (the site reads it that way). */
const isEnglish = (document: SanityDocumentLike) => (document.language ?? "en") === "en";

/** A label numbered for a round: a plain string, or each language of a language object. */
function numbered(label: MenuEntry["label"], round: number): MenuEntry["label"] {
  if (typeof label === "string" || label === undefined) return `${label ?? ""} ${round + 1}`.trim();
  return Object.fromEntries(
    Object.entries(label).map(([field, text]) => [
      field,
      field === "_type" || typeof text !== "string" ? text : `${text} ${round + 1}`,
    ]),
  );
}

/**
 * The bundled dataset with exactly `pages` English solution pages, each with its translations
 * (the site's bundled dataset translates every page: N pages in each language). English page i is a
 * copy of bundled English page i mod T (T bundled English pages, in dataset order) in round
 * ⌊i / T⌋: round 0 is the bundled page itself, unchanged; round r > 0 gets the id, slug and every
 * `_key` suffixed with `-<r+1>`, its title numbered, and its references to bundled pages pointed at
 * their copies of the same round. Its translations (the solution pages of other languages that its
 * `translation.metadata` document links) are copied the same way in the same round, and so is that
 * document, linking the copies (its entries' keys are language codes: kept).
 * The Solutions menu (siteSettings.solutions) is editors' pick, at most SOLUTIONS_MENU_MAX links
 * (the schema's limit): it keeps its bundled entries and is filled up to that limit with copies of
 * them, round by round (labels numbered in every language), so every page of a build renders the
 * largest menu editors can publish. A reference to a page the dataset does not hold (fewer pages
 * than bundled) is dropped, as is its menu entry, its translations and their translation
 * document. Every other document is kept as it is.
 */
export function scaleDataset(documents: SanityDocumentLike[], pages: number): SanityDocumentLike[] {
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`scaleDataset: pages must be a positive integer, not ${pages}`);
  const templates = documents.filter((document) => document._type === "solutionPage" && isEnglish(document));
  if (templates.length === 0) throw new Error("scaleDataset: the dataset has no solution page to copy");
  const byId = new Map(documents.map((document) => [document._id, document]));
  /** The translation documents of the English templates, by the template's id. */
  const metadataOf = new Map<string, Metadata>();
  /** Every solution page id that follows a template (the template and its translations) → the template's index. */
  const templateIndex = new Map(templates.map((template, index) => [template._id, index]));
  /** The template's translations, in dataset order. */
  const translationsOf = new Map<string, SanityDocumentLike[]>(templates.map((template) => [template._id, []]));
  for (const document of documents) {
    if (document._type !== "translation.metadata") continue;
    const entries = (document as Metadata).translations ?? [];
    const refs = entries.flatMap((entry) => (entry.value?._ref ? [entry.value._ref] : []));
    const template = refs.find((ref) => templateIndex.has(ref) && translationsOf.has(ref));
    if (template === undefined) continue;
    metadataOf.set(template, document as Metadata);
    for (const ref of refs) {
      const translation = byId.get(ref);
      if (ref === template || translation?._type !== "solutionPage" || isEnglish(translation)) continue;
      templateIndex.set(ref, templateIndex.get(template) as number);
      translationsOf.get(template)?.push(translation);
    }
  }
  const metadataIds = new Set([...metadataOf.values()].map((document) => document._id));
  const suffix = (round: number) => (round === 0 ? "" : `-${round + 1}`);
  /** The id of the copy of bundled page `id` in `round`, or null when the dataset will not hold it. */
  const copyId = (id: string, round: number) => {
    const index = templateIndex.get(id);
    if (index === undefined) return id;
    return round * templates.length + index < pages ? `${id}${suffix(round)}` : null;
  };

  /** A copy of `value` for `round`: keys suffixed, references remapped, dangling ones dropped. */
  const copy = (value: unknown, round: number): unknown => {
    if (Array.isArray(value))
      return value
        .filter((item) => !isReference(item) || copyId(item._ref, round) !== null)
        .map((item) => copy(item, round));
    if (!value || typeof value !== "object") return value;
    const result: Record<string, unknown> = {};
    for (const [field, child] of Object.entries(value)) {
      if (isReference(child) && copyId(child._ref, round) === null) continue;
      if (field === "_key" && typeof child === "string") result[field] = `${child}${suffix(round)}`;
      else if (field === "_ref" && typeof child === "string") result[field] = copyId(child, round);
      else result[field] = copy(child, round);
    }
    return result;
  };

  /** A page (English or a translation) copied for `round`. */
  const pageCopy = (
    template: SanityDocumentLike & { title?: string; slug?: { current?: string } },
    round: number,
  ): SanityDocumentLike => {
    if (round === 0) return copy(template, 0) as SanityDocumentLike;
    const page = copy(template, round) as typeof template;
    return {
      ...page,
      _id: `${template._id}${suffix(round)}`,
      title: `${template.title ?? "Solution"} ${round + 1}`,
      slug: { _type: "slug", current: `${template.slug?.current ?? template._id}${suffix(round)}` },
    };
  };

  /** A translation document copied for `round`: its entries point at the round's copies; entries of pages not held are dropped. */
  const metadataCopy = (metadata: Metadata, round: number): SanityDocumentLike => ({
    ...metadata,
    _id: `${metadata._id}${suffix(round)}`,
    translations: (metadata.translations ?? []).flatMap((entry) => {
      const id = entry.value?._ref ? copyId(entry.value._ref, round) : null;
      return id && entry.value ? [{ ...entry, value: { ...entry.value, _ref: id } }] : [];
    }),
  });

  const copies = Array.from({ length: pages }, (_, index) => {
    const template = templates[index % templates.length] as SanityDocumentLike;
    const round = Math.floor(index / templates.length);
    const metadata = metadataOf.get(template._id);
    return {
      page: pageCopy(template, round),
      translations: (translationsOf.get(template._id) ?? []).map((translation) => pageCopy(translation, round)),
      metadata: metadata ? metadataCopy(metadata, round) : undefined,
    };
  });
  const held = new Set(copies.map(({ metadata }) => metadata?._id));

  const rounds = Math.ceil(pages / templates.length);
  const others = documents
    .filter(
      (document) => !templateIndex.has(document._id) && (!metadataIds.has(document._id) || held.has(document._id)),
    )
    .map((document) => {
      if (metadataIds.has(document._id))
        return copies.find(({ metadata }) => metadata?._id === document._id)?.metadata as SanityDocumentLike;
      const kept = copy(document, 0) as SanityDocumentLike;
      if (document._type !== "siteSettings" || !Array.isArray(document.solutions)) return kept;
      const bundledMenu = document.solutions as MenuEntry[];
      const menu = Array.from({ length: rounds }, (_, round) =>
        bundledMenu.flatMap((entry) => {
          const id = entry.page?._ref ? copyId(entry.page._ref, round) : null;
          if (!id || !entry.page) return round === 0 && !entry.page ? [entry] : [];
          if (round === 0) return [entry];
          return [
            {
              ...(copy(entry, round) as MenuEntry),
              label: numbered(entry.label, round),
              page: { ...entry.page, _ref: id },
            },
          ];
        }),
      ).flat();
      return { ...kept, solutions: menu.slice(0, Math.max(SOLUTIONS_MENU_MAX, bundledMenu.length)) };
    });
  // Translation documents of later rounds after the bundled ones; English pages, then their translations.
  const laterMetadata = copies
    .filter(({ metadata }) => metadata && !metadataIds.has(metadata._id))
    .map(({ metadata }) => metadata as SanityDocumentLike);
  return [
    ...others,
    ...laterMetadata,
    ...copies.map(({ page }) => page),
    ...copies.flatMap(({ translations }) => translations),
  ];
}

/** Reads every `*.ndjson` file of a dataset folder (content/ by default), in name order. */
export function readDatasetFolder(dir: string): SanityDocumentLike[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ndjson"))
    .sort()
    .flatMap((name) => parseNdjson(readFileSync(path.join(dir, name), "utf8"), name));
}

/** Writes a dataset as the bundled one is laid out: solution pages in solutions.ndjson, the rest in site.ndjson (one folder: the site reads every file). */
export function writeDatasetFolder(dir: string, documents: SanityDocumentLike[]): void {
  mkdirSync(dir, { recursive: true });
  const lines = (list: SanityDocumentLike[]) => list.map((document) => `${JSON.stringify(document)}\n`).join("");
  writeFileSync(
    path.join(dir, "site.ndjson"),
    lines(documents.filter((document) => document._type !== "solutionPage")),
  );
  writeFileSync(
    path.join(dir, "solutions.ndjson"),
    lines(documents.filter((document) => document._type === "solutionPage")),
  );
}
