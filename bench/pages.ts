// The pages `npm run bench` measures (bench/run.mjs): every page of a dataset in every language, at
// its address there (of the state pages, a sample), and each translated page's English version
// (to compare their JavaScript).
import {
  articlePath,
  DEFAULT_LANGUAGE,
  documentPath,
  earlyAccessPath,
  generalPath,
  homePath,
  LANGUAGES,
  langOf,
  pricingEstimatePath,
  pricingPath,
  resourcesPath,
  solutionPath,
  type Lang,
} from "../lib/routing/paths.ts";
import { pathOf } from "../lib/routing/table.ts";
import { statePagePath } from "../lib/states/paths.ts";
import { stateSlug } from "../lib/states/slugs.ts";
import { documentIndexPath } from "../lib/documents/paths.ts";
import type { SanityDocumentLike } from "../lib/sanity/bundled.ts";

type PageDocument = SanityDocumentLike & { language?: string; slug?: { current?: string }; publishedAt?: string };
type Metadata = SanityDocumentLike & { translations?: { language?: string; value?: { _ref?: string } }[] };

/** A document's language as the site reads it (a page without one is English). */
const languageOf = (document: PageDocument): Lang => langOf(document.language ?? DEFAULT_LANGUAGE);

/** A page document's address in its language; null for other documents (and pages without a slug yet). */
export const addressOf = (document: PageDocument): string | null =>
  documentPath(document._type, languageOf(document), document.slug?.current);

/**
 * The states whose pages are measured (and visited by the every-page browser checks,
 * tests/support/dataset.ts): Texas, with its own text and questions, and Alabama, with none. The
 * other states' pages are the same template.
 */
export const STATE_SAMPLE = ["AL", "TX"] as const;

/** The document page measured in each language (by its English id): the will page, the fullest. */
export const DOCUMENT_SAMPLE: readonly string[] = ["document-will-and-trust"];

/** The state pages measured in a language: STATE_SAMPLE's states that have a document. */
export function sampleStatePaths(documents: PageDocument[], lang: Lang): string[] {
  const codes = new Set(
    documents
      .filter((document) => document._type === "ronState")
      .map((document) => String((document as { code?: unknown }).code)),
  );
  return STATE_SAMPLE.filter((code) => codes.has(code)).flatMap((code) => statePagePath(lang, code) ?? []);
}

/**
 * "Can I notarize this online?": the form, and one answer (rendered per request): DOCUMENT_SAMPLE's
 * document signed in Texas for use in Florida, where the will page has an exception.
 */
function checkerPaths(pages: PageDocument[], lang: Lang): string[] {
  const sample = pages.find(
    (document) =>
      document._type === "documentType" &&
      languageOf(document) === lang &&
      DOCUMENT_SAMPLE.includes(document._id.replace(/-es$/, "")),
  );
  const slug = sample?.slug?.current;
  const answer = slug
    ? [pathOf(lang, "checkerAnswer", { document: slug, signer: stateSlug("TX") ?? "", use: stateSlug("FL") ?? "" })]
    : [];
  return [pathOf(lang, "checker"), ...answer];
}

/** The calculator's answer page (rendered per request) for a sample month, when there is a pricing page. */
export const ESTIMATE_QUERY = "documents=40&signers=2&seals=1&witnesses=1";
const estimatePaths = (pages: PageDocument[], lang: Lang): string[] =>
  pages.some((document) => document._type === "pricingPage" && languageOf(document) === lang)
    ? [`${pricingEstimatePath(lang)}?${ESTIMATE_QUERY}`]
    : [];

/**
 * Every page of the dataset in every language, each language in the order home, early access,
 * solution pages, general pages (slugs sorted), STATE_SAMPLE's state pages, then the articles'
 * listing and the newest article out at `now`: `/`, `/early-access`, `/solutions/<slug>`, `/<slug>`,
 * `/remote-online-notarization/<state>`, `/resources`,
 * `/resources/<slug>`, then `/es`, `/es/acceso-anticipado`, `/es/soluciones/<slug>`, `/es/<slug>`,
 * `/es/recursos`, `/es/recursos/<slug>`.
 */
export function benchPaths(documents: PageDocument[], now = Date.now()): string[] {
  return LANGUAGES.flatMap((lang) => {
    const pages = documents.filter((document) => languageOf(document) === lang);
    const slugsOf = (type: string) =>
      pages
        .filter((document) => document._type === type && document.slug?.current)
        .map((document) => document.slug?.current as string)
        .sort();
    const newest = pages
      .filter(
        (document) =>
          document._type === "article" &&
          document.slug?.current &&
          document.publishedAt &&
          Date.parse(document.publishedAt) <= now,
      )
      .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? ""))[0];
    return [
      homePath(lang),
      earlyAccessPath(lang),
      // The pricing page (its calculator's answer page loads the same scripts: tests/e2e/pricing.spec.ts).
      ...(pages.some((document) => document._type === "pricingPage") ? [pricingPath(lang)] : []),
      ...slugsOf("solutionPage").map((slug) => solutionPath(lang, slug)),
      ...slugsOf("page").map((slug) => generalPath(lang, slug)),
      ...sampleStatePaths(documents, lang),
      resourcesPath(lang),
      ...(newest ? [articlePath(lang, newest.slug?.current as string)] : []),
      // The documents' index and one document, the will page (exceptions, sources and questions):
      // the other documents are the same template.
      documentIndexPath(lang),
      ...pages
        .filter(
          (document) => document._type === "documentType" && DOCUMENT_SAMPLE.includes(document._id.replace(/-es$/, "")),
        )
        .flatMap((document) => addressOf(document) ?? []),
      ...checkerPaths(pages, lang),
      ...estimatePaths(pages, lang),
    ];
  });
}

/** Each page's address → its English version's, through the translation documents (an English page maps to itself). */
export function englishVersions(documents: PageDocument[]): Map<string, string> {
  const byId = new Map(documents.map((document) => [document._id, document]));
  // The articles' listing is no document: each language's is the English one's.
  const english = new Map<string, string>(
    LANGUAGES.flatMap((lang) => [
      [resourcesPath(lang), resourcesPath(DEFAULT_LANGUAGE)],
      [documentIndexPath(lang), documentIndexPath(DEFAULT_LANGUAGE)],
    ]),
  );
  for (const document of documents) {
    const address = addressOf(document);
    if (address && languageOf(document) === DEFAULT_LANGUAGE) english.set(address, address);
  }
  // The checker's pages and the calculator's answer: the same choices in each language.
  for (const pathsIn of [checkerPaths, estimatePaths])
    for (const lang of LANGUAGES) {
      const inEnglish = pathsIn(documents, DEFAULT_LANGUAGE);
      pathsIn(documents, lang).forEach((path, index) => english.set(path, inEnglish[index] as string));
    }
  // The state pages: one document, both languages.
  for (const lang of LANGUAGES) {
    const own = sampleStatePaths(documents, lang);
    sampleStatePaths(documents, DEFAULT_LANGUAGE).forEach((path, index) => english.set(own[index] as string, path));
  }
  for (const metadata of documents.filter(
    (document): document is Metadata => document._type === "translation.metadata",
  )) {
    const pages = (metadata.translations ?? []).flatMap((entry) => {
      const page = byId.get(entry.value?._ref ?? "");
      return page ? [page] : [];
    });
    const source = pages.find((page) => languageOf(page) === DEFAULT_LANGUAGE);
    const sourceAddress = source ? addressOf(source) : null;
    if (!sourceAddress) continue;
    for (const page of pages) {
      const address = addressOf(page);
      if (address) english.set(address, sourceAddress);
    }
  }
  return english;
}
