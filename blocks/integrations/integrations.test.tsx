import { describe, expect, it } from "vitest";
import { IntegrationsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { integrationsMarkdown } from "./markdown";

const block = fixture;

describe("IntegrationsBlock", () => {
  it("lists each integration with its name as h3, badge and description", () => {
    const html = render(<IntegrationsBlock block={block} />);
    expect(html).toMatch(/<section id="integrations"/);
    expect(count(html, /<li/)).toBe(2);
    expect(html).toMatch(/<h3[^>]*>Python<\/h3><span[^>]*>SDK<\/span>/);
    expect(textOf(html)).toContain("For back ends.");
    expect(textOf(html)).toContain("Names are placeholders.");
    // An item without an icon still gets the default plug icon.
    expect(count(html, /<svg/)).toBe(2);
  });
});

describe("the integrations block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof integrationsMarkdown>[0]) =>
    integrationsMarkdown(block, markdownContext, false);

  it("each as an h3 with its badge and description", () => {
    expect(markdownOf(fixture)).toBe(
      "## Works with your stack\n\n*Eyebrow*\n\nIntro copy.\n\n### Python\n\n*SDK* — For back ends.\n\n### Webhooks\n\nNames are placeholders.",
    );
  });
});
