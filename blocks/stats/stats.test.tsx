import { describe, expect, it } from "vitest";
import { StatsBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";

const block = fixture;

describe("StatsBlock", () => {
  it("renders figure tiles as a description list, label first for screen readers", () => {
    const html = render(<StatsBlock block={block} />);
    expect(count(html, /<dt/)).toBe(2);
    expect(html).toMatch(/<dt[^>]*>Per session<\/dt><dd[^>]*>\$25–\$75<\/dd>/);
    expect(textOf(html)).toContain("Payouts vary.");
    expect(html).toContain("sm:grid-cols-2");
  });
});
