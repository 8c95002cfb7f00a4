// Ours, not @portabletext/markdown 2.2.0: its escaping is built in and cannot be replaced, and it leaves a single `~` bare, so content text `a ~b~ c` reads as strikethrough in GFM (GitHub, marked); it would also need every renderer overridden (em, heading levels, breaks, list indent, quotes, non-text blocks) and adds markdown-it.
// Portable Text to Markdown: what components/ui/rich-text.tsx renders as HTML, as Markdown.
// Marks are nested with @portabletext/toolkit, the library @portabletext/react renders with, so
// both renditions read the same spans the same way.
import { buildMarksTree, type ToolkitNestedPortableTextSpan, type ToolkitTextNode } from "@portabletext/toolkit";
import { blocks as joinBlocks, code, delimit, escapeText, heading, linkTo, quote } from "./syntax";

type Span = { _type: string; _key?: string; text?: string; marks?: string[] };
type MarkDefinition = { _type: string; _key: string; href?: unknown };

/** A Portable Text block as Sanity stores it (every rich-text field of the site is an array of these). */
export type PortableTextBlockLike = {
  _type: string;
  _key?: string;
  style?: string;
  listItem?: string;
  level?: number;
  markDefs?: MarkDefinition[] | null;
  children?: Span[] | null;
};

export type PortableTextOptions = {
  /** The address a link in content points to, as the Markdown names it (default: as it is). */
  href?: (href: string) => string;
  /** The level a heading style renders at, where the HTML shifts it (long-form text: lib/pages/long-form.ts); default h1–h6 as named. */
  headingLevels?: Partial<Record<string, number>>;
};

const HEADING_STYLES: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** A soft line break inside a block (`\n` in a span): `<br>` in HTML, a hard line break here. */
const LINE_BREAK = "\\\n";

type Node = ToolkitNestedPortableTextSpan | ToolkitTextNode | { _type: string };

function inline(nodes: Node[], options: PortableTextOptions): string {
  return nodes.map((node) => inlineNode(node, options)).join("");
}

function inlineNode(node: Node, options: PortableTextOptions): string {
  if (node._type === "@text") {
    const { text } = node as ToolkitTextNode;
    return text === "\n" ? LINE_BREAK : escapeText(text.replace(/[ \t]+/g, " "));
  }
  if (node._type !== "@span") return ""; // an inline object: no text of its own
  const span = node as ToolkitNestedPortableTextSpan;
  const children = span.children as Node[];
  const inner = inline(children, options);
  switch (span.markType) {
    case "strong":
      return delimit(inner, "**");
    case "em":
      return delimit(inner, "*");
    case "strike-through":
      return delimit(inner, "~~");
    case "code":
      return code(textOf(children));
    case "link": {
      const href = typeof span.markDef?.href === "string" ? span.markDef.href : null;
      return href && inner.trim() ? linkTo(inner, options.href ? options.href(href) : href) : inner;
    }
    default:
      // underline and unknown marks: the text alone
      return inner;
  }
}

function textOf(nodes: Node[]): string {
  return nodes
    .map((node) =>
      node._type === "@text"
        ? (node as ToolkitTextNode).text
        : node._type === "@span"
          ? textOf((node as ToolkitNestedPortableTextSpan).children as Node[])
          : "",
    )
    .join("");
}

/** One block's text as inline Markdown, trimmed. */
function blockText(block: PortableTextBlockLike, options: PortableTextOptions): string {
  const tree = buildMarksTree({
    ...block,
    _type: "block",
    children: block.children ?? [],
    markDefs: block.markDefs ?? [],
  } as Parameters<typeof buildMarksTree>[0]);
  return inline(tree as Node[], options).replace(/^(\\\n|\s)+|(\\\n|\s)+$/g, "");
}

type OpenList = { level: number; kind: string; number: number; indent: number; contentIndent: number };

/** Consecutive list items as one Markdown list, nested by `level`, numbered where the list is `number`. */
function list(items: PortableTextBlockLike[], options: PortableTextOptions): string {
  const open: OpenList[] = [];
  const lines: string[] = [];
  for (const item of items) {
    const level = Math.max(1, item.level ?? 1);
    const kind = item.listItem === "number" ? "number" : "bullet";
    while (open.length > 0 && (open.at(-1)?.level ?? 0) > level) open.pop();
    let current = open.at(-1);
    if (current && current.level === level && current.kind !== kind) {
      open.pop();
      current = undefined;
    }
    if (!current || current.level < level) {
      const indent = current?.contentIndent ?? 0;
      current = { level, kind, number: 0, indent, contentIndent: indent };
      open.push(current);
    }
    current.number += 1;
    const marker = kind === "number" ? `${current.number}. ` : "- ";
    current.contentIndent = current.indent + marker.length;
    const continuation = " ".repeat(current.contentIndent);
    const [first = "", ...rest] = blockText(item, options).split("\n");
    lines.push(`${" ".repeat(current.indent)}${marker}${first}`, ...rest.map((line) => `${continuation}${line}`));
  }
  return lines.join("\n");
}

/** One block that is not a list item: a paragraph, a heading (h1–h6) or a quotation. */
function textBlock(block: PortableTextBlockLike, options: PortableTextOptions): string {
  const style = block.style ?? "normal";
  const level = options.headingLevels?.[style] ?? HEADING_STYLES[style];
  if (level) {
    // A heading is one line; its line breaks become spaces.
    const text = blockText(block, options).replace(/\s*\\\n\s*/g, " ");
    // heading() escapes plain text; this text is Markdown already, so only the prefix is added.
    return text ? `${"#".repeat(level)} ${text.replace(/(^|[ \t])(#+)$/, "$1\\$2")}` : heading(level, "");
  }
  const text = blockText(block, options);
  return style === "blockquote" ? quote(text) : text;
}

/**
 * Portable Text as Markdown: paragraphs, headings (h1–h6), quotations, bullet and numbered lists
 * (nested by level), strong, emphasis, strike-through, inline code and links. Objects other than
 * text blocks (images, embeds) have no text and are left out.
 */
export function portableTextToMarkdown(
  value: readonly PortableTextBlockLike[] | null | undefined,
  options: PortableTextOptions = {},
): string {
  const parts: string[] = [];
  let items: PortableTextBlockLike[] = [];
  const flush = () => {
    if (items.length > 0) parts.push(list(items, options));
    items = [];
  };
  for (const block of value ?? []) {
    if (block._type !== "block") continue;
    if (block.listItem) {
      items.push(block);
      continue;
    }
    flush();
    parts.push(textBlock(block, options));
  }
  flush();
  return joinBlocks(...parts);
}

/** Portable Text as one line of plain text (a summary), without any markup. */
export function portableTextToPlainText(value: readonly PortableTextBlockLike[] | null | undefined): string {
  return (value ?? [])
    .filter((block) => block._type === "block")
    .map((block) => (block.children ?? []).map((span) => (typeof span.text === "string" ? span.text : "")).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
