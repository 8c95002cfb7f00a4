import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { FaqBlock } from "@/components/blocks/faq-block";
import { count, render, richText, section } from "../../support/render";

const block: BlockOf<"faq"> = {
  _key: "f",
  _type: "faq",
  ...section("faq", "Questions"),
  items: [
    { _key: "a", question: "Is it binding?", answer: richText("Yes.", "Under ESIGN and UETA.") },
    { _key: "b", question: "Does it replace RON?", answer: richText("No.") },
  ],
};

describe("FaqBlock", () => {
  it("renders a native, closed disclosure per question with its Portable Text answer", () => {
    const html = render(<FaqBlock block={block} />);
    expect(html).toMatch(/<section id="faq"/);
    expect(count(html, /<details/)).toBe(2);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(/<summary[^>]*><span>Is it binding\?<\/span><svg/);
    expect(html).toContain("<p>Yes.</p><p>Under ESIGN and UETA.</p>");
  });
});
