import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { ResourcesBlock } from "@/components/blocks/resources-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"resources"> = {
  _key: "r",
  _type: "resources",
  ...section("resources", "Resources"),
  note: null,
  items: [
    { _key: "a", kind: "guide", title: "The guide", summary: "How to.", meta: "15 min read" },
    { _key: "b", kind: "article", title: "The article", summary: null, meta: null },
    { _key: "c", kind: "caseStudy", title: "The case study", summary: null, meta: null },
    { _key: "d", kind: "webinar", title: "The webinar", summary: null, meta: "30 min" },
  ],
};

describe("ResourcesBlock", () => {
  it("renders inert cards labelled by kind, with no links", () => {
    const html = render(<ResourcesBlock block={block} />);
    expect(count(html, /<article/)).toBe(4);
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("<button");
    const text = textOf(html);
    for (const kind of ["Guide The guide", "Article The article", "Case study The case study", "Webinar The webinar"]) expect(text).toContain(kind);
    expect(text).toContain("15 min read");
  });
});
