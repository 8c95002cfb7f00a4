import { describe, expect, it } from "vitest";
import { StepsBlock } from "./component";
import { count, render } from "@/tests/support/render";
import { stepsBlock as block } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { stepsMarkdown } from "./markdown";

describe("StepsBlock", () => {
  it("renders an ordered list in its anchored section, with h2 then h3 per step", () => {
    const html = render(<StepsBlock block={block(6)} lang="en" />);
    expect(html).toMatch(/<section id="workflow" aria-labelledby="workflow-heading"/);
    expect(html).toMatch(/<h2 id="workflow-heading"[^>]*>Six steps<\/h2>/);
    expect(html).toContain("<ol");
    expect(count(html, /<li/)).toBe(6);
    expect(count(html, /<h3/)).toBe(6);
    expect(html).toContain('<span class="sr-only">Step 6: </span>Step title 6');
  });

  it("lays six steps out in rows of three and four in a row of four", () => {
    expect(render(<StepsBlock block={block(6)} lang="en" />)).toContain("lg:grid-cols-3");
    expect(render(<StepsBlock block={block(4)} lang="en" />)).toContain("lg:grid-cols-4");
  });

  it("names each step in the page's language for screen readers", () => {
    expect(render(<StepsBlock block={block(2)} lang="es" />)).toContain(
      '<span class="sr-only">Paso 2: </span>Step title 2',
    );
  });

  it("uses the tone chosen in content", () => {
    expect(render(<StepsBlock block={{ ...block(4), tone: "tint" }} lang="en" />)).toMatch(
      /<section[^>]*class="[^"]*bg-surface/,
    );
  });
});

describe("the steps block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof stepsMarkdown>[0]) => stepsMarkdown(block, markdownContext, false);

  it("the section's heading, eyebrow and intro, then each step as an h3 named as a screen reader hears it", () => {
    expect(markdownOf(block(2))).toBe(
      "## Six steps\n\n*Eyebrow*\n\nIntro copy.\n\n### Step 1: Step title 1\n\nBody 1\n\n### Step 2: Step title 2\n\nBody 2",
    );
  });
});
