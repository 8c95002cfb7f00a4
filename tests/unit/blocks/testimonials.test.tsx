import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { TestimonialsBlock } from "@/components/blocks/testimonials-block";
import { count, render, section, textOf } from "../../support/render";

const item = (key: string) => ({
  _key: key,
  quote: "Fewer reschedules.",
  name: "Jordan Doe",
  role: "Director",
  company: "Example Title",
  figures: [
    { _key: `${key}f1`, value: "-42%", label: "Reschedules" },
    { _key: `${key}f2`, value: "+3.1pt", label: "CSAT" },
  ],
});
const block: BlockOf<"testimonials"> = { _key: "t", _type: "testimonials", ...section(null, "Customer story"), note: "Names are placeholders.", items: [item("a")] };

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
