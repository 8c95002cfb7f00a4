import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, codeBlock, heading, paragraph, plain, strong } from "@/lib/markdown/syntax";

export const codeSampleMarkdown: BlockMarkdown<"codeSample"> = (block) =>
  blocks(
    sectionHeader(block),
    ...block.samples.map((sample) =>
      blocks(
        heading(3, `${plain(sample.method)} ${plain(sample.endpoint)}`),
        paragraph(sample.summary),
        sample.request && blocks(strong(block.requestLabel), codeBlock(sample.request.trim(), "json")),
        sample.response && blocks(strong(block.responseLabel), codeBlock(sample.response.trim(), "json")),
      ),
    ),
    paragraph(block.note),
  );
