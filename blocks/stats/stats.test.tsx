import { describe, expect, it } from "vitest";
import { StatsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { statsMarkdown } from "./markdown";

const block = fixture;

describe("StatsBlock", () => {
  it("renders figure tiles as a description list, label first for screen readers", () => {
    const html = render(<StatsBlock block={block} />);
    expect(count(html, /<dt/)).toBe(2);
    expect(html).toMatch(/<dt[^>]*>Per session<\/dt><dd[^>]*>\$25–\$75<\/dd>/);
    expect(textOf(html)).toContain("Payouts vary.");
    expect(html).toContain("sm:grid-cols-2");
  });
});

describe("the stats block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof statsMarkdown>[0]) => statsMarkdown(block, markdownContext, false);

  it("each figure with its label, and the note", () => {
    expect(markdownOf(fixture)).toBe(
      "## By the numbers\n\n*Eyebrow*\n\nIntro copy.\n\n- Per session: **$25–$75**\n- Notary satisfaction: **4.8/5**\n\nPayouts vary.",
    );
  });
});
