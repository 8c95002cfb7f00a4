import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SiteFrame } from "@/components/layout/site-frame";
import { PageHeading } from "@/components/ui/page-heading";
import { JsonLd } from "@/components/ui/json-ld";
import { answerPath, choicesOfSegments, type Choices } from "@/lib/checker/choices";
import { getCheckerDocuments, getCheckerStates } from "@/lib/checker/content";
import { ABROAD, checkDocument, OUTSIDE_US } from "@/lib/checker/rules";
import type { CheckerDocument, CheckerState } from "@/lib/checker/types";
import { getLayout } from "@/lib/pages/site";
import { isLang, LANGUAGES, type Lang } from "@/lib/routing/paths";
import { pathOf } from "@/lib/routing/table";
import { pageMetadata, previewImageOf } from "@/lib/seo/metadata";
import { webPageData } from "@/lib/seo/structured-data";
import { stateOptions } from "@/lib/signup/states";
import { fillTemplate } from "@/lib/text/template";
import { statusLabel, uiText } from "@/lib/text/ui-text";
import { CheckerAnswerView } from "./checker-answer-view";
import { CheckerForm } from "./checker-form";

/*
 * "Can I notarize this online?" for the thin routes of app/[locale]/can-i-notarize-online: the form
 * (prerendered) and an answer (rendered per request, kept by a CDN: docs/performance.md, "The
 * checker's answers"). Both read the same two cached queries per language; an answer's address is
 * parsed without any query of its own and answers 404 unless it names a document of the language,
 * a state or outside the U.S., and a state or another country.
 */

const formPaths = () =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, pathOf(lang, "checker")])) as Record<Lang, string>;

async function formProps(lang: Lang) {
  const [documents, states] = await Promise.all([getCheckerDocuments(lang), getCheckerStates(lang)]);
  return { documents, states, options: stateOptions(lang, [...states.values()]) };
}

// --- The form ---

export function checkerMetadata(lang: Lang): Metadata {
  const words = uiText(lang).checker;
  const paths = formPaths();
  return pageMetadata({
    seo: { title: words.metaTitle, description: words.description, noindex: false, ogImage: null },
    fallbackTitle: words.title,
    canonicalPath: paths[lang],
    lang,
    paths,
    previewImage: previewImageOf(lang, "checker"),
  });
}

export async function CheckerRoute({ lang }: { lang: Lang }) {
  const [{ documents, options }, layout] = await Promise.all([formProps(lang), getLayout(lang)]);
  const words = uiText(lang).checker;
  const paths = formPaths();
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <JsonLd
        data={webPageData({
          path: paths[lang],
          title: words.metaTitle,
          description: words.description,
          blocks: [],
          lang,
        })}
      />
      <section aria-labelledby="checker-heading" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <PageHeading id="checker-heading" eyebrow={words.eyebrow} title={words.title} lead={words.intro} />
          <div className="mt-8">
            <CheckerForm lang={lang} words={words} documents={documents} states={options} />
          </div>
          <p className="mt-6 text-sm text-pretty text-slate-700">{words.disclaimer}</p>
        </div>
      </section>
    </SiteFrame>
  );
}

// --- An answer ---

type Segments = { document: string; signer: string; use: string };

type Found = {
  choices: Choices;
  document: CheckerDocument;
  states: ReadonlyMap<string, CheckerState>;
  documents: CheckerDocument[];
};

/** The answer an address names, or null (a document the language does not have, a segment that names no place). */
async function findAnswer(lang: Lang, segments: Segments): Promise<Found | null> {
  const choices = choicesOfSegments(lang, segments);
  if (!choices) return null;
  const [documents, states] = await Promise.all([getCheckerDocuments(lang), getCheckerStates(lang)]);
  const document = documents.find((candidate) => candidate.slug === choices.document);
  return document ? { choices, document, states, documents } : null;
}

/** The places in the question: "in Texas" (the state's name in the language), "outside the United States", "in another country". */
function placeNames(lang: Lang, { signer, use }: Choices, states: ReadonlyMap<string, CheckerState>) {
  const words = uiText(lang).checker;
  const name = (code: string) =>
    states.get(code)?.name ?? stateOptions(lang).find(([each]) => each === code)?.[1] ?? code;
  const inState = (code: string) => fillTemplate(words.inState, { state: name(code) });
  return {
    signer: signer === OUTSIDE_US ? words.signerOutside : inState(signer),
    use: use === ABROAD ? words.useAbroad : inState(use),
  };
}

/** Both languages' addresses of the answer: the document's translation in the other language, when it has one. */
function answerPaths(lang: Lang, found: Found): Partial<Record<Lang, string>> {
  const paths: Partial<Record<Lang, string>> = { [lang]: answerPath(lang, found.choices) };
  for (const translation of found.document.translations) {
    if (isLang(translation.language) && translation.language !== lang)
      paths[translation.language] = answerPath(translation.language, { ...found.choices, document: translation.slug });
  }
  return paths;
}

function resultOf(lang: Lang, found: Found, statusLabels: Record<string, string>) {
  const text = uiText(lang);
  return checkDocument({
    document: found.document,
    signer: found.choices.signer,
    use: found.choices.use,
    states: found.states,
    lang,
    words: text.checker,
    locale: text.locale,
    statusLabels,
  });
}

const labelsOf = (lang: Lang, fromSettings?: Parameters<typeof statusLabel>[2]) =>
  Object.fromEntries(
    ["permanent", "enacted", "temporary", "ipen", "none"].map((status) => [
      status,
      statusLabel(lang, status, fromSettings),
    ]),
  );

export async function checkerAnswerMetadata(lang: Lang, segments: Segments): Promise<Metadata> {
  const found = await findAnswer(lang, segments);
  if (!found) return {};
  const layout = await getLayout(lang);
  const words = uiText(lang).checker;
  const result = resultOf(lang, found, labelsOf(lang, layout.settings?.statusLabels));
  const places = placeNames(lang, found.choices, found.states);
  const values = { document: found.document.title, ...places };
  // Not for search engines: 52,000 near-identical combinations; the form, the document and state pages are.
  return pageMetadata({
    seo: {
      title: fillTemplate(words.answerMetaTitle, values),
      description: fillTemplate(words.answerDescription, { ...values, answer: words.answers[result.answer] }),
      noindex: true,
      ogImage: null,
    },
    fallbackTitle: words.title,
    canonicalPath: answerPath(lang, found.choices),
    lang,
    paths: answerPaths(lang, found),
  });
}

export async function CheckerAnswerRoute({ lang, segments }: { lang: Lang; segments: Segments }) {
  const [found, layout] = await Promise.all([findAnswer(lang, segments), getLayout(lang)]);
  if (!found) notFound();
  const text = uiText(lang);
  const words = text.checker;
  const result = resultOf(lang, found, labelsOf(lang, layout.settings?.statusLabels));
  const places = placeNames(lang, found.choices, found.states);
  const question = fillTemplate(words.answerTitle, { document: found.document.title, ...places });
  return (
    <SiteFrame layout={layout} lang={lang} paths={answerPaths(lang, found)}>
      <CheckerAnswerView lang={lang} words={words} locale={text.locale} question={question} result={result}>
        <CheckerForm
          lang={lang}
          words={words}
          documents={found.documents}
          states={stateOptions(lang, [...found.states.values()])}
          choices={found.choices}
        />
      </CheckerAnswerView>
    </SiteFrame>
  );
}
