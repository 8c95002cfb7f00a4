import type { BlockOf } from "@/lib/pages/site";
import { LANGUAGES, type Lang } from "@/lib/routing/paths";
import { STATE_CODES, type StateCode } from "@/lib/signup/states";
import { statePagePath } from "@/lib/states/paths";
import { plain } from "@/lib/sanity/stega";
import { toPlainText } from "@portabletext/react";
import { absoluteUrl, languagePaths, type LanguagePaths } from "@/lib/seo/metadata";
import type { DocumentTypeQueryResult, DocumentTypesQueryResult } from "@/lib/sanity/sanity.types";
import { uiText } from "@/lib/text/ui-text";
import { fillTemplate } from "@/lib/text/template";
import { documentIndexPath, documentTypePath } from "./paths";
import { isOnlineAnswer, sourceOf, type OnlineAnswer, type Source } from "./rules";

/*
 * What the document pages derive from their content, without reading it: their addresses in every
 * language, the states they link to, the exceptions and answers with their sources as shown, the
 * FAQ as a block, the structured data and the sitemap's entries. Pure functions (the unit tests
 * call them with fixtures).
 */

export type DocumentSummary = DocumentTypesQueryResult[number];
export type DocumentPage = NonNullable<DocumentTypeQueryResult>;

const isStateCode = (code: string): code is StateCode => (STATE_CODES as readonly string[]).includes(code);

/** A state code as stored, without draft mode's marks (an array's items are not kept free of them). */
const codeOf = (value: string) => plain(value).trim().toUpperCase();

/** The documents of a list that have an exception naming the state `code`, in the list's order. */
export function documentsWithExceptionsIn<D extends Pick<DocumentSummary, "exceptionStates">>(
  documents: readonly D[],
  code: string,
): D[] {
  const upper = code.toUpperCase();
  return documents.filter((document) =>
    (document.exceptionStates as readonly string[]).some((state) => codeOf(state) === upper),
  );
}

/** A document's path in each language it is published in (its own and its published translations'). */
export const documentPagePaths = (
  document: Pick<DocumentSummary, "slug" | "translations"> & { language: string },
  lang: Lang,
): LanguagePaths =>
  languagePaths({ type: "documentType", lang, slug: document.slug, translations: document.translations });

/** The index's path in every language. */
export const documentIndexPaths = (): Record<Lang, string> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, documentIndexPath(lang)])) as Record<Lang, string>;

/** An answer the pages can show: one of the vocabulary's, else "check first" (never a made-up word). */
export const shownAnswer = (answer: string | null | undefined): OnlineAnswer =>
  isOnlineAnswer(answer) ? answer : "check";

/** An answer's reason with its source, when the source is complete (lib/documents/rules.ts). */
export type ShownAnswer = { answer: OnlineAnswer; reason: string; source: Source | null };

export function answerOf(
  value: DocumentPage["online"] | DocumentPage["abroad"] | null | undefined,
): ShownAnswer | null {
  if (!value?.reason) return null;
  return { answer: shownAnswer(value.answer), reason: value.reason, source: sourceOf(value) };
}

/** A state exception as the page shows it: only with its complete source, and only for real states. */
export type ShownException = {
  key: string;
  states: StateCode[];
  appliesTo: "signer" | "use" | "either";
  answer: OnlineAnswer;
  reason: string;
  source: Source;
};

export function shownExceptions(page: Pick<DocumentPage, "exceptions">): ShownException[] {
  return page.exceptions.flatMap((exception) => {
    const source = sourceOf(exception);
    const states = exception.states.map(codeOf).filter(isStateCode);
    if (!source || states.length === 0 || !exception.reason) return [];
    return [
      {
        key: exception._key,
        states,
        appliesTo: exception.appliesTo ?? "either",
        answer: shownAnswer(exception.answer),
        reason: exception.reason,
        source,
      },
    ];
  });
}

