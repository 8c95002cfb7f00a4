import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { StatsBlock } from "@/components/blocks/stats-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"stats"> = {
  _key: "st",
  _type: "stats",
  ...section(null, "By the numbers"),
  note: "Payouts vary.",
  items: [
    { _key: "a", value: "$25–$75", label: "Per session" },
    { _key: "b", value: "4.8/5", label: "Notary satisfaction" },
  ],
};

describe("StatsBlock", () => {
  it("renders figure tiles as a description list, label first for screen readers", () => {
    const html = render(<StatsBlock block={block} />);
    expect(count(html, /<dt/)).toBe(2);
    expect(html).toMatch(/<dt[^>]*>Per session<\/dt><dd[^>]*>\$25–\$75<\/dd>/);
    expect(textOf(html)).toContain("Payouts vary.");
    expect(html).toContain("sm:grid-cols-2");
  });
});
