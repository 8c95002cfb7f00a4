// A page's blocks as Markdown. Each block's function is in its folder (blocks/<name>/markdown.ts),
// listed in blocks/markdown.ts: the content of its component, with the same headings at the same
// levels in the same order (tests/unit/markdown/blocks.test.ts renders both and compares them), and
// none of the page's interface: no icons, no buttons that open dialogs or jump within the page. A
// call to action that leads to an address is content, and stays as a link.
import { blockMarkdown } from "@/blocks/markdown";
import type { BlockMarkdown } from "@/blocks/types";
import type { BlockType, PageBlock } from "@/lib/pages/site";
import { leadingBlockIndex } from "@/lib/pages/long-form";
import type { MarkdownContext } from "./context";
import { blocks } from "./syntax";

export type { MarkdownContext } from "./context";

/**
 * A page's blocks as one Markdown document; a block type without a function is left out. `leading`
 * is true for the block that opens the page, as blocks/page-blocks.tsx passes it.
 */
export function blocksToMarkdown(pageBlocks: readonly PageBlock[], context: MarkdownContext): string {
  // Looked up by the block's own `_type`, so each function receives its own block type.
  const functions = blockMarkdown as Partial<Record<string, BlockMarkdown<BlockType>>>;
  const lead = leadingBlockIndex(pageBlocks);
  return `${blocks(...pageBlocks.map((block, index) => functions[block._type]?.(block, context, index === lead)))}\n`;
}
