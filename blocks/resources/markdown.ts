import type { BlockMarkdown } from "@/lib/markdown/blocks";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, emphasis, heading, paragraph } from "@/lib/markdown/syntax";
import { RESOURCE_KIND_LABELS } from "@/lib/resource-kinds";

export const resourcesMarkdown: BlockMarkdown<"resources"> = (block) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((item) =>
      blocks(heading(3, item.title), [emphasis(RESOURCE_KIND_LABELS[item.kind]), paragraph(item.meta)].filter(Boolean).join(" · "), paragraph(item.summary)),
    ),
    paragraph(block.note),
  );
