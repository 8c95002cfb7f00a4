import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, emphasis, heading, paragraph } from "@/lib/markdown/syntax";

export const integrationsMarkdown: BlockMarkdown<"integrations"> = (block) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((item) =>
      blocks(
        heading(3, item.name),
        [item.badge && emphasis(item.badge), paragraph(item.description)].filter(Boolean).join(" — "),
      ),
    ),
    paragraph(block.note),
  );
