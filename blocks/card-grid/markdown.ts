import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, heading, paragraph } from "@/lib/markdown/syntax";

export const cardGridMarkdown: BlockMarkdown<"cardGrid"> = (block) =>
  blocks(sectionHeader(block), ...block.cards.map((card) => blocks(heading(3, card.title), paragraph(card.body))));
