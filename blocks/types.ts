import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import type { MarkdownContext } from "@/lib/markdown/context";

/*
 * The two parts a block plays besides its schema and projection, as the registries type them
 * (blocks/components.ts, blocks/markdown.ts). Types only: a block's files import these, never a
 * registry.
 */

/**
 * A block's component. `leading` is true for the block that opens the page (after a top banner):
 * long-form text makes its heading the h1. `lang` is the page's language, for the words the block
 * writes itself (lib/text/ui-text.ts); a block without any ignores it.
 */
export type BlockComponent<K extends BlockType> = ComponentType<{ block: BlockOf<K>; leading?: boolean; lang: Lang }>;

/** A block's Markdown: `leading` is true for the block that opens the page, as for its component. */
export type BlockMarkdown<K extends BlockType> = (
  block: BlockOf<K>,
  context: MarkdownContext,
  leading: boolean,
) => string;
