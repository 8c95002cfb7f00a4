import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader, textList } from "@/lib/markdown/sections";
import { blocks, bulletList, code, emphasis, heading, paragraph } from "@/lib/markdown/syntax";

export const apiRequestLogMarkdown: BlockMarkdown<"apiRequestLog"> = (block) =>
  blocks(
    sectionHeader(block),
    textList(block.highlights),
    heading(3, block.cardTitle),
    bulletList(
      block.items.map((item) =>
        [code(`${item.method} ${item.endpoint}`), String(item.status), paragraph(item.time)]
          .filter(Boolean)
          .join(" · "),
      ),
    ),
    emphasis(block.caption),
  );
