import fc from "fast-check";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { code, codeBlock, emphasis, escapeText, heading, link, plain, strong } from "@/lib/markdown/syntax";
import { markdownHeadings } from "../../support/markdown";

/** What a Markdown reader (marked: CommonMark and GitHub's extensions) makes of some Markdown, as HTML. */
const html = (markdown: string) => (marked.parse(markdown, { async: false }) as string).trim();
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Text made of every character Markdown gives a meaning to, and a few ordinary ones. */
const markdownish = fc.string({
  unit: fc.constantFrom(..."ab1 9.\\`*_{}[]()#+-=!|<>~&;:\"'\t\n/".split("")),
  maxLength: 40,
});

describe("escaped plain text", () => {
  it("reads back as exactly the same text, in one paragraph, whatever it holds", () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const expected = plain(text);
        expect(html(escapeText(expected))).toBe(expected ? `<p>${escapeHtml(expected)}</p>` : "");
      }),
      { numRuns: 2_000, seed: 15 },
    );
  });

  it("is read as text where it would otherwise be markup", () => {
    const cases = [
      "- not a list",
      "+ not a list",
      "* not a list",
      "1. not a list",
      "2026) not a list",
      "# not a heading",
      "> not a quote",
      "---",
      "===",
      "*not emphasis*",
      "_not emphasis_",
      "**not strong**",
      "~~not struck~~",
      "`not code`",
      "[not](a link)",
      "![not](an image)",
      "<b>not HTML</b>",
      "<ab:cd> is not an autolink",
      "&amp; &#35; &copy; are not entities",
      "a \\ backslash",
    ];
    for (const text of cases) expect(html(escapeText(text)), text).toBe(`<p>${escapeHtml(text)}</p>`);
  });

  it("leaves ordinary punctuation alone", () => {
    expect(escapeText("-42% in 1.5 days, doc_1 and Loan #: $25–$75 (3 + 4 = 7) & more!")).toBe(
      "-42% in 1.5 days, doc_1 and Loan #: $25–$75 (3 + 4 = 7) & more!",
    );
  });
});

describe("headings", () => {
  it("are one ATX heading at the level given, with the text as it is", () => {
    fc.assert(
      fc.property(markdownish, fc.integer({ min: 1, max: 6 }), (text, level) => {
        expect(markdownHeadings(heading(level, text))).toEqual([{ level, text: plain(text) }]);
      }),
      { numRuns: 1_000, seed: 15 },
    );
    expect(heading(3, "Loan #")).toBe("### Loan \\#");
    expect(heading(2, null)).toBe("##");
  });
});

describe("inline markup", () => {
  it("wraps strong and emphasised text, keeping the spaces around it outside", () => {
    expect(strong(" $25 ")).toBe("**$25**");
    expect(html(`Starting at ${strong("$25")} per document`)).toBe(
      "<p>Starting at <strong>$25</strong> per document</p>",
    );
    expect(html(emphasis("How *it* works"))).toBe("<p><em>How *it* works</em></p>");
    expect(strong("  ")).toBe("");
  });

  it("makes code spans and blocks that hold any backticks", () => {
    expect(html(code("POST /api/v1/sessions"))).toBe("<p><code>POST /api/v1/sessions</code></p>");
    expect(html(code("a `b` c"))).toBe("<p><code>a `b` c</code></p>");
    expect(html(code("`x`"))).toBe("<p><code>`x`</code></p>");
    const source = '{\n  "a": "```"\n}';
    expect(html(codeBlock(source, "json"))).toBe(
      `<pre><code class="language-json">${escapeHtml(source)}\n</code></pre>`,
    );
  });

  it("links with the text escaped and the address kept whole", () => {
    expect(html(link("Get [early] access", "https://notavo.example/early-access"))).toBe(
      '<p><a href="https://notavo.example/early-access">Get [early] access</a></p>',
    );
    expect(html(link("Docs", "https://notavo.example/a page (v2)"))).toBe(
      '<p><a href="https://notavo.example/a%20page%20%28v2%29">Docs</a></p>',
    );
  });
});
