import { describe, expect, it } from "vitest";
import { TopBannerBlock } from "./component";
import { render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { topBannerMarkdown } from "./markdown";

const block = fixture;

describe("TopBannerBlock", () => {
  it("shows the badge, the message and the link, with the arrow hidden from screen readers", () => {
    const html = render(<TopBannerBlock block={block} />);
    expect(textOf(html)).toContain("Early access Teams are onboarding now. Join early access");
    expect(html).toMatch(/<a [^>]*href="\/early-access"[^>]*>Join early access<span aria-hidden="true">→<\/span><\/a>/);
    expect(html).not.toContain("<h1");
  });

  it("renders without a badge or link", () => {
    const html = render(<TopBannerBlock block={{ ...block, badge: null, cta: null }} />);
    expect(textOf(html)).toBe("Teams are onboarding now.");
    expect(html).not.toContain("<a ");
  });
});

describe("the topBanner block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof topBannerMarkdown>[0]) =>
    topBannerMarkdown(block, markdownContext, false);

  it("the badge, the message and the link", () => {
    expect(markdownOf(fixture)).toBe(
      "**Early access**: Teams are onboarding now. [Join early access](https://notavo.example/early-access)",
    );
    expect(markdownOf({ ...fixture, badge: null, cta: null })).toBe("Teams are onboarding now.");
  });
});
