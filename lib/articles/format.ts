import type { Lang } from "../routing/paths";
import { fillTemplate } from "../text/template";
import { uiText } from "../text/ui-text";
import { readingMinutes } from "./listing";

/** "March 4, 2026" for an ISO date-time, in the page's language (UTC, so every server says the same). */
export function formatArticleDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export const readingTimeText = (text: string | null, lang: Lang) =>
  fillTemplate(uiText(lang).resources.readingTime, { minutes: readingMinutes(text ?? "", lang) });
