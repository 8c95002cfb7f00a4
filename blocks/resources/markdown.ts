import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { linkedArticleHref } from "@/lib/articles/card-link";
import { blocks, emphasis, heading, link, paragraph } from "@/lib/markdown/syntax";
import { RESOURCE_KIND_LABELS } from "@/lib/pages/resource-kinds";

export const resourcesMarkdown: BlockMarkdown<"resources"> = (block, context) =>
  blocks(
    sectionHeader(block),
    ...block.items.map((item) => {
      const href = linkedArticleHref(item.article, context.lang ?? "en", new Date());
      return blocks(
        href ? `### ${link(item.title, context.href(href))}` : heading(3, item.title),
        [emphasis(RESOURCE_KIND_LABELS[item.kind]), paragraph(item.meta)].filter(Boolean).join(" · "),
        paragraph(item.summary),
      );
    }),
    paragraph(block.note),
  );
