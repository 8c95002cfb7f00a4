import { formatDate, longFormLevels } from "@/lib/pages/long-form";
import type { BlockMarkdown } from "@/blocks/types";
import { portableTextToMarkdown } from "@/lib/markdown/portable-text";
import { blocks, emphasis, heading, paragraph } from "@/lib/markdown/syntax";
import { uiText } from "@/lib/text/ui-text";

// The questions are disclosure summaries on the page, not headings.
export const longFormMarkdown: BlockMarkdown<"longForm"> = (block, context, leading) => {
  const levels = longFormLevels(leading);
  const text = uiText(context.lang ?? "en");
  return blocks(
    heading(levels.heading, block.heading),
    block.eyebrow && emphasis(block.eyebrow),
    paragraph(block.intro),
    block.lastUpdated &&
      emphasis(`${block.lastUpdatedLabel ?? text.lastUpdatedLabel} ${formatDate(block.lastUpdated, text.locale)}`),
    portableTextToMarkdown(block.body, { ...context, headingLevels: { h2: levels.h2, h3: levels.h3 } }),
  );
};
