import { faqMarkdown } from "@/blocks/faq/markdown";
import { longFormMarkdown } from "@/blocks/long-form/markdown";
import { stateCoverageMarkdown } from "@/blocks/state-coverage/markdown";
import type { BlockOf } from "@/lib/pages/site";
import { earlyAccessPath, type Lang } from "@/lib/routing/paths";
import { formatDate } from "@/lib/pages/long-form";
import { factLines, statusText, unverifiedSentence } from "@/lib/states/coverage";
import { statePageHeading, statePagePath, stateProseBlocks, type StatePage } from "@/lib/states/state-pages";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import type { MarkdownContext } from "./context";
import { blocks, bulletList, escapeText, heading, link, paragraph, plain, quote, strong } from "./syntax";

/*
 * The state pages' Markdown renditions (`/remote-online-notarization/texas.md`): what the HTML page
 * shows, in the same order and words (features/states/state-page-view.tsx), the state's own text
 * and questions through the long-form and FAQ blocks' own Markdown.
 */

const item = (label: string, value: string) => `${strong(label)}: ${value}`;

/** One state's page as Markdown, in its language; links absolute through `context`. */
export function statePageMarkdown(
  page: StatePage,
  context: MarkdownContext & { lang: Lang },
  /** The documents with an exception for the state, as Markdown (lib/markdown/document-pages.ts), after the prose as on the page. */
  documentLinks: string | null = null,
): string {
  const { lang } = context;
  const text = uiText(lang);
  const words = text.statePage;
  const date = (value: string) => escapeText(formatDate(value, text.locale));
  const notVerified = unverifiedSentence(page, lang);
  const prose = stateProseBlocks(page, lang).map((block) =>
    block._type === "longForm"
      ? longFormMarkdown(block, context, false)
      : block._type === "faq"
        ? faqMarkdown(block, context, false)
        : "",
  );
  return `${blocks(
    heading(1, statePageHeading(page.name, lang)),
    paragraph(fillTemplate(words.lead, { state: page.name })),
    page.unverified ? quote(`${strong(words.unverifiedHeading)}: ${escapeText(words.unverifiedNotice)}`) : null,
    heading(2, fillTemplate(words.factsHeading, { state: page.name })),
    bulletList(
      [
        item(words.statusLabel, escapeText(statusText(page.status, lang, page.statusLabels))),
        page.effectiveDate ? item(words.effectiveDateLabel, date(page.effectiveDate)) : null,
        page.citation ? item(words.citationLabel, escapeText(plain(page.citation))) : null,
        page.sourceUrl ? item(words.sourceLabel, link(words.sourceLinkText, page.sourceUrl)) : null,
        item(words.lastVerifiedLabel, date(page.lastVerified)),
      ].filter((line): line is string => line !== null),
    ),
    heading(2, words.requirementsHeading),
    bulletList(
      factLines(page, lang).map(
        (fact) =>
          `${item(fact.label, escapeText(fact.value))} (${escapeText(words.facts.source)}: ${link(fact.citation, fact.sourceUrl)}, ${escapeText(fillTemplate(words.facts.checked, { date: formatDate(fact.checked, text.locale) }))})`,
      ),
    ),
    paragraph(notVerified),
    paragraph(page.note),
    ...prose,
    documentLinks,
    heading(2, words.ctaHeading),
    paragraph(words.ctaBody),
    link(words.ctaLabel, context.href(earlyAccessPath(lang))),
  )}\n`;
}

/** The index's rendition: its heading and intro, then the coverage table as the block's Markdown. */
export function stateIndexMarkdown(block: BlockOf<"stateCoverage">, context: MarkdownContext & { lang: Lang }): string {
  const words = uiText(context.lang).statePage;
  const pages = block.states.flatMap((state) => {
    const path = statePagePath(context.lang, state.code);
    return path ? [link(fillTemplate(words.rowLink, { state: state.name }), context.href(path))] : [];
  });
  return `${blocks(heading(1, words.indexTitle), paragraph(words.indexIntro), stateCoverageMarkdown(block, context, false), bulletList(pages))}\n`;
}
