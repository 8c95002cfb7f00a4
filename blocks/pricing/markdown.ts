import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader, ctaLinks, textList } from "@/lib/markdown/sections";
import { blocks, heading, paragraph, strong } from "@/lib/markdown/syntax";

export const pricingMarkdown: BlockMarkdown<"pricing"> = (block, context) =>
  blocks(
    sectionHeader(block),
    heading(3, block.planName),
    [paragraph(block.pricePrefix), strong(block.price), paragraph(block.priceUnit)].filter(Boolean).join(" "),
    textList(block.features),
    block.cta && ctaLinks([block.cta], context),
    block.detailsCta && ctaLinks([block.detailsCta], context),
    paragraph(block.note),
  );
