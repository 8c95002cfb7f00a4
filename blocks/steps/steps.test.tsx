import { describe, expect, it } from "vitest";
import { StepsBlock } from "./component";
import { count, render } from "@/tests/support/render";
import { stepsBlock as block } from "./fixture";

describe("StepsBlock", () => {
  it("renders an ordered list in its anchored section, with h2 then h3 per step", () => {
    const html = render(<StepsBlock block={block(6)} />);
    expect(html).toMatch(/<section id="workflow" aria-labelledby="workflow-heading"/);
    expect(html).toMatch(/<h2 id="workflow-heading"[^>]*>Six steps<\/h2>/);
    expect(html).toContain("<ol");
    expect(count(html, /<li/)).toBe(6);
    expect(count(html, /<h3/)).toBe(6);
    expect(html).toContain('<span class="sr-only">Step 6: </span>Step title 6');
  });

  it("lays six steps out in rows of three and four in a row of four", () => {
    expect(render(<StepsBlock block={block(6)} />)).toContain("lg:grid-cols-3");
    expect(render(<StepsBlock block={block(4)} />)).toContain("lg:grid-cols-4");
  });

  it("uses the tone chosen in content", () => {
    expect(render(<StepsBlock block={{ ...block(4), tone: "tint" }} />)).toMatch(/<section[^>]*class="[^"]*bg-surface/);
  });
});
