import type { BlockMarkdown } from "@/blocks/types";
import { ctaLinks } from "@/lib/markdown/sections";
import { blocks, emphasis, heading, paragraph } from "@/lib/markdown/syntax";

export const callToActionMarkdown: BlockMarkdown<"callToAction"> = (block, context) =>
  blocks(
    heading(2, block.heading),
    block.eyebrow && emphasis(block.eyebrow),
    paragraph(block.intro),
    ctaLinks(block.ctas, context),
  );
