import type { BlockOf } from "@/lib/pages/site";
import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader, facts } from "@/lib/markdown/sections";
import { blocks, escapeText, paragraph, plain, quote, strong } from "@/lib/markdown/syntax";

function testimonial(item: BlockOf<"testimonials">["items"][number]): string {
  const who = [strong(item.name), ...[item.role, item.company].filter(Boolean).map((part) => escapeText(plain(part)))]
    .filter(Boolean)
    .join(", ");
  return blocks(quote(paragraph(item.quote)), who && `— ${who}`, item.figures.length > 0 && facts(item.figures));
}

export const testimonialsMarkdown: BlockMarkdown<"testimonials"> = (block) =>
  blocks(sectionHeader(block), ...block.items.map(testimonial), paragraph(block.note));
