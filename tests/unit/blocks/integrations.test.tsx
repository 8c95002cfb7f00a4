import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { IntegrationsBlock } from "@/components/blocks/integrations-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"integrations"> = {
  _key: "in",
  _type: "integrations",
  ...section("integrations", "Works with your stack"),
  note: "Names are placeholders.",
  items: [
    { _key: "a", icon: "code", name: "Python", description: "For back ends.", badge: "SDK" },
    { _key: "b", icon: null, name: "Webhooks", description: null, badge: null },
  ],
};

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
