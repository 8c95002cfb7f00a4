/** What a piece of JSON source is, for syntax colouring. */
export type JsonTokenKind = "key" | "string" | "number" | "literal" | "punctuation" | "space" | "other";

export type JsonToken = { kind: JsonTokenKind; text: string };

/*
 * One alternative per kind; a string followed by a colon is an object key.
 * Anything unexpected becomes "other", one character at a time, so the
 * tokens always join back to the exact source.
 */
const TOKEN =
  /("(?:[^"\\\n]|\\.)*")(?=\s*:)|("(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])|(\s+)|([\s\S])/g;

const KINDS: JsonTokenKind[] = ["key", "string", "number", "literal", "punctuation", "space", "other"];

/**
 * Splits JSON text into coloured tokens. A tiny tokenizer, not a parser: it
 * runs on the server while the page is built, so no highlighting script
 * reaches the browser.
 */
export function tokenizeJson(source: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  for (const match of source.matchAll(TOKEN)) {
    const group = match.slice(1).findIndex((value) => value !== undefined);
    const kind = KINDS[group] ?? "other";
    const previous = tokens[tokens.length - 1];
    // Merge runs of "other" so stray text stays one span.
    if (kind === "other" && previous?.kind === "other") previous.text += match[0];
    else tokens.push({ kind, text: match[0] });
  }
  return tokens;
}
