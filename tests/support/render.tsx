import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { RichText } from "@/lib/sanity/sanity.types";

/** Server-renders an element to HTML, as the static build does. */
export const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The visible text of some HTML, whitespace collapsed (for "does it say X" checks). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();

/** How often a pattern occurs in some HTML. */
export const count = (html: string, pattern: RegExp) =>
  html.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;

/** Portable Text with one paragraph per string. */
export const richText = (...paragraphs: string[]): RichText =>
  paragraphs.map((text, index) => ({
    _type: "block",
    _key: `p${index}`,
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: `s${index}`, text, marks: [] }],
  }));

/** The common section fields of a block fixture. */
export const section = (anchor: string | null, heading: string) => ({
  anchor,
  eyebrow: "Eyebrow",
  heading,
  intro: "Intro copy.",
  tone: null,
});
