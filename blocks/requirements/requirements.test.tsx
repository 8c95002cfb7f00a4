import { describe, expect, it } from "vitest";
import { RequirementsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";

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
