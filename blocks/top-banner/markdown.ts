import type { BlockMarkdown } from "@/blocks/types";
import { ctaLinks } from "@/lib/markdown/sections";
import { paragraph, strong } from "@/lib/markdown/syntax";

export const topBannerMarkdown: BlockMarkdown<"topBanner"> = (block, context) =>
  [block.badge && `${strong(block.badge)}:`, paragraph(block.message), block.cta && ctaLinks([block.cta], context)]
    .filter(Boolean)
    .join(" ");
