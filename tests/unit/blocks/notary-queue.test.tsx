import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { NotaryQueueBlock } from "@/components/blocks/notary-queue-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"notaryQueue"> = {
  _key: "q",
  _type: "notaryQueue",
  ...section(null, "Your queue"),
  highlights: ["Signers arrive verified"],
  cardTitle: "Today's queue",
  caption: "Sample data",
  items: [
    { _key: "a", id: "RON-1", time: "9:00 AM", name: "Taylor Doe", type: "Affidavit", status: "Identity verified", tone: "info" },
    { _key: "b", id: "RON-2", time: "9:30 AM", name: "Jamie Doe", type: "Power of attorney", status: "KBA pending", tone: "warning" },
    { _key: "c", id: "RON-3", time: "10:15 AM", name: "Alex Sample", type: "Title transfer", status: "Ready", tone: "success" },
  ],
};

describe("NotaryQueueBlock", () => {
  it("lists each session's id, time, name, type and status under the card title", () => {
    const html = render(<NotaryQueueBlock block={block} />);
    expect(html).toMatch(/<h3 id="queue-q"[^>]*>Today&#x27;s queue<\/h3><ul aria-labelledby="queue-q"/);
    const text = textOf(html);
    expect(text).toContain("9:00 AM RON-1 Taylor Doe Affidavit Identity verified");
    expect(text).toContain("9:30 AM RON-2 Jamie Doe Power of attorney KBA pending");
    expect(text).toContain("10:15 AM RON-3 Alex Sample Title transfer Ready");
    expect(html).toMatch(/amber[^"]*">.*KBA pending/);
    expect(text).toContain("Signers arrive verified");
    expect(text).toContain("Sample data");
    // Highlights list plus the queue list.
    expect(count(html, /<ul/)).toBe(2);
  });
});
