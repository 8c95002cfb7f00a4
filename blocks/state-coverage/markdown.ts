import { formatDate } from "@/lib/pages/long-form";
import type { BlockMarkdown } from "@/blocks/types";
import { sectionHeader } from "@/lib/markdown/sections";
import { blocks, paragraph, table } from "@/lib/markdown/syntax";
import { countAuthorisedStates, stateCoverageCopy, statusText } from "@/lib/states/coverage";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";

export const stateCoverageMarkdown: BlockMarkdown<"stateCoverage"> = (block, { lang = "en" }) => {
  const copy = stateCoverageCopy(block, lang);
  const { columns } = copy;
  const date = (value: string | null) => (value ? formatDate(value, uiText(lang).locale) : "—");
  const rows = block.states.map((state) => [
    `${state.name} (${state.code})`,
    statusText(state.status, lang, block.statusLabels),
    date(state.effectiveDate),
    state.citation || "—",
  ]);
  return blocks(
    sectionHeader(block),
    paragraph(fillTemplate(copy.summary, { count: countAuthorisedStates(block.states) })),
    table([columns.state, columns.status, columns.effectiveDate, columns.citation], rows, 3),
    paragraph(copy.note),
  );
};
