/**
 * Stega (draft mode's click-to-edit marks) belongs in visible text only.
 *
 * In the Presentation preview, `@sanity/client` appends to each string of a query result a run of
 * invisible characters naming the document field it came from; the overlays find them in the
 * page's text. Anywhere else they break the page: a colour is no longer a colour, an id no longer
 * matches its `#anchor`, a class or lookup key no longer matches, and metadata and structured
 * data carry hundreds of junk characters. Two layers keep them out:
 *
 * 1. `stegaFilter` (the draft client's filter): fields that are never shown as text are not
 *    encoded at all: colours, anchors, links, modal keys and every choice from a fixed list
 *    (tone, style, action, method, kind, state code…). tests/unit/stega.test.ts walks the
 *    schema so that a new field of those kinds cannot be forgotten here.
 * 2. One cleaning helper per kind of use, for text that is shown *and* used elsewhere (a
 *    wordmark that is also an image's alt, a title that is also the page's metadata): `domId`
 *    for ids and anchors, `attrText` for attribute text (alt, aria-*, title, placeholder,
 *    data-*), `plain` for whole values (metadata, structured data: lib/seo/metadata.ts), and the brand
 *    colour helpers (lib/pages/brand.ts).
 *
 * Server-side only in practice: client components receive values already cleaned by the server
 * component that renders them, so this module never adds to a visitor's JavaScript.
 */
import { stegaClean } from "@sanity/client/stega";
import type { FilterDefault } from "@sanity/client/stega";
import { isLang } from "@/lib/routing/paths";

/**
 * Every character `@vercel/stega` (used by `@sanity/client`) encodes with: U+200B–U+200D,
 * U+2060–U+2063, U+FEFF and U+1D173–U+1D17A. A run of four or more is a mark.
 */
export const STEGA_CHARACTER = /[\u200B-\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]/u;

/** Field names whose values are never visible text anywhere on the site (lib/sanity/schema.json). */
export const NEVER_TEXT_FIELDS: ReadonlySet<string> = new Set([
  // ids and in-page links
  "anchor",
  // links (most URLs are already skipped by @sanity/client; "#pricing" or "mailto:" templates are not)
  "href",
  "primaryHref",
  "privacyHref",
  "sourceUrl",
  "url",
  // choices from a fixed list: classes, lookup keys, comparisons
  "action",
  "style",
  "tone",
  "modal",
  "key",
  "method",
  "kind",
  "code",
  "status",
  "icon",
  "section",
  "categories",
  // the document pages' answers and check dates (lib/documents/rules.ts compares them)
  "answer",
  "appliesTo",
  "checked",
  // the pricing page's sales plans: the early-access role their button opens (features/pricing/)
  "salesRole",
  // dates compared and formatted by the code (articles' schedule)
  "publishedAt",
  "updatedAt",
  // text used only in an attribute: an aria-label, a placeholder, a mailto: link
  "progressLabel",
  "closeLabel",
  "searchPlaceholder",
  "shareSubject",
  "shareBody",
]);

/** Objects all of whose fields are never visible text (the brand's colours). */
export const NEVER_TEXT_OBJECTS: ReadonlySet<string> = new Set(["colors"]);

/**
 * In a state's facts (`ronState.facts`, lib/states/facts.ts), the fields the code compares or
 * formats: the value (a fixed list), its amount and the day it was checked.
 */
export const NEVER_TEXT_FACT_FIELDS: ReadonlySet<string> = new Set(["value", "amount", "checked"]);

/** The draft client's stega filter: the rules above, then `@sanity/client`'s own defaults. */
export const stegaFilter: FilterDefault = (props) => {
  const { sourcePath, filterDefault } = props;
  // A text in one language of a language object (`closeLabel.en`) is its field's (`closeLabel`).
  const last = sourcePath.at(-1);
  const field = typeof last === "string" && isLang(last) ? sourcePath.at(-2) : last;
  if (typeof field === "string" && NEVER_TEXT_FIELDS.has(field)) return false;
  if (sourcePath.some((segment) => typeof segment === "string" && NEVER_TEXT_OBJECTS.has(segment))) return false;
  if (sourcePath[0] === "facts" && typeof field === "string" && NEVER_TEXT_FACT_FIELDS.has(field)) return false;
  return filterDefault(props);
};

/** A value (string, object or array) without any stega mark: for metadata, structured data and any non-text use. */
export function plain<T>(value: T): T {
  return stegaClean(value) as T;
}

/** Text for an attribute (alt, aria-label, title, placeholder, data-*): what the editor wrote, without marks. */
export function attrText(value: string): string;
export function attrText(value: string | null | undefined): string | undefined;
export function attrText(value: string | null | undefined): string | undefined {
  return value == null ? undefined : plain(value);
}

/**
 * An element id (or the id part of an `#anchor`) from its parts, without marks: `domId(anchor,
 * "heading")` → `pricing-heading`. Empty parts are left out; nothing left gives undefined (no id).
 */
export function domId(...parts: (string | null | undefined)[]): string | undefined {
  const id = parts
    .filter((part): part is string => Boolean(part))
    .map((part) => plain(part))
    .join("-");
  return id || undefined;
}
