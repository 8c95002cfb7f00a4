import { describe, expect, it } from "vitest";
import { CallToActionBlock } from "./component";
import { render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { callToActionMarkdown } from "./markdown";

const block = fixture;

describe("CallToActionBlock", () => {
  it("renders the anchored section with heading, intro and its buttons", () => {
    const html = render(<CallToActionBlock block={block} />);
    expect(html).toMatch(/<section id="get-started"/);
    expect(html).toMatch(/<h2[^>]*>Run your next closing remotely<\/h2>/);
    expect(textOf(html)).toContain("Join early access.");
    expect(html).toMatch(/aria-controls="modal-demo"[^>]*>Request a demo<\/button>/);
    expect(html).toMatch(/href="\/early-access"[^>]*>Get Early Access<\/a>/);
  });
});

describe("the callToAction block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof callToActionMarkdown>[0]) =>
    callToActionMarkdown(block, markdownContext, false);

  it("the h2, eyebrow, intro and the links", () => {
    expect(markdownOf(fixture)).toBe(
      "## Run your next closing remotely\n\n*Get started*\n\nJoin early access.\n\n[Get Early Access](https://notavo.example/early-access)",
    );
  });
});
