import { describe, expect, it } from "vitest";
import { CallToActionBlock } from "@/components/blocks/call-to-action-block";
import { render, textOf } from "../../support/render";
import { blockFixtures } from "./fixtures";

const block = blockFixtures.callToAction;

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
