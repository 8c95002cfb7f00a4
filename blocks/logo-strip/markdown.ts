import type { BlockMarkdown } from "@/blocks/types";
import { textList } from "@/lib/markdown/sections";
import { blocks, heading, paragraph } from "@/lib/markdown/syntax";

export const logoStripMarkdown: BlockMarkdown<"logoStrip"> = (block) =>
  blocks(heading(2, block.label), textList(block.logos), paragraph(block.note));
