import { describe, expect, it } from "vitest";
import { ChecklistBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { checklistMarkdown } from "./markdown";

const block = fixture;

describe("ChecklistBlock", () => {
  it("renders the items as a list named by its title, and the note", () => {
    const html = render(<ChecklistBlock block={block} />);
    expect(html).toMatch(/<h3 id="checklist-ck"[^>]*>Readiness checklist<\/h3><ul aria-labelledby="checklist-ck"/);
    expect(count(html, /<li/)).toBe(3);
    expect(html).toMatch(/<p role="note"[^>]*>.*eSign does not replace RON for notarized pages\.<\/span><\/p>/);
  });

  it("works without a list title or note", () => {
    const html = render(<ChecklistBlock block={{ ...block, listTitle: null, note: null }} />);
    expect(html).not.toContain("<h3");
    expect(html).not.toContain('role="note"');
    expect(textOf(html)).toContain("Fields placed");
  });
});

describe("the checklist block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof checklistMarkdown>[0]) =>
    checklistMarkdown(block, markdownContext, false);

  it("the list under its h3 title, and the note", () => {
    expect(markdownOf(fixture)).toBe(
      "## Ready to send?\n\n*Eyebrow*\n\nIntro copy.\n\n### Readiness checklist\n\n- Signers added\n- Fields placed\n- Reminders set\n\neSign does not replace RON for notarized pages.",
    );
    expect(markdownOf({ ...fixture, listTitle: null, note: null, heading: "", eyebrow: null, intro: null })).toBe(
      "- Signers added\n- Fields placed\n- Reminders set",
    );
  });
});
