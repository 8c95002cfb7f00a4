import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { PricingBlock } from "@/components/blocks/pricing-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"pricing"> = {
  _key: "p",
  _type: "pricing",
  ...section("pricing", "Simple pricing"),
  planName: "Pay as you go",
  pricePrefix: "Starting at",
  price: "$25",
  priceUnit: "per document",
  note: null,
  features: ["No setup fee", "No monthly charge"],
  cta: { _key: null, label: "Start", action: "modal", href: null, anchor: null, modal: "earlyAccess", style: "primary" },
};

describe("PricingBlock", () => {
  it("shows the plan, price, included features and button", () => {
    const html = render(<PricingBlock block={block} />);
    expect(textOf(html)).toContain("Starting at $25 per document");
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/aria-controls="modal-earlyAccess"[^>]*>Start<\/button>/);
  });
});
