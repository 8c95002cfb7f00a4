import { describe, expect, it } from "vitest";
import { TestimonialsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture, testimonialItem as item } from "./fixture";

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
