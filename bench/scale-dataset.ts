// The scale benchmark's content (`npm run bench:scale`, bench/scale.mjs): a copy of the bundled
// dataset with any number of solution pages, made from the bundled ones, written to a folder the
// site reads instead of content/ (BUNDLED_CONTENT_DIR).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson, type SanityDocumentLike } from "../lib/sanity/bundled.ts";

/** The most links Site settings' Solutions menu may have (schemas/singletons/site-settings.ts). */
export const SOLUTIONS_MENU_MAX = 10;

type Reference = { _type?: string; _ref: string };
type MenuEntry = { _key: string; label?: string; page?: Reference; [field: string]: unknown };

const isReference = (value: unknown): value is Reference =>
  Boolean(value) && typeof value === "object" && typeof (value as { _ref?: unknown })._ref === "string";

/**
 * The bundled dataset with exactly `pages` solution pages. Page i is a copy of bundled page
 * i mod T (T bundled pages, in dataset order) in round ⌊i / T⌋: round 0 is the bundled page
 * itself, unchanged; round r > 0 gets the id, slug and every `_key` suffixed with `-<r+1>`, its
 * title numbered, and its references to bundled pages pointed at their copies of the same round.
 * The Solutions menu (siteSettings.solutions) is editors' pick, at most SOLUTIONS_MENU_MAX links
 * (the schema's limit): it keeps its bundled entries and is filled up to that limit with copies of
 * them, round by round, so every page of a build renders the largest menu editors can publish.
 * A reference to a page the dataset does not hold (fewer pages than bundled) is dropped, as is
 * its menu entry. Every other document is kept as it is.
 */
export function scaleDataset(documents: SanityDocumentLike[], pages: number): SanityDocumentLike[] {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`scaleDataset: pages must be a positive integer, not ${pages}`);
  const templates = documents.filter((document) => document._type === "solutionPage");
  if (templates.length === 0) throw new Error("scaleDataset: the dataset has no solution page to copy");
  const templateIndex = new Map(templates.map((template, index) => [template._id, index]));
  const suffix = (round: number) => (round === 0 ? "" : `-${round + 1}`);
  /** The id of the copy of bundled page `id` in `round`, or null when the dataset will not hold it. */
  const copyId = (id: string, round: number) => {
    const index = templateIndex.get(id);
    if (index === undefined) return id;
    return round * templates.length + index < pages ? `${id}${suffix(round)}` : null;
  };

  /** A copy of `value` for `round`: keys suffixed, references remapped, dangling ones dropped. */
  const copy = (value: unknown, round: number): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !isReference(item) || copyId(item._ref, round) !== null).map((item) => copy(item, round));
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

  const solutionPages = Array.from({ length: pages }, (_, index) => {
    const template = templates[index % templates.length] as SanityDocumentLike & { title?: string; slug?: { current?: string } };
    const round = Math.floor(index / templates.length);
    if (round === 0) return copy(template, 0) as SanityDocumentLike;
    const page = copy(template, round) as typeof template;
    return {
      ...page,
      _id: `${template._id}${suffix(round)}`,
      title: `${template.title ?? "Solution"} ${round + 1}`,
      slug: { _type: "slug", current: `${template.slug?.current ?? template._id}${suffix(round)}` },
    };
  });

  const rounds = Math.ceil(pages / templates.length);
  const others = documents
    .filter((document) => document._type !== "solutionPage")
    .map((document) => {
      const kept = copy(document, 0) as SanityDocumentLike;
      if (document._type !== "siteSettings" || !Array.isArray(document.solutions)) return kept;
      const bundledMenu = document.solutions as MenuEntry[];
      const menu = Array.from({ length: rounds }, (_, round) =>
        bundledMenu.flatMap((entry) => {
          const id = entry.page?._ref ? copyId(entry.page._ref, round) : null;
          if (!id || !entry.page) return round === 0 && !entry.page ? [entry] : [];
          if (round === 0) return [entry];
          return [{ ...(copy(entry, round) as MenuEntry), label: `${entry.label ?? ""} ${round + 1}`.trim(), page: { ...entry.page, _ref: id } }];
        }),
      ).flat();
      return { ...kept, solutions: menu.slice(0, Math.max(SOLUTIONS_MENU_MAX, bundledMenu.length)) };
    });
  return [...others, ...solutionPages];
}

/** Reads every `*.ndjson` file of a dataset folder (content/ by default), in name order. */
export function readDatasetFolder(dir: string): SanityDocumentLike[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ndjson"))
    .sort()
    .flatMap((name) => parseNdjson(readFileSync(path.join(dir, name), "utf8"), name));
}

/** Writes a dataset as the bundled one is laid out: solution pages in solutions.ndjson, the rest in site.ndjson. */
export function writeDatasetFolder(dir: string, documents: SanityDocumentLike[]): void {
  mkdirSync(dir, { recursive: true });
  const lines = (list: SanityDocumentLike[]) => list.map((document) => `${JSON.stringify(document)}\n`).join("");
  writeFileSync(path.join(dir, "site.ndjson"), lines(documents.filter((document) => document._type !== "solutionPage")));
  writeFileSync(path.join(dir, "solutions.ndjson"), lines(documents.filter((document) => document._type === "solutionPage")));
}
