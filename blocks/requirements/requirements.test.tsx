import { describe, expect, it } from "vitest";
import { RequirementsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { requirementsMarkdown } from "./markdown";

const block = fixture;

describe("RequirementsBlock", () => {
  it("lists each requirement with an h3 and detail, and the note", () => {
    const html = render(<RequirementsBlock block={block} />);
    expect(html).toMatch(/<section id="requirements"/);
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/<h3[^>]*>An active commission<\/h3><p[^>]*>In a RON-enabled state.<\/p>/);
    expect(textOf(html)).toContain("Rules vary by state.");
    expect(count(html, /<svg/)).toBe(2);
  });
});

describe("the requirements block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof requirementsMarkdown>[0]) =>
    requirementsMarkdown(block, markdownContext, false);

  it("each as an h3 with its text, and the note", () => {
    expect(markdownOf(fixture)).toBe(
      "## What you need\n\n*Eyebrow*\n\nIntro copy.\n\n### An active commission\n\nIn a RON-enabled state.\n\n### Equipment\n\n10 Mbps+.\n\nRules vary by state.",
    );
  });
});
