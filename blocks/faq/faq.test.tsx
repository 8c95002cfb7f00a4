import { describe, expect, it } from "vitest";
import { FaqBlock } from "./component";
import { count, render } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { faqMarkdown } from "./markdown";

const block = fixture;

describe("FaqBlock", () => {
  it("renders a native, closed disclosure per question with its Portable Text answer", () => {
    const html = render(<FaqBlock block={block} />);
    expect(html).toMatch(/<section id="faq"/);
    expect(count(html, /<details/)).toBe(2);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(/<summary[^>]*><span>Is it binding\?<\/span><svg/);
    expect(html).toContain("<p>Yes.</p><p>Under ESIGN and UETA.</p>");
  });
});

describe("the faq block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof faqMarkdown>[0]) => faqMarkdown(block, markdownContext, false);

  it("each question in bold (a disclosure on the page, not a heading) and its answer", () => {
    expect(markdownOf(fixture)).toBe(
      "## Questions\n\n*Eyebrow*\n\nIntro copy.\n\n**Is it binding?**\n\nYes.\n\nUnder ESIGN and UETA.\n\n**Does it replace RON?**\n\nNo.",
    );
  });
});
