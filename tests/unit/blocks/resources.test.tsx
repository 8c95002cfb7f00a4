import { describe, expect, it } from "vitest";
import { ResourcesBlock } from "@/components/blocks/resources-block";
import { count, render, textOf } from "../../support/render";
import { blockFixtures } from "./fixtures";

const block = blockFixtures.resources;

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
