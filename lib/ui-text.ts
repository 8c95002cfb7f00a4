import type { Lang } from "./i18n";
import { RESOURCE_KIND_LABELS } from "./resource-kinds";
import { ERROR_TEXT_EN } from "./error-text/en";
import { ERROR_TEXT_ES } from "./error-text/es";
import { RON_STATUS_LABELS, type RonStatus } from "./ron-status";

/*
 * The texts the code writes itself (everything else is content), per language, so a Spanish page
 * never shows English chrome: one dictionary for the whole site. Pure data, usable by server
 * components and by Studio. A client component never imports it (that would ship every language
 * to every page): it gets the words it needs as props from the server component that renders it.
 * The error boundaries, which can have no props, import only their own language's words from
 * lib/error-text/<lang>.ts (the bundler keeps every export of a module it loads: an import from
 * this file would ship the whole dictionary, every language, with every page).
 */

// The error screens' words live one language per module (lib/error-text/), the only part of the
// dictionary a client component imports: each error boundary loads its own language's and no other.
export type { ErrorText } from "./error-text/en";
export { ERROR_TEXT_EN } from "./error-text/en";
export { ERROR_TEXT_ES } from "./error-text/es";

const en = {
  /** BCP 47 locale for dates and amounts (`Intl`): July 1, 2018 / 1 de julio de 2018. */
  locale: "en-US",
  skipToContent: "Skip to content",
  mainNav: "Main",
  /** The header's link to the other language: its name, in that language. */
  languageLinkLabel: "Leer en español",
  /** The Solutions menu's button when Site settings name none. */
  solutionsLabel: "Solutions",
  /** The header's home link when the brand has no wordmark. */
  homeLabel: "Home",
  ogHomeKicker: "Remote online notarization · All 50 states",
  /** Each generated link-preview image's alternative text, by the routing table's kind of page. */
  previewAlt: { home: "Remote online notarization", solution: "Solution overview", general: "Page overview", stateIndex: "Remote online notarization by state", state: "Remote online notarization in the state" },
  ogSolutionKicker: "{product} for {page}",
  earlyAccessTitle: "Early access",
  earlyAccessDescription: "Sign up for early access to remote online notarization.",
  notaryNoticeLabel: "Notice",
  /** llms.txt (lib/markdown/llms-txt.ts): its sections, and the home page's title when it has none. */
  markdownPagesSection: "Pages",
  markdownSolutionsSection: "Solutions",
  markdownAboutSection: "About",
  markdownHomeTitle: "Home",
  /** Before each step's title, for screen readers (the number is drawn in a circle). */
  stepLabel: "Step {number}: ",
  /** Long-form text when the editor leaves these empty. */
  lastUpdatedLabel: "Last updated",
  tocLabel: "On this page",
  resourceKinds: RESOURCE_KIND_LABELS,
  /** A state's RON status, when Site settings give no label for it (lib/ron-status.ts is Studio's English). */
  statusLabels: RON_STATUS_LABELS,
  /** The state RON coverage block's words when the editor leaves a field empty (English: also the schema's initial values). */
  stateCoverage: {
    summary: "Remote online notarization is authorized by a permanent law in {count} states.",
    tableCaption: "Remote online notarization status and notary requirements by state",
    sourceLinkText: "Source",
    note: "This table is a first draft from public sources and is not legal advice. Check your commissioning authority's current rules before you apply.",
    filter: {
      searchLabel: "Find a state",
      searchPlaceholder: "Name or code, e.g. Texas or TX",
      statusLabel: "Status",
      allStatuses: "All statuses",
      resultTemplate: "{count} of {total} states shown",
      noMatch: "No state matches your search. Clear the search or choose all statuses.",
    },
    columns: {
      state: "State",
      status: "Status",
      effectiveDate: "In force since",
      citation: "Law",
      requirements: "What a notary needs",
      source: "Source",
      lastVerified: "Last verified",
    },
    requirementLabels: {
      training: "Training",
      trainingHours: "{hours} hours",
      exam: "Exam",
      certificate: "Electronic seal and certificate",
      eo: "E&O insurance",
      bond: "Bond",
      registration: "Registration",
      fee: "fee {amount}",
      required: "Required",
      notRequired: "Not required",
      notRecorded: "Not recorded",
    },
  },
  /** The state pages (`/remote-online-notarization/<state>`, components/pages/state-page.tsx) and their index. */
  statePage: {
    eyebrow: "Remote online notarization",
    title: "Remote online notarization in {state}",
    metaTitle: "Remote online notarization in {state}: the law and what a notary needs",
    description: "{state}: {status}. The law, its effective date, what a notary needs to notarize remotely, and when we last verified it.",
    lead: "Whether a notary public commissioned in {state} can notarize documents online, the law behind it, and what the state requires of a remote notary.",
    factsHeading: "The law in {state}",
    statusLabel: "Status",
    effectiveDateLabel: "Effective date",
    citationLabel: "Law",
    sourceLabel: "Source",
    sourceLinkText: "The state's source",
    lastVerifiedLabel: "Last verified",
    notRecorded: "Not recorded",
    requirementsHeading: "What a notary needs",
    unverifiedHeading: "First draft",
    unverifiedNotice: "These facts are a first draft from public sources that no editor has verified yet. Confirm them with the state's commissioning authority before you rely on them.",
    proseHeading: "What this means in {state}",
    faqHeading: "Questions about remote notarization in {state}",
    ctaHeading: "Notarize online with us",
    ctaBody: "Notaries get remote assignments and a priority listing; signers and businesses are invited as soon as we open. It takes about a minute.",
    ctaLabel: "Get early access",
    allStatesLink: "Every state",
    rowLink: "{state}: the law and what a notary needs",
    indexTitle: "Remote online notarization by state",
    indexMetaTitle: "Remote online notarization laws by state",
    indexIntro: "Where a notary public can notarize remotely, the law behind it and what a notary needs, for all 50 states. Choose a state for its page.",
    indexDescription: "Remote online notarization (RON) in all 50 states: each state's status, effective date, law and what a notary needs.",
    coverageHeading: "Status and requirements by state",
    ogKicker: "Remote online notarization by state",
    markdownSection: "Remote online notarization by state",
  },
  /** The articles (components/pages/resources-page.tsx): the listing, an article's byline, the feed. */
  notFound: {
    title: "This page is not here",
    body: "It may have moved, or the address may be mistyped. Everything on the site starts from the home page.",
    link: "Go to the home page",
  },
  resources: {
    title: "Resources",
    intro: "Guides to remote online notarization for signers, title and lending teams, and notaries, written by the people who run our platform.",
    pageTitle: "Resources, page {page} of {pages}",
    categoryTitle: "{category}: resources",
    categoriesLabel: "Categories",
    allCategories: "All articles",
    empty: "No articles here yet.",
    readingTime: "{minutes} min read",
    published: "Published",
    updated: "Updated",
    by: "By",
    aboutAuthor: "About the author",
    related: "Related articles",
    pagination: "Pages",
    newer: "Newer articles",
    older: "Older articles",
    pageOf: "Page {page} of {pages}",
    feedLink: "RSS feed",
    feedTitle: "{product} resources",
    ogKicker: "{product} resources",
    markdownSection: "Resources",
    notFoundTitle: "This page is not here",
    notFoundBody: "The article may have moved, or it is not published yet. Every article we have published is in Resources.",
    notFoundLink: "See every article",
  },
  error: ERROR_TEXT_EN,
} as const;

