import { createElement, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { blockDefinitions } from "@/blocks";
import { PageBlocks } from "@/blocks/page-blocks";
import { blockSchemas } from "@/blocks/schemas";
import { stepsBlock } from "@/blocks/steps/fixture";
import { testimonialItem } from "@/blocks/testimonials/fixture";
import { getGeneralPage, getGeneralPageSlugs, getHomePage, getLayout, getSolutionPage, getSolutionSlugs, type BlockOf, type BlockType, type PageBlock } from "@/lib/content";
import { blocksToMarkdown, type MarkdownContext } from "@/lib/markdown/blocks";
import { blockFixtures } from "../../support/block-fixtures";
import { htmlHeadings, markdownHeadings } from "../../support/markdown";
import { render } from "../../support/render";

const context: MarkdownContext = {
  href: (href) => (href.startsWith("#") ? `https://notavo.example/page${href}` : href.startsWith("/") ? `https://notavo.example${href}` : href),
};

const markdownOf = <K extends BlockType>(block: BlockOf<K>, leading = false) =>
  (blockDefinitions[block._type].markdown as (block: BlockOf<K>, context: MarkdownContext, leading: boolean) => string)(block, context, leading);
const htmlOf = (block: PageBlock, leading = false) => render(createElement(blockDefinitions[block._type].component as ComponentType<{ block: PageBlock; leading?: boolean }>, { block, leading }));

/** Every block of every page of the bundled dataset, with where it is. */
async function datasetBlocks(): Promise<{ where: string; block: PageBlock }[]> {
  const pages = [{ path: "/", blocks: (await getHomePage())?.blocks ?? [] }];
  for (const slug of await getSolutionSlugs()) pages.push({ path: `/solutions/${slug}`, blocks: (await getSolutionPage(slug))?.blocks ?? [] });
  for (const slug of await getGeneralPageSlugs()) pages.push({ path: `/${slug}`, blocks: (await getGeneralPage(slug))?.blocks ?? [] });
  return pages.flatMap(({ path, blocks }) => blocks.map((block, index) => ({ where: `${path} block ${index} (${block._type})`, block })));
}

describe("a block's Markdown", () => {
  it("exists with a schema and a fixture for every block (blocks/<name>/)", () => {
    const types = Object.keys(blockDefinitions).sort();
    expect(blockSchemas.map((schema) => schema.name).sort()).toEqual(types);
    expect(Object.keys(blockFixtures).sort()).toEqual(types);
  });

  it("has the same headings as its HTML, at the same levels and in the same order, for every fixture", () => {
    for (const block of Object.values(blockFixtures) as PageBlock[]) {
      const headings = htmlHeadings(htmlOf(block));
      expect(headings.length, block._type).toBeGreaterThan(block._type === "topBanner" ? -1 : 0);
      expect(markdownHeadings(markdownOf(block)), block._type).toEqual(headings);
    }
  });

  it("has the same headings as its HTML when it opens the page (long-form text's heading is then the h1)", () => {
    for (const block of Object.values(blockFixtures) as PageBlock[]) {
      expect(markdownHeadings(markdownOf(block, true)), block._type).toEqual(htmlHeadings(htmlOf(block, true)));
    }
    expect(markdownHeadings(markdownOf(blockFixtures.longForm, true))[0]).toEqual(htmlHeadings(htmlOf(blockFixtures.longForm, true))[0]);
    expect(markdownOf(blockFixtures.longForm, true)).toMatch(/^# Privacy notice\n/);
  });

  it("has the same headings as its HTML for every block of every page in the dataset", async () => {
    const blocks = await datasetBlocks();
    expect(blocks.length).toBeGreaterThan(50);
    for (const { where, block } of blocks) expect(markdownHeadings(markdownOf(block)), where).toEqual(htmlHeadings(htmlOf(block)));
  });

  it("has the same headings as the page template, dialogs left out, for whole pages", async () => {
    const modals = (await getLayout()).settings?.modals ?? [];
    let withDialogs = 0;
    const pages = [
      ...(await Promise.all((await getSolutionSlugs()).map(async (slug) => ({ slug, page: await getSolutionPage(slug) })))),
      ...(await Promise.all((await getGeneralPageSlugs()).map(async (slug) => ({ slug, page: await getGeneralPage(slug) })))),
    ];
    for (const { slug, page } of pages) {
      const html = render(createElement(PageBlocks, { blocks: page?.blocks ?? [], modals }));
      if (html.includes("<dialog")) withDialogs += 1;
      expect(markdownHeadings(blocksToMarkdown(page?.blocks ?? [], context)), slug).toEqual(htmlHeadings(html));
    }
    // The dialogs' own headings (an h2 each) are not the page's content.
    expect(withDialogs).toBeGreaterThan(0);
  });

  it("is empty for nothing, and leaves out a block type it does not know", () => {
    const unknown = { _key: "x", _type: "carousel", anchor: null } as unknown as PageBlock;
    expect(blocksToMarkdown([unknown, blockFixtures.callToAction], context)).toBe(`${markdownOf(blockFixtures.callToAction)}\n`);
    expect(blocksToMarkdown([], context)).toBe("\n");
  });
});

describe("each block's Markdown", () => {
  it("topBanner: the badge, the message and the link", () => {
    expect(markdownOf(blockFixtures.topBanner)).toBe("**Early access**: Teams are onboarding now. [Join early access](https://notavo.example/early-access)");
    expect(markdownOf({ ...blockFixtures.topBanner, badge: null, cta: null })).toBe("Teams are onboarding now.");
  });

  it("hero: the h1, its eyebrow, body, the calls to action that are links (not a dialog or a jump), footnote, sample card and stats", () => {
    expect(markdownOf({ ...blockFixtures.hero, stats: [{ _key: "s", value: "24/7", label: "Notaries on call" }] })).toBe(
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
    expect(markdownOf({ ...blockFixtures.hero, eyebrow: null, body: null, ctas: [], footnote: null, sampleCard: null })).toBe("# Close anywhere");
  });

  it("logoStrip: the h2 label, the names and the note", () => {
    expect(markdownOf(blockFixtures.logoStrip)).toBe(
      "## Built for title teams\n\n- Acme Title\n- Example Escrow\n- Sample Settlement\n- Demo Land Title\n- Placeholder Abstract\n- Generic Closing Co.\n\nPlaceholder names.",
    );
  });

  it("steps: the section's heading, eyebrow and intro, then each step as an h3 named as a screen reader hears it", () => {
    expect(markdownOf(stepsBlock(2))).toBe("## Six steps\n\n*Eyebrow*\n\nIntro copy.\n\n### Step 1: Step title 1\n\nBody 1\n\n### Step 2: Step title 2\n\nBody 2");
  });

  it("checklist: the list under its h3 title, and the note", () => {
    expect(markdownOf(blockFixtures.checklist)).toBe(
      "## Ready to send?\n\n*Eyebrow*\n\nIntro copy.\n\n### Readiness checklist\n\n- Signers added\n- Fields placed\n- Reminders set\n\neSign does not replace RON for notarized pages.",
    );
    expect(markdownOf({ ...blockFixtures.checklist, listTitle: null, note: null, heading: "", eyebrow: null, intro: null })).toBe("- Signers added\n- Fields placed\n- Reminders set");
  });

  it("cardGrid: each card as an h3 with its text", () => {
    expect(markdownOf(blockFixtures.cardGrid)).toBe("## Security\n\n*Eyebrow*\n\nIntro copy.\n\n### Encryption\n\nTLS 1.2+ and AES-256.\n\n### SSO");
  });

  it("stats: each figure with its label, and the note", () => {
    expect(markdownOf(blockFixtures.stats)).toBe("## By the numbers\n\n*Eyebrow*\n\nIntro copy.\n\n- Per session: **$25–$75**\n- Notary satisfaction: **4.8/5**\n\nPayouts vary.");
  });

  it("integrations: each as an h3 with its badge and description", () => {
    expect(markdownOf(blockFixtures.integrations)).toBe(
      "## Works with your stack\n\n*Eyebrow*\n\nIntro copy.\n\n### Python\n\n*SDK* — For back ends.\n\n### Webhooks\n\nNames are placeholders.",
    );
  });

  it("testimonials: each quote with who said it and the figures", () => {
    const one = "> Fewer reschedules.\n\n— **Jordan Doe**, Director, Example Title\n\n- Reschedules: **-42%**\n- CSAT: **+3.1pt**";
    expect(markdownOf(blockFixtures.testimonials)).toBe(`## Customer story\n\n*Eyebrow*\n\nIntro copy.\n\n${one}\n\nNames are placeholders.`);
    expect(markdownOf({ ...blockFixtures.testimonials, items: [testimonialItem("a"), { ...testimonialItem("b"), role: null, company: null, figures: [] }] })).toContain(
      `${one}\n\n> Fewer reschedules.\n\n— **Jordan Doe**\n\nNames`,
    );
  });

  it("resources: each as an h3 with its kind, length and summary", () => {
    expect(markdownOf(blockFixtures.resources)).toBe(
      "## Resources\n\n*Eyebrow*\n\nIntro copy.\n\n### The guide\n\n*Guide* · 15 min read\n\nHow to.\n\n### The article\n\n*Article*\n\n### The case study\n\n*Case study*\n\n### The webinar\n\n*Webinar* · 30 min",
    );
  });

  it("requirements: each as an h3 with its text, and the note", () => {
    expect(markdownOf(blockFixtures.requirements)).toBe(
      "## What you need\n\n*Eyebrow*\n\nIntro copy.\n\n### An active commission\n\nIn a RON-enabled state.\n\n### Equipment\n\n10 Mbps+.\n\nRules vary by state.",
    );
  });

  it("notaryQueue: the highlights, then the card's h3 and its rows, and the caption", () => {
    expect(markdownOf(blockFixtures.notaryQueue)).toBe(
      [
        "## Your queue\n\n*Eyebrow*\n\nIntro copy.",
        "- Signers arrive verified",
        "### Today's queue",
        "- 9:00 AM · RON-1 · Taylor Doe · Affidavit · Identity verified\n- 9:30 AM · RON-2 · Jamie Doe · Power of attorney · KBA pending\n- 10:15 AM · RON-3 · Alex Sample · Title transfer · Ready",
        "*Sample data*",
      ].join("\n\n"),
    );
  });

  it("apiRequestLog: the card's h3 and each request", () => {
    expect(markdownOf(blockFixtures.apiRequestLog)).toBe(
      "## Every call\n\n*Eyebrow*\n\nIntro copy.\n\n### Recent requests\n\n- `POST /api/v1/sessions` · 201 · 184 ms\n- `GET /api/v1/documents/doc_1` · 404 · 38 ms\n- `GET /api/v1/webhooks` · 503 · 12 ms",
    );
  });

  it("codeSample: each endpoint as an h3, its summary, and its request and response as JSON code blocks", () => {
    const markdown = markdownOf(blockFixtures.codeSample);
    expect(markdown).toContain("### POST /api/v1/sessions\n\nCreate a session.\n\n**Request**\n\n```json\n{\n  \"document_id\": \"doc_1\",");
    expect(markdown).toContain('**Response**\n\n```json\n{"session_id": "ses_1"}\n```\n\n### GET /api/v1/webhooks\n\n**Response**\n\n```json\n{"data": []}\n```\n\nIllustrative.');
  });

  it("faq: each question in bold (a disclosure on the page, not a heading) and its answer", () => {
    expect(markdownOf(blockFixtures.faq)).toBe(
      "## Questions\n\n*Eyebrow*\n\nIntro copy.\n\n**Is it binding?**\n\nYes.\n\nUnder ESIGN and UETA.\n\n**Does it replace RON?**\n\nNo.",
    );
  });

  it("pricing: the plan's h3, the price, the features and a call to action only when it is a link", () => {
    expect(markdownOf(blockFixtures.pricing)).toBe(
      "## Simple pricing\n\n*Eyebrow*\n\nIntro copy.\n\n### Pay as you go\n\nStarting at **$25** per document\n\n- No setup fee\n- No monthly charge",
    );
    const linked = { ...blockFixtures.pricing, note: "Taxes extra.", cta: { ...blockFixtures.pricing.cta!, action: "link" as const, href: "/early-access", modal: null } };
    expect(markdownOf(linked)).toMatch(/- No monthly charge\n\n\[Start\]\(https:\/\/notavo\.example\/early-access\)\n\nTaxes extra\.$/);
  });

  it("callToAction: the h2, eyebrow, intro and the links", () => {
    expect(markdownOf(blockFixtures.callToAction)).toBe(
      "## Run your next closing remotely\n\n*Get started*\n\nJoin early access.\n\n[Get Early Access](https://notavo.example/early-access)",
    );
  });
});
