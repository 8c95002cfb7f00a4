import { describe, expect, it } from "vitest";
import { LogoStripBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { logoStripMarkdown } from "./markdown";

const block = fixture;
const logos = block.logos;

describe("LogoStripBlock", () => {
  it("lists six placeholder names under a labelled section", () => {
    const html = render(<LogoStripBlock block={block} />);
    expect(html).toMatch(/<section aria-labelledby="logos-l1"/);
    expect(html).toMatch(/<h2 id="logos-l1"[^>]*>Built for title teams<\/h2>/);
    expect(count(html, /<li/)).toBe(6);
    for (const name of logos) expect(textOf(html)).toContain(name);
    expect(textOf(html)).toContain("Placeholder names.");
  });
});

describe("the logoStrip block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof logoStripMarkdown>[0]) =>
    logoStripMarkdown(block, markdownContext, false);

  it("the h2 label, the names and the note", () => {
    expect(markdownOf(fixture)).toBe(
      "## Built for title teams\n\n- Acme Title\n- Example Escrow\n- Sample Settlement\n- Demo Land Title\n- Placeholder Abstract\n- Generic Closing Co.\n\nPlaceholder names.",
    );
  });
});
