import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { ClockIcon } from "@sanity/icons/Clock";
import { ColorWheelIcon } from "@sanity/icons/ColorWheel";
import { ComposeIcon } from "@sanity/icons/Compose";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { DocumentPdfIcon } from "@sanity/icons/DocumentPdf";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { TranslateIcon } from "@sanity/icons/Translate";
import { UserIcon } from "@sanity/icons/User";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver, StructureResolverContext } from "sanity/structure";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, TRANSLATED_TYPES, type Lang } from "@/lib/routing/paths";
import { RON_STATUS_LABELS, RON_STATUSES } from "@/lib/states/status";
import { siteSettings } from "@/schemas/singletons/site-settings";
import { earlyAccessPage } from "@/schemas/singletons/early-access-page";
import { homePage } from "@/schemas/singletons/home-page";
import { pricingPage } from "@/schemas/singletons/pricing-page";

const byName = [{ field: "name", direction: "asc" as const }];
const apiVersion = "v2025-02-19";

/** The published id of a translated singleton in a language: `homePage`, `homePage-es`. */
export const singletonId = (type: string, lang: Lang) => (lang === DEFAULT_LANGUAGE ? type : `${type}-${lang}`);

/** The other languages than the one pages are translated from. */
const TARGET_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);

/**
 * GROQ filter of the pages in the source language (English) with no translation into `$target`:
 * no metadata entry of that language whose document exists, published or as a draft. A draft of
 * an English page is matched by its published id, as the metadata names it. The metadata linking the
 * page is found first (`references()`), so the local lake's groq-js answers in about 0.1 s.
 */
export const MISSING_TRANSLATION_FILTER = `_type in $types && coalesce(language, $source) == $source && count(*[_type == "translation.metadata" && references(string::split(^._id, "drafts.")[-1])].translations[language == $target && (defined(value->_id) || defined(*[_id == "drafts." + ^.value._ref][0]._id))]) == 0`;

/** The language filter of a page list: documents without a language are English. */
export const LANGUAGE_FILTER = `_type == $type && coalesce(language, $default) == $lang`;

/** A translated singleton: one item per language, each the document of that language's id. */
function singletonByLanguage(S: StructureBuilder, type: { name: string; title?: string; icon?: ComponentType }) {
  const title = type.title ?? type.name;
  return S.listItem()
    .title(title)
    .id(type.name)
    .icon(type.icon)
    .child(
      S.list()
        .title(title)
        .items(
          LANGUAGES.map((lang) =>
            S.listItem()
              .title(LANGUAGE_INFO[lang].title)
              .id(lang)
              .icon(type.icon)
              .child(
                S.document()
                  .schemaType(type.name)
                  .documentId(singletonId(type.name, lang))
                  .title(`${title} (${LANGUAGE_INFO[lang].title})`),
              ),
          ),
        ),
    );
}

/**
 * A page type's list, by language: English, each other language, then all of them. New pages
 * start in English; a translation is made from its English page (the Translations menu), so the
 * other languages' lists offer no "new document".
 */
function pagesByLanguage(S: StructureBuilder, type: string, title: string, icon: ComponentType) {
  const one = title.replace(/s$/, "").toLowerCase();
  return S.listItem()
    .title(title)
    .id(type)
    .icon(icon)
    .child(
      S.list()
        .title(title)
        .items([
          ...LANGUAGES.map((lang) => {
            const list = S.documentTypeList(type)
              .title(`${title} in ${LANGUAGE_INFO[lang].title}`)
              .apiVersion(apiVersion)
              .filter(LANGUAGE_FILTER)
              .params({ type, lang, default: DEFAULT_LANGUAGE });
            return S.listItem()
              .title(LANGUAGE_INFO[lang].title)
              .id(lang)
              .icon(icon)
              .child(
                lang === DEFAULT_LANGUAGE
                  ? list.initialValueTemplates([S.initialValueTemplateItem(type)])
                  : list.initialValueTemplates([]),
              );
          }),
          S.divider(),
          S.listItem()
            .title("All languages")
            .id("all")
            .icon(icon)
            .child(
              S.documentTypeList(type)
                .title(`All ${one}s`)
                .initialValueTemplates([S.initialValueTemplateItem(type)]),
            ),
        ]),
    );
}

/** Articles whose published date is still ahead (they appear on the site by themselves then), soonest first. */
export const SCHEDULED_ARTICLES_FILTER = `_type == "article" && publishedAt > now()`;

