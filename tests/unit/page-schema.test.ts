/* eslint-disable @typescript-eslint/no-explicit-any -- these tests break raw, untyped NDJSON documents on purpose */
import { describe, expect, it } from "vitest";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { readDataset } from "../support/dataset";
import { validationErrors } from "../support/validate";

/** A copy of a bundled page with one change applied to its blocks. */
async function brokenPage(id: string, change: (blocks: Record<string, any>[]) => void) {
  const dataset = await readDataset();
  const page = structuredClone(dataset.find((document) => document._id === id)) as SanityDocumentLike & {
    blocks: Record<string, any>[];
  };
  change(page.blocks);
  return validationErrors(page, dataset);
}

const byType = (blocks: Record<string, any>[], type: string) =>
  blocks.find((block) => block._type === type) as Record<string, any>;

describe("the solution page schema catches broken content", () => {
  it("two sections with the same anchor", async () => {
    const errors = await brokenPage("solution-hybrid", (blocks) => {
      byType(blocks, "faq").anchor = "features";
    });
    expect(errors).toContain("blocks: Two sections use the anchor #features");
  });

  it("a button that jumps to a section the page does not have", async () => {
    const errors = await brokenPage("solution-esign", (blocks) => {
      blocks.splice(blocks.indexOf(byType(blocks, "cardGrid")), 1);
    });
    expect(errors).toContain("blocks: A button jumps to #features, but no section has that anchor");
  });

  it("a code sample that is not JSON, and an endpoint with neither body", async () => {
    const errors = await brokenPage("solution-api", (blocks) => {
      const [first, second] = byType(blocks, "codeSample").samples;
      first.request = "{ document_id: 1 }";
      delete second.response;
    });
    expect(errors.some((error) => error.endsWith("request: Must be valid JSON"))).toBe(true);
    expect(errors.some((error) => error.endsWith("Add a request or a response body"))).toBe(true);
  });

  it("a sample card whose progress runs past its total, or that has no rows", async () => {
    const errors = await brokenPage("solution-esign", (blocks) => {
      const card = byType(blocks, "hero").sampleCard;
      card.progress.current = 13;
      card.rows = [];
    });
    expect(errors.some((error) => error.endsWith("progress.total: Must not be less than the current value"))).toBe(
      true,
    );
    expect(errors.some((error) => error.endsWith("sampleCard.rows: Must have at least 1 items"))).toBe(true);
  });

  it("a notary queue item without a status, and a request log entry with a bad status code", async () => {
    const notary = await brokenPage("solution-notaries", (blocks) => {
      delete byType(blocks, "notaryQueue").items[0].status;
    });
    expect(notary.some((error) => error.includes("items") && error.includes("status"))).toBe(true);
    const api = await brokenPage("solution-api", (blocks) => {
      byType(blocks, "apiRequestLog").items[0].status = 42;
    });
    expect(api.some((error) => error.includes("status"))).toBe(true);
  });
});
