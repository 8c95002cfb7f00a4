import type { Lang } from "./i18n";

/*
 * The few texts the code writes itself (everything else is content): per language, so a Spanish
 * page never shows English chrome. Pure data: usable by server and client components.
 */
export const UI_TEXT = {
  en: {
    skipToContent: "Skip to content",
    mainNav: "Main",
    /** The header's link to the other language: its name, in that language. */
    languageLinkLabel: "Leer en español",
    ogHomeKicker: "Remote online notarization · All 50 states",
    ogSolutionKicker: "{product} for {page}",
    earlyAccessTitle: "Early access",
    earlyAccessDescription: "Sign up for early access to remote online notarization.",
    notaryNoticeLabel: "Notice",
    /** llms.txt (lib/markdown/llms-txt.ts): its sections, and the home page's title when it has none. */
    markdownPagesSection: "Pages",
    markdownSolutionsSection: "Solutions",
    markdownAboutSection: "About",
    markdownHomeTitle: "Home",
  },
  es: {
    skipToContent: "Ir al contenido",
    mainNav: "Principal",
    languageLinkLabel: "Read in English",
    ogHomeKicker: "Notarización remota en línea · Los 50 estados",
    ogSolutionKicker: "{product} para {page}",
    earlyAccessTitle: "Acceso anticipado",
    earlyAccessDescription: "Regístrese para obtener acceso anticipado a la notarización remota en línea.",
    notaryNoticeLabel: "Aviso",
    markdownPagesSection: "Páginas en español",
    markdownSolutionsSection: "Soluciones en español",
    markdownAboutSection: "Información en español",
    markdownHomeTitle: "Inicio",
  },
} satisfies Record<Lang, Record<string, string>>;

export type UiText = (typeof UI_TEXT)["en"];

export const uiText = (lang: Lang): UiText => UI_TEXT[lang];
