import { describe, expect, it } from "vitest";
import { CardGridBlock } from "./component";
import { count, render } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { cardGridMarkdown } from "./markdown";

const block = fixture;

describe("CardGridBlock", () => {
  it("renders a list of cards with h3 titles and icons", () => {
    const html = render(<CardGridBlock block={block} />);
    expect(html).toMatch(/<section id="security"/);
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/<h3[^>]*>Encryption<\/h3><p[^>]*>TLS 1.2\+ and AES-256.<\/p>/);
    expect(count(html, /<svg/)).toBe(1);
    expect(html).toContain("lg:grid-cols-4");
  });

  it("defaults to the tinted background and supports the dark one", () => {
    expect(render(<CardGridBlock block={block} />)).toMatch(/<section[^>]*class="[^"]*bg-surface/);
    expect(render(<CardGridBlock block={{ ...block, tone: "dark" }} />)).toMatch(
      /<section[^>]*class="[^"]*bg-brand-dark text-white/,
    );
  });
});

describe("the cardGrid block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof cardGridMarkdown>[0]) => cardGridMarkdown(block, markdownContext, false);

  it("each card as an h3 with its text", () => {
    expect(markdownOf(fixture)).toBe(
      "## Security\n\n*Eyebrow*\n\nIntro copy.\n\n### Encryption\n\nTLS 1.2+ and AES-256.\n\n### SSO",
    );
  });
});