/** The states a document's page links to: those of its exceptions shown, then its related states, each once. */
export function linkedStates(page: Pick<DocumentPage, "exceptions" | "relatedStates">): StateCode[] {
  const codes = [...shownExceptions(page).flatMap((exception) => exception.states), ...page.relatedStates.map(codeOf)];
  return [...new Set(codes.filter(isStateCode))];
}

/** A state's page in a language (`/remote-online-notarization/<state>`), from its code. */
export const statePageOf = (lang: Lang, code: string): string | null => statePagePath(lang, code);

/** The document's questions as the FAQ block that renders them (and gives its Markdown and FAQPage data). */
export function documentFaqBlock(page: Pick<DocumentPage, "slug" | "faq">, lang: Lang): BlockOf<"faq"> | null {
  if (page.faq.length === 0) return null;
  return {
    _key: `${page.slug}-faq`,
    _type: "faq",
    anchor: "questions",
    eyebrow: null,
    heading: uiText(lang).documents.faqHeading,
    intro: null,
    tone: "tint",
    items: page.faq.map((item) => ({ _key: item._key, question: item.question, answer: item.answer })),
  };
}

/** The document's own text as a long-form block, when it has one. */
export function documentBodyBlock(page: Pick<DocumentPage, "slug" | "body" | "title">): BlockOf<"longForm"> | null {
  if (page.body.length === 0) return null;
  return {
    _key: `${page.slug}-text`,
    _type: "longForm",
    anchor: "about",
    eyebrow: null,
    heading: page.title,
    intro: null,
    tone: "white",
    lastUpdated: null,
    lastUpdatedLabel: null,
    toc: false,
    tocLabel: null,
    body: page.body,
  };
}

/** A document page's title for search engines and tabs: its SEO title, else "<title>: can it be notarized online?". */
export const documentMetaTitle = (page: Pick<DocumentPage, "title" | "seo">, lang: Lang): string =>
  page.seo?.title ?? fillTemplate(uiText(lang).documents.metaTitle, { document: page.title });

/** schema.org BreadcrumbList: home, the documents' index and, on a document's page, the document. */
export function breadcrumbData(lang: Lang, document?: { title: string; path: string }) {
  const words = uiText(lang).documents;
  const items = [
    { name: words.homeCrumb, path: lang === "en" ? "/" : `/${lang}` },
    { name: words.eyebrow, path: documentIndexPath(lang) },
    ...(document ? [{ name: document.title, path: document.path }] : []),
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** schema.org FAQPage from a document's questions, or null when it has none. */
export function documentFaqData(page: Pick<DocumentPage, "faq">) {
  if (page.faq.length === 0) return null;
  return {
    "@type": "FAQPage",
    mainEntity: page.faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: toPlainText(item.answer) },
    })),
  };
}

/** One sitemap entry of the document pages. */
export type DocumentSitemapItem = {
  path: string;
  paths: LanguagePaths;
  lastModified: string | null;
  priority: number;
};

/**
 * The index of each language (changed when its newest document did) and every document not hidden
 * from search engines, each with its published translations as alternates.
 */
export function documentSitemapItems(
  perLanguage: readonly (readonly [Lang, readonly DocumentSummary[]])[],
): DocumentSitemapItem[] {
  const indexPaths = documentIndexPaths();
  return perLanguage.flatMap(([lang, documents]) => {
    const newest =
      documents
        .map((document) => document._updatedAt)
        .filter(Boolean)
        .sort()
        .at(-1) ?? null;
    const index: DocumentSitemapItem = {
      path: indexPaths[lang],
      paths: indexPaths,
      lastModified: newest,
      priority: 0.6,
    };
    const pages = documents
      .filter((document) => !document.noindex)
      .map((document): DocumentSitemapItem => {
        const paths = documentPagePaths(document, lang);
        return {
          path: paths[lang] ?? documentTypePath(lang, document.slug),
          paths,
          lastModified: document._updatedAt ?? null,
          priority: 0.6,
        };
      });
    return [index, ...pages];
  });
}
