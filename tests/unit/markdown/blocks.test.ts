import { createElement, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { blockComponents } from "@/blocks/components";
import { blockMarkdown } from "@/blocks/markdown";
import { PageBlocks } from "@/blocks/page-blocks";
import { blockSchemas } from "@/blocks/schemas";
import {
  getGeneralPageSlugs,
  getLayout,
  getSolutionSlugs,
  type BlockOf,
  type BlockType,
  type PageBlock,
} from "@/lib/pages/site";
import { generalPath, homePath, LANGUAGES, solutionPath, type Lang } from "@/lib/routing/paths";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages/page-documents";
import { blocksToMarkdown } from "@/lib/markdown/blocks";
import type { MarkdownContext } from "@/lib/markdown/context";
import { blockFixtures } from "../../support/block-fixtures";
import { htmlHeadings, markdownContext, markdownHeadings } from "../../support/markdown";
import { render } from "../../support/render";

const context: MarkdownContext = markdownContext;

const markdownOf = <K extends BlockType>(block: BlockOf<K>, leading = false) =>
  (blockMarkdown[block._type] as (block: BlockOf<K>, context: MarkdownContext, leading: boolean) => string)(
    block,
    context,
    leading,
  );
const htmlOf = (block: PageBlock, leading = false, lang: Lang = "en") =>
  render(
    createElement(blockComponents[block._type] as ComponentType<{ block: PageBlock; leading?: boolean; lang: Lang }>, {
      block,
      leading,
      lang,
    }),
  );

/** Every block of every page of the bundled dataset, in every language, with where it is. */
async function datasetBlocks(): Promise<{ where: string; block: PageBlock }[]> {
  const pages: { path: string; blocks: PageBlock[] }[] = [];
  for (const lang of LANGUAGES) {
    pages.push({ path: homePath(lang), blocks: (await getHomePage(lang))?.blocks ?? [] });
    for (const slug of await getSolutionSlugs(lang))
      pages.push({ path: solutionPath(lang, slug), blocks: (await getSolutionPage(lang, slug))?.blocks ?? [] });
    for (const slug of await getGeneralPageSlugs(lang))
      pages.push({ path: generalPath(lang, slug), blocks: (await getGeneralPage(lang, slug))?.blocks ?? [] });
  }
  return pages.flatMap(({ path, blocks }) =>
    blocks.map((block, index) => ({ where: `${path} block ${index} (${block._type})`, block })),
  );
}

describe("a block's Markdown", () => {
  it("exists with a schema and a fixture for every block (blocks/<name>/)", () => {
    const types = Object.keys(blockComponents).sort();
    expect(Object.keys(blockMarkdown).sort()).toEqual(types);
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
    expect(markdownHeadings(markdownOf(blockFixtures.longForm, true))[0]).toEqual(
      htmlHeadings(htmlOf(blockFixtures.longForm, true))[0],
    );
    expect(markdownOf(blockFixtures.longForm, true)).toMatch(/^# Privacy notice\n/);
  });

  it("has the same headings as its HTML for every block of every page in the dataset", async () => {
    const blocks = await datasetBlocks();
    expect(blocks.length).toBeGreaterThan(100);
    expect(blocks.filter(({ where }) => where.startsWith("/es")).length).toBeGreaterThan(50);
    for (const { where, block } of blocks)
      expect(markdownHeadings(markdownOf(block)), where).toEqual(htmlHeadings(htmlOf(block)));
  });

  it("has the same headings as the page template, dialogs left out, for whole pages in either language", async () => {
    for (const lang of LANGUAGES) {
      const modals = (await getLayout(lang)).settings?.modals ?? [];
      let withDialogs = 0;
      const pages = [
        ...(await Promise.all(
          (await getSolutionSlugs(lang)).map(async (slug) => ({ slug, page: await getSolutionPage(lang, slug) })),
        )),
        ...(await Promise.all(
          (await getGeneralPageSlugs(lang)).map(async (slug) => ({ slug, page: await getGeneralPage(lang, slug) })),
        )),
      ];
      for (const { slug, page } of pages) {
        const html = render(createElement(PageBlocks, { blocks: page?.blocks ?? [], modals, lang }));
        if (html.includes("<dialog")) withDialogs += 1;
        expect(markdownHeadings(blocksToMarkdown(page?.blocks ?? [], { ...context, lang })), `${lang} ${slug}`).toEqual(
          htmlHeadings(html),
        );
      }
      // The dialogs' own headings (an h2 each) are not the page's content.
      expect(withDialogs, lang).toBeGreaterThan(0);
    }
  });

  it("is empty for nothing, and leaves out a block type it does not know", () => {
    const unknown = { _key: "x", _type: "carousel", anchor: null } as unknown as PageBlock;
    expect(blocksToMarkdown([unknown, blockFixtures.callToAction], context)).toBe(
      `${markdownOf(blockFixtures.callToAction)}\n`,
    );
    expect(blocksToMarkdown([], context)).toBe("\n");
  });
});
