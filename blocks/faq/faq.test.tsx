import { describe, expect, it } from "vitest";
import { FaqBlock } from "./component";
import { count, render } from "@/tests/support/render";
import { fixture } from "./fixture";

const block = fixture;

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
