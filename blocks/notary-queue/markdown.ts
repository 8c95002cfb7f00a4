import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader, textList } from "@/lib/markdown/sections";
import { blocks, bulletList, emphasis, heading, paragraph } from "@/lib/markdown/syntax";

export const notaryQueueMarkdown: BlockMarkdown<"notaryQueue"> = (block) =>
  blocks(
    sectionHeader(block),
    textList(block.highlights),
    heading(3, block.cardTitle),
    bulletList(
      block.items.map((item) =>
        [item.time, item.id, item.name, item.type, item.status].map(paragraph).filter(Boolean).join(" · "),
      ),
    ),
    emphasis(block.caption),
  );
