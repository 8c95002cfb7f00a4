import { marked } from "marked";
import { describe, expect, it } from "vitest";
import {
  portableTextToMarkdown,
  portableTextToPlainText,
  type PortableTextBlockLike,
} from "@/lib/markdown/portable-text";
import { markdownHeadings } from "../../support/markdown";
import { richText } from "../../support/render";

const html = (markdown: string) => (marked.parse(markdown, { async: false }) as string).replace(/\n/g, "");

type SpanSpec = string | [string, ...string[]];

/** A Portable Text block: spans as text, or [text, ...marks]; link marks need `markDefs`. */
function block(spans: SpanSpec[], fields: Partial<PortableTextBlockLike> = {}): PortableTextBlockLike {
  return {
    _type: "block",
    _key: Math.random().toString(36).slice(2, 8),
    style: "normal",
    markDefs: [],
    children: spans.map((span, index) => {
      const [text, ...marks] = typeof span === "string" ? [span] : span;
      return { _type: "span", _key: `s${index}`, text, marks };
    }),
    ...fields,
  };
}

const item = (text: string, listItem: "bullet" | "number", level = 1) => block([text], { listItem, level });

describe("Portable Text to Markdown", () => {
  it("writes paragraphs apart, and nothing for no value", () => {
    expect(portableTextToMarkdown(richText("Secure, recorded closings.", "All 50 states."))).toBe(
      "Secure, recorded closings.\n\nAll 50 states.",
    );
    expect(portableTextToMarkdown(null)).toBe("");
    expect(portableTextToMarkdown([])).toBe("");
  });

  it("writes strong, emphasis, code and strike-through, nested as the spans are, spaces kept outside the markers", () => {
    const value = [
      block([
        "Notarize ",
        ["online ", "strong"],
        ["in ", "strong", "em"],
        ["minutes", "strong"],
        ", run ",
        ["npm test", "code"],
        " and ",
        ["wait", "strike-through"],
        ["", "em"],
        ".",
      ]),
    ];
    const markdown = portableTextToMarkdown(value);
    expect(markdown).toBe("Notarize **online *in* minutes**, run `npm test` and ~~wait~~.");
    expect(html(markdown)).toBe(
      "<p>Notarize <strong>online <em>in</em> minutes</strong>, run <code>npm test</code> and <del>wait</del>.</p>",
    );
  });

  it("writes links, through the given address resolver, around marked text; a link without an address is its text", () => {
    const value = [
      block(
        [
          "Read the ",
          ["privacy", "l1"],
          [" notice", "l1", "strong"],
          ", see ",
          ["pricing", "l2"],
          " or ",
          ["nowhere", "l3"],
          ".",
        ],
        {
          markDefs: [
            { _type: "link", _key: "l1", href: "/privacy" },
            { _type: "link", _key: "l2", href: "#pricing" },
            { _type: "link", _key: "l3" },
          ],
        },
      ),
    ];
    const markdown = portableTextToMarkdown(value, {
      href: (href) => (href.startsWith("/") ? `https://notavo.example${href}` : `https://notavo.example/page${href}`),
    });
    expect(markdown).toBe(
      "Read the [privacy **notice**](https://notavo.example/privacy), see [pricing](https://notavo.example/page#pricing) or nowhere.",
    );
    expect(html(markdown)).toBe(
      '<p>Read the <a href="https://notavo.example/privacy">privacy <strong>notice</strong></a>, see <a href="https://notavo.example/page#pricing">pricing</a> or nowhere.</p>',
    );
    expect(portableTextToMarkdown(value)).toContain("[pricing](#pricing)");
  });

  it("writes headings h1–h6 at their level, quotations, and line breaks", () => {
    const value = [
      block(["Your rights"], { style: "h2" }),
      block(["Access and ", ["deletion", "em"]], { style: "h3" }),
      block(["How to ask #"], { style: "h4" }),
      block(["Write to us.\nWe answer within 30 days."]),
      block(["Privacy is a right."], { style: "blockquote" }),
    ];
    const markdown = portableTextToMarkdown(value);
    expect(markdown).toBe(
      "## Your rights\n\n### Access and *deletion*\n\n#### How to ask \\#\n\nWrite to us.\\\nWe answer within 30 days.\n\n> Privacy is a right.",
    );
    expect(markdownHeadings(markdown)).toEqual([
      { level: 2, text: "Your rights" },
      { level: 3, text: "Access and deletion" },
      { level: 4, text: "How to ask #" },
    ]);
    expect(html(markdown)).toContain(
      "<p>Write to us.<br>We answer within 30 days.</p><blockquote><p>Privacy is a right.</p></blockquote>",
    );
  });

  it("writes bullet and numbered lists, nested by level, a new list after any other block", () => {
    const value = [
      item("Upload", "number"),
      item("Verify", "number"),
      item("ID scan", "bullet", 2),
      item("Questions", "bullet", 2),
      item("Five of them", "number", 3),
      item("Meet the notary", "number"),
      block(["Then:"]),
      item("Download", "bullet"),
    ];
    const markdown = portableTextToMarkdown(value);
    expect(markdown).toBe(
      [
        "1. Upload",
        "2. Verify",
        "   - ID scan",
        "   - Questions",
        "     1. Five of them",
        "3. Meet the notary",
        "",
        "Then:",
        "",
        "- Download",
      ].join("\n"),
    );
    expect(html(markdown)).toBe(
      "<ol><li>Upload</li><li>Verify<ul><li>ID scan</li><li>Questions<ol><li>Five of them</li></ol></li></ul></li><li>Meet the notary</li></ol><p>Then:</p><ul><li>Download</li></ul>",
    );
  });

  it("keeps text that looks like Markdown as text", () => {
    const value = [
      block(["- not a list, *not* emphasis, [not a link](x), <b>not HTML</b> & 1. no"]),
      block(["# not a heading"]),
    ];
    expect(html(portableTextToMarkdown(value))).toBe(
      "<p>- not a list, *not* emphasis, [not a link](x), &lt;b&gt;not HTML&lt;/b&gt; &amp; 1. no</p><p># not a heading</p>",
    );
    // GFM (GitHub, marked) reads a single tilde pair as strikethrough too.
    expect(html(portableTextToMarkdown([block(["about ~5~ minutes"])]))).toBe("<p>about ~5~ minutes</p>");
  });

  it("leaves out objects that are not text blocks, and unknown marks", () => {
    const value = [
      { _type: "image", _key: "i" },
      block([["underlined", "underline"], " and ", ["unknown", "highlight"]]),
    ];
    expect(portableTextToMarkdown(value)).toBe("underlined and unknown");
  });
});

describe("Portable Text as a plain line", () => {
  it("joins the blocks' text, without markup", () => {
    expect(portableTextToPlainText([block(["Upload, ", ["verify", "strong"], "\nand sign."]), block(["Done."])])).toBe(
      "Upload, verify and sign. Done.",
    );
    expect(portableTextToPlainText(undefined)).toBe("");
  });
});
