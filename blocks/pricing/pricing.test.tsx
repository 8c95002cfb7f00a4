import { describe, expect, it } from "vitest";
import { PricingBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { pricingMarkdown } from "./markdown";

const block = fixture;

describe("PricingBlock", () => {
  it("shows the plan, price, included features and button", () => {
    const html = render(<PricingBlock block={block} />);
    expect(textOf(html)).toContain("Starting at $25 per document");
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/aria-controls="modal-earlyAccess"[^>]*>Start<\/button>/);
  });
});

describe("the pricing block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof pricingMarkdown>[0]) => pricingMarkdown(block, markdownContext, false);

  it("the plan's h3, the price, the features and a call to action only when it is a link", () => {
    expect(markdownOf(fixture)).toBe(
      "## Simple pricing\n\n*Eyebrow*\n\nIntro copy.\n\n### Pay as you go\n\nStarting at **$25** per document\n\n- No setup fee\n- No monthly charge\n\n[See every price](https://notavo.example/pricing)",
    );
    const linked = {
      ...fixture,
      note: "Taxes extra.",
      cta: { ...fixture.cta!, action: "link" as const, href: "/early-access", modal: null },
      detailsCta: null,
    };
    expect(markdownOf(linked)).toMatch(
      /- No monthly charge\n\n\[Start\]\(https:\/\/notavo\.example\/early-access\)\n\nTaxes extra\.$/,
    );
  });
});
