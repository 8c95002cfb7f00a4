import type { BlockMarkdown } from "@/lib/markdown/blocks";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, heading, paragraph, plain } from "@/lib/markdown/syntax";

export const stepsMarkdown: BlockMarkdown<"steps"> = (block) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((step, index) => blocks(heading(3, `Step ${index + 1}: ${plain(step.title)}`), paragraph(step.body))),
  );
