import { describe, expect, it } from "vitest";
import { TestimonialsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture, testimonialItem as item } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { testimonialsMarkdown } from "./markdown";

const block = fixture;

describe("TestimonialsBlock", () => {
  it("renders one testimonial as a figure with quote, person, company and result figures", () => {
    const html = render(<TestimonialsBlock block={block} />);
    expect(count(html, /<figure/)).toBe(1);
    expect(html).toContain("<blockquote");
    expect(html).toMatch(/<dt[^>]*>Reschedules<\/dt><dd[^>]*>-42%<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>CSAT<\/dt><dd[^>]*>\+3.1pt<\/dd>/);
    expect(textOf(html)).toContain("Jordan Doe Director, Example Title");
    expect(textOf(html)).toContain("Names are placeholders.");
  });

  it("renders several as a list", () => {
    const html = render(<TestimonialsBlock block={{ ...block, items: [item("a"), item("b"), item("c")] }} />);
    expect(count(html, /<li/)).toBe(3);
    expect(count(html, /<figure/)).toBe(3);
  });
});

describe("the testimonials block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof testimonialsMarkdown>[0]) =>
    testimonialsMarkdown(block, markdownContext, false);

  it("each quote with who said it and the figures", () => {
    const one =
      "> Fewer reschedules.\n\n— **Jordan Doe**, Director, Example Title\n\n- Reschedules: **-42%**\n- CSAT: **+3.1pt**";
    expect(markdownOf(fixture)).toBe(
      `## Customer story\n\n*Eyebrow*\n\nIntro copy.\n\n${one}\n\nNames are placeholders.`,
    );
    expect(
      markdownOf({ ...fixture, items: [item("a"), { ...item("b"), role: null, company: null, figures: [] }] }),
    ).toContain(`${one}\n\n> Fewer reschedules.\n\n— **Jordan Doe**\n\nNames`);
  });
});
