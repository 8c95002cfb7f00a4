import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { CallToActionBlock } from "@/components/blocks/call-to-action-block";
import { render, textOf } from "../../support/render";

const block: BlockOf<"callToAction"> = {
  _key: "cta",
  _type: "callToAction",
  anchor: "get-started",
  eyebrow: "Get started",
  heading: "Run your next closing remotely",
  intro: "Join early access.",
  ctas: [
    { _key: "a", label: "Request a demo", action: "modal", href: null, anchor: null, modal: "demo", style: "primary" },
    { _key: "b", label: "Get Early Access", action: "link", href: "/early-access", anchor: null, modal: null, style: "secondary" },
  ],
};

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