/** Articles by language (newest first), the scheduled ones, and the authors. */
function articles(S: StructureBuilder) {
  const newestFirst = [{ field: "publishedAt", direction: "desc" as const }];
  return S.listItem()
    .title("Articles")
    .id("articles")
    .icon(ComposeIcon)
    .child(
      S.list()
        .title("Articles")
        .items([
          ...LANGUAGES.map((lang) => {
            const list = S.documentTypeList("article")
              .title(`Articles in ${LANGUAGE_INFO[lang].title}`)
              .apiVersion(apiVersion)
              .filter(LANGUAGE_FILTER)
              .params({ type: "article", lang, default: DEFAULT_LANGUAGE })
              .defaultOrdering(newestFirst);
            return S.listItem()
              .title(LANGUAGE_INFO[lang].title)
              .id(lang)
              .icon(ComposeIcon)
              .child(
                lang === DEFAULT_LANGUAGE
                  ? list.initialValueTemplates([S.initialValueTemplateItem("article")])
                  : list.initialValueTemplates([]),
              );
          }),
          S.listItem()
            .title("Scheduled articles")
            .id("scheduled")
            .icon(ClockIcon)
            .child(
              S.documentList()
                .title("Scheduled articles (published date ahead)")
                .apiVersion(apiVersion)
                .schemaType("article")
                .filter(SCHEDULED_ARTICLES_FILTER)
                .defaultOrdering([{ field: "publishedAt", direction: "asc" }])
                .initialValueTemplates([]),
            ),
          S.divider(),
          S.listItem()
            .title("All languages")
            .id("all")
            .icon(ComposeIcon)
            .child(
              S.documentTypeList("article")
                .title("All articles")
                .defaultOrdering(newestFirst)
                .initialValueTemplates([S.initialValueTemplateItem("article")]),
            ),
          S.listItem()
            .title("Authors")
            .id("authors")
            .icon(UserIcon)
            .child(S.documentTypeList("author").title("Authors").defaultOrdering(byName)),
        ]),
    );
}

/** The pages of every translated type that have no translation into `lang` yet. */
function missingTranslations(S: StructureBuilder, getClient: StructureResolverContext["getClient"], lang: Lang) {
  const title = `Missing ${LANGUAGE_INFO[lang].title}`;
  return S.listItem()
    .title(title)
    .id(`missing-${lang}`)
    .icon(TranslateIcon)
    .child(
      S.documentList()
        .title(`Pages with no ${LANGUAGE_INFO[lang].title} translation`)
        .apiVersion(apiVersion)
        .filter(MISSING_TRANSLATION_FILTER)
        .params({ types: [...TRANSLATED_TYPES], source: DEFAULT_LANGUAGE, target: lang })
        .defaultOrdering([
          { field: "_type", direction: "asc" },
          { field: "title", direction: "asc" },
        ])
        .initialValueTemplates([])
        // The document's own type: left to itself, the Studio reads a type off the filter's text
        // (`_type == "translation.metadata"`) and opened every page as a translation link.
        .child(async (documentId: string) => {
          const type = await getClient({ apiVersion: "2025-02-19" }).fetch<string | null>(
            `*[_id in [$id, "drafts." + $id]][0]._type`,
            { id: documentId },
            { perspective: "raw" },
          );
          return S.document()
            .documentId(documentId)
            .schemaType(type ?? "solutionPage");
        }),
    );
}

/**
 * Site settings and the brands as single items; the home, early-access and pricing pages once per
 * language; solution pages and general pages by language; the pages missing a translation;
 * redirects; state RON coverage as all states alphabetically, and one list per status.
 */
export const structure: StructureResolver = (S, { getClient }) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title(siteSettings.title ?? siteSettings.name)
        .id(siteSettings.name)
        .icon(siteSettings.icon)
        .child(S.document().schemaType(siteSettings.name).documentId(siteSettings.name)),
      singletonByLanguage(S, homePage),
      singletonByLanguage(S, earlyAccessPage),
      singletonByLanguage(S, pricingPage),
      S.divider(),
      pagesByLanguage(S, "solutionPage", "Solution pages", DocumentsIcon),
      pagesByLanguage(S, "page", "Pages", DocumentTextIcon),
      articles(S),
      pagesByLanguage(S, "documentType", "Documents", DocumentPdfIcon),
      ...TARGET_LANGUAGES.map((lang) => missingTranslations(S, getClient, lang)),
      S.listItem()
        .title("Translation links")
        .id("translations")
        .icon(TranslateIcon)
        .child(
          S.documentTypeList("translation.metadata")
            .title("Translation links")
            .defaultOrdering([{ field: "_id", direction: "asc" }])
            .initialValueTemplates([]),
        ),
      S.divider(),
      S.listItem().title("Redirects").icon(ArrowRightIcon).child(S.documentTypeList("redirect").title("Redirects")),
      S.listItem()
        .title("State RON coverage")
        .id("ronStates")
        .icon(EarthAmericasIcon)
        .child(
          S.list()
            .title("State RON coverage")
            .items([
              S.listItem()
                .title("All states")
                .id("allStates")
                .icon(EarthAmericasIcon)
                .child(S.documentTypeList("ronState").title("All states").defaultOrdering(byName)),
              S.divider(),
              ...RON_STATUSES.map((status) =>
                S.listItem()
                  .title(RON_STATUS_LABELS[status])
                  .id(`status-${status}`)
                  .child(
                    S.documentTypeList("ronState")
                      .title(RON_STATUS_LABELS[status])
                      .apiVersion("v2025-01-01")
                      .filter('_type == "ronState" && status == $status')
                      .params({ status })
                      .defaultOrdering(byName),
                  ),
              ),
            ]),
        ),
      S.listItem()
        .title("Brands")
        .icon(ColorWheelIcon)
        .child(
          S.list()
            .title("Brands")
            .items(
              (["default", "partner"] as const).map((key) =>
                S.listItem()
                  .title(key === "default" ? "Default brand" : "Partner brand")
                  .id(`brand-${key}`)
                  .icon(ColorWheelIcon)
                  .child(S.document().schemaType("brand").documentId(`brand-${key}`)),
              ),
            ),
        ),
    ]);
