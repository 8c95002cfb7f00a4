import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, heading, paragraph } from "@/lib/markdown/syntax";

export const requirementsMarkdown: BlockMarkdown<"requirements"> = (block) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((item) => blocks(heading(3, item.title), paragraph(item.body))),
    paragraph(block.note),
  );
