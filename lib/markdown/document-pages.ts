import { faqMarkdown } from "@/blocks/faq/markdown";
import { longFormMarkdown } from "@/blocks/long-form/markdown";
import {
  answerOf,
  documentBodyBlock,
  documentFaqBlock,
  linkedStates,
  shownExceptions,
  statePageOf,
  type DocumentPage,
  type DocumentSummary,
  type ShownAnswer,
} from "@/lib/documents/pages";
import { documentTypePath } from "@/lib/documents/paths";
import { shownAnswer } from "@/lib/documents/pages";
import type { Source } from "@/lib/documents/rules";
import { formatDate } from "@/lib/pages/long-form";
import { checkerPath, earlyAccessPath, type Lang } from "@/lib/routing/paths";
import { stateName } from "@/lib/signup/states";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import type { MarkdownContext } from "./context";
import { markdownPath } from "./paths";
import { blocks, bulletList, emphasis, escapeText, heading, link, paragraph, plain, strong } from "./syntax";

/*
 * The document pages' Markdown renditions (`/documents/power-of-attorney.md`): what the HTML pages
 * show (features/documents/), with the same headings in the same order, the questions through the
 * FAQ block's own Markdown.
 */

type Context = MarkdownContext & { lang: Lang };

const sourceLine = (source: Source | null, lang: Lang) => {
  if (!source) return null;
  const words = uiText(lang).documents;
  return `${strong(words.sourceLabel)}: ${link(source.citation, source.url)} (${escapeText(
    fillTemplate(words.checkedOn, { date: formatDate(source.checked, uiText(lang).locale) }),
  )})`;
};

const answerMarkdown = (shown: ShownAnswer, lang: Lang) =>
  blocks(
    `${strong(uiText(lang).documents.answerLabel)}: ${escapeText(uiText(lang).documents.answers[shown.answer])}`,
    paragraph(shown.reason),
    sourceLine(shown.source, lang),
  );

/** One document's page as Markdown, in its language; links absolute through `context`. */
export function documentPageMarkdown(page: DocumentPage, context: Context): string {
  const { lang } = context;
  const words = uiText(lang).documents;
  const online = answerOf(page.online);
  const abroad = answerOf(page.abroad);
  const exceptions = shownExceptions(page);
  const body = documentBodyBlock(page);
  const faq = documentFaqBlock(page, lang);
  const states = linkedStates(page);
  return `${blocks(
    heading(1, page.title),
    paragraph(page.summary),
    online ? blocks(heading(2, words.usualHeading), answerMarkdown(online, lang)) : null,
    emphasis(words.generalNote),
    page.refusers.length > 0
      ? blocks(
          heading(2, words.refusersHeading),
          bulletList(page.refusers.map((refuser) => `${strong(refuser.who)}: ${escapeText(plain(refuser.why))}`)),
        )
      : null,
    heading(2, words.exceptionsHeading),
    exceptions.length > 0
      ? exceptions
          .map((exception) =>
            blocks(
              `${strong(exception.states.map(stateName).join(", "))}: ${escapeText(words.answers[exception.answer])}. ${escapeText(words.appliesTo[exception.appliesTo])}.`,
              paragraph(exception.reason),
              sourceLine(exception.source, lang),
              exception.states
                .flatMap((code) => {
                  const href = statePageOf(lang, code);
                  return href
                    ? [link(fillTemplate(words.statePageLink, { state: stateName(code) }), context.href(href))]
                    : [];
                })
                .join(" · "),
            ),
          )
          .join("\n\n")
      : paragraph(words.exceptionsNone),
    abroad ? blocks(heading(2, words.abroadHeading), answerMarkdown(abroad, lang)) : null,
    page.prepare.length > 0
      ? blocks(heading(2, words.prepareHeading), bulletList(page.prepare.map((item) => escapeText(plain(item)))))
      : null,
    body ? longFormMarkdown(body, context, false) : null,
    faq ? faqMarkdown(faq, context, false) : null,
    states.length > 0
      ? blocks(
          heading(2, words.statesHeading),
          bulletList(
            states.flatMap((code) => {
              const href = statePageOf(lang, code);
              return href ? [link(stateName(code), context.href(href))] : [];
            }),
          ),
        )
      : null,
    heading(2, words.checkerHeading),
    paragraph(words.checkerBody),
    link(words.checkerLink, context.href(checkerPath(lang))),
    heading(2, words.ctaHeading),
    paragraph(words.ctaBody),
    link(words.ctaLabel, context.href(earlyAccessPath(lang))),
  )}\n`;
}

/** The index as Markdown: every document of the language with its usual answer, each a link to its rendition. */
export function documentIndexMarkdown(documents: readonly DocumentSummary[], context: Context): string {
  const { lang } = context;
  const words = uiText(lang).documents;
  return `${blocks(
    heading(1, words.indexTitle),
    paragraph(words.indexIntro),
    ...documents.map((document) =>
      blocks(
        heading(2, document.title),
        `${strong(words.answerLabel)}: ${escapeText(words.answers[shownAnswer(document.answer)])}`,
        paragraph(document.summary),
        link(document.title, context.href(markdownPath(documentTypePath(lang, document.slug)))),
      ),
    ),
  )}\n`;
}

/**
 * The state page's list of the documents with an exception for the state
 * (features/documents/state-document-links.tsx) as Markdown, for the state page's rendition;
 * null when there are none.
 */
export function stateDocumentLinksMarkdown(
  documents: readonly DocumentSummary[],
  name: string,
  context: Context,
): string | null {
  if (documents.length === 0) return null;
  const { lang } = context;
  const words = uiText(lang).documents;
  return blocks(
    heading(2, fillTemplate(words.stateLinksHeading, { state: name })),
    paragraph(fillTemplate(words.stateLinksIntro, { state: name })),
    bulletList(
      documents.map(
        (document) =>
          `${link(document.title, context.href(documentTypePath(lang, document.slug)))}: ${escapeText(words.answers[shownAnswer(document.answer)])}`,
      ),
    ),
  );
}
