import { describe, expect, it } from "vitest";
import { PricingBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";

const block = fixture;

describe("PricingBlock", () => {
  it("shows the plan, price, included features and button", () => {
    const html = render(<PricingBlock block={block} />);
    expect(textOf(html)).toContain("Starting at $25 per document");
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/aria-controls="modal-earlyAccess"[^>]*>Start<\/button>/);
  });
});
