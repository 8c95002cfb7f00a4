import { describe, expect, it } from "vitest";
import { LogoStripBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";

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
