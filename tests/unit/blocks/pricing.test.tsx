import { describe, expect, it } from "vitest";
import { PricingBlock } from "@/components/blocks/pricing-block";
import { count, render, textOf } from "../../support/render";
import { blockFixtures } from "./fixtures";

const block = blockFixtures.pricing;

describe("PricingBlock", () => {
  it("shows the plan, price, included features and button", () => {
    const html = render(<PricingBlock block={block} />);
    expect(textOf(html)).toContain("Starting at $25 per document");
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/aria-controls="modal-earlyAccess"[^>]*>Start<\/button>/);
  });
});
