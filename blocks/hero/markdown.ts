import type { BlockOf } from "@/lib/pages/site";
import type { BlockMarkdown } from "@/blocks/types";
import { portableTextToMarkdown } from "@/lib/markdown/portable-text";
import { ctaLinks, facts } from "@/lib/markdown/sections";
import { blocks, bulletList, emphasis, escapeText, heading, paragraph, plain, strong } from "@/lib/markdown/syntax";

function sampleCard(card: NonNullable<BlockOf<"hero">["sampleCard"]>): string {
  const { progress } = card;
  const rows = [
    ...card.rows.map((row) => `${escapeText(plain(row.label))}: ${paragraph(row.value)}`),
    ...(progress ? [`${escapeText(plain(progress.label))}: ${progress.current}/${progress.total}`] : []),
    ...card.notes.map((note) => paragraph(note)),
  ];
  return blocks(
    [strong(card.title), card.badge && `(${escapeText(plain(card.badge))})`].filter(Boolean).join(" "),
    bulletList(rows),
    card.caption && emphasis(card.caption),
  );
}

export const heroMarkdown: BlockMarkdown<"hero"> = (block, context) =>
  blocks(
    heading(1, block.headline),
    block.eyebrow && emphasis(block.eyebrow),
    portableTextToMarkdown(block.body, context),
    ctaLinks(block.ctas, context),
    paragraph(block.footnote),
    block.sampleCard && sampleCard(block.sampleCard),
    block.stats.length > 0 && facts(block.stats),
  );
