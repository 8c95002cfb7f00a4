import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, heading, paragraph, plain } from "@/lib/markdown/syntax";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";

export const stepsMarkdown: BlockMarkdown<"steps"> = (block, { lang = "en" }) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((step, index) =>
      blocks(
        heading(3, `${fillTemplate(uiText(lang).stepLabel, { number: index + 1 })}${plain(step.title)}`),
        paragraph(step.body),
      ),
    ),
  );
