// The few pieces of Markdown (CommonMark, plus GitHub's strikethrough) the renditions are made of.
// Every text from content goes through `escapeText`, so it reads as the same text, never as markup.

/** Collapses every run of whitespace to one space, as a browser shows text, and trims. */
export function plain(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/**
 * Backslash-escapes what a Markdown reader could take for markup in plain text. Punctuation that
 * only means something at the start of a line (list markers, headings, quotes, underlines) is
 * escaped only there, and `_` only where it could open or close emphasis, so ordinary text such as
 * `-42%`, `doc_1` or `Loan #` stays readable. A backslash before ASCII punctuation is always read
 * as that character (CommonMark 2.4), so escaping more than needed never changes the text.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[\\`*[\]<~]/g, "\\$&")
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, "\\_")
      // An entity (`&amp;`, `&#35;`) would be decoded.
      .replace(/&(?=#?[a-z0-9]+;)/gi, "\\&")
      // At the start of a line: a quote, a heading, a bullet, an ordered item, an underline or a break.
      .replace(/^([ \t]*)(>|#{1,6}(?=[ \t]|$)|[-+](?=[ \t]|$)|[-=]+[ \t]*$)/gm, "$1\\$2")
      .replace(/^([ \t]*\d{1,9})([.)])(?=[ \t]|$)/gm, "$1\\$2")
  );
}

/** An ATX heading (`## Text`) with the text as one line; `level` 1 is the page's `<h1>`. */
export function heading(level: number, text: string | null | undefined): string {
  // A run of `#` at the end would be read as the heading's optional closing sequence.
  const line = escapeText(plain(text)).replace(/(^|[ \t])(#+)$/, "$1\\$2");
  return `${"#".repeat(level)}${line ? ` ${line}` : ""}`;
}

/** Wraps inline Markdown in a delimiter (`**`, `*`, `~~`), keeping surrounding spaces outside it. */
export function delimit(inline: string, delimiter: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(inline);
  const [, before = "", core = "", after = ""] = match ?? [];
  return core ? `${before}${delimiter}${core}${delimiter}${after}` : inline;
}

export const strong = (text: string | null | undefined) => delimit(escapeText(plain(text)), "**");
export const emphasis = (text: string | null | undefined) => delimit(escapeText(plain(text)), "*");

/** A code span: the text as it is, between enough backticks. */
export function code(text: string): string {
  const value = plain(text);
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = value.startsWith("`") || value.endsWith("`") ? " " : "";
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced code block, its fence longer than any run of backticks in the code. */
export function codeBlock(source: string, info = ""): string {
  const longest = Math.max(0, ...(source.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${source.replace(/\s+$/, "")}\n${fence}`;
}

/** A link destination: spaces, angle brackets and parentheses percent-encoded, nothing else changed. */
function destination(href: string): string {
  return href
    .trim()
    .replace(/[\s<>()]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** An inline link whose text is already Markdown. */
export const linkTo = (inline: string, href: string) => `[${inline}](${destination(href)})`;

/** An inline link with plain text. */
export const link = (text: string | null | undefined, href: string) => linkTo(escapeText(plain(text)), href);

/** A bullet list, one item per line (items are Markdown already and on one line). */
export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** A quotation: every line of `markdown` behind `> `. */
export function quote(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/** Blocks of Markdown, each separated by a blank line; empty ones are left out. */
export function blocks(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join("\n\n");
}

/** A paragraph of plain text, or nothing. */
export const paragraph = (text: string | null | undefined) => escapeText(plain(text));

/** A table cell: plain text escaped, with `|` escaped too (GitHub reads it as a column break even in code and links). */
export const cell = (text: string | null | undefined) => escapeText(plain(text)).replace(/\|/g, "\\|");

/**
 * A GitHub-style table: the headings and each row's cells as plain text, except the cell at
 * `markdownColumn` (if any), which is Markdown already (a link) and only has its pipes escaped.
 */
export function table(headings: readonly string[], rows: readonly (readonly string[])[], markdownColumn = -1): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const escaped = (row: readonly string[]) =>
    row.map((value, index) => (index === markdownColumn ? plain(value).replace(/(?<!\\)\|/g, "\\|") : cell(value)));
  return [line(headings.map(cell)), line(headings.map(() => "---")), ...rows.map((row) => line(escaped(row)))].join(
    "\n",
  );
}
