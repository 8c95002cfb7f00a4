import type { BlockMarkdown } from "@/lib/markdown/blocks";
import { sectionHeader, facts } from "@/lib/markdown/sections";
import { blocks, paragraph } from "@/lib/markdown/syntax";

export const statsMarkdown: BlockMarkdown<"stats"> = (block) => blocks(sectionHeader(block), facts(block.items), paragraph(block.note));
