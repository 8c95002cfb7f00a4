import type { Lang } from "../../routing/languages.ts";
import type { ErrorText } from "./en.ts";

/**
 * Each language's words for the error screen, each loaded (its own chunk) only when an error screen
 * shows, so no page carries them: app/[locale]/error.tsx, a client component, picks the page's.
 */
export const ERROR_TEXT_LOADERS: Record<Lang, () => Promise<ErrorText>> = {
  en: async () => (await import("./en.ts")).ERROR_TEXT_EN,
  es: async () => (await import("./es.ts")).ERROR_TEXT_ES,
};
