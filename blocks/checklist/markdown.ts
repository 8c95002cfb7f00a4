import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader, textList } from "@/lib/markdown/sections";
import { blocks, heading, paragraph } from "@/lib/markdown/syntax";

export const checklistMarkdown: BlockMarkdown<"checklist"> = (block) =>
  blocks(
    sectionHeader(block),
    block.listTitle && heading(3, block.listTitle),
    textList(block.items),
    paragraph(block.note),
  );
