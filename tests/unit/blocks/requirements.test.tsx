import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { RequirementsBlock } from "@/components/blocks/requirements-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"requirements"> = {
  _key: "rq",
  _type: "requirements",
  ...section("requirements", "What you need"),
  note: "Rules vary by state.",
  items: [
    { _key: "a", icon: "badge-check", title: "An active commission", body: "In a RON-enabled state." },
    { _key: "b", icon: null, title: "Equipment", body: "10 Mbps+." },
  ],
};

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
