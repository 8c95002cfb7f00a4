import { describe, expect, it } from "vitest";
import { CallToActionBlock } from "./component";
import { render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";

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
