import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentResolver,
  type PresentationPluginOptions,
} from "sanity/presentation";
import {
  DEFAULT_LANGUAGE,
  documentPath,
  homePath,
  type Lang,
  langOf,
  LANGUAGE_INFO,
  LANGUAGES,
  resourcesPath,
  solutionPath,
  stateIndexPath,
} from "@/lib/routing/paths";
import { patternOf, ROUTE_KINDS, ROUTES } from "@/lib/routing/table";
import { statePagePath } from "@/lib/states/paths";
import { documentIndexPath } from "@/lib/documents/paths";
import { stateName } from "@/lib/signup/states";
import { stateCodeOfSlug } from "@/lib/states/slugs";

const everyPage: DocumentLocation[] = LANGUAGES.map((lang) => ({
  title: `Every ${LANGUAGE_INFO[lang].title} page (header, footer and modals)`,
  href: homePath(lang),
}));

/** A page type's documents in one language (documents without a language are English). */
const inLanguage = (type: string, lang: Lang) =>
  `_type == "${type}" && coalesce(language, "${DEFAULT_LANGUAGE}") == "${lang}"`;

/**
 * The routes of one language, each with the document it shows: Spanish first, so that `/es/...`
 * is never read as an English general page with the slug "es".
 */
const routesOf = (lang: Lang): DocumentResolver[] =>
  ROUTE_KINDS.flatMap((kind): DocumentResolver[] => {
    const route = patternOf(lang, kind).replace(/\[(\w+)\]/g, ":$1");
    if (kind === "state") return stateRoutes(route);
    const type = (ROUTES[kind] as { document?: string }).document;
    if (!type) return [];
    return [
      {
        route,
        filter: route.includes(":slug") ? `${inLanguage(type, lang)} && slug.current == $slug` : inLanguage(type, lang),
      },
    ];
  });

/** A language's state pages, each with its document (by the code its slug names). */
const stateRoutes = (route: string) => [
  {
    route,
    resolve: ({ params }: { params: Record<string, string> }) => {
      const code = stateCodeOfSlug(params.state ?? "");
      return code ? { filter: `_type == "ronState" && code == $code`, params: { code } } : undefined;
    },
  },
];

type StateLocated = { name?: string | null; code?: string | null; esName?: string | null } | null;

const byLanguage = [...LANGUAGES].sort((a, b) => Number(a === DEFAULT_LANGUAGE) - Number(b === DEFAULT_LANGUAGE));

type Located = { title?: string | null; slug?: string | null; language?: string | null } | null;

/** Where a page document shows: its language's address (`/es/soluciones/<slug>` for a Spanish solution page). */
const pageLocation = (type: string, fallback: string) =>
  defineLocations({
    select: { title: "title", slug: "slug.current", language: "language" },
    resolve: (doc: Located) => {
      const href = doc ? documentPath(type, langOf(doc.language), doc.slug) : null;
      return { locations: href ? [{ title: doc?.title || fallback, href }] : [] };
    },
  });

/** Where each document shows on the site, and which document a site URL is about, in every language. */
export const presentationResolve: PresentationPluginOptions["resolve"] = {
  mainDocuments: defineDocuments(byLanguage.flatMap(routesOf)),
  locations: {
    homePage: pageLocation("homePage", "Home"),
    solutionPage: pageLocation("solutionPage", "Solution page"),
    page: pageLocation("page", "Page"),
    earlyAccessPage: pageLocation("earlyAccessPage", "Early access"),
    pricingPage: pageLocation("pricingPage", "Pricing"),
    // An article (in draft mode its page shows even while it is scheduled) and its listing.
    article: defineLocations({
      select: { title: "title", slug: "slug.current", language: "language" },
      resolve: (doc: Located) => {
        const lang = langOf(doc?.language);
        const href = doc ? documentPath("article", lang, doc.slug) : null;
        return {
          locations: [
            ...(href ? [{ title: doc?.title || "Article", href }] : []),
            { title: lang === "es" ? "Recursos" : "Resources", href: resourcesPath(lang) },
          ],
        };
      },
    }),
    // A document's page in its language, its index, and the state pages of its exceptions (they link to it).
    documentType: defineLocations({
      select: { title: "title", slug: "slug.current", language: "language", states: "exceptions" },
      resolve: (doc: (Located & { states?: { states?: string[] | null }[] | null }) | null) => {
        const lang = langOf(doc?.language);
        const href = doc ? documentPath("documentType", lang, doc.slug) : null;
        const codes = [...new Set((doc?.states ?? []).flatMap((exception) => exception.states ?? []))];
        return {
          locations: [
            ...(href ? [{ title: doc?.title || "Document", href }] : []),
            { title: lang === "es" ? "Documentos" : "Documents", href: documentIndexPath(lang) },
            ...codes.flatMap((code) => {
              const state = statePagePath(lang, code);
              return state ? [{ title: `${stateName(code)} (state page)`, href: state }] : [];
            }),
          ],
        };
      },
    }),
    author: defineLocations({
      message: "Shown on the author's articles",
      locations: LANGUAGES.map((lang) => ({
        title: `Resources (${LANGUAGE_INFO[lang].title})`,
        href: resourcesPath(lang),
      })),
    }),
    siteSettings: defineLocations({ message: "Used on every page", locations: everyPage }),
    brand: defineLocations({ message: "Used on every page", locations: everyPage }),
    // A state's own page in each language, then the coverage tables that show it.
    ronState: defineLocations({
      select: { name: "name", code: "code", esName: "es.name" },
      resolve: (doc: StateLocated) => {
        const code = doc?.code ?? null;
        const anchor = code ? `#state-${code.toLowerCase()}` : "#states";
        const pages = LANGUAGES.flatMap((lang) => {
          const href = statePagePath(lang, code);
          const name = (lang === "es" ? doc?.esName : null) || doc?.name || code || "State";
          return href ? [{ title: `${name} (${LANGUAGE_INFO[lang].title} state page)`, href }] : [];
        });
        return {
          message: "Shown on its state page in each language and in the state coverage tables",
          locations: [
            ...pages,
            { title: "Every state (English)", href: `${stateIndexPath("en")}${anchor}` },
            { title: "Every state (Spanish)", href: `${stateIndexPath("es")}${anchor}` },
            { title: "Notary solutions: state coverage", href: `${solutionPath("en", "notaries")}${anchor}` },
            {
              title: "Notary public (Spanish): state coverage",
              href: `${solutionPath("es", "notary-public")}${anchor}`,
            },
          ],
        };
      },
    }),
  },
};
