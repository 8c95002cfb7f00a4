import type { BlockOf } from "@/lib/pages/site";

type LongForm = BlockOf<"longForm">;
type TextBlock = LongForm["body"][number];

export type OutlineHeading = { key: string; style: "h2" | "h3"; level: number; text: string; id: string };

/** A heading's anchor: its words, lowercase, ASCII, joined by dashes ("What we collect" → what-we-collect). */
export function headingSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "section";
}

export const plainText = (block: TextBlock) => (block.children ?? []).map((child) => child.text ?? "").join("");

/** The block that opens the page (the first that is not a top banner): the one rendered with `leading`. */
export const leadingBlockIndex = (blocks: readonly { _type: string }[]) =>
  blocks.findIndex((block) => block._type !== "topBanner");

/**
 * The levels a long-form block uses: when it opens the page (`leading`), its heading is the
 * page's h1 and its Heading 2 / Heading 3 are h2 / h3; anywhere else its heading is an h2 like
 * every section's, and its own headings sit one level lower. The HTML and the Markdown rendition
 * share this, so both show the same outline.
 */
export function longFormLevels(leading: boolean) {
  const heading = leading ? 1 : 2;
  return { heading, h2: heading + 1, h3: heading + 2 };
}

/**
 * Every heading of the text, in order, with its level and a unique anchor (a repeated heading
 * gets -2, -3, …; none takes the block's own anchor).
 */
export function longFormOutline(block: LongForm, leading: boolean): OutlineHeading[] {
  const levels = longFormLevels(leading);
  const taken = new Set(block.anchor ? [block.anchor] : []);
  return block.body.flatMap((item) => {
    if (item.listItem || (item.style !== "h2" && item.style !== "h3")) return [];
    const text = plainText(item).trim();
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return [{ key: item._key, style: item.style, level: levels[item.style], text, id }];
  });
}

/**
 * "2026-11-23" → "November 23, 2026" (the date as written, whatever the server's time zone), in
 * `locale` ("es-US": "23 de noviembre de 2026"); anything else as given.
 */
export function formatDate(date: string, locale = "en-US"): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  return parsed && !Number.isNaN(parsed.getTime())
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(parsed)
    : date;
}
