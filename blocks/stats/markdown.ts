import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader, facts } from "@/lib/markdown/sections";
import { blocks, paragraph } from "@/lib/markdown/syntax";

export const statsMarkdown: BlockMarkdown<"stats"> = (block) =>
  blocks(sectionHeader(block), facts(block.items), paragraph(block.note));