/** The dictionary's shape: every language has every text (TypeScript says which one is missing). */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type UiText = Widen<typeof en>;

// Spanish: neutral US Spanish, *usted*; never "notario" (a notary public is not one: see the README).
const es: UiText = {
  locale: "es-US",
  skipToContent: "Ir al contenido",
  mainNav: "Principal",
  languageLinkLabel: "Read in English",
  solutionsLabel: "Soluciones",
  homeLabel: "Inicio",
  ogHomeKicker: "Notarización remota en línea · Los 50 estados",
  previewAlt: { home: "Notarización remota en línea", solution: "Resumen de la solución", general: "Resumen de la página", stateIndex: "Notarización remota en línea por estado", state: "Notarización remota en línea en el estado" },
  ogSolutionKicker: "{product} para {page}",
  earlyAccessTitle: "Acceso anticipado",
  earlyAccessDescription: "Regístrese para obtener acceso anticipado a la notarización remota en línea.",
  notaryNoticeLabel: "Aviso",
  markdownPagesSection: "Páginas en español",
  markdownSolutionsSection: "Soluciones en español",
  markdownAboutSection: "Información en español",
  markdownHomeTitle: "Inicio",
  stepLabel: "Paso {number}: ",
  lastUpdatedLabel: "Última actualización",
  tocLabel: "En esta página",
  resourceKinds: { guide: "Guía", article: "Artículo", caseStudy: "Caso de éxito", webinar: "Seminario web" },
  statusLabels: {
    permanent: "Ley permanente en vigor",
    enacted: "Ley aprobada, aún no vigente",
    temporary: "Solo temporal o de emergencia",
    ipen: "Solo electrónica en persona",
    none: "No autorizada",
  },
  stateCoverage: {
    summary: "La notarización remota en línea está autorizada por una ley permanente en {count} estados.",
    tableCaption: "Estatus de la notarización remota en línea y requisitos para los notary public, por estado",
    sourceLinkText: "Fuente",
    note: "Esta tabla es un primer borrador elaborado a partir de fuentes públicas y no constituye asesoría legal. Consulte las normas vigentes de la autoridad que otorga su comisión antes de presentar su solicitud.",
    filter: {
      searchLabel: "Buscar un estado",
      searchPlaceholder: "Nombre o código, p. ej., Texas o TX",
      statusLabel: "Estatus",
      allStatuses: "Todos los estatus",
      resultTemplate: "Se muestran {count} de {total} estados",
      noMatch: "Ningún estado coincide con su búsqueda. Borre la búsqueda o elija todos los estatus.",
    },
    columns: {
      state: "Estado",
      status: "Estatus",
      effectiveDate: "Vigente desde",
      citation: "Ley",
      requirements: "Qué necesita un notary public",
      source: "Fuente",
      lastVerified: "Última verificación",
    },
    requirementLabels: {
      training: "Capacitación",
      trainingHours: "{hours} horas",
      exam: "Examen",
      certificate: "Sello y certificado electrónicos",
      eo: "Seguro de errores y omisiones (E&O)",
      bond: "Fianza",
      registration: "Registro",
      fee: "tarifa de {amount}",
      required: "Se exige",
      notRequired: "No se exige",
      notRecorded: "Sin datos",
    },
  },
  statePage: {
    eyebrow: "Notarización remota en línea",
    title: "Notarización remota en línea en {state}",
    metaTitle: "Notarización remota en línea en {state}: la ley y lo que necesita un notary public",
    description: "{state}: {status}. La ley, su fecha de entrada en vigor, lo que necesita un notary public para notarizar a distancia y cuándo lo verificamos por última vez.",
    lead: "Si un notary public comisionado en {state} puede notarizar documentos en línea, la ley que lo permite y lo que el estado exige a quien notariza a distancia.",
    factsHeading: "La ley en {state}",
    statusLabel: "Estatus",
    effectiveDateLabel: "Entrada en vigor",
    citationLabel: "Ley",
    sourceLabel: "Fuente",
    sourceLinkText: "La fuente del estado",
    lastVerifiedLabel: "Última verificación",
    notRecorded: "Sin datos",
    requirementsHeading: "Qué necesita un notary public",
    unverifiedHeading: "Primer borrador",
    unverifiedNotice: "Estos datos son un primer borrador elaborado a partir de fuentes públicas que ningún editor ha verificado todavía. Confírmelos con la autoridad que otorga las comisiones en el estado antes de basarse en ellos.",
    proseHeading: "Qué significa esto en {state}",
    faqHeading: "Preguntas sobre la notarización remota en {state}",
    ctaHeading: "Notarice en línea con nosotros",
    ctaBody: "Los notary public reciben asignaciones a distancia y un lugar prioritario en el directorio; los firmantes y las empresas reciben su invitación en cuanto abramos. Toma alrededor de un minuto.",
    ctaLabel: "Obtener acceso anticipado",
    allStatesLink: "Todos los estados",
    rowLink: "{state}: la ley y lo que necesita un notary public",
    indexTitle: "Notarización remota en línea por estado",
    indexMetaTitle: "Leyes de notarización remota en línea por estado",
    indexIntro: "Dónde puede un notary public notarizar a distancia, la ley que lo permite y lo que necesita, en los 50 estados. Elija un estado para ver su página.",
    indexDescription: "La notarización remota en línea (RON) en los 50 estados: el estatus de cada estado, su fecha de entrada en vigor, la ley y lo que necesita un notary public.",
    coverageHeading: "Estatus y requisitos por estado",
    ogKicker: "Notarización remota en línea por estado",
    markdownSection: "Notarización remota en línea por estado, en español",
  },
  notFound: {
    title: "Esta página no está aquí",
    body: "Es posible que haya cambiado de dirección o que la dirección tenga un error. Todo el sitio empieza en la página de inicio.",
    link: "Ir a la página de inicio",
  },
  resources: {
    title: "Recursos",
    intro: "Guías sobre la notarización remota en línea para firmantes, equipos de títulos y préstamos, y notary public, escritas por las personas que operan nuestra plataforma.",
    pageTitle: "Recursos, página {page} de {pages}",
    categoryTitle: "{category}: recursos",
    categoriesLabel: "Categorías",
    allCategories: "Todos los artículos",
    empty: "Todavía no hay artículos aquí.",
    readingTime: "{minutes} min de lectura",
    published: "Publicado",
    updated: "Actualizado",
    by: "Por",
    aboutAuthor: "Sobre el autor",
    related: "Artículos relacionados",
    pagination: "Páginas",
    newer: "Artículos más recientes",
    older: "Artículos anteriores",
    pageOf: "Página {page} de {pages}",
    feedLink: "Fuente RSS",
    feedTitle: "Recursos de {product}",
    ogKicker: "Recursos de {product}",
    markdownSection: "Recursos en español",
    notFoundTitle: "Esta página no está aquí",
    notFoundBody: "Es posible que el artículo haya cambiado de dirección o que aún no esté publicado. Todos los artículos que hemos publicado están en Recursos.",
    notFoundLink: "Ver todos los artículos",
  },
  error: ERROR_TEXT_ES,
};

export const UI_TEXT: Record<Lang, UiText> = { en, es };

/** The English words as literal types (the state coverage schema's initial values). */
export const UI_TEXT_EN = en;

export const uiText = (lang: Lang): UiText => UI_TEXT[lang];

/** A state's RON status in `lang`: Site settings' label when it has one, else the dictionary's; an unknown status as it is. */
export function statusLabel(lang: Lang, status: string | null, fromSettings?: Partial<Record<RonStatus, string | null>> | null): string {
  if (!status) return "";
  const labels = UI_TEXT[lang].statusLabels as Record<string, string>;
  return fromSettings?.[status as RonStatus]?.trim() || labels[status] || status;
}
