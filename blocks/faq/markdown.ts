import type { BlockMarkdown } from "@/blocks/types";
import { portableTextToMarkdown } from "@/lib/markdown/portable-text";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, strong } from "@/lib/markdown/syntax";

export const faqMarkdown: BlockMarkdown<"faq"> = (block, context) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((item) => blocks(strong(item.question), portableTextToMarkdown(item.answer, context))),
  );
