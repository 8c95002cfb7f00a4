import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/pages/site";
import { LongFormBlock } from "./component";
import { formatDate, headingSlug, longFormOutline } from "@/lib/pages/long-form";
import { count, render } from "@/tests/support/render";
import { fixture } from "./fixture";

type Body = BlockOf<"longForm">["body"];

/** Portable Text from short markup: "## " a Heading 2, "### " a Heading 3, "- " a bullet, "1. " a numbered item. */
function body(...lines: string[]): Body {
  return lines.map((line, index) => {
    const [, marker = "", text = line] = /^(## |### |- |1\. )?(.*)$/.exec(line) ?? [];
    const style = marker === "## " ? "h2" : marker === "### " ? "h3" : "normal";
    const listItem = marker === "- " ? "bullet" : marker === "1. " ? "number" : undefined;
    return {
      _type: "block",
      _key: `b${index}`,
      style,
      ...(listItem ? { listItem, level: 1 } : {}),
      markDefs: [],
      children: [{ _type: "span", _key: `s${index}`, text, marks: [] }],
    };
  });
}

const block = (overrides: Partial<BlockOf<"longForm">> = {}): BlockOf<"longForm"> => ({
  ...fixture,
  heading: "Privacy notice",
  body: body(
    "Intro.",
    "## What we collect",
    "- Your name",
    "- Your email",
    "## Your rights",
    "### In California",
    "1. Know",
    "1. Delete",
    "## Your rights",
  ),
  ...overrides,
});

describe("LongFormBlock", () => {
  it("makes its heading the page's h1 when it opens the page, with its headings one level below", () => {
    const html = render(<LongFormBlock block={block()} leading lang="en" />);
    expect(html).toMatch(/<h1 id="text-lf-heading"[^>]*>Privacy notice<\/h1>/);
    expect(html).toMatch(/<h2 id="what-we-collect"[^>]*>What we collect<\/h2>/);
    expect(html).toMatch(/<h3 id="in-california"[^>]*>In California<\/h3>/);
    expect(count(html, /<h1/)).toBe(1);
  });

  it("is an h2 section like any other when it does not open the page, its headings a level lower", () => {
    const html = render(<LongFormBlock block={block({ anchor: "policy" })} lang="en" />);
    expect(html).toMatch(/<section id="policy" aria-labelledby="policy-heading"/);
    expect(html).toMatch(/<h2 id="policy-heading"[^>]*>Privacy notice<\/h2>/);
    expect(html).toMatch(/<h3 id="what-we-collect"[^>]*>What we collect<\/h3>/);
    expect(html).toMatch(/<h4 id="in-california"[^>]*>In California<\/h4>/);
    expect(html).not.toContain("<h1");
  });

  it("lists its main headings in a labelled table of contents whose links reach unique anchors", () => {
    const html = render(<LongFormBlock block={block()} leading lang="en" />);
    expect(html).toMatch(
      /<nav aria-labelledby="text-lf-heading-contents"[^>]*><p id="text-lf-heading-contents"[^>]*>On this page<\/p>/,
    );
    expect(html).toContain('href="#what-we-collect"');
    expect(html).toContain('href="#your-rights"');
    expect(html).toContain('href="#your-rights-2"');
    expect(html).toMatch(/<h2 id="your-rights-2"/);
    expect(html).not.toContain('href="#in-california"');
  });

  it("leaves the contents out when switched off or when there is only one heading", () => {
    expect(render(<LongFormBlock block={block({ toc: false })} leading lang="en" />)).not.toContain("<nav");
    expect(render(<LongFormBlock block={block({ body: body("## Only", "Text.") })} leading lang="en" />)).not.toContain(
      "<nav",
    );
  });

  it("shows the date it was last updated, machine-readable, and renders lists", () => {
    const html = render(<LongFormBlock block={block()} leading lang="en" />);
    expect(html).toContain('Last updated <time dateTime="2026-11-23">November 23, 2026</time>');
    expect(html).toMatch(/<ul class="list-disc[^"]*"><li>Your name<\/li><li>Your email<\/li><\/ul>/);
    expect(html).toMatch(/<ol class="list-decimal[^"]*"><li>Know<\/li><li>Delete<\/li><\/ol>/);
    expect(render(<LongFormBlock block={block({ lastUpdated: null })} leading lang="en" />)).not.toContain("<time");
  });

  it("writes its own words and the date in the page's language when the editor left the labels empty", () => {
    const html = render(<LongFormBlock block={block({ lastUpdatedLabel: null, tocLabel: null })} leading lang="es" />);
    expect(html).toContain('Última actualización <time dateTime="2026-11-23">23 de noviembre de 2026</time>');
    expect(html).toMatch(/<p id="text-lf-heading-contents"[^>]*>En esta página<\/p>/);
    const english = render(
      <LongFormBlock block={block({ lastUpdatedLabel: null, tocLabel: null })} leading lang="en" />,
    );
    expect(english).toContain('Last updated <time dateTime="2026-11-23">November 23, 2026</time>');
    expect(english).toMatch(/<p id="text-lf-heading-contents"[^>]*>On this page<\/p>/);
  });
});

describe("the long-form outline", () => {
  it("turns headings into readable anchors, never the block's own", () => {
    expect(headingSlug("What we collect")).toBe("what-we-collect");
    expect(headingSlug("Données & “cookies”!")).toBe("donnees-cookies");
    expect(headingSlug("???")).toBe("section");
    const outline = longFormOutline(block({ anchor: "rights", body: body("## Rights", "## Rights") }), true);
    expect(outline.map((heading) => heading.id)).toEqual(["rights-2", "rights-3"]);
  });

  it("formats the date as written, whatever the time zone", () => {
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatDate("2026-01-01", "es-US")).toBe("1 de enero de 2026");
    expect(formatDate("soon")).toBe("soon");
  });
});
