import type { Lang } from "../routing/paths";
import type { RonStatus } from "../states/status";
import { UI_TEXT_EN, type UiText } from "./ui/en";
import { UI_TEXT_ES } from "./ui/es";

/*
 * The texts the code writes itself (everything else is content), per language, so a Spanish page
 * never shows English chrome: one dictionary for the whole site, one module per language
 * (lib/text/ui/<lang>.ts). Pure data, usable by server components and by Studio. A client
 * component never imports it (that would ship every language to every page): it gets the words it
 * needs as props from the server component that renders it.
 * The error boundary, which can have no props, gets its page's language's words from the root
 * layout through a context (components/layout/error-words.tsx).
 */

// The error screen's words live one language per module (lib/text/errors/): the root layout sends
// the page's language's to the error boundary, and no other.
export type { ErrorText } from "./errors/en";
export { ERROR_TEXT_EN } from "./errors/en";
export { ERROR_TEXT_ES } from "./errors/es";

export const UI_TEXT: Record<Lang, UiText> = { en: UI_TEXT_EN, es: UI_TEXT_ES };

/** The English words as literal types (the state coverage schema's initial values). */
export { UI_TEXT_EN, type UiText };

export const uiText = (lang: Lang): UiText => UI_TEXT[lang];

/** A state's RON status in `lang`: Site settings' label when it has one, else the dictionary's; an unknown status as it is. */
export function statusLabel(
  lang: Lang,
  status: string | null,
  fromSettings?: Partial<Record<RonStatus, string | null>> | null,
): string {
  if (!status) return "";
  const labels = UI_TEXT[lang].statusLabels as Record<string, string>;
  return fromSettings?.[status as RonStatus]?.trim() || labels[status] || status;
}
