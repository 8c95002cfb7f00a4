import { Lexer, type Token } from "marked";

/** A heading: its level (1 for `<h1>` or `#`) and its text, whitespace collapsed. */
export type Heading = { level: number; text: string };

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text a reader sees of inline Markdown tokens: escapes resolved, markup gone. */
function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && Array.isArray(token.tokens) && token.tokens.length > 0) return inlineText(token.tokens);
      if (token.type === "br") return " ";
      return "text" in token && typeof token.text === "string" ? token.text : token.raw;
    })
    .join("");
}

/**
 * The headings of a Markdown document as a CommonMark/GFM reader (marked) finds them, in order,
 * wherever they are (not inside code blocks).
 */
export function markdownHeadings(markdown: string): Heading[] {
  const headings: Heading[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "heading")
        headings.push({ level: token.depth as number, text: collapse(inlineText(token.tokens ?? [])) });
      else if (token.type === "list")
        for (const item of token.items as Token[]) walk((item as { tokens?: Token[] }).tokens ?? []);
      else if (token.type === "blockquote") walk(token.tokens ?? []);
    }
  };
  walk(Lexer.lex(markdown));
  return headings;
}

const INLINE_TAGS = new Set(["a", "abbr", "b", "code", "em", "i", "s", "small", "strong", "sub", "sup", "u"]);

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The headings of server-rendered HTML (components rendered with renderToStaticMarkup), outside any
 * `<dialog>`. Text formatting tags join their text as they are; any other tag (a span laid out as
 * its own box, such as a screen-reader prefix or a flex item) counts as a space, as on the page.
 */
export function htmlHeadings(html: string): Heading[] {
  const outsideDialogs = html.replace(/<dialog\b[\s\S]*?<\/dialog>/g, "");
  return [...outsideDialogs.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: Number(match[1]),
    text: collapse(
      decode(
        (match[2] ?? "").replace(/<\/?([a-z0-9]+)\b[^>]*>/gi, (_tag, name: string) =>
          INLINE_TAGS.has(name.toLowerCase()) ? "" : " ",
        ),
      ),
    ),
  }));
}

/** What the block tests render Markdown with: links on this site and on the page made absolute. */
export const markdownContext = {
  href: (href: string) =>
    href.startsWith("#")
      ? `https://notavo.example/page${href}`
      : href.startsWith("/")
        ? `https://notavo.example${href}`
        : href,
};
