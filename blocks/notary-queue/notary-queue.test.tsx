import { describe, expect, it } from "vitest";
import { NotaryQueueBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { notaryQueueMarkdown } from "./markdown";

const block = fixture;

describe("NotaryQueueBlock", () => {
  it("lists each session's id, time, name, type and status under the card title", () => {
    const html = render(<NotaryQueueBlock block={block} />);
    expect(html).toMatch(/<h3 id="queue-q"[^>]*>Today&#x27;s queue<\/h3><ul aria-labelledby="queue-q"/);
    const text = textOf(html);
    expect(text).toContain("9:00 AM RON-1 Taylor Doe Affidavit Identity verified");
    expect(text).toContain("9:30 AM RON-2 Jamie Doe Power of attorney KBA pending");
    expect(text).toContain("10:15 AM RON-3 Alex Sample Title transfer Ready");
    expect(html).toMatch(/amber[^"]*">.*KBA pending/);
    expect(text).toContain("Signers arrive verified");
    expect(text).toContain("Sample data");
    // Highlights list plus the queue list.
    expect(count(html, /<ul/)).toBe(2);
  });
});

describe("the notaryQueue block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof notaryQueueMarkdown>[0]) =>
    notaryQueueMarkdown(block, markdownContext, false);

  it("the highlights, then the card's h3 and its rows, and the caption", () => {
    expect(markdownOf(fixture)).toBe(
      [
        "## Your queue\n\n*Eyebrow*\n\nIntro copy.",
        "- Signers arrive verified",
        "### Today's queue",
        "- 9:00 AM · RON-1 · Taylor Doe · Affidavit · Identity verified\n- 9:30 AM · RON-2 · Jamie Doe · Power of attorney · KBA pending\n- 10:15 AM · RON-3 · Alex Sample · Title transfer · Ready",
        "*Sample data*",
      ].join("\n\n"),
    );
  });
});
