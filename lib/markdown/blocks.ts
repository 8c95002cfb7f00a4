// A page's blocks as Markdown. Each block's function is in its folder (blocks/<name>/markdown.ts): the
// content of its component, with the same headings at the same levels in the same order
// (tests/unit/markdown/blocks.test.ts renders both and compares them), and none of the page's
// interface: no icons, no buttons that open dialogs or jump within the page. A call to action that
// leads to an address is content, and stays as a link.
import { blockDefinitions } from "@/blocks";
import type { BlockOf, BlockType, PageBlock } from "@/lib/content";
import type { Lang } from "@/lib/i18n";
import { leadingBlockIndex } from "@/lib/long-form";
import { blocks } from "./syntax";

export type MarkdownContext = {
  /** The absolute address a link in content points to (`/x` on this site, `#anchor` on this page). */
  href: (href: string) => string;
  /** The page's language, for the few words a block's Markdown writes itself (lib/ui-text.ts); English when absent. */
  lang?: Lang;
};

/** A block's Markdown: `leading` is true for the block that opens the page (blocks/page-blocks.tsx). */
export type BlockMarkdown<K extends BlockType> = (block: BlockOf<K>, context: MarkdownContext, leading: boolean) => string;

/**
 * A page's blocks as one Markdown document; a block type without a function is left out. `leading`
 * is true for the block that opens the page, as blocks/page-blocks.tsx passes it.
 */
export function blocksToMarkdown(pageBlocks: readonly PageBlock[], context: MarkdownContext): string {
  const definitions = blockDefinitions as Record<string, { markdown: (block: PageBlock, context: MarkdownContext, leading: boolean) => string } | undefined>;
  const lead = leadingBlockIndex(pageBlocks);
  return `${blocks(...pageBlocks.map((block, index) => definitions[block._type]?.markdown(block, context, index === lead)))}\n`;
}
