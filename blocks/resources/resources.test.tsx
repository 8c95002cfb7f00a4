import { describe, expect, it } from "vitest";
import { ResourcesBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";

const block = fixture;

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
