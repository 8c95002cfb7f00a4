import { describe, expect, it } from "vitest";
import { HeroBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { heroMarkdown } from "./markdown";

const block = fixture;

describe("HeroBlock", () => {
  it("renders the one h1, the Portable Text body and the three kinds of call to action", () => {
    const html = render(<HeroBlock block={block} />);
    expect(count(html, /<h1/)).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Close anywhere<\/h1>/);
    expect(html).toContain("<p>Secure, recorded closings.</p>");
    expect(html).toMatch(
      /<button type="button"[^>]*aria-haspopup="dialog" aria-controls="modal-demo"[^>]*>Request a demo<\/button>/,
    );
    expect(html).toMatch(/<a href="#features"[^>]*>Explore product<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/early-access"[^>]*>Get started<\/a>/);
    expect(textOf(html)).toContain("All 50 states");
  });

  it("shows the sample card: labelled rows as a description list, a status pill, progress and notes", () => {
    const html = render(<HeroBlock block={block} />);
    expect(html).toMatch(/<figure aria-labelledby="sample-h1-title"/);
    expect(count(html, /<dt/)).toBe(3);
    expect(html).toMatch(/<dt[^>]*>Borrower<\/dt><dd[^>]*>Jordan Doe<\/dd>/);
    expect(html).toMatch(
      /<dt[^>]*>Status<\/dt><dd[^>]*><span class="[^"]*emerald[^"]*">.*Ready to close<\/span><\/dd>/,
    );
    expect(html).toMatch(
      /role="progressbar" aria-labelledby="sample-h1-progress" aria-valuemin="0" aria-valuemax="12" aria-valuenow="2"/,
    );
    expect(html).toContain('style="width:17%"');
    expect(textOf(html)).toContain("Reminder scheduled");
    expect(textOf(html)).toContain("Sample data");
  });

  it("renders without a sample card, stats or body", () => {
    const html = render(<HeroBlock block={{ ...block, sampleCard: null, body: null, footnote: null, ctas: [] }} />);
    expect(html).not.toContain("<figure");
    expect(html).not.toContain("<dl");
    expect(html).toMatch(/<h1[^>]*>Close anywhere<\/h1>/);
  });

  it("shows stat tiles when given", () => {
    const html = render(
      <HeroBlock block={{ ...block, stats: [{ _key: "s1", value: "24/7", label: "Notaries on call" }] }} />,
    );
    expect(html).toMatch(/<dt[^>]*>Notaries on call<\/dt><dd[^>]*>24\/7<\/dd>/);
  });
});

describe("the hero block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof heroMarkdown>[0]) => heroMarkdown(block, markdownContext, false);

  it("the h1, its eyebrow, body, the calls to action that are links (not a dialog or a jump), footnote, sample card and stats", () => {
    expect(markdownOf({ ...fixture, stats: [{ _key: "s", value: "24/7", label: "Notaries on call" }] })).toBe(
      [
        "# Close anywhere",
        "*For title companies*",
        "Secure, recorded closings.",
        "[Get started](https://notavo.example/early-access)",
        "All 50 states",
        "**Upcoming session** (Today)",
        "- Borrower: Jordan Doe\n- Loan #: LN-0000-1\n- Status: Ready to close\n- Fields complete: 2/12\n- Reminder scheduled",
        "*Sample data*",
        "- Notaries on call: **24/7**",
      ].join("\n\n"),
    );
    expect(markdownOf({ ...fixture, eyebrow: null, body: null, ctas: [], footnote: null, sampleCard: null })).toBe(
      "# Close anywhere",
    );
  });
});
